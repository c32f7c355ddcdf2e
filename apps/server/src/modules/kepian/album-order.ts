import { msg } from '@scenecast/contracts';
import { eq } from 'drizzle-orm';
import { forbidden } from '../../platform/http/errors.js';
import { requireAlbum } from './access.js';
import type { KepianContext } from './context.js';
import { albumsList, moveOne, moveTo, photosList } from './ordering.js';
import { kepian, kepianPhoto } from './schema.js';

/** sortKepian: the album moves to place `sort` (clamped to 1..n) of its shop's order. */
export async function sortAlbum(ctx: KepianContext, id: string, sort: number): Promise<number> {
  const album = await requireAlbum(ctx.db, ctx.scope, id);
  return moveTo(ctx.db, albumsList(album.shopId), album.id, sort);
}

/** sortTopKepian: pinned (top 1) and moved to place 1. */
export async function albumToTop(ctx: KepianContext, id: string): Promise<void> {
  const album = await requireAlbum(ctx.db, ctx.scope, id);
  await moveTo(ctx.db, albumsList(album.shopId), album.id, 1);
  await ctx.db.update(kepian).set({ top: 1 }).where(eq(kepian.id, album.id));
}

/** sortBottomKepian: unpinned and moved to the last place. */
export async function albumToBottom(ctx: KepianContext, id: string): Promise<void> {
  const album = await requireAlbum(ctx.db, ctx.scope, id);
  await moveTo(ctx.db, albumsList(album.shopId), album.id, Number.MAX_SAFE_INTEGER);
  await ctx.db.update(kepian).set({ top: 0 }).where(eq(kepian.id, album.id));
}

/** cancelTop: unpinned; its place in the order is kept. */
export async function cancelAlbumTop(ctx: KepianContext, id: string): Promise<void> {
  const album = await requireAlbum(ctx.db, ctx.scope, id);
  await ctx.db.update(kepian).set({ top: 0 }).where(eq(kepian.id, album.id));
}

/** advance: one place up in the shop's order; the first answers 未知的操作. */
export async function advanceAlbum(ctx: KepianContext, id: string): Promise<number> {
  const album = await requireAlbum(ctx.db, ctx.scope, id);
  return moveOne(ctx.db, albumsList(album.shopId), album.id, 'up');
}

/**
 * updateFirst: a photo moves in its album: to place 1 (first, and it becomes the cover), or one
 * place up / down (未知的操作 before the first, 已到最后~ after the last).
 */
export async function movePhoto(ctx: KepianContext, photoId: string, move: 'first' | 'up' | 'down'): Promise<number> {
  const [photo] = await ctx.db.select().from(kepianPhoto).where(eq(kepianPhoto.id, photoId)).limit(1);
  if (!photo) throw forbidden(msg('shopNoAccess'));
  const album = await requireAlbum(ctx.db, ctx.scope, photo.kepianId);
  const list = photosList(album.id);
  if (move !== 'first') return moveOne(ctx.db, list, photo.id, move);
  const place = await moveTo(ctx.db, list, photo.id, 1);
  await ctx.db.update(kepian).set({ cover: photo.fileKey }).where(eq(kepian.id, album.id));
  return place;
}
