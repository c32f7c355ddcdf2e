import type { Database } from '../db/database.js';
import type { LiveBus } from '../live/bus.js';

interface Entry<V> {
  value: V;
  tags: readonly string[];
  expiresAt: number;
}

export interface Invalidation {
  keys?: string[];
  tags?: string[];
}

/**
 * A load under way. An invalidation that lands during it may mean it read data from before the
 * change: then its value answers its callers but is not kept. Tags known up front tell at once;
 * tags taken from the value are checked against those invalidated while it ran.
 */
interface Flight<V> {
  tags: readonly string[] | null;
  overtaken: boolean;
  tagsDroppedMeanwhile: Set<string>;
  promise: Promise<V>;
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
  /** Loads under way that later callers of the same key may still share. */
  private readonly loading = new Map<string, Flight<V>>();
  private readonly appliedListeners = new Set<(what: Invalidation) => void>();

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
    if (pending) return pending.promise;
    const flight: Flight<V> = {
      tags: typeof tags === 'function' ? null : tags,
      overtaken: false,
      tagsDroppedMeanwhile: new Set(),
      promise: load().then((value) => {
        const valueTags = typeof tags === 'function' ? tags(value) : tags;
        const stale = flight.overtaken || valueTags.some((tag) => flight.tagsDroppedMeanwhile.has(tag));
        if (!stale) this.set(key, value, valueTags);
        return value;
      }),
    };
    this.loading.set(key, flight);
    try {
      return await flight.promise;
    } finally {
      if (this.loading.get(key) === flight) this.loading.delete(key);
    }
  }

  /** Drops entries by key, or every entry carrying one of the tags, in every process. */
  async invalidate(what: Invalidation): Promise<void> {
    this.apply(what);
    for (const bus of buses) {
      await bus.publish({ targets: [{ kind: 'cache', id: this.name }], message: { cmd: 'invalidate', ...what } });
    }
  }

  apply(what: Invalidation): void {
    const { keys = [], tags = [] } = what;
    for (const [key, flight] of this.loading) this.overtake(key, flight, keys, tags);
    for (const key of keys) this.remove(key);
    for (const tag of tags) {
      for (const key of this.keysByTag.get(tag) ?? []) this.remove(key);
    }
    for (const listener of this.appliedListeners) listener(what);
  }

  /**
   * Hears every invalidation as this process applies it (its own and other processes'); returns
   * the unsubscribe.
   */
  onApplied(listener: (what: Invalidation) => void): () => void {
    this.appliedListeners.add(listener);
    return () => this.appliedListeners.delete(listener);
  }

  /** Marks a load under way that the change may concern: later callers load afresh. */
  private overtake(key: string, flight: Flight<V>, keys: readonly string[], tags: readonly string[]): void {
    if (keys.includes(key) || flight.tags?.some((tag) => tags.includes(tag))) {
      flight.overtaken = true;
      this.loading.delete(key);
    } else if (flight.tags === null && tags.length > 0) {
      // Its tags come with its value and are checked then; until then it may be stale.
      for (const tag of tags) flight.tagsDroppedMeanwhile.add(tag);
      this.loading.delete(key);
    }
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
