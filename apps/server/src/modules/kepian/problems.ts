import type { KepianProblem, KepianProblemPhoto } from '@scenecast/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { requireShopAccess } from '../shop/access.js';
import { requireAlbum } from './access.js';
import type { KepianContext } from './context.js';
import { kepian, kepianPhoto } from './schema.js';
import { toPhotoRecord } from './views.js';

/**
 * queryProblemImgList: the shop's (or one album's) problem photos with their reason — unreadable,
 * tooSmall (short side < KEPIAN_MIN_SHORT_EDGE), duplicate (same bytes as an earlier photo of the
 * album). A photo stops being listed once it is replaced or removed in the album editor.
 */
export async function problemPhotos(
  ctx: KepianContext,
  shopId: string,
  kepianId?: string,
): Promise<KepianProblemPhoto[]> {
  await requireShopAccess(ctx.db, ctx.scope, shopId);
  if (kepianId) {
    const album = await requireAlbum(ctx.db, ctx.scope, kepianId);
    if (album.shopId !== shopId) return [];
  }
  const rows = await ctx.db
    .select({ photo: kepianPhoto, mainNumber: kepian.mainNumber, title: kepian.title })
    .from(kepianPhoto)
    .innerJoin(kepian, eq(kepian.id, kepianPhoto.kepianId))
    .where(
      and(eq(kepian.shopId, shopId), eq(kepianPhoto.problem, true), kepianId ? eq(kepian.id, kepianId) : undefined),
    )
    .orderBy(asc(kepian.sort), asc(kepianPhoto.sort));
  return rows.map(({ photo, mainNumber, title }) => ({
    photoId: photo.id,
    kepianId: photo.kepianId,
    mainNumber,
    title,
    url: toPhotoRecord(ctx.apiBase, photo).url,
    width: photo.width,
    height: photo.height,
    reason: photo.problemReason as KepianProblem,
  }));
}
