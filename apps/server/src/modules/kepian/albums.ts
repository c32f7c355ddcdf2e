import type { kepianAddBody, kepianEditBody, kepianListQuery, kepianQuickEditBody } from '@scenecast/contracts';
import { type KepianDetail, type KepianRecord, msg, type Page } from '@scenecast/contracts';
import { and, asc, count, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { hashPassword } from '../../platform/auth/passwords.js';
import type { Db } from '../../platform/db/database.js';
import { wildcardFilter } from '../../platform/db/like.js';
import { toPage } from '../../platform/db/pagination.js';
import { BusinessError } from '../../platform/http/errors.js';
import { unknownCostumeNumbers } from '../fuzhuang/numbers.js';
import { requireShopAccess } from '../shop/access.js';
import { cachedShopPage } from '../shop/page-cache.js';
import { readableAlbum, requireAlbum, requireAlbums, requireShopFenlei } from './access.js';
import type { KepianContext } from './context.js';
import { albumsList, lockList, nextPlace, renumber } from './ordering.js';
import { photosOf, releasePhotoFiles, savePhotos } from './photos.js';
import { type KepianRow, kepian, kepianFenleiLink, kepianFuzhuang, kepianPhoto } from './schema.js';
import { toPhotoRecord, toRecords } from './views.js';

type AddInput = z.infer<typeof kepianAddBody>;
type EditInput = z.infer<typeof kepianEditBody>;

/** Display order: pinned first, then the shop's order. */
export const displayOrder = [desc(kepian.top), asc(kepian.sort), asc(kepian.id)];

const inFenlei = (fenleiId: string) =>
  sql`EXISTS (SELECT 1 FROM ${kepianFenleiLink} l WHERE l.kepian_id = ${kepian.id} AND l.fenlei_id = ${fenleiId})`;

export async function listAlbums(
  ctx: KepianContext,
  query: z.infer<typeof kepianListQuery>,
): Promise<Page<KepianRecord>> {
  await requireShopAccess(ctx.db, ctx.scope, query.shopId);
  const { fenleiId, status, isPublicPd, isPublicXcx, vipOnly, mainNumber, title, pageNo, pageSize } = query;
  const parts = ['albums', ctx.apiBase, fenleiId, status, isPublicPd, isPublicXcx, vipOnly, mainNumber, title];
  return cachedShopPage(query.shopId, [...parts, pageNo, pageSize], () => albumsPage(ctx, query));
}

async function albumsPage(ctx: KepianContext, query: z.infer<typeof kepianListQuery>): Promise<Page<KepianRecord>> {
  const where = and(
    eq(kepian.shopId, query.shopId),
    query.fenleiId ? inFenlei(query.fenleiId) : undefined,
    query.status === undefined ? undefined : eq(kepian.status, query.status),
    query.isPublicPd === undefined ? undefined : eq(kepian.isPublicPd, query.isPublicPd),
    query.isPublicXcx === undefined ? undefined : eq(kepian.isPublicXcx, query.isPublicXcx),
    query.vipOnly === undefined ? undefined : eq(kepian.vipOnly, query.vipOnly),
    wildcardFilter(kepian.mainNumber, query.mainNumber),
    wildcardFilter(kepian.title, query.title),
  );
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(kepian)
      .where(where)
      .orderBy(...displayOrder)
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize),
    ctx.db.select({ n: count() }).from(kepian).where(where),
  ]);
  return toPage(await toRecords(ctx.db, ctx.apiBase, rows), total.n, query);
}

async function checkMainNumber(tx: Db, shopId: string, mainNumber: string, exceptId?: string): Promise<void> {
  const [taken] = await tx
    .select({ id: kepian.id })
    .from(kepian)
    .where(
      and(eq(kepian.shopId, shopId), eq(kepian.mainNumber, mainNumber), exceptId ? ne(kepian.id, exceptId) : undefined),
    )
    .limit(1);
  if (taken) throw new BusinessError(msg('kepianMainNumberTaken'));
}

/**
 * Costume numbers: each once in the payload, not used by another album of the shop, and each a
 * number of the shop's costumes (cj_fuzhuang).
 */
export async function checkFuzhuang(tx: Db, shopId: string, numbers: string[], exceptId?: string): Promise<void> {
  const twice = numbers.filter((number, index) => numbers.indexOf(number) !== index);
  const used =
    numbers.length === 0
      ? []
      : await tx
          .select({ number: kepianFuzhuang.number })
          .from(kepianFuzhuang)
          .where(
            and(
              eq(kepianFuzhuang.shopId, shopId),
              inArray(kepianFuzhuang.number, numbers),
              exceptId ? ne(kepianFuzhuang.kepianId, exceptId) : undefined,
            ),
          );
  const clashes = [...new Set([...twice, ...used.map((row) => row.number)])];
  if (clashes.length > 0) throw new BusinessError(msg('kepianFuzhuangTaken', 'zh', clashes.join('、')));
  const unknown = await unknownCostumeNumbers(tx, shopId, numbers);
  if (unknown.length > 0) throw new BusinessError(msg('fuzhuangNumberUnknown', 'zh', unknown.join('、')));
}

