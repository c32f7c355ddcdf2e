import { createHash, randomBytes } from 'node:crypto';

/** A random 256-bit token, as hex. Only its hash is ever stored. */
export function newToken(): string {
  return randomBytes(32).toString('hex');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
