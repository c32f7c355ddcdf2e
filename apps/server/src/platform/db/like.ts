import { type Column, eq, ilike, type SQL } from 'drizzle-orm';

/** `%`, `_` and `\` match themselves in a LIKE pattern built from user text. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * The list filters' wildcard convention (framework §5 input filter): `*v*` contains, `v*` starts
 * with, `*v` ends with, anything else equals. The value is always a bound parameter.
 */
export function wildcardFilter(column: Column, raw: string | undefined): SQL | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  const value = raw.trim();
  const starts = value.startsWith('*');
  const ends = value.endsWith('*') && value.length > 1;
  if (!starts && !ends) return eq(column, value);
  const core = escapeLike(value.slice(starts ? 1 : 0, ends ? -1 : undefined));
  return ilike(column, `${starts ? '%' : ''}${core}${ends ? '%' : ''}`);
}

/**
 * A picker's search box: plain text is contained in the column (`%` and `_` literally); text
 * using the `*` convention above follows it.
 */
export function searchFilter(column: Column, raw: string | undefined): SQL | undefined {
  const value = raw?.trim();
  if (!value) return undefined;
  if (value.startsWith('*') || value.endsWith('*')) return wildcardFilter(column, value);
  return ilike(column, `%${escapeLike(value)}%`);
}
