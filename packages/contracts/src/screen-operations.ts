/**
 * The screens' operations (issue #15): pairing limits, proof of play, screenshots, offline alerts.
 * Plain constants and types, no zod, so the player can import them.
 */

/**
 * Wrong activation codes allowed per minute, counted per user, per tenant and over the whole
 * server. The server-wide count stops many accounts from sharing out the 10,000 codes between them.
 */
export const ACTIVATION_GUESS_LIMITS = { user: 10, tenant: 30, server: 120 } as const;
export const ACTIVATION_GUESS_WINDOW_MS = 60_000;

/** For this long after pairing, the screen shows the shop's name and may refuse it. */
export const PAIRING_REFUSAL_WINDOW_MS = 2 * 60_000;

/** A screen offline this long becomes a to-do and a notice for its shop's people (离线超过10分钟). */
export const SCREEN_OFFLINE_ALERT_MINUTES = 10;
export const SCREEN_OFFLINE_ALERT_MS = SCREEN_OFFLINE_ALERT_MINUTES * 60_000;

/** Uptime is reported over these spans (days). */
export const UPTIME_SPANS_DAYS = [7, 30] as const;

/** Proof of play: the most records one batch carries, and how far back a record may start. */
export const PLAY_BATCH_MAX = 500;
export const PLAY_RECORD_MAX_AGE_MS = 30 * 24 * 3_600_000;
/** A play longer than a day is a clock error, not a play. */
export const PLAY_DURATION_MAX_MS = 24 * 3_600_000;
/** How many unsent records a player keeps while offline; the oldest drop first beyond it. */
export const PLAY_QUEUE_MAX = 20_000;
/** How often a player sends what it recorded. */
export const PLAY_FLUSH_MS = 30_000;

/** Screenshots: the JPEG the player uploads, at most this many bytes and this wide. */
export const SCREENSHOT_MAX_BYTES = 2 * 1024 * 1024;
export const SCREENSHOT_MAX_WIDTH = 1280;

/** One item a screen played: its own id (so a resent batch counts once), the work, when and how long. */
export interface PlayRecord {
  id: string;
  workId: string;
  startedAt: number;
  durationMs: number;
}

export interface PlayBatchAnswer {
  accepted: number;
  duplicates: number;
  /** Not countable: from before the pairing, too old, in the future, or the screen is unpaired. */
  dropped: number;
  /** Naming a work that is not one of the screen's shop. */
  refused: number;
}

/** One row of the proof-of-play report: a day, a screen, a work. */
export interface PlayReportRow {
  day: string;
  deviceId: string;
  deviceNo: string;
  deviceName: string;
  workId: string;
  workName: string;
  plays: number;
  seconds: number;
}

export interface ScreenshotView {
  id: string;
  status: 'pending' | 'done';
  url: string | null;
  requestedAt: string;
  capturedAt: string | null;
}

export interface DeviceUptime {
  /** Share of the span the screen was online, 0-1, per span in days; null when it was not paired then. */
  spans: { days: number; ratio: number | null; onlineSeconds: number; observedSeconds: number }[];
}
