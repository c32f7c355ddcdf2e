import { z } from 'zod';
import {
  ANNOUNCEMENT_CATEGORIES,
  ANNOUNCEMENT_OPEN_TYPES,
  ANNOUNCEMENT_PRIORITIES,
  ANNOUNCEMENT_TARGETS,
  openPageTarget,
} from './announcement.js';
import { msg } from './messages.js';

/**
 * The announcement payloads the server validates, built on the constants of announcement.ts.
 * Kept apart from them so the console's bell, which uses the constants, does not carry zod.
 */

const id = z.string().min(1).max(64);

export const announcementFields = z
  .object({
    titile: z
      .string()
      .trim()
      .min(1, msg('announcementTitleRequired'))
      .max(100, msg('maxLength', 'zh', 100)),
    msgContent: z.string().max(200_000).default(''),
    msgTxt: z.string().max(500).optional(),
    priority: z.enum(ANNOUNCEMENT_PRIORITIES).default('L'),
    msgCategory: z.enum(ANNOUNCEMENT_CATEGORIES).default('1'),
    msgType: z.enum(ANNOUNCEMENT_TARGETS).default('ALL'),
    /** Ids as an array or comma-joined. */
    targetIds: z
      .union([z.array(id), z.string()])
      .transform((value) => (Array.isArray(value) ? value : value.split(',')).map((s) => s.trim()).filter(Boolean))
      .pipe(z.array(id).max(10_000))
      .default([]),
    openType: z.enum(ANNOUNCEMENT_OPEN_TYPES).nullish(),
    /** A console path or an https address; the server also checks the https host against its allow-list. */
    openPage: z
      .string()
      .max(200)
      .refine((value) => value === '' || openPageTarget(value).kind !== 'refused', msg('announcementOpenPageInvalid'))
      .nullish(),
    busId: z.string().max(64).nullish(),
  })
  .refine((value) => value.msgType === 'ALL' || value.targetIds.length > 0, {
    message: msg('announcementTargetsRequired'),
    path: ['targetIds'],
  })
  .refine((value) => !value.openType || Boolean(value.openPage), {
    message: msg('announcementOpenPageRequired'),
    path: ['openPage'],
  });
export type AnnouncementFields = z.input<typeof announcementFields>;

export const announcementEdit = z.intersection(announcementFields, z.object({ id }));
