import {
  msg,
  type Page,
  type ScreenShop,
  SHOP_DEFAULT_BEIJING,
  SHOP_DEFAULT_TIME_ZONE,
  SHOP_STATUS_ENABLED,
  type ShopEditPayload,
  type ShopPayload,
  type ShopRecord,
  shopDefaultDesc,
} from '@scenecast/contracts';
import { and, asc, count, desc, eq, inArray, max, type SQL } from 'drizzle-orm';
import type { Scope } from '../../platform/auth/scope.js';
import type { Db } from '../../platform/db/database.js';
import { wildcardFilter } from '../../platform/db/like.js';
import { writeListOrder } from '../../platform/db/list-order.js';
import { type PageQuery, toPage } from '../../platform/db/pagination.js';
import { BusinessError } from '../../platform/http/errors.js';
import { holdTenant } from '../../platform/identity/tenant-hold.js';
import { forgetMenus } from '../sys-permission/menu-cache.js';
import { ownedShops, reachableShops, requireShopAccess, requireShopsOwned } from './access.js';
import { cachedShopPage } from './page-cache.js';
import { type ShopRow, shopMembers, shopShareCodes, shops } from './schema.js';
import { assignShareCode, shopIdByShareCode } from './share-codes.js';

export { accessibleShopIds, requireShopAccess, type ShopAccess, shopAudience } from './access.js';

/** The scene a new shop belongs to (one of the owner's "my scenes"). */
export interface OwningScene {
  id: string;
  changjingId: string;
}

export function toShopRecord(row: ShopRow, scope: Scope): ShopRecord {
  return {
    id: row.id,
    myChangjingId: row.myChangjingId,
    changjingId: row.changjingId,
    name: row.name,
    jcName: row.jcName,
    photo: row.photo,
    wxcoe: row.wxcoe,
    beijing: row.beijing,
    descText: row.descText,
    phone: row.phone,
    phoneList: row.phone === '' ? [] : row.phone.split(','),
    province: row.province,
    city: row.city,
    area: row.area,
    address: row.address,
    place: row.place,
    status: row.status,
    statusC: row.status === SHOP_STATUS_ENABLED,
    ratioCover: row.ratioCover,
    sort: row.sort,
    top: row.top,
    timeZone: row.timeZone,
    createBy: row.createBy,
    createTime: row.createTime.toISOString(),
    isOwner: row.createBy === scope.userId && row.tenantId === scope.tenantId,
  };
}

type ShopFields = Omit<ShopPayload, 'myChangjingId' | 'changjingId'>;

/** The stored columns of the form's fields; empty background and intro take their scene kind's defaults. */
function shopColumns(input: ShopFields, changjingId: string) {
  return {
    name: input.name,
    jcName: input.jcName,
    photo: input.photo,
    wxcoe: input.wxcoe,
    beijing: input.beijing || SHOP_DEFAULT_BEIJING,
    descText: input.descText || shopDefaultDesc(changjingId),
    phone: input.phone.join(','),
    province: input.province,
    city: input.city,
    area: input.area ?? '',
    address: input.address,
    place: input.place ?? [],
    ...(input.status === undefined ? {} : { status: input.status }),
    ...(input.ratioCover === undefined ? {} : { ratioCover: input.ratioCover }),
    ...(input.timeZone === undefined ? {} : { timeZone: input.timeZone }),
  };
}

/**
 * Creates a shop of one of the caller's scenes, with the caller as its main user and a share code,
 * all or nothing. New shops go to the end of the caller's order. The tenant is held until the shop
 * is saved: deleting it meanwhile counts the shop, or finds it gone first (租户不存在).
 */
export async function createShop(
  db: Db,
  scope: Scope,
  scene: OwningScene,
  input: Partial<ShopFields> & Pick<ShopFields, 'name' | 'jcName'>,
): Promise<string> {
  return db.transaction(async (tx) => {
    if (!(await holdTenant(tx, scope.tenantId))) throw new BusinessError(msg('userTenantUnknown'));
    const [{ last }] = await tx
      .select({ last: max(shops.sort) })
      .from(shops)
      .where(ownedShops(scope));
    const [created] = await tx
      .insert(shops)
      .values({
        ...shopColumns(
          { phone: [], province: '', city: '', address: '', photo: '', wxcoe: '', ...input },
          scene.changjingId,
        ),
        myChangjingId: scene.id,
        changjingId: scene.changjingId,
        tenantId: scope.tenantId,
        status: input.status ?? SHOP_STATUS_ENABLED,
        sort: (last ?? 0) + 1,
        createBy: scope.userId,
      })
      .returning({ id: shops.id });
    await tx.insert(shopMembers).values({ shopId: created.id, userId: scope.userId, isMain: true, status: 1 });
    await assignShareCode(tx, created.id);
    return created.id;
  });
}

