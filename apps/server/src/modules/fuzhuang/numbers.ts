import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { fuzhuang } from './schema.js';

/** Of these numbers, those that are not one of the shop's costumes (the sample albums' check). */
export async function unknownCostumeNumbers(db: Db, shopId: string, numbers: string[]): Promise<string[]> {
  const unique = [...new Set(numbers)];
  if (unique.length === 0) return [];
  const found = await db
    .select({ number: fuzhuang.number })
    .from(fuzhuang)
    .where(and(eq(fuzhuang.shopId, shopId), inArray(fuzhuang.number, unique)));
  const known = new Set(found.map((row) => row.number));
  return unique.filter((number) => !known.has(number));
}
