import type { LoginResult } from '@scenecast/contracts';
import type { FastifyInstance } from 'fastify';
import { call } from './http.js';

/** Signs in through the API and answers the token; fails the test if sign-in is refused. */
export async function loginAs(app: FastifyInstance, username: string, password = 'Demo@2026!'): Promise<string> {
  const { body } = await call<LoginResult>(app, 'POST', '/sys/login', { body: { username, password } });
  if (!body.success) throw new Error(`login as ${username} refused: ${body.message}`);
  return body.result.token;
}
