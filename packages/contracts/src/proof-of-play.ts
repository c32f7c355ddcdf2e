import { z } from 'zod';
import { PLAY_BATCH_MAX, PLAY_DURATION_MAX_MS, SCREENSHOT_MAX_BYTES } from './screen-operations.js';

/** A batch of proof-of-play records from a screen; each record's id makes a resent batch count once. */
export const playBatchPayload = z.object({
  records: z
    .array(
      z.object({
        id: z.string().regex(/^[A-Za-z0-9-]{8,64}$/),
        workId: z.string().min(1).max(64),
        startedAt: z.number().int().positive(),
        durationMs: z.number().int().min(0).max(PLAY_DURATION_MAX_MS),
      }),
    )
    .max(PLAY_BATCH_MAX),
});
export type PlayBatchPayload = z.infer<typeof playBatchPayload>;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** The proof-of-play report's filter: a shop, optionally one screen, a span of days (both ends in). */
export const playReportQuery = z.object({
  shopId: z.string().min(1),
  deviceId: z.string().min(1).optional(),
  from: day,
  to: day,
});
export type PlayReportQuery = z.infer<typeof playReportQuery>;

/** base64 of a JPEG is a third larger than its bytes. */
export const screenshotPayload = z.object({
  image: z
    .string()
    .min(1)
    .max(Math.ceil((SCREENSHOT_MAX_BYTES * 4) / 3) + 64),
});
