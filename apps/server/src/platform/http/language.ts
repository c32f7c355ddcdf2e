import { type Envelope, type Lang, localizeMessage } from '@scenecast/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's language: `en` when Accept-Language names English first, else `zh`. */
    lang: Lang;
  }
}

/** zh-CN unless the first language the client asks for is English (the console sends its own). */
export function languageOf(acceptLanguage: string | undefined): Lang {
  const first = acceptLanguage?.split(',')[0]?.trim().toLowerCase() ?? '';
  return first === 'en' || first.startsWith('en-') ? 'en' : 'zh';
}

const isEnvelope = (payload: unknown): payload is Envelope<unknown> =>
  typeof payload === 'object' &&
  payload !== null &&
  'success' in payload &&
  'message' in payload &&
  typeof payload.message === 'string';

/**
 * Sets `request.lang` and answers every envelope's message in it. Services compose their messages
 * from the contracts in zh-CN (the spec's words, and what the log shows); translating at this one
 * edge keeps them free of the request.
 */
export const requestLanguage = fp(async (app: FastifyInstance) => {
  app.decorateRequest('lang', 'zh');
  app.addHook('onRequest', async (request) => {
    request.lang = languageOf(request.headers['accept-language']);
  });
  app.addHook('preSerialization', async (request, _reply, payload) => {
    if (request.lang === 'zh' || !isEnvelope(payload)) return payload;
    return { ...payload, message: localizeMessage(payload.message, request.lang) };
  });
});
