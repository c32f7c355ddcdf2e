import type { PlaylistItem } from '@scenecast/contracts/screen';
import { describe, expect, it } from 'vitest';
import { WALL_UNKNOWN_VIDEO_SECONDS, wallSlotAt } from './wall-slots.js';

const image = (id: string, seconds: number): PlaylistItem => ({ id, kind: 'image', url: `/${id}.png`, seconds });

describe('wallSlotAt', () => {
  const items = [image('a', 5), image('b', 3)];

  it('repeats the playlist from the clock epoch, so late joiners land on the same slot', () => {
    expect(wallSlotAt(items, 0)).toEqual({ index: 0, startsAt: 0, endsAt: 5000 });
    expect(wallSlotAt(items, 4999)).toEqual({ index: 0, startsAt: 0, endsAt: 5000 });
    expect(wallSlotAt(items, 5000)).toEqual({ index: 1, startsAt: 5000, endsAt: 8000 });
    expect(wallSlotAt(items, 8000 * 1000 + 6000)).toEqual({ index: 1, startsAt: 8_005_000, endsAt: 8_008_000 });
  });

  it('gives a video of unknown length a fixed slot, and nothing for an empty list', () => {
    const video: PlaylistItem = { id: 'v', kind: 'video', url: '/v.mp4', seconds: 0 };
    expect(wallSlotAt([video], 1)).toEqual({ index: 0, startsAt: 0, endsAt: WALL_UNKNOWN_VIDEO_SECONDS * 1000 });
    expect(wallSlotAt([], 1)).toBeNull();
  });
});
