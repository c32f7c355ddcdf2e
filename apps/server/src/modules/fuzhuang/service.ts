import type { fuzhuangAddBody, fuzhuangEditBody, fuzhuangListQuery } from '@scenecast/contracts';
import { FUZHUANG_CATEGORY_CODE, type FuzhuangRecord, msg, type Page } from '@scenecast/contracts';
import { and, count, desc, eq, inArray, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { Scope } from '../../platform/auth/scope.js';
import type { Db } from '../../platform/db/database.js';
import { searchFilter } from '../../platform/db/like.js';
import { toPage } from '../../platform/db/pagination.js';
import { unlessTaken } from '../../platform/db/unique-violation.js';
import { BusinessError, forbidden } from '../../platform/http/errors.js';
import { albumsShowingCostumes } from '../kepian/costume-albums.js';
import { requireShopAccess } from '../shop/access.js';
import { loadOneCategory } from '../sys-category/service.js';
import { type FuzhuangRow, fuzhuang } from './schema.js';

type Fields = z.infer<typeof fuzhuangEditBody>;

export interface FuzhuangContext {
  db: Db;
  scope: Scope;
}

/** A category must be a node of the costume tree (below the 服装类别 root, code A03). */
async function checkCostumeCategory(db: Db, categoryId: string | null | undefined): Promise<void> {
  if (!categoryId) return;
  const code = (await loadOneCategory(db, 'id', categoryId).catch(() => null))?.code ?? '';
  if (!code.startsWith(FUZHUANG_CATEGORY_CODE) || code === FUZHUANG_CATEGORY_CODE) {
    throw new BusinessError(msg('fuzhuangCategoryInvalid'));
  }
}

async function toRecords(db: Db, rows: FuzhuangRow[]): Promise<FuzhuangRecord[]> {
  const byShop = new Map<string, string[]>();
  for (const row of rows) byShop.set(row.shopId, [...(byShop.get(row.shopId) ?? []), row.number]);
  const albums = new Map<string, Map<string, FuzhuangRecord['albums']>>();
  for (const [shopId, numbers] of byShop) albums.set(shopId, await albumsShowingCostumes(db, shopId, numbers));
  const names = new Map<string, string | null>();
  for (const categoryId of new Set(rows.map((row) => row.categoryId))) {
    if (categoryId)
      names.set(categoryId, (await loadOneCategory(db, 'id', categoryId).catch(() => null))?.name ?? null);
  }
  return rows.map((row) => ({
    id: row.id,
    shopId: row.shopId,
    number: row.number,
    name: row.name,
    categoryId: row.categoryId,
    categoryName: row.categoryId ? (names.get(row.categoryId) ?? null) : null,
    sizes: row.sizes,
    colours: row.colours,
    photos: row.photos,
    state: row.state,
    albums: albums.get(row.shopId)?.get(row.number) ?? [],
    createTime: row.createTime.toISOString(),
  }));
}

/** Costumes the caller may change; an unknown id or one of a shop they do not reach refuses the call (403). */
async function requireCostumes(ctx: FuzhuangContext, ids: string[]): Promise<FuzhuangRow[]> {
  const unique = [...new Set(ids)];
  const found = await ctx.db.select().from(fuzhuang).where(inArray(fuzhuang.id, unique));
  if (found.length !== unique.length) throw forbidden(msg('shopNoAccess'));
  for (const shopId of new Set(found.map((row) => row.shopId))) await requireShopAccess(ctx.db, ctx.scope, shopId);
  return found;
}

async function numberTaken(db: Db, shopId: string, number: string, exceptId?: string): Promise<boolean> {
  const [taken] = await db
    .select({ id: fuzhuang.id })
    .from(fuzhuang)
    .where(
      and(eq(fuzhuang.shopId, shopId), eq(fuzhuang.number, number), exceptId ? ne(fuzhuang.id, exceptId) : undefined),
    )
    .limit(1);
  return taken !== undefined;
}

/** The only unique index is (shop, number). */
const unlessNumberTaken = unlessTaken(msg('fuzhuangNumberTaken'));

const editable = (input: Omit<Fields, 'id'>) => ({
  number: input.number,
  name: input.name,
  categoryId: input.categoryId ?? null,
  sizes: [...new Set(input.sizes)],
  colours: [...new Set(input.colours)],
  photos: [...new Set(input.photos)],
  state: input.state,
});

export async function listCostumes(
  ctx: FuzhuangContext,
  query: z.infer<typeof fuzhuangListQuery>,
): Promise<Page<FuzhuangRecord>> {
  await requireShopAccess(ctx.db, ctx.scope, query.shopId);
  const where = and(
    eq(fuzhuang.shopId, query.shopId),
    searchFilter(fuzhuang.number, query.number),
    searchFilter(fuzhuang.name, query.name),
    query.categoryId ? eq(fuzhuang.categoryId, query.categoryId) : undefined,
    query.state ? eq(fuzhuang.state, query.state) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(fuzhuang)
      .where(where)
      .orderBy(desc(fuzhuang.createTime), desc(fuzhuang.id))
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize),
    ctx.db.select({ n: count() }).from(fuzhuang).where(where),
  ]);
  return toPage(await toRecords(ctx.db, rows), total.n, query);
}

