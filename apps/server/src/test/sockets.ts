import type { FastifyInstance } from 'fastify';
import { WebSocket } from 'ws';

/** Starts the app on a free loopback port and answers its WebSocket base address. */
export async function listenForSockets(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return `ws://127.0.0.1:${address.port}/api`;
}

/** Opens a socket; answers it once open, or the HTTP status that refused the handshake. */
export function openSocket(url: string, protocol?: string): Promise<WebSocket | number> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, protocol ? [protocol] : []);
    socket.once('open', () => resolve(socket));
    socket.once('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
    socket.once('error', reject);
  });
}

export async function openSocketOrFail(url: string, protocol?: string): Promise<WebSocket> {
  const socket = await openSocket(url, protocol);
  if (typeof socket === 'number') throw new Error(`socket refused with ${socket}`);
  return socket;
}

/** The next JSON message that satisfies `accept`. */
export function nextMessage(
  socket: WebSocket,
  accept: (message: Record<string, unknown>) => boolean = () => true,
): Promise<Record<string, unknown>> {
  return new Promise((resolve) => {
    const onMessage = (data: unknown) => {
      const message = JSON.parse(String(data)) as Record<string, unknown>;
      if (!accept(message)) return;
      socket.off('message', onMessage);
      resolve(message);
    };
    socket.on('message', onMessage);
  });
}
