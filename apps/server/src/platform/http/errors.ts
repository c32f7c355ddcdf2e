import { msg } from '@scenecast/contracts';

/** A business rule refused the call: HTTP 200, success false, code 500, a message fit to show. */
export class BusinessError extends Error {
  constructor(
    message: string,
    readonly result: unknown = null,
  ) {
    super(message);
    this.name = 'BusinessError';
  }
}

/** A refusal with an HTTP status of its own (401, 403, 404, 429). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const unauthorized = (message = 'Token失效，请重新登录') => new HttpError(401, message);
export const forbidden = (message = msg('http403')) => new HttpError(403, message);
export const notFound = (message = msg('http404')) => new HttpError(404, message);
