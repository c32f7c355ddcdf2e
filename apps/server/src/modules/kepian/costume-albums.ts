import type { FuzhuangAlbum } from '@scenecast/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { kepian, kepianFuzhuang } from './schema.js';

/** The shop's albums that list each of these costume numbers ("the albums that show it"). */
export async function albumsShowingCostumes(
  db: Db,
  shopId: string,
  numbers: string[],
): Promise<Map<string, FuzhuangAlbum[]>> {
  const shown = new Map<string, FuzhuangAlbum[]>();
  if (numbers.length === 0) return shown;
  const rows = await db
    .select({ number: kepianFuzhuang.number, id: kepian.id, mainNumber: kepian.mainNumber, title: kepian.title })
    .from(kepianFuzhuang)
    .innerJoin(kepian, eq(kepian.id, kepianFuzhuang.kepianId))
    .where(and(eq(kepianFuzhuang.shopId, shopId), inArray(kepianFuzhuang.number, numbers)))
    .orderBy(asc(kepian.mainNumber));
  for (const { number, ...album } of rows) shown.set(number, [...(shown.get(number) ?? []), album]);
  return shown;
}
