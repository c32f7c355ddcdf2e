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
    expect(Object.keys(response.json().paths).filter((path) => path.startsWith('/api/docs'))).toEqual([]);
  });

  it('serves the OpenAPI UI and its files', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('./static/swagger-ui-bundle.js');
    const script = await t.app.inject({ method: 'GET', url: '/api/docs/static/swagger-ui-bundle.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toContain('javascript');
    expect(script.rawPayload.length).toBeGreaterThan(100_000);
    const cached = await t.app.inject({
      method: 'GET',
      url: '/api/docs/static/swagger-ui-bundle.js',
      headers: { 'if-none-match': String(script.headers.etag) },
    });
    expect(cached.statusCode).toBe(304);
  });
});
