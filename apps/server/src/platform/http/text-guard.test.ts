import type { OperationLogRow, Page } from '@scenecast/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/http.js';
import { loginAs } from '../../test/login.js';
import { multipart } from '../../test/multipart.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let demo: string;
beforeAll(async () => {
  t = await createTestApp();
  demo = await loginAs(t.app, 'demo');
});
afterAll(() => t.close());

const INVALID = '输入包含无效字符';
const NUL = 'a\u0000b';
const LONE_SURROGATE = 'a\ud800b';

const inject = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: string | Buffer, contentType?: string) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: { 'x-access-token': demo, ...(contentType ? { 'content-type': contentType } : {}) },
    payload,
  });

describe('text inputs refuse a NUL and a lone surrogate with 400', () => {
  it('refuses a NUL in a JSON body', async () => {
    const { status, body } = await call(t.app, 'POST', '/sys/role/add', {
      token: demo,
      body: { roleCode: 'nul_role', roleName: NUL },
    });
    expect({ status, message: body.message, code: body.code }).toEqual({ status: 400, message: INVALID, code: 400 });
  });

  it('refuses a lone surrogate in a JSON body, and a NUL in a key', async () => {
    const surrogate = await inject(
      'POST',
      '/sys/role/add',
      JSON.stringify({ roleCode: 'x', roleName: LONE_SURROGATE }),
      'application/json',
    );
    const key = await inject(
      'POST',
      '/sys/role/add',
      JSON.stringify({ roleCode: 'x', roleName: 'y', [NUL]: 1 }),
      'application/json',
    );
    expect([surrogate.statusCode, surrogate.json().message]).toEqual([400, INVALID]);
    expect([key.statusCode, key.json().message]).toEqual([400, INVALID]);
  });

  it('answers the message in the caller’s language', async () => {
    const { body } = await call(t.app, 'POST', '/sys/role/add', {
      token: demo,
      headers: { 'accept-language': 'en-US' },
      body: { roleCode: 'nul_role', roleName: NUL },
    });
    expect(body.message).toBe('The input contains invalid characters (a NUL byte or an unpaired surrogate)');
  });

  it('refuses a NUL in the query string and in a path parameter', async () => {
    const query = await inject('GET', '/sys/role/list?roleName=a%00b');
    const path = await t.app.inject({ method: 'GET', url: '/api/sys/randomImage/abcdefgh%00' });
    expect([query.statusCode, query.json().message]).toEqual([400, INVALID]);
    expect([path.statusCode, path.json().message]).toEqual([400, INVALID]);
  });

  it('refuses a NUL in a form body and in a multipart field', async () => {
    const form = await inject(
      'POST',
      '/sys/role/add',
      'roleCode=x&roleName=a%00b',
      'application/x-www-form-urlencoded',
    );
    const fields = multipart([{ name: 'ids', value: NUL }]);
    const parts = await inject('PUT', '/recycle/clWorksRecycle/batchRestore', fields.payload, fields.contentType);
    expect([form.statusCode, form.json().message]).toEqual([400, INVALID]);
    expect([parts.statusCode, parts.json().message]).toEqual([400, INVALID]);
  });

  it('refuses a NUL in a field a streamed upload reads itself, when the database would meet it', async () => {
    const upload = multipart([
      { name: 'hjId', value: NUL },
      { name: 'file', filename: 'a.png', data: Buffer.from('not really a picture') },
    ]);
    const response = await inject('POST', '/works/clWorksHj/addWorks', upload.payload, upload.contentType);
    expect([response.statusCode, response.json().message]).toEqual([400, INVALID]);
  });

  it('takes text with a paired surrogate (an emoji) as it is', async () => {
    const { body } = await call(t.app, 'POST', '/sys/role/add', {
      token: demo,
      body: { roleCode: 'emoji_role', roleName: '角色😀' },
    });
    expect(body.success).toBe(true);
  });

  it('still writes the operation log line of a refused write, the NUL escaped as visible text', async () => {
    await call(t.app, 'POST', '/sys/role/add', { token: demo, body: { roleCode: 'logged_nul', roleName: NUL } });
    const { body } = await call<Page<OperationLogRow>>(t.app, 'GET', '/sys/log/list?logType=2&action=Add%20a%20role', {
      token: demo,
    });
    const line = body.result.records.find((row) => JSON.stringify(row.params).includes('logged_nul'));
    expect(line).toMatchObject({
      httpStatus: 400,
      code: 400,
      params: { body: { roleCode: 'logged_nul', roleName: 'a\\u0000b' } },
    });
  });
});
