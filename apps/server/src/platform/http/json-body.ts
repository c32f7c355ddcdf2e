import { msg } from '@scenecast/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from './errors.js';

/** No payload of the API nests deeper than a few levels; scene and widget layouts stay far below this. */
export const MAX_JSON_DEPTH = 64;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACKET = 0x5b;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACKET = 0x5d;
const CLOSE_BRACE = 0x7d;

/** Whether the JSON text opens more than `limit` arrays or objects inside each other (strings skipped). */
export function isNestedDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === BACKSLASH) index++;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (code === OPEN_BRACKET || code === OPEN_BRACE) {
      if (++depth > limit) return true;
    } else if (code === CLOSE_BRACKET || code === CLOSE_BRACE) {
      depth--;
    }
  }
  return false;
}

/**
 * The API's JSON parser: Fastify's own (prototype poisoning refused), after a linear scan that
 * refuses a body nested deeper than MAX_JSON_DEPTH with 400. A 2 MB body of `[[[…` would
 * otherwise hold the event loop in JSON.parse for most of a second, and every later walk of it
 * (validation, the text guard, the operation log) would have to survive a million levels.
 */
export const jsonBody = fp(async (app: FastifyInstance) => {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    if (isNestedDeeperThan(text, MAX_JSON_DEPTH)) {
      done(new HttpError(400, msg('requestTooDeep', 'zh', MAX_JSON_DEPTH)), undefined);
      return;
    }
    parseJson(request, text, done);
  });
});