async function saveLinks(tx: Db, album: KepianRow, fenleiIds: string[], fuzhuang: string[]): Promise<void> {
  await requireShopFenlei(tx, album.shopId, fenleiIds);
  await tx.delete(kepianFenleiLink).where(eq(kepianFenleiLink.kepianId, album.id));
  const uniqueFenlei = [...new Set(fenleiIds)];
  if (uniqueFenlei.length > 0) {
    await tx.insert(kepianFenleiLink).values(uniqueFenlei.map((fenleiId) => ({ kepianId: album.id, fenleiId })));
  }
  await tx.delete(kepianFuzhuang).where(eq(kepianFuzhuang.kepianId, album.id));
  if (fuzhuang.length > 0) {
    await tx
      .insert(kepianFuzhuang)
      .values(fuzhuang.map((number) => ({ shopId: album.shopId, number, kepianId: album.id })));
  }
}

/** The album's own columns the editor sets, the same when adding and editing. */
const editableFields = (input: AddInput | EditInput) => ({
  mainNumber: input.mainNumber,
  title: input.title,
  cover: input.cover && input.photos.includes(input.cover) ? input.cover : null,
  status: input.status,
  isPublicPd: input.isPublicPd,
  isPublicXcx: input.isPublicXcx,
  vipOnly: input.vipOnly,
});

async function passwordField(password: string | undefined): Promise<{ passwordHash?: string | null }> {
  if (password === undefined) return {};
  return { passwordHash: password === '' ? null : await hashPassword(password) };
}

/** addKePian: a new album at the end of the shop's order. */
export async function addAlbum(ctx: KepianContext, input: AddInput): Promise<KepianDetail> {
  const shop = await requireShopAccess(ctx.db, ctx.scope, input.shopId);
  const secret = await passwordField(input.password);
  const { id, unused } = await ctx.db.transaction(async (tx) => {
    const list = albumsList(shop.id);
    await lockList(tx, list);
    await checkMainNumber(tx, shop.id, input.mainNumber);
    await checkFuzhuang(tx, shop.id, input.fuzhuangNumbers);
    const [row] = await tx
      .insert(kepian)
      .values({
        tenantId: shop.tenantId,
        shopId: shop.id,
        ...editableFields(input),
        sort: await nextPlace(tx, list),
        createBy: ctx.scope.userId,
        ...secret,
      })
      .returning();
    await saveLinks(tx, row, input.fenleiIds, input.fuzhuangNumbers);
    return { id: row.id, unused: await savePhotos(ctx, tx, row.id, input.photos) };
  });
  await releasePhotoFiles(ctx, unused);
  return albumDetail(ctx, id);
}

/** editKePian: the whole editor (photos, categories, costume numbers, flags, password). */
export async function editAlbum(ctx: KepianContext, input: EditInput): Promise<KepianDetail> {
  const album = await requireAlbum(ctx.db, ctx.scope, input.id);
  const secret = await passwordField(input.password);
  const unused = await ctx.db.transaction(async (tx) => {
    await lockList(tx, albumsList(album.shopId));
    await checkMainNumber(tx, album.shopId, input.mainNumber, album.id);
    await checkFuzhuang(tx, album.shopId, input.fuzhuangNumbers, album.id);
    await tx
      .update(kepian)
      .set({ ...editableFields(input), ...secret })
      .where(eq(kepian.id, album.id));
    await saveLinks(tx, album, input.fenleiIds, input.fuzhuangNumbers);
    return savePhotos(ctx, tx, album.id, input.photos);
  });
  await releasePhotoFiles(ctx, unused);
  return albumDetail(ctx, album.id);
}

/** edit: some fields of one album (title, number, VIP-only, password). */
export async function quickEditAlbum(
  ctx: KepianContext,
  input: z.infer<typeof kepianQuickEditBody>,
): Promise<KepianRecord> {
  const album = await requireAlbum(ctx.db, ctx.scope, input.id);
  const secret = await passwordField(input.password);
  await ctx.db.transaction(async (tx) => {
    await lockList(tx, albumsList(album.shopId));
    if (input.mainNumber !== undefined) await checkMainNumber(tx, album.shopId, input.mainNumber, album.id);
    const changes = { mainNumber: input.mainNumber, title: input.title, vipOnly: input.vipOnly, ...secret };
    if (Object.values(changes).some((value) => value !== undefined)) {
      await tx.update(kepian).set(changes).where(eq(kepian.id, album.id));
    }
  });
  const [row] = await ctx.db.select().from(kepian).where(eq(kepian.id, album.id));
  return (await toRecords(ctx.db, ctx.apiBase, [row]))[0];
}

/** queryKePianInfo: an album with its photos; `viaShopId` reads an album shared to that shop. */
export async function albumDetail(ctx: KepianContext, id: string, viaShopId?: string): Promise<KepianDetail> {
  const { row, isShared } = await readableAlbum(ctx.db, ctx.scope, id, viaShopId);
  const [record] = await toRecords(ctx.db, ctx.apiBase, [row], () => isShared);
  const photos = await photosOf(ctx.db, id);
  return { ...record, photos: photos.map((photo) => toPhotoRecord(ctx.apiBase, photo)) };
}

