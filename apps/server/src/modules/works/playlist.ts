import { DEFAULT_IMAGE_SECONDS, type PlaylistItem, WORKS_STATUS_NORMAL } from '@scenecast/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { rows } from '../../platform/db/raw-rows.js';
import type { DeviceRow } from '../device/schema.js';
import { staticUrl } from './context.js';
import { hjDevice, type WorksRow, works, worksDevice, worksHj } from './schema.js';

type PlaylistSource = (db: Db, device: DeviceRow) => Promise<PlaylistItem[]>;

interface RelatRow {
  hj_id: string;
  id: string;
  kind: 'image' | 'video';
  file_key: string;
  duration: number | null;
  seconds: number | null;
}

function item(
  apiBase: string,
  work: Pick<RelatRow, 'id' | 'kind' | 'file_key' | 'duration' | 'seconds'>,
  hjSeconds: number | null,
): PlaylistItem {
  return {
    id: work.id,
    kind: work.kind,
    url: staticUrl(apiBase, work.file_key),
    seconds:
      work.kind === 'video' ? Math.round(work.duration ?? 0) : (work.seconds ?? hjSeconds ?? DEFAULT_IMAGE_SECONDS),
  };
}

/**
 * What a screen plays: its groups in their assigned order, each group's works in group order and
 * then its sub-groups' (depth first, sibling order); then its single works in assigned order. A
 * work shows once (first place wins); binned works and works of another shop never show. Images
 * stay the work's seconds, else the group's, else DEFAULT_IMAGE_SECONDS; videos their duration
 * (0 when unknown: play through).
 */
export function worksPlaylist(apiBase: string): PlaylistSource {
  return async (db, device) => {
    if (!device.shopId) return [];
    const linkedHj = await db
      .select({ hjId: hjDevice.hjId })
      .from(hjDevice)
      .where(eq(hjDevice.deviceId, device.id))
      .orderBy(asc(hjDevice.sort), asc(hjDevice.createTime));
    const single = await db
      .select({ id: worksDevice.worksId })
      .from(worksDevice)
      .where(eq(worksDevice.deviceId, device.id))
      .orderBy(asc(worksDevice.sort), asc(worksDevice.createTime));
    return contentPlaylist(
      db,
      apiBase,
      device.shopId,
      linkedHj.map((row) => row.hjId),
      single.map((row) => row.id),
    );
  };
}

/**
 * Works groups (with their sub-groups) and then single works of one shop as playlist items, by the
 * rules of `worksPlaylist`; play plans use it for their content too.
 */
export async function contentPlaylist(
  db: Db,
  apiBase: string,
  shopId: string,
  hjIds: string[],
  worksIds: string[],
): Promise<PlaylistItem[]> {
  const items: PlaylistItem[] = [];
  const seen = new Set<string>();
  const push = (entry: PlaylistItem) => {
    if (seen.has(entry.id)) return;
    seen.add(entry.id);
    items.push(entry);
  };
  if (hjIds.length > 0) {
    const groups = await db
      .select({ id: worksHj.id, parentId: worksHj.parentId, seconds: worksHj.seconds })
      .from(worksHj)
      .where(eq(worksHj.shopId, shopId))
      .orderBy(asc(worksHj.sort), asc(worksHj.createTime), asc(worksHj.id));
    const byId = new Map(groups.map((group) => [group.id, group]));
    const order: string[] = [];
    const visit = (id: string) => {
      if (order.includes(id)) return;
      order.push(id);
      for (const child of groups) if (child.parentId === id) visit(child.id);
    };
    for (const hjId of hjIds) if (byId.has(hjId)) visit(hjId);
    if (order.length > 0) {
      const members = await rows<RelatRow>(db, membersQuery(order, shopId));
      const byGroup = new Map<string, RelatRow[]>();
      for (const row of members) byGroup.set(row.hj_id, [...(byGroup.get(row.hj_id) ?? []), row]);
      for (const hjId of order) {
        for (const row of byGroup.get(hjId) ?? []) push(item(apiBase, row, byId.get(hjId)?.seconds ?? null));
      }
    }
  }
  if (worksIds.length === 0) return items;
  const found: WorksRow[] = await db
    .select()
    .from(works)
    .where(and(inArray(works.id, worksIds), eq(works.status, WORKS_STATUS_NORMAL), eq(works.shopId, shopId)));
  const byId = new Map(found.map((work) => [work.id, work]));
  for (const id of worksIds) {
    const work = byId.get(id);
    if (!work) continue;
    push(
      item(
        apiBase,
        { id: work.id, kind: work.kind, file_key: work.fileKey, duration: work.duration, seconds: work.seconds },
        null,
      ),
    );
  }
  return items;
}

function membersQuery(hjIds: string[], shopId: string) {
  return sql`SELECT r.hj_id, w.id, w.kind, w.file_key, w.duration, w.seconds
    FROM cl_works_relat r JOIN cl_works w ON w.id = r.works_id
    WHERE r.hj_id IN ${hjIds} AND w.status = 1 AND w.shop_id = ${shopId}
    ORDER BY r.hj_id, r.sort`;
}