export async function costumeDetail(ctx: FuzhuangContext, id: string): Promise<FuzhuangRecord> {
  return (await toRecords(ctx.db, await requireCostumes(ctx, [id])))[0];
}

export async function addCostume(
  ctx: FuzhuangContext,
  input: z.infer<typeof fuzhuangAddBody>,
): Promise<FuzhuangRecord> {
  const shop = await requireShopAccess(ctx.db, ctx.scope, input.shopId);
  await checkCostumeCategory(ctx.db, input.categoryId);
  if (await numberTaken(ctx.db, shop.id, input.number)) throw new BusinessError(msg('fuzhuangNumberTaken'));
  const [row] = await unlessNumberTaken(() =>
    ctx.db
      .insert(fuzhuang)
      .values({ tenantId: shop.tenantId, shopId: shop.id, ...editable(input), createBy: ctx.scope.userId })
      .returning(),
  );
  return (await toRecords(ctx.db, [row]))[0];
}

/**
 * A costume's number may change only while no album lists it: the albums keep the number they
 * list, and a costume renamed under them would leave them pointing at nothing.
 */
export async function editCostume(ctx: FuzhuangContext, input: Fields): Promise<FuzhuangRecord> {
  const [current] = await requireCostumes(ctx, [input.id]);
  await checkCostumeCategory(ctx.db, input.categoryId);
  if (input.number !== current.number) {
    if (await numberTaken(ctx.db, current.shopId, input.number, current.id)) {
      throw new BusinessError(msg('fuzhuangNumberTaken'));
    }
    const shown = await albumsShowingCostumes(ctx.db, current.shopId, [current.number]);
    if (shown.size > 0) throw new BusinessError(msg('fuzhuangNumberInAlbums'));
  }
  const [row] = await unlessNumberTaken(() =>
    ctx.db
      .update(fuzhuang)
      .set({ ...editable(input), updateTime: new Date() })
      .where(eq(fuzhuang.id, current.id))
      .returning(),
  );
  return (await toRecords(ctx.db, [row]))[0];
}

/** Costumes an album still lists are kept (retire them instead), so album numbers always exist. */
export async function deleteCostumes(ctx: FuzhuangContext, ids: string[]): Promise<number> {
  const rows = await requireCostumes(ctx, ids);
  for (const shopId of new Set(rows.map((row) => row.shopId))) {
    const numbers = rows.filter((row) => row.shopId === shopId).map((row) => row.number);
    const shown = await albumsShowingCostumes(ctx.db, shopId, numbers);
    if (shown.size > 0) throw new BusinessError(msg('fuzhuangInAlbums', 'zh', [...shown.keys()].join('、')));
  }
  await ctx.db.delete(fuzhuang).where(
    inArray(
      fuzhuang.id,
      rows.map((row) => row.id),
    ),
  );
  return rows.length;
}

/** Search by number: whether the shop has it, and which costume (the console's number check). */
export async function checkCostumeNumber(ctx: FuzhuangContext, shopId: string, number: string, exceptId?: string) {
  await requireShopAccess(ctx.db, ctx.scope, shopId);
  const [row] = await ctx.db
    .select({ id: fuzhuang.id, name: fuzhuang.name })
    .from(fuzhuang)
    .where(
      and(eq(fuzhuang.shopId, shopId), eq(fuzhuang.number, number), exceptId ? ne(fuzhuang.id, exceptId) : undefined),
    )
    .limit(1);
  return { used: row !== undefined, id: row?.id ?? null, name: row?.name ?? null };
}