/** deleteBatch: albums with their photos, links and costume numbers; the shops' orders close up. */
export async function deleteAlbums(ctx: KepianContext, ids: string[]): Promise<number> {
  const albums = await requireAlbums(ctx.db, ctx.scope, ids);
  const shopIds = [...new Set(albums.map((row) => row.shopId))];
  const files = await ctx.db.transaction(async (tx) => {
    for (const shopId of shopIds.sort()) await lockList(tx, albumsList(shopId));
    const albumIds = albums.map((row) => row.id);
    const photos = await tx
      .select({ key: kepianPhoto.fileKey })
      .from(kepianPhoto)
      .where(inArray(kepianPhoto.kepianId, albumIds));
    await tx.delete(kepianPhoto).where(inArray(kepianPhoto.kepianId, albumIds));
    await tx.delete(kepianFenleiLink).where(inArray(kepianFenleiLink.kepianId, albumIds));
    await tx.delete(kepianFuzhuang).where(inArray(kepianFuzhuang.kepianId, albumIds));
    await tx.delete(kepian).where(inArray(kepian.id, albumIds));
    for (const shopId of shopIds) await renumber(tx, albumsList(shopId));
    return photos.map((photo) => photo.key);
  });
  await releasePhotoFiles(ctx, files);
  return albums.length;
}

// Share status and pinning have their own calls and rules (owners only; the order), never this one.
type FlagColumn = 'status' | 'isPublicPd' | 'isPublicXcx';

/** One switch on several albums at once (updateStatus, updateIsPublicPd, …). */
export async function setFlags(ctx: KepianContext, ids: string[], values: Partial<Record<FlagColumn, number>>) {
  const albums = await requireAlbums(ctx.db, ctx.scope, ids);
  await ctx.db
    .update(kepian)
    .set(values)
    .where(
      inArray(
        kepian.id,
        albums.map((row) => row.id),
      ),
    );
  return albums.length;
}

/** updateKepianFenleiBatch: replace (or add to) the albums' categories, all of their shop. */
export async function setFenleiBatch(ctx: KepianContext, ids: string[], fenleiIds: string[], mode: 'replace' | 'add') {
  const albums = await requireAlbums(ctx.db, ctx.scope, ids);
  for (const shopId of new Set(albums.map((row) => row.shopId))) await requireShopFenlei(ctx.db, shopId, fenleiIds);
  const unique = [...new Set(fenleiIds)];
  await ctx.db.transaction(async (tx) => {
    const albumIds = albums.map((row) => row.id);
    if (mode === 'replace') await tx.delete(kepianFenleiLink).where(inArray(kepianFenleiLink.kepianId, albumIds));
    const values = albumIds.flatMap((kepianId) => unique.map((fenleiId) => ({ kepianId, fenleiId })));
    if (values.length > 0) await tx.insert(kepianFenleiLink).values(values).onConflictDoNothing();
  });
  return albums.length;
}

/** getMaxMainNumber: the largest all-digit number of the shop, and the next one to suggest. */
export async function maxMainNumber(ctx: KepianContext, shopId: string) {
  await requireShopAccess(ctx.db, ctx.scope, shopId);
  const [row] = await ctx.db
    .select({ max: sql<string | null>`max(${kepian.mainNumber}::numeric)::text` })
    .from(kepian)
    .where(and(eq(kepian.shopId, shopId), sql`${kepian.mainNumber} ~ '^[0-9]{1,18}$'`));
  const max = row?.max ? Number(row.max) : 0;
  return { max, next: String(max + 1) };
}

/** checkFuzhuangNumber: whether another album of the shop already lists the costume number. */
export async function fuzhuangUse(ctx: KepianContext, shopId: string, number: string, exceptId?: string) {
  await requireShopAccess(ctx.db, ctx.scope, shopId);
  const [row] = await ctx.db
    .select({ kepianId: kepianFuzhuang.kepianId, mainNumber: kepian.mainNumber })
    .from(kepianFuzhuang)
    .innerJoin(kepian, eq(kepian.id, kepianFuzhuang.kepianId))
    .where(
      and(
        eq(kepianFuzhuang.shopId, shopId),
        eq(kepianFuzhuang.number, number),
        exceptId ? ne(kepianFuzhuang.kepianId, exceptId) : undefined,
      ),
    )
    .limit(1);
  return { used: !!row, kepianId: row?.kepianId ?? null, mainNumber: row?.mainNumber ?? null };
}

/** Albums of a shop in display order, optionally of one category (listOrder, querySortsKePian). */
export async function orderedAlbums(ctx: KepianContext, shopId: string, extra?: SQL): Promise<KepianRecord[]> {
  await requireShopAccess(ctx.db, ctx.scope, shopId);
  const rows = await ctx.db
    .select()
    .from(kepian)
    .where(and(eq(kepian.shopId, shopId), extra))
    .orderBy(...displayOrder);
  return toRecords(ctx.db, ctx.apiBase, rows);
}

export const albumsInFenlei = (fenleiId: string) => inFenlei(fenleiId);
