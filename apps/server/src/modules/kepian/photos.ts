import { createHash } from 'node:crypto';
import { KEPIAN_MIN_SHORT_EDGE, type KepianProblem, msg } from '@scenecast/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { BusinessError } from '../../platform/http/errors.js';
import type { FileStorage } from '../../platform/storage/index.js';
import { worksUploads } from '../works/schema.js';
import { lockFiles, releaseFiles } from '../works/stored-files.js';
import type { KepianContext } from './context.js';
import { lockList, photosList } from './ordering.js';
import { type KepianPhotoRow, kepianPhoto } from './schema.js';

/** sha256 of a stored file, or null when it cannot be read. */
async function contentHash(storage: FileStorage, key: string): Promise<string | null> {
  try {
    const body = await storage.read(key);
    if (!body) return null;
    const digest = createHash('sha256');
    for await (const chunk of body) digest.update(chunk as Buffer);
    return digest.digest('hex');
  } catch {
    return null;
  }
}

/**
 * Problem photos (queryProblemImgList): unreadable (no dimensions or bytes), too small (short side
 * below KEPIAN_MIN_SHORT_EDGE px), or a duplicate (same bytes as an earlier photo of the album).
 */
function problemOf(photo: KepianPhotoRow, earlierHashes: Set<string>): KepianProblem | null {
  if (photo.width === null || photo.height === null || photo.contentHash === null) return 'unreadable';
  if (Math.min(photo.width, photo.height) < KEPIAN_MIN_SHORT_EDGE) return 'tooSmall';
  if (earlierHashes.has(photo.contentHash)) return 'duplicate';
  return null;
}

/** Decides every photo's problem flag again, in album order. */
export async function refreshProblems(tx: Db, kepianId: string): Promise<void> {
  const photos = await tx
    .select()
    .from(kepianPhoto)
    .where(eq(kepianPhoto.kepianId, kepianId))
    .orderBy(asc(kepianPhoto.sort));
  const seen = new Set<string>();
  for (const photo of photos) {
    const reason = problemOf(photo, seen);
    if (photo.contentHash) seen.add(photo.contentHash);
    if ((photo.problemReason ?? null) !== reason) {
      await tx
        .update(kepianPhoto)
        .set({ problem: reason !== null, problemReason: reason })
        .where(eq(kepianPhoto.id, photo.id));
    }
  }
}

/**
 * Sets an album's photos to `paths`, in that order: paths already in the album stay, the caller's
 * pending uploads (/user/v1/upload) are claimed, anything else is refused and nothing changes.
 * Photos left out are removed from the album. Answers the stored files no longer used (the removed
 * photos, the claimed uploads' thumbnails), for `releaseFiles` once the transaction is committed.
 */
export async function savePhotos(ctx: KepianContext, tx: Db, kepianId: string, paths: string[]): Promise<string[]> {
  const unique = [...new Set(paths)];
  await lockList(tx, photosList(kepianId));
  const current = await tx.select().from(kepianPhoto).where(eq(kepianPhoto.kepianId, kepianId));
  const kept = new Map(current.map((photo) => [photo.fileKey, photo]));
  const fresh = unique.filter((key) => !kept.has(key));
  let uploads: (typeof worksUploads.$inferSelect)[] = [];
  if (fresh.length > 0) {
    await lockFiles(tx, fresh);
    uploads = await tx
      .select()
      .from(worksUploads)
      .where(and(inArray(worksUploads.fileKey, fresh), eq(worksUploads.userId, ctx.scope.userId)));
    if (uploads.length !== fresh.length) throw new BusinessError(msg('worksUploadUnknown'));
    await tx.delete(worksUploads).where(inArray(worksUploads.fileKey, fresh));
  }
  const dropped = current.filter((photo) => !unique.includes(photo.fileKey));
  if (dropped.length > 0) {
    await tx.delete(kepianPhoto).where(
      inArray(
        kepianPhoto.id,
        dropped.map((photo) => photo.id),
      ),
    );
  }
  const byUpload = new Map(uploads.map((upload) => [upload.fileKey, upload]));
  for (const [index, key] of unique.entries()) {
    const existing = kept.get(key);
    if (existing) {
      await tx
        .update(kepianPhoto)
        .set({ sort: index + 1 })
        .where(eq(kepianPhoto.id, existing.id));
      continue;
    }
    const upload = byUpload.get(key) as (typeof uploads)[number];
    await tx.insert(kepianPhoto).values({
      kepianId,
      fileKey: key,
      sort: index + 1,
      width: upload.width,
      height: upload.height,
      tenantId: upload.tenantId,
      size: upload.size,
      contentHash: await contentHash(ctx.storage, key),
    });
  }
  await refreshProblems(tx, kepianId);
  return [
    ...dropped.map((photo) => photo.fileKey),
    ...uploads.map((upload) => upload.thumbKey).filter((key): key is string => !!key),
  ];
}

/**
 * Removes stored files no row names any more. A photo's file is claimed from exactly one pending
 * upload, so once its photo row is gone only a works row could still name it (releaseFiles checks).
 */
export async function releasePhotoFiles(ctx: KepianContext, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  const used = new Set(await namedByPhotos(ctx.db, keys));
  await releaseFiles(
    ctx.db,
    ctx.storage,
    keys.filter((key) => !used.has(key)),
  );
}

/** Those of `keys` an album photo names (album photos are files claimed from works uploads). */
export async function namedByPhotos(db: Db, keys: string[]): Promise<string[]> {
  const rows = await db
    .select({ key: kepianPhoto.fileKey })
    .from(kepianPhoto)
    .where(inArray(kepianPhoto.fileKey, keys));
  return rows.map((row) => row.key);
}

export async function photosOf(db: Db, kepianId: string): Promise<KepianPhotoRow[]> {
  return db.select().from(kepianPhoto).where(eq(kepianPhoto.kepianId, kepianId)).orderBy(asc(kepianPhoto.sort));
}
