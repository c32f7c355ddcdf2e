import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/http.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('platform', () => {
  it('answers health with the database reachable', async () => {
    const { status, body } = await call(t.app, 'GET', '/health');
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, code: 200, result: { status: 'UP' } });
  });

  it('answers an unknown path with 404 in the envelope', async () => {
    const { status, body } = await call(t.app, 'GET', '/no/such/path');
    expect(status).toBe(404);
    expect(body).toMatchObject({ success: false, code: 404, message: '很抱歉，资源未找到!' });
  });

  it('publishes an OpenAPI document', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    expect(response.json().paths['/api/health']).toBeDefined();
  });
});
