import type { Database } from '../db/database.js';
import type { LiveBus } from '../live/bus.js';

interface Entry<V> {
  value: V;
  tags: readonly string[];
  expiresAt: number;
}

interface Invalidation {
  keys?: string[];
  tags?: string[];
}

const caches = new Map<string, ClusterCache<unknown>>();
const buses = new Set<LiveBus>();

/**
 * A small in-process cache for the hottest reads (a token's identity, a user's menu, a shop's
 * works pages), kept correct across server processes: an invalidation is applied here at once and
 * published on the live bus, and the database's change signals reach every process, so every
 * process drops the entry. The TTL bounds what a lost message could leave.
 */
export class ClusterCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly keysByTag = new Map<string, Set<string>>();
  private readonly loading = new Map<string, Promise<V>>();
  /** Moves on at every invalidation: a load that saw it move may hold data read before it. */
  private generation = 0;

  constructor(
    readonly name: string,
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {
    caches.set(name, this as ClusterCache<unknown>);
  }

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= Date.now()) {
      this.remove(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, value: V, tags: readonly string[] = []): void {
    this.remove(key);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.remove(oldest);
    }
    this.entries.set(key, { value, tags, expiresAt: Date.now() + this.ttlMs });
    for (const tag of tags) {
      const keys = this.keysByTag.get(tag) ?? new Set<string>();
      keys.add(key);
      this.keysByTag.set(tag, keys);
    }
  }

  /**
   * The cached value, or `load()`'s, kept under the tags. Concurrent misses of one key share one
   * load; a load overtaken by an invalidation answers its caller but is not kept.
   */
  async through(
    key: string,
    tags: readonly string[] | ((value: V) => readonly string[]),
    load: () => Promise<V>,
  ): Promise<V> {
    const cached = this.get(key);
    if (cached !== undefined) return cached;
    const pending = this.loading.get(key);
    if (pending) return pending;
    const generation = this.generation;
    const loaded = load().then((value) => {
      if (generation === this.generation) this.set(key, value, typeof tags === 'function' ? tags(value) : tags);
      return value;
    });
    this.loading.set(key, loaded);
    try {
      return await loaded;
    } finally {
      if (this.loading.get(key) === loaded) this.loading.delete(key);
    }
  }

  /** Drops entries by key, or every entry carrying one of the tags, in every process. */
  async invalidate(what: Invalidation): Promise<void> {
    this.apply(what);
    for (const bus of buses) {
      await bus.publish({ targets: [{ kind: 'cache', id: this.name }], message: { cmd: 'invalidate', ...what } });
    }
  }

  apply({ keys = [], tags = [] }: Invalidation): void {
    this.generation += 1;
    // A load already under way started before this change: later callers must not share it.
    this.loading.clear();
    for (const key of keys) this.remove(key);
    for (const tag of tags) {
      for (const key of this.keysByTag.get(tag) ?? []) this.remove(key);
    }
  }

  clear(): void {
    this.entries.clear();
    this.keysByTag.clear();
    this.loading.clear();
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    for (const tag of entry.tags) {
      const keys = this.keysByTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.keysByTag.delete(tag);
    }
  }
}

/**
 * Lets the caches hear (and send) invalidations through a live bus, and hear the database's change
 * signals: a `shop:<id>` signal drops what any cache keeps under that tag.
 */
export function connectCaches(bus: LiveBus, database: Pick<Database, 'onChange'>): () => void {
  buses.add(bus);
  bus.subscribe(({ targets, message }) => {
    for (const target of targets) {
      if (target.kind === 'cache') caches.get(target.id)?.apply(message as Invalidation);
    }
  });
  database.onChange((tag) => {
    for (const cache of caches.values()) cache.apply({ tags: [tag] });
  });
  return () => buses.delete(bus);
}
