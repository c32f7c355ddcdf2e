import { CODE_BUSINESS_ERROR, CODE_OK, type Envelope, msg } from '@scenecast/contracts';

export const OK_MESSAGE = msg('operationOk');

export function ok<T>(result: T, message = OK_MESSAGE): Envelope<T> {
  return { success: true, message, code: CODE_OK, result, timestamp: Date.now() };
}

export function failure(message: string, code = CODE_BUSINESS_ERROR, result: unknown = null): Envelope<unknown> {
  return { success: false, message, code, result, timestamp: Date.now() };
}
