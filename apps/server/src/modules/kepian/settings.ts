import type { KepianConfigRecord, KepianRecord } from '@scenecast/contracts';
import { KEPIAN_STATUS_ON } from '@scenecast/contracts';
import { and, count, eq, ilike, notInArray, or } from 'drizzle-orm';
import { escapeLike } from '../../platform/db/like.js';
import { requireShopAccess } from '../shop/access.js';
import { requireAlbum } from './access.js';
import { displayOrder } from './albums.js';
import type { KepianContext } from './context.js';
import { kepian, kepianConfig, kepianFenleiLink } from './schema.js';
import { toRecords } from './views.js';

/** getKepianPassword: whether the album has a viewing password; `reset` removes it. Never the text. */
export async function albumPassword(ctx: KepianContext, id: string, reset: boolean) {
  const album = await requireAlbum(ctx.db, ctx.scope, id);
  if (reset) await ctx.db.update(kepian).set({ passwordHash: null }).where(eq(kepian.id, album.id));
  return { id: album.id, hasPassword: reset ? false : album.passwordHash !== null };
}

/** queryIsVipByShopId: whether the shop has VIP-only albums (they show only to VIP members in the applet). */
export async function shopVip(ctx: KepianContext, shopId: string) {
  await requireShopAccess(ctx.db, ctx.scope, shopId);
  const [row] = await ctx.db
    .select({ n: count() })
    .from(kepian)
    .where(and(eq(kepian.shopId, shopId), eq(kepian.vipOnly, 1)));
  return { isVip: row.n > 0, vipCount: row.n };
}

/**
 * queryKePianListForXuanyi: the album picker (选一): the shop's albums on show, number, title and
 * cover only in records, filtered by a keyword on number or title, without `excludeIds`.
 */
export async function albumsForPicker(ctx: KepianContext, shopId: string, keyword?: string, excludeIds?: string[]) {
  await requireShopAccess(ctx.db, ctx.scope, shopId);
  const like = keyword?.trim() ? `%${escapeLike(keyword.trim())}%` : undefined;
  const rows = await ctx.db
    .select()
    .from(kepian)
    .where(
      and(
        eq(kepian.shopId, shopId),
        eq(kepian.status, KEPIAN_STATUS_ON),
        like ? or(ilike(kepian.mainNumber, like), ilike(kepian.title, like)) : undefined,
        excludeIds?.length ? notInArray(kepian.id, excludeIds) : undefined,
      ),
    )
    .orderBy(...displayOrder)
    .limit(500);
  return (await toRecords(ctx.db, ctx.apiBase, rows)).map((record: KepianRecord) => ({
    id: record.id,
    mainNumber: record.mainNumber,
    title: record.title,
    coverUrl: record.coverUrl,
    photoCount: record.photoCount,
  }));
}

/** queryCheckedFenlei: the category ids the album is linked to. */
export async function checkedFenlei(ctx: KepianContext, kepianId: string): Promise<string[]> {
  const album = await requireAlbum(ctx.db, ctx.scope, kepianId);
  const rows = await ctx.db
    .select({ id: kepianFenleiLink.fenleiId })
    .from(kepianFenleiLink)
    .where(eq(kepianFenleiLink.kepianId, album.id));
  return rows.map((row) => row.id).sort();
}

const DEFAULT_KEPIAN_CONFIG = { columns: 4, photoSeconds: 6, showMainNumber: true, showTitle: true };

/** /kepianConfig/cjKepianConfig/list: the shop's album display settings (defaults until saved). */
async function albumConfig(db: KepianContext['db'], shopId: string): Promise<KepianConfigRecord> {
  const [row] = await db.select().from(kepianConfig).where(eq(kepianConfig.shopId, shopId)).limit(1);
  return { ...DEFAULT_KEPIAN_CONFIG, ...(row ?? {}), shopId };
}

export async function albumConfigFor(ctx: KepianContext, shopId: string): Promise<KepianConfigRecord[]> {
  await requireShopAccess(ctx.db, ctx.scope, shopId);
  return [await albumConfig(ctx.db, shopId)];
}
