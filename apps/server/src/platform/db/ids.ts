import { randomUUID } from 'node:crypto';

/** Row ids are opaque strings: 32 hex characters. */
export function newId(): string {
  return randomUUID().replaceAll('-', '');
}
