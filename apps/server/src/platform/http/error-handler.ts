import { msg } from '@scenecast/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { QueueFullError } from '../auth/work-queue.js';
import { isUnstorableTextError } from '../db/storable-text.js';
import { failure } from './envelope.js';
import { BusinessError, HttpError } from './errors.js';

/** The one place that turns errors into envelopes. Nothing internal (stack, SQL) is ever answered. */
export const errorHandler = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof BusinessError) {
      return reply.status(200).send(failure(error.message, 500, error.result));
    }
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send(failure(error.message, error.statusCode));
    }
    if (error instanceof QueueFullError) {
      reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.status(503).send(failure(msg('serverBusy'), 503));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      return reply.status(400).send(failure(first?.message ?? msg('parameterInvalid'), 400));
    }
    if (error instanceof ZodError) {
      return reply.status(400).send(failure(error.issues[0]?.message ?? msg('parameterInvalid'), 400));
    }
    // The text guard refuses these at the door; this catches text a route read past it (a
    // streamed upload's fields), so a client's stray byte is still the client's 400.
    if (isUnstorableTextError(error)) return reply.status(400).send(failure(msg('inputInvalidCharacters'), 400));
    const status = error.statusCode ?? 500;
    if (status === 429) return reply.status(429).send(failure(msg('tooManyRequests'), 429));
    if (status >= 400 && status < 500) {
      return reply.status(status).send(failure(msg(status === 413 ? 'requestTooLarge' : 'requestInvalid'), status));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(failure(msg('serverError'), 500));
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send(failure(msg('http404'), 404, { path: request.url.split('?')[0] }));
  });
});
