import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from './errors.js';
import { refuseInvalidText } from './text-guard.js';

/** Form fields are small; a form body larger than this is refused. */
const FORM_BODY_LIMIT = 64 * 1024;

/**
 * Accepts `application/x-www-form-urlencoded` bodies as a plain object (the clients send some
 * calls as forms). A repeated field keeps its last value.
 */
export const formBody = fp(async (app: FastifyInstance) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );
});

/**
 * A preValidation hook for calls the clients send as forms: multipart fields (no files) become the
 * body, and a call without a body takes its query parameters, so the route's schema validates
 * either like JSON. The text guard ran before the fields were read, so they are checked here.
 */
export async function formFieldsAsBody(request: FastifyRequest): Promise<void> {
  if (!request.isMultipart()) {
    if (request.body === undefined || request.body === null) request.body = { ...(request.query as object) };
    return;
  }
  const fields: Record<string, string> = {};
  for await (const part of request.parts({ limits: { fileSize: 0, files: 0 } })) {
    if (part.type === 'file') throw new HttpError(400, '请求无效');
    fields[part.fieldname] = String(part.value);
  }
  refuseInvalidText(fields);
  request.body = fields;
}
