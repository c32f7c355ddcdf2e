import { randomInt } from 'node:crypto';
import {
  type FenleiNode,
  type KepianRecord,
  type KepianShareGrant,
  msg,
  SHARE_CODE_LENGTH,
} from '@scenecast/contracts';
import { and, asc, count, eq, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/database.js';
import { BusinessError } from '../../platform/http/errors.js';
import { requireShopAccess } from '../shop/access.js';
import { shops } from '../shop/schema.js';
import { inSharedCategory, requireAlbums, requireFenlei, sharedToShop } from './access.js';
import { displayOrder } from './albums.js';
import type { KepianContext } from './context.js';
import { toTree } from './fenlei.js';
import {
  kepian,
  kepianFenlei,
  kepianFenleiLink,
  kepianShareCode,
  kepianShareGrant,
  kepianShareHidden,
} from './schema.js';
import { toRecords } from './views.js';

/** No 0/O or 1/I: codes are read aloud and typed in. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const randomCode = () => Array.from({ length: SHARE_CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

async function assignCode(db: Db, shopId: string): Promise<string> {
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const code = randomCode();
    const [taken] = await db.select().from(kepianShareCode).where(eq(kepianShareCode.code, code)).limit(1);
    if (taken) continue;
    await db
      .insert(kepianShareCode)
      .values({ shopId, code })
      .onConflictDoUpdate({ target: kepianShareCode.shopId, set: { code, createTime: new Date() } });
    return code;
  }
  throw new Error('no free album share code found');
}

/** getShareCode: the shop's album share code (made on first ask); for the shop's owner. */
export async function shareCodeOf(ctx: KepianContext, shopId: string): Promise<string> {
  await requireShopAccess(ctx.db, ctx.scope, shopId, { owner: true });
  const [row] = await ctx.db.select().from(kepianShareCode).where(eq(kepianShareCode.shopId, shopId)).limit(1);
  return row?.code ?? assignCode(ctx.db, shopId);
}

/** updateShareCode: a new code; the old one no longer joins (shops that joined keep their grant). */
export async function renewShareCode(ctx: KepianContext, shopId: string): Promise<string> {
  await requireShopAccess(ctx.db, ctx.scope, shopId, { owner: true });
  return assignCode(ctx.db, shopId);
}

/** joinShareKepian: the receiving shop joins an owner shop's share by its code. */
export async function joinShare(ctx: KepianContext, shopId: string, code: string) {
  const receiver = await requireShopAccess(ctx.db, ctx.scope, shopId);
  const [owner] = await ctx.db
    .select({ shopId: kepianShareCode.shopId, name: shops.name })
    .from(kepianShareCode)
    .innerJoin(shops, eq(shops.id, kepianShareCode.shopId))
    .where(eq(kepianShareCode.code, code.trim().toUpperCase()))
    .limit(1);
  if (!owner) throw new BusinessError(msg('kepianShareCodeInvalid'));
  if (owner.shopId === receiver.id) throw new BusinessError(msg('kepianShareOwnShop'));
  await ctx.db
    .insert(kepianShareGrant)
    .values({ ownerShopId: owner.shopId, receiverShopId: receiver.id })
    .onConflictDoNothing();
  return { ownerShopId: owner.shopId, ownerShopName: owner.name };
}

/** editKpShareStatus: albums shared (1) or not (0) with the shops that joined; owners only. */
export async function setShareStatus(ctx: KepianContext, ids: string[], shareStatus: number): Promise<number> {
  const albums = await requireAlbums(ctx.db, ctx.scope, ids);
  for (const shopId of new Set(albums.map((row) => row.shopId))) {
    await requireShopAccess(ctx.db, ctx.scope, shopId, { owner: true });
  }
  await ctx.db
    .update(kepian)
    .set({ shareStatus })
    .where(
      inArray(
        kepian.id,
        albums.map((row) => row.id),
      ),
    );
  return albums.length;
}

/** saveShareFenlei: a whole category (its albums, and its sub-categories) shared or not; owners only. */
export async function setFenleiShare(ctx: KepianContext, fenleiId: string, isShare: number): Promise<void> {
  const row = await requireFenlei(ctx.db, ctx.scope, fenleiId);
  await requireShopAccess(ctx.db, ctx.scope, row.shopId, { owner: true });
  await ctx.db.update(kepianFenlei).set({ isShare }).where(eq(kepianFenlei.id, row.id));
}

/** deleteShareFenlei: the receiving shop hides one shared category of another shop. */
export async function hideSharedFenlei(ctx: KepianContext, shopId: string, fenleiId: string): Promise<void> {
  await requireShopAccess(ctx.db, ctx.scope, shopId);
  const visible = await sharedFenleiRows(ctx.db, shopId);
  if (!visible.some((row) => row.id === fenleiId)) throw new BusinessError(msg('fenleiNotInShop'));
  await ctx.db.insert(kepianShareHidden).values({ receiverShopId: shopId, fenleiId }).onConflictDoNothing();
}

/** Shared categories of shops the receiver joined, not hidden by it. */
async function sharedFenleiRows(db: Db, receiverShopId: string) {
  return db
    .select()
    .from(kepianFenlei)
    .where(
      and(
        eq(kepianFenlei.isShare, 1),
        sql`EXISTS (SELECT 1 FROM ${kepianShareGrant} g WHERE g.owner_shop_id = ${kepianFenlei.shopId} AND g.receiver_shop_id = ${receiverShopId})`,
        sql`NOT EXISTS (SELECT 1 FROM ${kepianShareHidden} h WHERE h.receiver_shop_id = ${receiverShopId} AND h.fenlei_id = ${kepianFenlei.id})`,
      ),
    )
    .orderBy(asc(kepianFenlei.level), asc(kepianFenlei.sort));
}

/** queryShareFenLeiByshopId: categories shared to the shop, each with its owner shop's id. */
export async function sharedFenlei(ctx: KepianContext, shopId: string): Promise<FenleiNode[]> {
  await requireShopAccess(ctx.db, ctx.scope, shopId);
  const rows = await sharedFenleiRows(ctx.db, shopId);
  const ids = new Set(rows.map((row) => row.id));
  // A shared category whose parent is not shared shows as a root of its own.
  return toTree(rows.map((row) => (row.parentId && ids.has(row.parentId) ? row : { ...row, parentId: null })));
}

/** getShareKepian: albums other shops share with this one (read-only), in their owners' order. */
export async function albumsSharedTo(ctx: KepianContext, shopId: string, fenleiId?: string): Promise<KepianRecord[]> {
  await requireShopAccess(ctx.db, ctx.scope, shopId);
  const inCategory = fenleiId
    ? sql`EXISTS (SELECT 1 FROM ${kepianFenleiLink} l WHERE l.kepian_id = ${kepian.id} AND l.fenlei_id = ${fenleiId})`
    : undefined;
  const rows = await ctx.db
    .select()
    .from(kepian)
    .where(and(sharedToShop(shopId), inCategory))
    .orderBy(asc(kepian.shopId), ...displayOrder);
  return toRecords(ctx.db, ctx.apiBase, rows, () => true);
}

/** queryKePianListByShareFl: albums of one category shared to the shop (hidden or unshared: 403). */
export async function albumsOfSharedFenlei(ctx: KepianContext, shopId: string, fenleiId: string) {
  await requireShopAccess(ctx.db, ctx.scope, shopId);
  const visible = await sharedFenleiRows(ctx.db, shopId);
  if (!visible.some((row) => row.id === fenleiId)) throw new BusinessError(msg('fenleiNotInShop'));
  return albumsSharedTo(ctx, shopId, fenleiId);
}

const receivers = alias(shops, 'receiver');

async function grantsOf(db: Db, ownerShopId: string): Promise<KepianShareGrant[]> {
  const rows = await db
    .select({
      ownerShopId: kepianShareGrant.ownerShopId,
      ownerShopName: shops.name,
      receiverShopId: kepianShareGrant.receiverShopId,
      receiverShopName: receivers.name,
      createTime: kepianShareGrant.createTime,
    })
    .from(kepianShareGrant)
    .innerJoin(shops, eq(shops.id, kepianShareGrant.ownerShopId))
    .innerJoin(receivers, eq(receivers.id, kepianShareGrant.receiverShopId))
    .where(eq(kepianShareGrant.ownerShopId, ownerShopId))
    .orderBy(asc(kepianShareGrant.createTime));
  return rows.map((row) => ({ ...row, createTime: row.createTime.toISOString() }));
}

/** querySharingShopList: the shops that joined this shop's share. */
export async function sharingShops(ctx: KepianContext, shopId: string): Promise<KepianShareGrant[]> {
  await requireShopAccess(ctx.db, ctx.scope, shopId);
  return grantsOf(ctx.db, shopId);
}

/** queryFlShareShopList: the shops a category reaches (none while it is not shared; hiders left out). */
export async function fenleiShareShops(ctx: KepianContext, fenleiId: string): Promise<KepianShareGrant[]> {
  const row = await requireFenlei(ctx.db, ctx.scope, fenleiId);
  if (row.isShare !== 1) return [];
  const hidden = await ctx.db
    .select({ shopId: kepianShareHidden.receiverShopId })
    .from(kepianShareHidden)
    .where(eq(kepianShareHidden.fenleiId, row.id));
  const hiders = new Set(hidden.map((each) => each.shopId));
  return (await grantsOf(ctx.db, row.shopId)).filter((grant) => !hiders.has(grant.receiverShopId));
}

/** getshareCount: albums this shop shares, shops that joined it, and albums shared to it. */
export async function shareCounts(ctx: KepianContext, shopId: string) {
  await requireShopAccess(ctx.db, ctx.scope, shopId);
  const [[shared], [joined], [received]] = await Promise.all([
    ctx.db
      .select({ n: count() })
      .from(kepian)
      .where(and(eq(kepian.shopId, shopId), or(eq(kepian.shareStatus, 1), inSharedCategory()))),
    ctx.db.select({ n: count() }).from(kepianShareGrant).where(eq(kepianShareGrant.ownerShopId, shopId)),
    ctx.db.select({ n: count() }).from(kepian).where(sharedToShop(shopId)),
  ]);
  return { sharedCount: shared.n, shopCount: joined.n, receivedCount: received.n };
}
