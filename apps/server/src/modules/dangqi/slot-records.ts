import type { DangqiResourceKind, DangqiSlotRecord } from '@scenecast/contracts';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import type { SlotRow } from './access.js';
import { dangqiResource, dangqiSlotResource } from './schema.js';

/** Slots with their photographers and rooms, in day and time order. */
export async function toSlotRecords(db: Db, rows: SlotRow[]): Promise<DangqiSlotRecord[]> {
  const ids = rows.map((row) => row.id);
  const links =
    ids.length === 0
      ? []
      : await db
          .select({
            slotId: dangqiSlotResource.slotId,
            id: dangqiResource.id,
            kind: dangqiResource.kind,
            name: dangqiResource.name,
          })
          .from(dangqiSlotResource)
          .innerJoin(dangqiResource, eq(dangqiResource.id, dangqiSlotResource.resourceId))
          .where(inArray(dangqiSlotResource.slotId, ids))
          .orderBy(asc(dangqiResource.kind), asc(dangqiResource.name));
  const bySlot = new Map<string, DangqiSlotRecord['resources']>();
  for (const link of links) {
    const list = bySlot.get(link.slotId) ?? [];
    list.push({ id: link.id, kind: link.kind as DangqiResourceKind, name: link.name });
    bySlot.set(link.slotId, list);
  }
  return rows
    .map((row) => ({
      id: row.id,
      shopId: row.shopId,
      day: row.day,
      startMinute: row.startMinute,
      endMinute: row.endMinute,
      capacity: row.capacity,
      booked: row.booked,
      resources: bySlot.get(row.id) ?? [],
    }))
    .sort((a, b) => a.day.localeCompare(b.day) || a.startMinute - b.startMinute);
}
