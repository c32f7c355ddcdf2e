import type { WebSocket } from 'ws';
import type { LiveBus, LiveEnvelope, LiveMessage, LiveTarget } from './bus.js';

const keyOf = (target: LiveTarget) => `${target.kind}:${target.id}`;
const TARGETS_PER_ENVELOPE = 100;

/**
 * The sockets this process holds, by target. `send` goes through the bus so that a socket held by
 * another process gets the message too; each process delivers to its own sockets.
 */
export class LiveHub {
  private readonly sockets = new Map<string, Set<WebSocket>>();

  constructor(private readonly bus: LiveBus) {
    bus.subscribe((envelope) => this.deliver(envelope));
  }

  /** Holds a socket for a target until it closes. */
  attach(target: LiveTarget, socket: WebSocket): void {
    const key = keyOf(target);
    const held = this.sockets.get(key) ?? new Set<WebSocket>();
    held.add(socket);
    this.sockets.set(key, held);
    socket.once('close', () => {
      held.delete(socket);
      if (held.size === 0) this.sockets.delete(key);
    });
  }

  send(target: LiveTarget, message: LiveMessage): Promise<void> {
    return this.bus.publish({ targets: [target], message });
  }

  /** One message to many targets, in envelopes small enough for a NOTIFY payload (8 KB). */
  async sendMany(targets: LiveTarget[], message: LiveMessage): Promise<void> {
    const envelopes: LiveEnvelope[] = [];
    for (let i = 0; i < targets.length; i += TARGETS_PER_ENVELOPE) {
      envelopes.push({ targets: targets.slice(i, i + TARGETS_PER_ENVELOPE), message });
    }
    await this.bus.publish(...envelopes);
  }

  /**
   * A message to the consoles this process holds, of these users (null: every console here),
   * without the bus: for news every process learns by itself, such as a cache invalidation.
   */
  sendToConsolesHere(userIds: readonly string[] | null, message: LiveMessage): void {
    const keys = userIds
      ? userIds.map((id) => keyOf({ kind: 'user', id }))
      : [...this.sockets.keys()].filter((key) => key.startsWith('user:'));
    const text = JSON.stringify(message);
    for (const key of keys) {
      for (const socket of this.sockets.get(key) ?? []) if (socket.readyState === socket.OPEN) socket.send(text);
    }
  }

  /** Whether this process holds a socket for the target. */
  holds(target: LiveTarget): boolean {
    return this.sockets.has(keyOf(target));
  }

  connectionCount(): number {
    let count = 0;
    for (const held of this.sockets.values()) count += held.size;
    return count;
  }

  /** Sockets held by this process: consoles (user targets) and screens (device targets). */
  socketCounts(): { consoles: number; screens: number } {
    const counts = { consoles: 0, screens: 0 };
    for (const [key, held] of this.sockets) {
      if (key.startsWith('user:')) counts.consoles += held.size;
      else if (key.startsWith('device:')) counts.screens += held.size;
    }
    return counts;
  }

  close(): Promise<void> {
    for (const held of this.sockets.values()) for (const socket of held) socket.terminate();
    this.sockets.clear();
    return this.bus.close();
  }

  private deliver({ targets, message }: LiveEnvelope): void {
    let text: string | null = null;
    for (const target of targets) {
      const held = this.sockets.get(keyOf(target));
      if (!held) continue;
      text ??= JSON.stringify(message);
      for (const socket of held) if (socket.readyState === socket.OPEN) socket.send(text);
    }
  }
}
