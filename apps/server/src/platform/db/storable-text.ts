/**
 * What PostgreSQL refuses in text and jsonb: a NUL, and (in jsonb) a UTF-16 surrogate without its
 * partner. Input holding one is refused (platform/http/text-guard.ts); the operation log, which
 * must keep every line, writes it as visible text instead.
 */
const UNSTORABLE_TEXT = /\0|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

export function isStorableText(text: string): boolean {
  return text.search(UNSTORABLE_TEXT) === -1;
}

/** The text with each NUL or lone surrogate written as its escape, e.g. `\u0000` or `\ud800`. */
export function escapeUnstorableText(text: string): string {
  return text.replace(UNSTORABLE_TEXT, (unit) => `\\u${unit.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** A copy of a JSON-like value whose strings and keys are all storable (see escapeUnstorableText). */
export function escapeUnstorable(value: unknown): unknown {
  if (typeof value === 'string') return escapeUnstorableText(value);
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(escapeUnstorable);
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [escapeUnstorableText(key), escapeUnstorable(item)]),
  );
}

/** Codes PostgreSQL (either driver) gives such text: 22021 for a NUL, 22P05 for its jsonb escape. */
const UNSTORABLE_TEXT_CODES = new Set(['22021', '22P05']);

/** Whether the database refused text it cannot store; drizzle keeps the driver's error as `cause`. */
export function isUnstorableTextError(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } }).cause;
  return (
    UNSTORABLE_TEXT_CODES.has((error as { code?: string }).code ?? '') || UNSTORABLE_TEXT_CODES.has(cause?.code ?? '')
  );
}
