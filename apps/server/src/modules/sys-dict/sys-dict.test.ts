import { type DictItem, signatureParams, signParams } from '@scenecast/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/http.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { sessionFor } from '../sys-permission/test-session.js';
import { clearDictCache } from './cache.js';
import { dictItems, dicts } from './schema.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function signed(url: string, timestamp = Date.now()): Record<string, string> {
  return { 'X-Sign': signParams(signatureParams(url), t.config.signSecret), 'X-TIMESTAMP': String(timestamp) };
}

async function signedGet<T>(username: string, url: string) {
  const { token } = await sessionFor(t.db, username);
  return call<T>(t.app, 'GET', url, { token, headers: signed(url) });
}

const item = (value: string, text: string): DictItem => ({ value, text, title: text, label: text });

describe('dictionaries', () => {
  it('answers every enabled item of every dictionary, in order', async () => {
    const { status, body } = await signedGet<Record<string, DictItem[]>>('demo', '/sys/dict/queryAllDictItems?_t=1');
    expect(status).toBe(200);
    expect(body.result.sex).toEqual([item('1', '男'), item('2', '女')]);
    expect(body.result.priority).toEqual([item('L', '低'), item('M', '中'), item('H', '高')]);
    expect(body.result.shop_status).toEqual([item('0', '启用'), item('9', '停用')]);
    expect(Object.keys(body.result).sort()).toEqual([
      'position_rank',
      'priority',
      'sex',
      'shop_status',
      'valid_status',
      'yn',
    ]);
  });

  it('answers one dictionary by its code', async () => {
    const { body } = await signedGet<DictItem[]>('demo', '/sys/dict/getDictItems/valid_status');
    expect(body.result).toEqual([item('1', '有效'), item('0', '无效')]);
  });

  it('answers an empty list for an unknown code', async () => {
    const { body } = await signedGet<DictItem[]>('demo', '/sys/dict/getDictItems/no_such_dict');
    expect(body).toMatchObject({ success: true, result: [] });
  });
});

describe('table dictionaries', () => {
  it('reads the users of the caller’s tenant only', async () => {
    const { body } = await signedGet<DictItem[]>('demo', '/sys/dict/getDictItems/sys_user,realname,username');
    expect(body.result).toEqual([item('demo', '演示店主'), item('demo_staff', '演示店员')]);
  });

  it('reads the departments of the caller’s tenant only', async () => {
    const { body } = await signedGet<DictItem[]>('demo2', '/sys/dict/getDictItems/sys_depart,depart_name,org_code');
    expect(body.result).toEqual([item('B01', '第二租户总店')]);
  });

  it('reads the roles the caller may see', async () => {
    const { body } = await signedGet<DictItem[]>('demo', '/sys/dict/getDictItems/sys_role,role_name,role_code');
    expect(body.result).toEqual([item('owner', '店主'), item('staff', '店员')]);
  });

  it('refuses a table outside the allow-list', async () => {
    const { body } = await signedGet('demo', '/sys/dict/getDictItems/sys_session,token_hash,user_id');
    expect(body).toMatchObject({ success: false, code: 500, message: '该字典表不允许查询' });
  });

  it('refuses a column outside the allow-list', async () => {
    const { body } = await signedGet('demo', '/sys/dict/getDictItems/sys_user,password_hash,username');
    expect(body).toMatchObject({ success: false, code: 500, message: '该字典字段不允许查询' });
  });

  it('refuses a table form that is not table,text,code', async () => {
    const { body } = await signedGet('demo', '/sys/dict/getDictItems/sys_user,realname,username,1=1');
    expect(body).toMatchObject({ success: false, message: '表字典格式应为：表名,文本字段,编码字段' });
  });
});

describe('signature', () => {
  const url = '/sys/dict/getDictItems/sex';

  it('refuses a call without a signature', async () => {
    const { token } = await sessionFor(t.db, 'demo');
    const { status, body } = await call(t.app, 'GET', url, { token });
    expect(status).toBe(403);
    expect(body.message).toBe('签名验证失败');
  });

  it('refuses a signature of other parameters', async () => {
    const { token } = await sessionFor(t.db, 'demo');
    const { status, body } = await call(t.app, 'GET', url, { token, headers: signed('/sys/dict/getDictItems/yn') });
    expect(status).toBe(403);
    expect(body.message).toBe('签名验证失败');
  });

  it('refuses a timestamp 6 minutes old', async () => {
    const { token } = await sessionFor(t.db, 'demo');
    const { status, body } = await call(t.app, 'GET', url, { token, headers: signed(url, Date.now() - 6 * 60_000) });
    expect(status).toBe(403);
    expect(body.message).toBe('签名已过期');
  });
});

