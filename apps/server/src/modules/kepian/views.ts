import type { KepianPhotoRecord, KepianProblem, KepianRecord } from '@scenecast/contracts';
import { and, asc, count, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { staticUrl } from '../works/context.js';
import { inSharedCategory } from './access.js';
import {
  type KepianPhotoRow,
  type KepianRow,
  kepian,
  kepianFenleiLink,
  kepianFuzhuang,
  kepianPhoto,
} from './schema.js';

export function toPhotoRecord(apiBase: string, photo: KepianPhotoRow): KepianPhotoRecord {
  return {
    id: photo.id,
    fileKey: photo.fileKey,
    url: staticUrl(apiBase, photo.fileKey),
    sort: photo.sort,
    width: photo.width,
    height: photo.height,
    problem: (photo.problemReason as KepianProblem | null) ?? null,
  };
}

/** Album rows as the console lists them, with their categories, costume numbers, photo counts and cover. */
export async function toRecords(
  db: Db,
  apiBase: string,
  albums: KepianRow[],
  sharedFrom?: (row: KepianRow) => boolean,
): Promise<KepianRecord[]> {
  if (albums.length === 0) return [];
  const ids = albums.map((row) => row.id);
  const [links, numbers, counts, firsts, inShared] = await Promise.all([
    db.select().from(kepianFenleiLink).where(inArray(kepianFenleiLink.kepianId, ids)),
    db.select().from(kepianFuzhuang).where(inArray(kepianFuzhuang.kepianId, ids)),
    db
      .select({ kepianId: kepianPhoto.kepianId, n: count() })
      .from(kepianPhoto)
      .where(inArray(kepianPhoto.kepianId, ids))
      .groupBy(kepianPhoto.kepianId),
    db
      .selectDistinctOn([kepianPhoto.kepianId], { kepianId: kepianPhoto.kepianId, fileKey: kepianPhoto.fileKey })
      .from(kepianPhoto)
      .where(inArray(kepianPhoto.kepianId, ids))
      .orderBy(asc(kepianPhoto.kepianId), asc(kepianPhoto.sort)),
    db
      .select({ id: kepian.id })
      .from(kepian)
      .where(and(inArray(kepian.id, ids), inSharedCategory())),
  ]);
  const group = <T>(list: T[], key: (item: T) => string, value: (item: T) => string) => {
    const map = new Map<string, string[]>();
    for (const item of list) map.set(key(item), [...(map.get(key(item)) ?? []), value(item)]);
    return map;
  };
  const fenlei = group(
    links,
    (l) => l.kepianId,
    (l) => l.fenleiId,
  );
  const fuzhuang = group(
    numbers,
    (n) => n.kepianId,
    (n) => n.number,
  );
  const photoCount = new Map(counts.map((row) => [row.kepianId, row.n]));
  const first = new Map(firsts.map((row) => [row.kepianId, row.fileKey]));
  const sharedByFenlei = new Set(inShared.map((row) => row.id));
  return albums.map((row) => {
    const cover = row.cover ?? first.get(row.id) ?? null;
    return {
      id: row.id,
      shopId: row.shopId,
      mainNumber: row.mainNumber,
      title: row.title,
      cover,
      coverUrl: cover ? staticUrl(apiBase, cover) : null,
      status: row.status,
      top: row.top,
      sort: row.sort,
      hasPassword: row.passwordHash !== null,
      isPublicPd: row.isPublicPd,
      isPublicXcx: row.isPublicXcx,
      vipOnly: row.vipOnly,
      shareStatus: row.shareStatus,
      sharedByFenlei: sharedByFenlei.has(row.id),
      photoCount: photoCount.get(row.id) ?? 0,
      fenleiIds: (fenlei.get(row.id) ?? []).sort(),
      fuzhuangNumbers: (fuzhuang.get(row.id) ?? []).sort(),
      isShared: sharedFrom?.(row) ?? false,
      createTime: row.createTime.toISOString(),
    };
  });
}
