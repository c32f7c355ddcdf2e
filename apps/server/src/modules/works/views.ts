import type { WorksHjRecord, WorksRecord } from '@scenecast/contracts';
import { staticUrl } from './context.js';
import type { WorksHjRow, WorksRow } from './schema.js';

export function toWorksRecord(apiBase: string, row: WorksRow, sort = 0): WorksRecord {
  return {
    id: row.id,
    shopId: row.shopId,
    kind: row.kind,
    name: row.name,
    fileKey: row.fileKey,
    thumbKey: row.thumbKey,
    url: staticUrl(apiBase, row.fileKey),
    thumbUrl: row.thumbKey ? staticUrl(apiBase, row.thumbKey) : null,
    size: row.size,
    width: row.width,
    height: row.height,
    duration: row.duration,
    status: row.status,
    sort,
    code: row.code,
    isCover: row.isCover,
    seconds: row.seconds,
    createTime: row.createTime.toISOString(),
    deletedAt: row.deletedAt?.toISOString() ?? null,
  };
}

export interface HjCounts {
  worksCount: number;
  childCount: number;
  coverThumb: string | null;
}

export function toHjRecord(apiBase: string, row: WorksHjRow, counts: HjCounts): WorksHjRecord {
  return {
    id: row.id,
    shopId: row.shopId,
    parentId: row.parentId,
    name: row.name,
    shareType: row.shareType,
    shareCoding: row.shareCoding,
    cover: row.cover,
    coverUrl: counts.coverThumb ? staticUrl(apiBase, counts.coverThumb) : null,
    sort: row.sort,
    seconds: row.seconds,
    worksCount: counts.worksCount,
    childCount: counts.childCount,
    createTime: row.createTime.toISOString(),
  };
}
