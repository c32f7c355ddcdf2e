import type { PlaylistItem } from '@scenecast/contracts/screen';

/** A video whose length is unknown holds its place on a wall for this long. */
export const WALL_UNKNOWN_VIDEO_SECONDS = 10;

export interface WallSlot {
  index: number;
  /** Clock time (ms) the slot began and ends. */
  startsAt: number;
  endsAt: number;
}

const slotMs = (item: PlaylistItem) =>
  Math.max(1, item.seconds || (item.kind === 'video' ? WALL_UNKNOWN_VIDEO_SECONDS : 1)) * 1000;

/**
 * Which item a video wall shows at a shared clock time. The playlist repeats back to back from the
 * clock's epoch, so every screen with the same items and clock picks the same item and starts it on
 * the same tick, however late it joined.
 */
export function wallSlotAt(items: PlaylistItem[], at: number): WallSlot | null {
  if (items.length === 0) return null;
  const lengths = items.map(slotMs);
  const cycle = lengths.reduce((sum, length) => sum + length, 0);
  const cycleStart = at - (at % cycle);
  let startsAt = cycleStart;
  for (let index = 0; index < items.length; index++) {
    const endsAt = startsAt + lengths[index];
    if (at < endsAt) return { index, startsAt, endsAt };
    startsAt = endsAt;
  }
  return { index: 0, startsAt: cycleStart + cycle, endsAt: cycleStart + cycle + lengths[0] };
}
