import { isSignedPath, msg, SIGN_WINDOW_MS, signatureParams, signParams } from '@scenecast/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from './errors.js';

/**
 * Checks X-Sign on the dictionary calls: the signature of the URL's parameters, made within
 * 5 minutes either way of X-TIMESTAMP (milliseconds). Tamper-evidence, not authentication.
 */
export const signatureCheck = fp(async (app: FastifyInstance, options: { secret: string }) => {
  app.addHook('onRequest', async (request) => {
    if (!isSignedPath(request.url.split('?')[0])) return;
    const sign = request.headers['x-sign'];
    const timestamp = Number(request.headers['x-timestamp']);
    if (typeof sign !== 'string' || !Number.isFinite(timestamp)) throw new HttpError(403, msg('signInvalid'));
    if (Math.abs(Date.now() - timestamp) > SIGN_WINDOW_MS) throw new HttpError(403, msg('signExpired'));
    if (signParams(signatureParams(request.url), options.secret) !== sign) {
      throw new HttpError(403, msg('signInvalid'));
    }
  });
});
