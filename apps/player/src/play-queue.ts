import { PLAY_QUEUE_MAX, type PlayRecord } from '@scenecast/contracts/screen-operations';

const QUEUE_KEY = 'scenecast.screen.plays';

/** The plays not yet sent, oldest first, kept in local storage so they survive offline spells and reloads. */
export function loadQueue(): PlayRecord[] {
  try {
    const text = localStorage.getItem(QUEUE_KEY);
    return text ? (JSON.parse(text) as PlayRecord[]) : [];
  } catch {
    return [];
  }
}

function saveQueue(records: PlayRecord[]): void {
  try {
    localStorage.setItem(QUEUE_KEY, JSON.stringify(records));
  } catch {
    // Storage full: the oldest half goes, so recording goes on.
    localStorage.setItem(QUEUE_KEY, JSON.stringify(records.slice(Math.floor(records.length / 2))));
  }
}

/** Adds a play; past the queue's limit the oldest drop first (a screen offline for weeks). */
export function enqueue(record: PlayRecord): void {
  saveQueue([...loadQueue(), record].slice(-PLAY_QUEUE_MAX));
}

/** Removes the records the server has (or refused for good), whatever was added meanwhile. */
export function dequeue(ids: Iterable<string>): void {
  const done = new Set(ids);
  saveQueue(loadQueue().filter((record) => !done.has(record.id)));
}
