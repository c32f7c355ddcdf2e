import type { Envelope } from '@scenecast/contracts';
import type { FastifyInstance, InjectOptions } from 'fastify';

export interface Answer<T = unknown> {
  status: number;
  body: Envelope<T>;
}

/** Calls the API as a client would: JSON in, the envelope out, the token and tenant headers set. */
export async function call<T = unknown>(
  app: FastifyInstance,
  method: InjectOptions['method'],
  url: string,
  options: {
    token?: string;
    tenant?: string | number;
    body?: unknown;
    headers?: Record<string, string>;
    /** The client address the server sees (request.ip); 127.0.0.1 when not given. */
    remoteAddress?: string;
  } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers['x-access-token'] = options.token;
  if (options.tenant !== undefined) headers['tenant-id'] = String(options.tenant);
  const response = await app.inject({
    method,
    url: `/api${url}`,
    headers,
    payload: options.body as InjectOptions['payload'],
    remoteAddress: options.remoteAddress,
  });
  return { status: response.statusCode, body: response.json() as Envelope<T> };
}

/**
 * How a race of identical calls ended, whatever their order: each answer as `<status> ok` or
 * `<status> <message>`, sorted.
 */
export const outcomes = (answers: Answer[]): string[] =>
  answers.map((answer) => `${answer.status} ${answer.body.success ? 'ok' : answer.body.message}`).sort();
