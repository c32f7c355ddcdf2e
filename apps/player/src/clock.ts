/**
 * The screen's clock: the server's time as best known, so plans switch when the console says and
 * the screens of a video wall share one clock. Every part of the player that needs "now" reads it.
 */

/** Test-only: an offset (ms) a browser test writes to move this screen's clock. Absent in real use. */
export const TEST_CLOCK_OFFSET_KEY = 'scenecast.screen.testClockOffsetMs';

let serverOffsetMs = 0;
let bestRoundTripMs = Number.POSITIVE_INFINITY;

function testOffsetMs(): number {
  try {
    const value = Number(localStorage.getItem(TEST_CLOCK_OFFSET_KEY));
    return Number.isFinite(value) ? value : 0;
  } catch {
    return 0;
  }
}

export const screenNow = () => Date.now() + serverOffsetMs + testOffsetMs();

/**
 * Learns the server's clock from an answer stamped `serverTime`, asked at `sentAt` and received at
 * `receivedAt` (local ms): the answer is taken as made halfway, and the sample with the shortest
 * round trip wins, as in NTP's simplest form. A much older sample gives way after a while so a
 * drifting local clock is followed.
 */
export function learnServerClock(serverTime: number, sentAt: number, receivedAt: number): void {
  const roundTrip = receivedAt - sentAt;
  if (roundTrip < 0) return;
  bestRoundTripMs *= 1.05;
  if (roundTrip > bestRoundTripMs) return;
  bestRoundTripMs = roundTrip;
  serverOffsetMs = serverTime - (sentAt + roundTrip / 2);
}

/** Timers wake this early and wait out the rest, since a timer may fire late on a busy device. */
const WAKE_EARLY_MS = 20;

/**
 * Runs `task` when the screen clock reaches `at`, to the millisecond where the device allows: a
 * wall's screens swap items on the same tick. A timer woken too early (the clock was corrected
 * meanwhile) waits again rather than running early. Answers a cancel function.
 */
export function runAt(at: number, task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout>;
  const arm = () => {
    timer = setTimeout(finish, Math.max(0, at - screenNow() - WAKE_EARLY_MS));
  };
  const finish = () => {
    if (at - screenNow() > WAKE_EARLY_MS * 2) return arm();
    // The last few milliseconds are waited out here rather than left to the timer's precision.
    while (screenNow() < at) {}
    task();
  };
  arm();
  return () => clearTimeout(timer);
}

/** A round trip this short bounds the offset's error to a few ms: no need to ask again. */
const GOOD_ROUND_TRIP_MS = 8;

/**
 * Samples the server's clock a few times in a row; the quickest answer sets the offset. A busy
 * device (or server) stretches a round trip, and the offset may be off by half of it, so a
 * sampling stops early only on a short one.
 */
export async function syncServerClock(fetchServerTime: () => Promise<number>, samples = 8): Promise<void> {
  for (let i = 0; i < samples; i++) {
    const sentAt = Date.now();
    try {
      const serverTime = await fetchServerTime();
      const receivedAt = Date.now();
      learnServerClock(serverTime, sentAt, receivedAt);
      if (receivedAt - sentAt <= GOOD_ROUND_TRIP_MS) return;
    } catch {
      return;
    }
  }
}
