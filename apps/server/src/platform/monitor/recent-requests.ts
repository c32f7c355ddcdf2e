import type { RecentRequest } from '@scenecast/contracts';

/** How many answered requests each process remembers. */
export const RECENT_REQUEST_LIMIT = 200;

/** The last requests this process answered, newest first (a ring: memory stays flat). */
export class RecentRequests {
  private readonly ring: RecentRequest[] = [];
  private next = 0;

  constructor(private readonly limit = RECENT_REQUEST_LIMIT) {}

  add(request: RecentRequest): void {
    this.ring[this.next] = request;
    this.next = (this.next + 1) % this.limit;
  }

  list(): RecentRequest[] {
    const oldestFirst = [...this.ring.slice(this.next), ...this.ring.slice(0, this.next)];
    return oldestFirst.reverse();
  }
}
