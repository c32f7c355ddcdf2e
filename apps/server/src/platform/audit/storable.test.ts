import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { newId } from '../db/ids.js';
import { escapeUnstorable, escapeUnstorableText, isStorableText } from '../db/storable-text.js';
import { operationLog } from './schema.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const UNSTORABLE = { nul: 'a\u0000b', high: 'a\ud800b', low: '\udc00z', 'key\u0000': ['\ud83d'] };

describe('text PostgreSQL cannot store', () => {
  it('is a NUL or a lone surrogate; a paired surrogate (an emoji) is stored as it is', () => {
    expect(['a\u0000', '\ud800', 'x\udfff', '😀\ud83d'].map(isStorableText)).toEqual([false, false, false, false]);
    expect(['😀', '中文', '\\u0000'].map(isStorableText)).toEqual([true, true, true]);
  });

  it('is escaped as visible text, keys included', () => {
    expect(escapeUnstorableText('a\u0000b\ud800😀')).toBe('a\\u0000b\\ud800😀');
    expect(escapeUnstorable(UNSTORABLE)).toEqual({
      nul: 'a\\u0000b',
      high: 'a\\ud800b',
      low: '\\udc00z',
      'key\\u0000': ['\\ud83d'],
    });
  });

  it('then lands in the operation log’s jsonb and text alike', async () => {
    const id = newId();
    await t.db.insert(operationLog).values({
      id,
      tenantId: 0,
      userId: 'u',
      username: escapeUnstorableText('user\u0000'),
      title: 't',
      action: '',
      method: 'POST',
      url: '/api/x',
      params: escapeUnstorable(UNSTORABLE),
      ip: '127.0.0.1',
      durationMs: 0,
      httpStatus: 400,
      code: 400,
    });
    const [row] = await t.db.select().from(operationLog).where(eq(operationLog.id, id));
    expect([row?.username, row?.params]).toEqual(['user\\u0000', escapeUnstorable(UNSTORABLE)]);
  });

  it('would be refused unescaped, which is why the log escapes it', async () => {
    const insert = (params: unknown) =>
      t.db.insert(operationLog).values({
        id: newId(),
        tenantId: 0,
        userId: 'u',
        username: 'u',
        title: 't',
        action: '',
        method: 'POST',
        url: '/api/x',
        params,
        ip: '127.0.0.1',
        durationMs: 0,
        httpStatus: 400,
        code: 400,
      });
    await expect(insert({ nul: 'a\u0000b' })).rejects.toThrow();
    await expect(insert({ high: 'a\ud800b' })).rejects.toThrow();
  });
});
