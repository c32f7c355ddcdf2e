/** Field names whose values never reach the operation log (compared lower-case, as substrings). */
const SECRET_NAME_PARTS = ['password', 'passwd', 'token', 'secret', 'salt', 'captcha', 'smscode'];
export const MASK = '******';

export function isSecretName(name: string): boolean {
  const lower = name.toLowerCase();
  return SECRET_NAME_PARTS.some((part) => lower.includes(part));
}

/**
 * A deep copy with every secret field's value replaced by `MASK`: password, oldpassword,
 * confirmpassword, passwordHash, token, secret… at any depth, in objects and arrays alike.
 */
export function maskSecrets(value: unknown, depth = 0): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (depth > 8) return MASK;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map((item) => maskSecrets(item, depth + 1));
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    copy[key] = isSecretName(key) ? MASK : maskSecrets(item, depth + 1);
  }
  return copy;
}
