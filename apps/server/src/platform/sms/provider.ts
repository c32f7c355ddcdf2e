import type { FastifyBaseLogger } from 'fastify';

/** Sends a verification code by SMS. A real gateway implements this; the default writes to the log. */
export interface SmsProvider {
  send(phone: string, code: string, purpose: string): Promise<void>;
}

export function logSmsProvider(log: FastifyBaseLogger): SmsProvider {
  return {
    async send(phone, code, purpose) {
      log.info({ phone, purpose, code }, 'SMS code (log provider: no gateway configured)');
    },
  };
}
