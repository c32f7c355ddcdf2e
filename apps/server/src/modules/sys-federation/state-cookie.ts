import type { FastifyReply, FastifyRequest } from 'fastify';
import type { OidcSettings } from '../../config.js';
import { OIDC_FLOW_TTL_MS } from './pending.js';

/**
 * The flow's state also rides in a cookie of the browser that started it, and the callback accepts
 * a state only from that browser: a callback link handed to someone else signs nobody in (login CSRF).
 */
const COOKIE = 'sc_oidc_state';

export function setStateCookie(reply: FastifyReply, settings: OidcSettings, path: string, state: string): void {
  const secure = settings.redirectUri.startsWith('https:') ? '; Secure' : '';
  const maxAge = OIDC_FLOW_TTL_MS / 1000;
  reply.header('set-cookie', `${COOKIE}=${state}; Path=${path}; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`);
}

export function clearStateCookie(reply: FastifyReply, path: string): void {
  reply.header('set-cookie', `${COOKIE}=; Path=${path}; Max-Age=0; HttpOnly; SameSite=Lax`);
}

export function stateCookie(request: FastifyRequest): string | null {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === COOKIE) return value.join('=') || null;
  }
  return null;
}
