import { type Lang, type MessageKey, msg } from '@scenecast/contracts';

/** What the client does with a failed response (framework §8). */
export type HttpFailure =
  | { kind: 'notify'; text: string }
  | { kind: 'expired'; text: string }
  | { kind: 'tokenExpiredDialog'; title: string; text: string }
  | { kind: 'silent' };

const TOKEN_EXPIRED_PATTERN = /token\s*失效|token.*expired|登录已过期|Token失效/i;

/** Maps an HTTP status and the server's message to the outcome of the error catalogue. */
export function describeHttpFailure(
  status: number | undefined,
  serverMessage: string | undefined,
  lang: Lang,
): HttpFailure {
  const text = (key: MessageKey) => msg(key, lang);
  if (status === undefined) return { kind: 'notify', text: serverMessage || text('http504') };
  switch (status) {
    case 401:
      return { kind: 'expired', text: text('http401') };
    case 403:
      // A frozen tenant says why, so its members know it is not their own permissions.
      if (serverMessage === msg('tenantFrozen', 'zh') || serverMessage === msg('tenantFrozen', 'en')) {
        return { kind: 'notify', text: text('tenantFrozen') };
      }
      return { kind: 'notify', text: text('http403') };
    case 404:
      return { kind: 'notify', text: text('http404') };
    case 503:
      // The server's queue (argon2id at a sign-in storm) is full: say so in the user's language.
      return { kind: 'notify', text: text('serverBusy') };
    case 504:
      return { kind: 'notify', text: text('http504') };
    case 500:
      if (serverMessage && TOKEN_EXPIRED_PATTERN.test(serverMessage)) {
        return { kind: 'tokenExpiredDialog', title: text('tokenExpiredTitle'), text: text('http401') };
      }
      return { kind: 'notify', text: serverMessage || text('unknownError') };
    default:
      return { kind: 'notify', text: serverMessage || text('unknownError') };
  }
}

/** A timeout (axios ECONNABORTED / ETIMEDOUT) reads as 504. */
export function statusOf(status: number | undefined, code: string | undefined): number | undefined {
  if (status !== undefined) return status;
  if (code === 'ECONNABORTED' || code === 'ETIMEDOUT') return 504;
  return undefined;
}
