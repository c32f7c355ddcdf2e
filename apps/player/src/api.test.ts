import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, fetchAlbums } from './api.js';

const credentials = { deviceId: 'device', secret: 'secret' };

const reply = (body: string, status: number, statusText = '') =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(body, { status, statusText })),
  );

describe('api request', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('answers the result of a successful envelope', async () => {
    reply(JSON.stringify({ success: true, message: '', result: [] }), 200);
    await expect(fetchAlbums(credentials)).resolves.toEqual([]);
  });

  it("turns the server's refusal into an ApiError with its message", async () => {
    reply(JSON.stringify({ success: false, message: '密码错误', result: null }), 403);
    const failure = await fetchAlbums(credentials).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).message).toBe('密码错误');
    expect((failure as ApiError).isTransient).toBe(false);
  });

  it('marks a refusal from a failing or busy server as transient (5xx, 408, 429)', async () => {
    for (const status of [500, 503, 408, 429]) {
      reply(JSON.stringify({ success: false, message: 'later', result: null }), status);
      const failure = await fetchAlbums(credentials).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(ApiError);
      expect((failure as ApiError).isTransient).toBe(true);
    }
  });

  it('treats a reply that is not an envelope (a gateway page) as a network failure', async () => {
    reply('<html>Bad Gateway</html>', 502, 'Bad Gateway');
    const failure = await fetchAlbums(credentials).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(failure).not.toBeInstanceOf(ApiError);
  });
});
