import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, UnknownScreenError } from './api.js';
import { fetchCached } from './scene-content.js';
import { memoryStorage } from './test-support.js';

const failing = (error: Error) => () => Promise.reject(error);

describe('fetchCached', () => {
  beforeEach(async () => {
    vi.stubGlobal('localStorage', memoryStorage());
    await fetchCached('retail', 'shop-1', async () => ({ products: 3 }));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('keeps showing the last answer when the network fails or the server failed or was busy', async () => {
    expect(await fetchCached('retail', 'shop-1', failing(new TypeError('Failed to fetch')))).toEqual({ products: 3 });
    expect(await fetchCached('retail', 'shop-1', failing(new ApiError('服务器繁忙', 503)))).toEqual({ products: 3 });
    expect(await fetchCached('retail', 'shop-1', failing(new ApiError('内部错误', 500)))).toEqual({ products: 3 });
  });

  it('shows nothing once the server refuses the content for good, and passes an unknown screen on', async () => {
    expect(await fetchCached('retail', 'shop-1', failing(new ApiError('无权访问', 403)))).toBeNull();
    await expect(fetchCached('retail', 'shop-1', failing(new UnknownScreenError()))).rejects.toBeInstanceOf(
      UnknownScreenError,
    );
  });

  it('never answers another shop the content it kept', async () => {
    expect(await fetchCached('retail', 'shop-2', failing(new TypeError('Failed to fetch')))).toBeNull();
  });
});