/** PUT /shop/cjShop/edit: the owner or an active member replaces the form's fields. */
export async function editShop(db: Db, scope: Scope, input: ShopEditPayload): Promise<{ id: string }> {
  const shop = await requireShopAccess(db, scope, input.id);
  await db.update(shops).set(shopColumns(input, shop.changjingId)).where(eq(shops.id, input.id));
  return { id: input.id };
}

export interface ShopListQuery extends PageQuery {
  name?: string;
  status?: number;
  changjingId?: string;
  myChangjingId?: string;
}

/** GET /shop/cjShop/list: the caller's shops (owned or active member), pinned first, then by sort. */
export async function listShops(db: Db, scope: Scope, query: ShopListQuery): Promise<Page<ShopRecord>> {
  const where = and(
    reachableShops(db, scope),
    wildcardFilter(shops.name, query.name),
    query.status === undefined ? undefined : eq(shops.status, query.status),
    query.changjingId ? inArray(shops.changjingId, query.changjingId.split(',')) : undefined,
    query.myChangjingId ? eq(shops.myChangjingId, query.myChangjingId) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(shops)
      .where(where)
      .orderBy(desc(shops.top), asc(shops.sort), desc(shops.createTime), asc(shops.id))
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize),
    db.select({ total: count() }).from(shops).where(where),
  ]);
  return toPage(
    rows.map((row) => toShopRecord(row, scope)),
    total,
    query,
  );
}

/** GET /shop/cjShop/queryById. */
export async function shopById(db: Db, scope: Scope, id: string): Promise<ShopRecord> {
  return toShopRecord(await requireShopAccess(db, scope, id), scope);
}

/** GET /shop/cjShop/queryShopByUserId: every shop the caller reaches, in list order, unpaged. */
export async function userShops(db: Db, scope: Scope, changjingId?: string): Promise<ShopRecord[]> {
  const rows = await db
    .select()
    .from(shops)
    .where(and(reachableShops(db, scope), changjingId ? eq(shops.changjingId, changjingId) : undefined))
    .orderBy(desc(shops.top), asc(shops.sort), desc(shops.createTime), asc(shops.id));
  return rows.map((row) => toShopRecord(row, scope));
}

export async function setShopStatus(db: Db, scope: Scope, id: string, status: number): Promise<void> {
  await requireShopAccess(db, scope, id, { owner: true });
  await db.update(shops).set({ status }).where(eq(shops.id, id));
}

/** Pins (1) or unpins (0) a shop; without a value the pin toggles. Answers the new state. */
export async function setShopTop(db: Db, scope: Scope, id: string, top?: number): Promise<{ id: string; top: number }> {
  const shop = await requireShopAccess(db, scope, id, { owner: true });
  const next = top ?? (shop.top === 1 ? 0 : 1);
  await db.update(shops).set({ top: next }).where(eq(shops.id, id));
  return { id, top: next };
}

/** The caller's shops in a new order: sort becomes 1..n in the order of the ids. */
export async function setShopSorts(db: Db, scope: Scope, ids: string[]): Promise<void> {
  await requireShopsOwned(db, scope, ids);
  const ordered = [...new Set(ids)];
  await writeListOrder(db, shops, ordered);
}

/** DELETE /shop/cjShop/deleteBatch: only shops the caller owns; their members and share codes go too. */
export async function deleteShops(db: Db, scope: Scope, ids: string[]): Promise<void> {
  await requireShopsOwned(db, scope, ids);
  const members = await db
    .select({ userId: shopMembers.userId })
    .from(shopMembers)
    .where(inArray(shopMembers.shopId, ids));
  await db.transaction(async (tx) => {
    await tx.delete(shopMembers).where(inArray(shopMembers.shopId, ids));
    await tx.delete(shopShareCodes).where(inArray(shopShareCodes.shopId, ids));
    await tx.delete(shops).where(inArray(shops.id, ids));
  });
  await forgetMenus(members.map((member) => member.userId));
}

