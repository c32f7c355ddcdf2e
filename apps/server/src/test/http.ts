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
  options: { token?: string; tenant?: string | number; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers['x-access-token'] = options.token;
  if (options.tenant !== undefined) headers['tenant-id'] = String(options.tenant);
  const response = await app.inject({
    method,
    url: `/api${url}`,
    headers,
    payload: options.body as InjectOptions['payload'],
  });
  return { status: response.statusCode, body: response.json() as Envelope<T> };
}
