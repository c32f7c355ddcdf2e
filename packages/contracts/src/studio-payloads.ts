import { z } from 'zod';
import { DEFAULT_PAGE_SIZE } from './constants.js';
import { msg } from './messages.js';
import {
  BOOKING_CANCEL_HOURS_MAX,
  BOOKING_SLOT_MINUTES_MAX,
  BOOKING_SLOT_MINUTES_MIN,
  FUZHUANG_NAME_MAX,
  FUZHUANG_NUMBER_MAX,
  FUZHUANG_OPTION_MAX,
  FUZHUANG_OPTIONS_MAX,
  FUZHUANG_STATES,
  SHOUYE_MODULES,
  STORY_TITLE_MAX,
  STUDIO_GALLERY_MAX,
  STUDIO_RICH_TEXT_MAX,
  TAOXI_COUNT_MAX,
  TAOXI_DURATION_MAX_MINUTES,
  TAOXI_INCLUDE_ITEM_MAX,
  TAOXI_INCLUDE_QUANTITY_MAX,
  TAOXI_INCLUDES_MAX,
  TAOXI_NAME_MAX,
  TAOXI_PRICE_MAX_FEN,
} from './studio.js';

/** The studio catalogue's payloads (issue #13), built on the constants of studio.ts. */

const id = z.string().min(1).max(64);
const idList = z
  .union([z.array(id), z.string()])
  .transform((value) => (Array.isArray(value) ? value : value.split(',')).map((entry) => entry.trim()).filter(Boolean))
  .pipe(z.array(id).min(1).max(1000));
const pageFields = {
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(1000).default(DEFAULT_PAGE_SIZE),
};
/** A stored file's key as the upload answers it (folder/day/name.ext): never an outside address. */
const storedPath = z
  .string()
  .max(300)
  .regex(/^[\w-]+(\/[\w-]+)*\.[a-z0-9]{2,5}$/i, msg('studioImageInvalid'));
const gallery = z.array(storedPath).max(STUDIO_GALLERY_MAX).default([]);
const count = z.coerce.number().int().min(0).max(TAOXI_COUNT_MAX).default(0);
const fen = z.coerce.number().int().min(0).max(TAOXI_PRICE_MAX_FEN);
const richText = z.string().max(STUDIO_RICH_TEXT_MAX).default('');

export const studioShopQuery = z.object({ shopId: id });
export const studioIdQuery = z.object({ id });
export const studioIdsQuery = z.object({ ids: idList });

export const taoxiListQuery = z.object({
  ...pageFields,
  shopId: id,
  name: z
    .string()
    .max(TAOXI_NAME_MAX + 2)
    .optional(),
  status: z.coerce.number().int().min(0).max(1).optional(),
});

const taoxiFields = {
  name: z.string().trim().min(1, msg('taoxiNameRequired')).max(TAOXI_NAME_MAX),
  priceFen: fen,
  depositFen: fen.default(0),
  photoCount: count,
  retouchedCount: count,
  costumeCount: count,
  lookCount: count,
  durationMinutes: z.coerce.number().int().min(0).max(TAOXI_DURATION_MAX_MINUTES).default(0),
  includes: z
    .array(
      z.object({
        item: z.string().trim().min(1).max(TAOXI_INCLUDE_ITEM_MAX),
        quantity: z.coerce.number().int().min(1).max(TAOXI_INCLUDE_QUANTITY_MAX),
      }),
    )
    .max(TAOXI_INCLUDES_MAX)
    .default([]),
  cover: storedPath.nullish(),
  gallery,
  description: richText,
  status: z.coerce.number().int().min(0).max(1).default(1),
};
export const taoxiAddBody = z.object({ shopId: id, ...taoxiFields });
export const taoxiEditBody = z.object({ id, ...taoxiFields });
export const taoxiStatusBody = z.object({ ids: idList, status: z.coerce.number().int().min(0).max(1) });
/** Moves a package to place `sort` (1-based) in its shop's order; the others close up. */
export const taoxiSortBody = z.object({ id, sort: z.coerce.number().int().min(1) });

const option = z.string().trim().min(1).max(FUZHUANG_OPTION_MAX);
const options = z.array(option).max(FUZHUANG_OPTIONS_MAX).default([]);
const costumeNumber = z.string().trim().min(1, msg('fuzhuangNumberRequired')).max(FUZHUANG_NUMBER_MAX);

export const fuzhuangListQuery = z.object({
  ...pageFields,
  shopId: id,
  /** Plain text: numbers containing it; the `*` convention as elsewhere. */
  number: z
    .string()
    .max(FUZHUANG_NUMBER_MAX + 2)
    .optional(),
  name: z
    .string()
    .max(FUZHUANG_NAME_MAX + 2)
    .optional(),
  categoryId: id.optional(),
  state: z.enum(FUZHUANG_STATES).optional(),
});
const fuzhuangFields = {
  number: costumeNumber,
  name: z.string().trim().min(1, msg('fuzhuangNameRequired')).max(FUZHUANG_NAME_MAX),
  categoryId: id.nullish(),
  sizes: options,
  colours: options,
  photos: gallery,
  state: z.enum(FUZHUANG_STATES).default('available'),
};
export const fuzhuangAddBody = z.object({ shopId: id, ...fuzhuangFields });
export const fuzhuangEditBody = z.object({ id, ...fuzhuangFields });
export const fuzhuangCheckQuery = z.object({ shopId: id, number: costumeNumber, id: id.optional() });

export const storyBody = z.object({
  shopId: id,
  title: z.string().trim().max(STORY_TITLE_MAX).default(''),
  content: richText,
  images: gallery,
  video: storedPath.nullish(),
});

const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, msg('openingHoursInvalid'));
export const baseInfoBody = z.object({
  shopId: id,
  openingHours: z
    .array(
      z
        .object({ weekday: z.coerce.number().int().min(1).max(7), open: clock, close: clock })
        .refine((day) => day.open < day.close, msg('openingHoursInvalid')),
    )
    .max(7)
    .refine((days) => new Set(days.map((day) => day.weekday)).size === days.length, msg('openingDayTwice')),
  depositPercent: z.coerce.number().int().min(0).max(100),
  cancelHours: z.coerce.number().int().min(0).max(BOOKING_CANCEL_HOURS_MAX),
  slotMinutes: z.coerce.number().int().min(BOOKING_SLOT_MINUTES_MIN).max(BOOKING_SLOT_MINUTES_MAX),
});

export const shouyeBody = z.object({
  shopId: id,
  modules: z
    .array(z.enum(SHOUYE_MODULES))
    .max(SHOUYE_MODULES.length)
    .refine((list) => new Set(list).size === list.length, msg('shouyeModuleTwice')),
});
