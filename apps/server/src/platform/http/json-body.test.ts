import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../test/login.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { isNestedDeeperThan, MAX_JSON_DEPTH } from './json-body.js';

let t: TestApp;
let demo: string;
beforeAll(async () => {
  t = await createTestApp();
  demo = await loginAs(t.app, 'demo');
});
afterAll(() => t.close());

const nestedArrays = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const nestedObjects = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
const postJson = (payload: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/sys/role/add',
    headers: { 'x-access-token': demo, 'content-type': 'application/json' },
    payload,
  });

describe('the JSON body parser', () => {
  it('measures nesting outside strings only', () => {
    expect(isNestedDeeperThan(nestedArrays(3), 3)).toBe(false);
    expect(isNestedDeeperThan(nestedArrays(4), 3)).toBe(true);
    expect(isNestedDeeperThan(`{"a":"[[[[\\"{{{{","b":[1]}`, 2)).toBe(false);
  });

  it('refuses 10,000 levels of arrays or objects with 400 and the limit in the message', async () => {
    for (const payload of [nestedArrays(10_000), nestedObjects(10_000)]) {
      const response = await postJson(payload);
      expect([response.statusCode, response.json().message]).toEqual([400, '请求数据嵌套层级过深（最多64层）']);
    }
  });

  it('parses a body at the limit and leaves its judgement to the route', async () => {
    const response = await postJson(nestedObjects(MAX_JSON_DEPTH));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).not.toContain('嵌套');
  });

  it('still refuses a body that is not JSON, and prototype poisoning', async () => {
    const broken = await postJson('{"roleCode":');
    const poisoned = await postJson('{"roleCode":"x","roleName":"y","__proto__":{"admin":true}}');
    expect([broken.statusCode, broken.json().message]).toEqual([400, '请求无效']);
    expect([poisoned.statusCode, poisoned.json().message]).toEqual([400, '请求无效']);
  });
});
