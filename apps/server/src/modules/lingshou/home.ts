import { DEFAULT_LS_HOME_MODULES, type LsHome, type LsHomeBody } from '@scenecast/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import type { LingshouContext } from './products.js';
import { requireRetailShop } from './scene-shop.js';
import { lsHomes } from './schema.js';

/** The shop's home: its saved modules and banners, or the defaults until its owner saves one. */
export async function homeOf(db: Db, shopId: string): Promise<LsHome> {
  const [row] = await db.select().from(lsHomes).where(eq(lsHomes.shopId, shopId)).limit(1);
  return row
    ? { shopId, modules: row.modules, banners: row.banners }
    : { shopId, modules: [...DEFAULT_LS_HOME_MODULES], banners: [] };
}

/** Any member of the shop reads its home. */
export async function readHome({ db, scope }: LingshouContext, shopId: string): Promise<LsHome> {
  await requireRetailShop(db, scope, shopId);
  return homeOf(db, shopId);
}

/** Only the shop's owner chooses the home (members: 403), as for the studio's home. */
export async function writeHome(ctx: LingshouContext, input: LsHomeBody): Promise<LsHome> {
  const shop = await requireRetailShop(ctx.db, ctx.scope, input.shopId, { owner: true });
  const set = { modules: input.modules, banners: [...new Set(input.banners)], updateTime: new Date() };
  await ctx.db
    .insert(lsHomes)
    .values({ shopId: shop.id, tenantId: shop.tenantId, ...set })
    .onConflictDoUpdate({ target: lsHomes.shopId, set });
  await ctx.tellScreens(shop.id);
  return homeOf(ctx.db, shop.id);
}