describe('refleshCache', () => {
  const extra = {
    id: 'test-sex-3',
    dictId: '3f000000000000000000000000000001',
    itemText: '未知',
    itemValue: '3',
    sortOrder: 3,
  };

  it('serves the cache until it is rebuilt', async () => {
    await signedGet('demo', '/sys/dict/queryAllDictItems');
    await t.db.insert(dictItems).values(extra);
    try {
      const before = await signedGet<DictItem[]>('demo', '/sys/dict/getDictItems/sex');
      expect(before.body.result).toHaveLength(2);
      const refresh = await signedGet('demo', '/sys/dict/refleshCache');
      expect(refresh.body.success).toBe(true);
      const after = await signedGet<DictItem[]>('demo', '/sys/dict/getDictItems/sex');
      expect(after.body.result).toEqual([item('1', '男'), item('2', '女'), item('3', '未知')]);
    } finally {
      await t.db.delete(dictItems).where(eq(dictItems.id, extra.id));
      await signedGet('admin', '/sys/dict/refleshCache');
    }
  });

  it('is refused to staff, who lack the refresh button', async () => {
    const { status, body } = await signedGet('demo_staff', '/sys/dict/refleshCache');
    expect(status).toBe(403);
    expect(body.message).toBe('拒绝访问');
  });
});

describe('editing dictionaries', () => {
  async function send<T>(username: string, method: 'POST' | 'PUT', url: string, body: unknown) {
    const { token } = await sessionFor(t.db, username);
    return call<T>(t.app, method, url, { token, body, headers: signed(url) });
  }

  it('lets a platform admin add and edit a dictionary and its items, seen at once', async () => {
    const dict = await send<{ id: string }>('admin', 'POST', '/sys/dict/add', {
      dictName: '测试',
      dictCode: 'test_edit',
    });
    expect(dict.body.success).toBe(true);
    // Dictionaries are migration data, kept between test files on PostgreSQL: always clean up.
    try {
      const added = await send<{ id: string }>('admin', 'POST', '/sys/dictItem/add', {
        dictId: dict.body.result.id,
        itemText: '甲',
        itemValue: 'a',
      });
      expect(added.body.success).toBe(true);
      expect((await signedGet<DictItem[]>('demo', '/sys/dict/getDictItems/test_edit')).body.result).toEqual([
        item('a', '甲'),
      ]);
      await send('admin', 'PUT', '/sys/dictItem/edit', { id: added.body.result.id, itemText: '乙' });
      expect((await signedGet<DictItem[]>('demo', '/sys/dict/getDictItems/test_edit')).body.result).toEqual([
        item('a', '乙'),
      ]);
      await send('admin', 'PUT', '/sys/dictItem/edit', { id: added.body.result.id, status: 0 });
      expect((await signedGet<DictItem[]>('demo', '/sys/dict/getDictItems/test_edit')).body.result).toEqual([]);
      await send('admin', 'PUT', '/sys/dictItem/edit', { id: added.body.result.id, status: 1 });
      await send('admin', 'PUT', '/sys/dict/edit', { id: dict.body.result.id, dictCode: 'test_edited' });
      const all = (await signedGet<Record<string, DictItem[]>>('demo', '/sys/dict/queryAllDictItems')).body.result;
      expect(all.test_edited).toEqual([item('a', '乙')]);
      expect(all.test_edit).toBeUndefined();
    } finally {
      await t.db.delete(dictItems).where(eq(dictItems.dictId, dict.body.result.id));
      await t.db.delete(dicts).where(eq(dicts.id, dict.body.result.id));
      clearDictCache(t.db);
    }
  });

  it('refuses a dictionary code already used', async () => {
    const { body } = await send('admin', 'POST', '/sys/dict/add', { dictName: '性别2', dictCode: 'sex' });
    expect(body).toMatchObject({ success: false, code: 500, message: '字典编码已存在' });
  });

  it('refuses an item value already in the dictionary', async () => {
    const { body } = await send('admin', 'POST', '/sys/dictItem/add', {
      dictId: '3f000000000000000000000000000001',
      itemText: '男士',
      itemValue: '1',
    });
    expect(body).toMatchObject({ success: false, message: '数据值已存在' });
  });

  it('refuses anyone but a platform admin', async () => {
    const dict = await send('demo', 'POST', '/sys/dict/add', { dictName: '店主字典', dictCode: 'owner_dict' });
    expect(dict.status).toBe(403);
    const edit = await send('demo', 'PUT', '/sys/dictItem/edit', {
      id: '4f000000000000000000000000000001',
      itemText: '改',
    });
    expect(edit.status).toBe(403);
    expect((await signedGet<DictItem[]>('demo', '/sys/dict/getDictItems/sex')).body.result[0].text).toBe('男');
  });
});
