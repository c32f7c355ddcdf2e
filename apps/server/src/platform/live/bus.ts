import type { Client as PgClient } from 'pg';

/** Who a live message is for: a console user, a screen, or a cache of every process. */
export interface LiveTarget {
  kind: 'user' | 'device' | 'cache';
  id: string;
}

/** A message on the live channel, as the console and the player read it. */
export interface LiveMessage {
  cmd: string;
  msgId?: string;
  msgTxt?: string;
  [field: string]: unknown;
}

/** One message for one or more targets (a broadcast to many screens travels as few envelopes). */
export interface LiveEnvelope {
  targets: LiveTarget[];
  message: LiveMessage;
}

/** Carries messages to every server process, including the one that sent them. */
export interface LiveBus {
  /** Envelopes published together go out in one round trip, in order. */
  publish(...envelopes: LiveEnvelope[]): Promise<void>;
  subscribe(handler: (envelope: LiveEnvelope) => void): void;
  close(): Promise<void>;
}

/** One process (embedded database): the bus is a function call. */
export function localBus(): LiveBus {
  const handlers: ((envelope: LiveEnvelope) => void)[] = [];
  return {
    async publish(...envelopes) {
      for (const envelope of envelopes) for (const handler of handlers) handler(envelope);
    },
    subscribe(handler) {
      handlers.push(handler);
    },
    async close() {},
  };
}

const CHANNEL = 'scenecast_live';
const RECONNECT_MS = 1_000;

/**
 * Several processes on one PostgreSQL: LISTEN/NOTIFY on a dedicated connection. A dropped
 * connection is reopened; messages sent while it was down are lost (screens also poll).
 */
export async function postgresBus(url: string, onError: (error: unknown) => void): Promise<LiveBus> {
  const handlers: ((envelope: LiveEnvelope) => void)[] = [];
  const { default: pg } = await import('pg');
  let client: PgClient | null = null;
  let closed = false;
  let sending: Promise<void> = Promise.resolve();

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (notification) => {
      if (notification.channel !== CHANNEL || !notification.payload) return;
      const envelope = JSON.parse(notification.payload) as LiveEnvelope;
      for (const handler of handlers) handler(envelope);
    });
    next.on('error', (error) => {
      onError(error);
      client = null;
      next.end().catch(() => undefined);
      if (!closed) setTimeout(() => connect().catch(onError), RECONNECT_MS);
    });
    await next.connect();
    await next.query(`LISTEN ${CHANNEL}`);
    client = next;
  };
  await connect();

  return {
    publish(...envelopes) {
      // One statement at a time on the dedicated connection: pg only warns today when a second
      // query is sent before the first answers, and will refuse it in its next major version.
      // A broadcast of many envelopes is one statement, not a round trip each.
      const payloads = envelopes.map((envelope) => JSON.stringify(envelope));
      const sent = sending.then(async () => {
        if (!client) throw new Error('live channel is reconnecting');
        await client.query('SELECT pg_notify($1, payload) FROM unnest($2::text[]) AS payload', [CHANNEL, payloads]);
      });
      sending = sent.catch(() => undefined);
      return sent;
    },
    subscribe(handler) {
      handlers.push(handler);
    },
    async close() {
      closed = true;
      await client?.end();
    },
  };
}