/** POST /shop/cjShop/addShare: joins another owner's shop as an active member with the default job. */
export async function joinByShareCode(db: Db, scope: Scope, code: string, job: string): Promise<{ shopId: string }> {
  const shopId = await shopIdByShareCode(db, code);
  if (!shopId) throw new BusinessError(msg('shareCodeWrong'));
  const [shop] = await db.select().from(shops).where(eq(shops.id, shopId)).limit(1);
  if (!shop) throw new BusinessError(msg('shareCodeWrong'));
  if (shop.createBy === scope.userId) throw new BusinessError(msg('shareOwnShop'));
  const [joined] = await db
    .insert(shopMembers)
    .values({ shopId, userId: scope.userId, job, isMain: false, status: 1, pendingReview: true })
    .onConflictDoNothing()
    .returning({ id: shopMembers.id });
  if (!joined) throw new BusinessError(msg('shareAlreadyMember'));
  await forgetMenus([scope.userId]);
  return { shopId };
}

/** The kinds of scene (changjingId) of the shops where the user is an active member. */
export async function memberSceneKinds(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ changjingId: shops.changjingId })
    .from(shopMembers)
    .innerJoin(shops, eq(shops.id, shopMembers.shopId))
    .where(and(eq(shopMembers.userId, userId), eq(shopMembers.status, 1)));
  return rows.map((row) => row.changjingId);
}

/** How many shops each of the owner's scenes holds. */
export async function shopCountsByScene(db: Db, scope: Scope): Promise<Map<string, number>> {
  const rows = await db
    .select({ myChangjingId: shops.myChangjingId, total: count() })
    .from(shops)
    .where(ownedShops(scope))
    .groupBy(shops.myChangjingId);
  return new Map(rows.map((row) => [row.myChangjingId, row.total]));
}

/** What a paired screen shows of its shop (devices issue). */
export async function screenShopCard(db: Db, shopId: string): Promise<ScreenShop | null> {
  const [shop] = await db.select().from(shops).where(eq(shops.id, shopId)).limit(1);
  return shop
    ? {
        id: shop.id,
        name: shop.name,
        scene: shop.changjingId,
        logo: shop.photo || null,
        background: shop.beijing || null,
      }
    : null;
}

/**
 * The shop's time zone (IANA), for what a screen resolves without a caller's scope: kept with the
 * shop's cached pages, as every screen of the shop asks for it when its state is read.
 */
export function shopTimeZone(db: Db, shopId: string): Promise<string> {
  return cachedShopPage(shopId, ['time-zone'], async () => {
    const [shop] = await db.select({ timeZone: shops.timeZone }).from(shops).where(eq(shops.id, shopId)).limit(1);
    return shop?.timeZone ?? SHOP_DEFAULT_TIME_ZONE;
  });
}

/** The enabled shops among the ids, in their owner's order: what a public channel (the applet) may show. */
export function enabledShops(db: Db, ids: readonly string[]): Promise<ShopRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(shops)
    .where(and(inArray(shops.id, [...ids]), eq(shops.status, SHOP_STATUS_ENABLED)))
    .orderBy(desc(shops.top), asc(shops.sort), desc(shops.createTime), asc(shops.id));
}

/** What a screen shows as the shop's card on a scene home: name, phone, address and logo path. */
export async function screenStoreCard(
  db: Db,
  shopId: string,
): Promise<{ name: string; phone: string; address: string; logo: string | null } | null> {
  const [shop] = await db
    .select({ name: shops.name, phone: shops.phone, address: shops.address, logo: shops.photo })
    .from(shops)
    .where(eq(shops.id, shopId))
    .limit(1);
  return shop ? { ...shop, logo: shop.logo || null } : null;
}

/** Shops of the given tenants (null: all), for the data overview. */
export async function countShops(db: Db, tenantIds: number[] | null): Promise<number> {
  const where: SQL | undefined = tenantIds === null ? undefined : inArray(shops.tenantId, tenantIds);
  const [row] = await db.select({ total: count() }).from(shops).where(where);
  return row.total;
}
