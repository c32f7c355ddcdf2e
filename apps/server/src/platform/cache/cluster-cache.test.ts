import { describe, expect, it } from 'vitest';
import { localBus } from '../live/bus.js';
import { ClusterCache, connectCaches } from './cluster-cache.js';

let made = 0;
function freshCache() {
  made += 1;
  return new ClusterCache<string>(`test-${made}`, 60_000, 3);
}

/** A load the test finishes by hand. */
function deferred() {
  let resolve: (value: string) => void = () => undefined;
  const promise = new Promise<string>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('ClusterCache.through', () => {
  it('loads once for concurrent misses of one key, then answers from memory', async () => {
    const cache = freshCache();
    let loads = 0;
    const pending = deferred();
    const load = () => {
      loads += 1;
      return pending.promise;
    };
    const answers = Promise.all([cache.through('k', [], load), cache.through('k', [], load)]);
    pending.resolve('v1');
    expect(await answers).toEqual(['v1', 'v1']);
    expect(await cache.through('k', [], load)).toBe('v1');
    expect(loads).toBe(1);
  });

  it('does not keep a load that a change of its tag or key overtook, nor lets later callers join it', async () => {
    const cache = freshCache();
    for (const change of [{ tags: ['shop:a'] }, { keys: ['k'] }]) {
      const before = deferred();
      const answer = cache.through('k', ['shop:a'], () => before.promise);
      cache.apply(change);
      const after = cache.through('k', ['shop:a'], async () => 'after the change');
      before.resolve('before the change');
      expect([await answer, await after]).toEqual(['before the change', 'after the change']);
      expect(cache.get('k')).toBe('after the change');
      cache.apply({ keys: ['k'] });
    }
  });

  it('keeps a load that only another shop’s change overtook', async () => {
    const cache = freshCache();
    const pending = deferred();
    const answer = cache.through('k', ['shop:a'], () => pending.promise);
    cache.apply({ tags: ['shop:b'] });
    pending.resolve('v');
    expect(await answer).toBe('v');
    expect(cache.get('k')).toBe('v');
  });

  it('checks tags taken from the value against the changes made while it loaded', async () => {
    const cache = freshCache();
    const tagsOf = (value: string) => [`user:${value}`];
    const first = deferred();
    const overtaken = cache.through('t1', tagsOf, () => first.promise);
    cache.apply({ tags: ['user:u1'] });
    first.resolve('u1');
    expect(await overtaken).toBe('u1');
    expect(cache.get('t1')).toBeUndefined();

    const second = deferred();
    const kept = cache.through('t2', tagsOf, () => second.promise);
    cache.apply({ tags: ['user:u9'] });
    second.resolve('u2');
    expect(await kept).toBe('u2');
    expect(cache.get('t2')).toBe('u2');
  });

  it('does not keep a failed load', async () => {
    const cache = freshCache();
    await expect(cache.through('k', [], () => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
    expect(await cache.through('k', [], async () => 'v')).toBe('v');
  });

  it('drops by tag only what carries it, and evicts the oldest past its size', async () => {
    const cache = freshCache();
    cache.set('a', '1', ['shop:x']);
    cache.set('b', '2', ['shop:y']);
    cache.set('c', '3', ['shop:x', 'shop:z']);
    cache.apply({ tags: ['shop:x'] });
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, '2', undefined]);
    cache.set('d', '4');
    cache.set('e', '5');
    cache.set('f', '6');
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('f')).toBe('6');
  });
});

describe('connectCaches', () => {
  it("drops entries under a tag the database signals, in every cache, and what another process's bus says", async () => {
    const first = freshCache();
    const second = freshCache();
    const signals: ((tag: string) => void)[] = [];
    const bus = localBus();
    const disconnect = connectCaches(bus, { onChange: (handler) => signals.push(handler) });
    first.set('page', 'p', ['shop:s1']);
    second.set('reach', 'r', ['shop:s1']);
    second.set('other', 'o', ['shop:s2']);
    for (const signal of signals) signal('shop:s1');
    expect([first.get('page'), second.get('reach'), second.get('other')]).toEqual([undefined, undefined, 'o']);
    await bus.publish({
      targets: [{ kind: 'cache', id: second.name }],
      message: { cmd: 'invalidate', keys: ['other'] },
    });
    expect(second.get('other')).toBeUndefined();
    disconnect();
  });
});
