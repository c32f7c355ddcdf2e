import type { PlaylistItem } from '@scenecast/contracts/screen';

/**
 * The one place where the player says an item started or ended on screen, with the screen clock's
 * time. Whatever records what played (proof of play) listens here; the players only announce.
 */
export interface PlaybackEvent {
  item: PlaylistItem;
  /** The plan that put it on screen; null for the screen's own playlist. */
  planId: string | null;
  at: number;
}

type Listener = (event: PlaybackEvent) => void;

const started = new Set<Listener>();
const ended = new Set<Listener>();

export function onItemStarted(listener: Listener): () => void {
  started.add(listener);
  return () => started.delete(listener);
}

export function onItemEnded(listener: Listener): () => void {
  ended.add(listener);
  return () => ended.delete(listener);
}

export const announceItemStarted = (event: PlaybackEvent) => {
  for (const listener of started) listener(event);
};

export const announceItemEnded = (event: PlaybackEvent) => {
  for (const listener of ended) listener(event);
};
