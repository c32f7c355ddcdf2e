import { msg } from '@scenecast/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isStorableText } from '../db/storable-text.js';
import { HttpError } from './errors.js';

/**
 * Whether any string in the value, or any key of its objects, holds a NUL or a lone surrogate:
 * no client means to send either, and PostgreSQL stores neither.
 */
function holdsInvalidText(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (!isStorableText(item)) return true;
    } else if (Array.isArray(item)) {
      for (const child of item) pending.push(child);
    } else if (item !== null && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        if (!isStorableText(key)) return true;
        pending.push(child);
      }
    }
  }
  return false;
}

/** Refuses the value with 400 输入包含无效字符 when it holds a NUL or a lone surrogate. */
export function refuseInvalidText(value: unknown): void {
  if (holdsInvalidText(value)) throw new HttpError(400, msg('inputInvalidCharacters'));
}

/**
 * Checks every route's path parameters, query string and parsed body before anything reads them:
 * schemas, routes' own hooks (a socket's device id) and handlers. Multipart fields are parsed
 * later, by the route (form-body.ts), which checks them with the same rule.
 */
export const textGuard = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    refuseInvalidText(request.params);
    refuseInvalidText(request.query);
    refuseInvalidText(request.body);
  });
});
