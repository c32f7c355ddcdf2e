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
 * A small in-process cache for the hottest reads (a token's identity, a user's menu), kept
 * correct across server processes: an invalidation is applied here at once and published on the
 * live bus, so every process drops the entry. The TTL bounds what a lost message could leave.
 */
export class ClusterCache<V> {
  private readonly entries = new Map<string, Entry<V>>();

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
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, value: V, tags: readonly string[] = []): void {
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { value, tags, expiresAt: Date.now() + this.ttlMs });
  }

  /** Drops entries by key, or every entry carrying one of the tags, in every process. */
  async invalidate(what: Invalidation): Promise<void> {
    this.apply(what);
    for (const bus of buses) {
      await bus.publish({ targets: [{ kind: 'cache', id: this.name }], message: { cmd: 'invalidate', ...what } });
    }
  }

  apply({ keys = [], tags = [] }: Invalidation): void {
    for (const key of keys) this.entries.delete(key);
    if (tags.length === 0) return;
    for (const [key, entry] of this.entries) {
      if (entry.tags.some((tag) => tags.includes(tag))) this.entries.delete(key);
    }
  }

  clear(): void {
    this.entries.clear();
  }
}

/** Lets the caches hear (and send) invalidations through a live bus. */
export function connectCaches(bus: LiveBus): () => void {
  buses.add(bus);
  bus.subscribe(({ targets, message }) => {
    for (const target of targets) {
      if (target.kind === 'cache') caches.get(target.id)?.apply(message as Invalidation);
    }
  });
  return () => buses.delete(bus);
}
