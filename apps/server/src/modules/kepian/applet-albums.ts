import {
  type AppletAlbumCard,
  type AppletAlbumCategory,
  type AppletAlbumDetail,
  KEPIAN_STATUS_ON,
  msg,
  type Page,
} from '@scenecast/contracts';
import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { toPage } from '../../platform/db/pagination.js';
import { notFound } from '../../platform/http/errors.js';
import { staticUrl } from '../works/context.js';
import { albumsInFenlei, displayOrder } from './albums.js';
import { photosOf } from './photos.js';
import { kepian, kepianFenlei, kepianFenleiLink } from './schema.js';
import { toRecords } from './views.js';

/**
 * Albums a shop's applet shows: its own, on show and public to the applet (is_public_xcx). Albums
 * behind a password or for members only need a sign-in the applet does not have, so they stay out.
 */
function appletAlbums(shopId: string) {
  return and(
    eq(kepian.shopId, shopId),
    eq(kepian.status, KEPIAN_STATUS_ON),
    eq(kepian.isPublicXcx, 1),
    eq(kepian.vipOnly, 0),
    isNull(kepian.passwordHash),
  );
}

/** The shop's categories that hold albums the applet shows, in the category tree's order. */
export async function appletAlbumCategories(db: Db, shopId: string): Promise<AppletAlbumCategory[]> {
  return db
    .select({ id: kepianFenlei.id, name: kepianFenlei.name, albumCount: count() })
    .from(kepianFenlei)
    .innerJoin(kepianFenleiLink, eq(kepianFenleiLink.fenleiId, kepianFenlei.id))
    .innerJoin(kepian, eq(kepian.id, kepianFenleiLink.kepianId))
    .where(and(eq(kepianFenlei.shopId, shopId), appletAlbums(shopId)))
    .groupBy(kepianFenlei.id, kepianFenlei.name, kepianFenlei.level, kepianFenlei.sort)
    .orderBy(asc(kepianFenlei.level), asc(kepianFenlei.sort), asc(kepianFenlei.id));
}

/** A page of the albums the applet shows, in the shop's display order, of one category or all. */
export async function appletAlbumPage(
  db: Db,
  apiBase: string,
  shopId: string,
  query: { pageNo: number; pageSize: number; fenleiId?: string },
): Promise<Page<AppletAlbumCard>> {
  const where = and(appletAlbums(shopId), query.fenleiId ? albumsInFenlei(query.fenleiId) : undefined);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(kepian)
      .where(where)
      .orderBy(...displayOrder)
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize),
    db.select({ total: count() }).from(kepian).where(where),
  ]);
  const cards = (await toRecords(db, apiBase, rows)).map((record) => ({
    id: record.id,
    mainNumber: record.mainNumber,
    title: record.title,
    coverUrl: record.coverUrl,
    photoCount: record.photoCount,
  }));
  return toPage(cards, total, query);
}

/** One album the applet shows, with its photos; any other id is 404 该内容不存在或已下架. */
export async function appletAlbum(db: Db, apiBase: string, shopId: string, id: string): Promise<AppletAlbumDetail> {
  const [row] = await db
    .select()
    .from(kepian)
    .where(and(eq(kepian.id, id), appletAlbums(shopId)))
    .limit(1);
  if (!row) throw notFound(msg('appletItemGone'));
  const [record] = await toRecords(db, apiBase, [row]);
  const photos = await photosOf(db, row.id);
  return {
    id: record.id,
    mainNumber: record.mainNumber,
    title: record.title,
    coverUrl: record.coverUrl,
    photoCount: record.photoCount,
    photos: photos.map((photo) => ({
      id: photo.id,
      url: staticUrl(apiBase, photo.fileKey),
      width: photo.width,
      height: photo.height,
    })),
  };
}
