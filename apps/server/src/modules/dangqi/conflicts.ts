import { minuteText, msg } from '@scenecast/contracts';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { BusinessError } from '../../platform/http/errors.js';
import type { ResourceRow } from './access.js';
import { dangqiSlot, dangqiSlotResource } from './schema.js';

interface Span {
  day: string;
  startMinute: number;
  endMinute: number;
}

const overlaps = (a: Span, b: Span) => a.day === b.day && a.startMinute < b.endMinute && b.startMinute < a.endMinute;

/**
 * A photographer or room cannot be in two slots at once: the new spans must not overlap each other
 * nor the shop's other slots (`exceptSlotId` left out when a slot is edited) that use the same resource.
 */
export async function checkResourcesFree(
  db: Db,
  shopId: string,
  resources: ResourceRow[],
  spans: Span[],
  exceptSlotId?: string,
): Promise<void> {
  if (resources.length === 0 || spans.length === 0) return;
  const busy = (name: string) => new BusinessError(msg('dangqiResourceBusy', 'zh', name));
  for (let i = 0; i < spans.length; i += 1) {
    for (let j = i + 1; j < spans.length; j += 1) if (overlaps(spans[i], spans[j])) throw busy(resources[0].name);
  }
  const days = [...new Set(spans.map((span) => span.day))];
  const taken = await db
    .select({
      resourceId: dangqiSlotResource.resourceId,
      day: dangqiSlot.day,
      startMinute: dangqiSlot.startMinute,
      endMinute: dangqiSlot.endMinute,
    })
    .from(dangqiSlotResource)
    .innerJoin(dangqiSlot, eq(dangqiSlot.id, dangqiSlotResource.slotId))
    .where(
      and(
        eq(dangqiSlot.shopId, shopId),
        inArray(dangqiSlot.day, days),
        inArray(
          dangqiSlotResource.resourceId,
          resources.map((resource) => resource.id),
        ),
        exceptSlotId ? ne(dangqiSlot.id, exceptSlotId) : undefined,
      ),
    );
  for (const other of taken) {
    if (spans.some((span) => overlaps(span, other))) {
      throw busy(resources.find((resource) => resource.id === other.resourceId)?.name ?? '');
    }
  }
}

/** A slot already starts at that time of that day. */
export const slotTaken = (day: string, startMinute: number) =>
  new BusinessError(msg('dangqiSlotTaken', 'zh', `${day} ${minuteText(startMinute)}`));
