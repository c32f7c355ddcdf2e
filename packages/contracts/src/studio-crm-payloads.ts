import { z } from 'zod';
import { DEFAULT_PAGE_SIZE } from './constants.js';
import { msg } from './messages.js';
import {
  CJUSER_NAME_MAX,
  CJUSER_PHONE_PATTERN,
  CJUSER_REMARK_MAX,
  CJUSER_SOURCES,
  CJUSER_TAG_MAX,
  CJUSER_TAGS_MAX,
  PINGJIA_CONTENT_MAX,
  PINGJIA_PHOTOS_MAX,
  PINGJIA_REPLY_MAX,
  STUDIO_FIGURE_DAYS,
} from './studio-crm.js';

/** The customer, review and head-office payloads the server validates (zod kept out of the console's first screen). */

const id = z.string().min(1).max(64);
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const flag = z.coerce.number().int().min(0).max(1);
const page = {
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(1000).default(DEFAULT_PAGE_SIZE),
};

function isPastOrToday(text: string): boolean {
  const parsed = new Date(`${text}T00:00:00Z`);
  return (
    !Number.isNaN(parsed.getTime()) &&
    parsed.toISOString().startsWith(text) &&
    text <= new Date().toISOString().slice(0, 10)
  );
}

export const cjuserFields = z.object({
  name: z
    .string({ error: msg('cjuserNameRequired') })
    .trim()
    .min(1, msg('cjuserNameRequired'))
    .max(CJUSER_NAME_MAX, msg('cjuserNameTooLong', 'zh', CJUSER_NAME_MAX)),
  phone: z
    .string({ error: msg('cjuserPhoneInvalid') })
    .trim()
    .regex(CJUSER_PHONE_PATTERN, msg('cjuserPhoneInvalid')),
  gender: z.coerce
    .number()
    .int()
    .refine((value) => value === 0 || value === 1 || value === 2, msg('cjuserGenderInvalid'))
    .default(0),
  birthday: z
    .string()
    .refine(isPastOrToday, msg('cjuserBirthdayInvalid'))
    .nullish()
    .transform((value) => value || null),
  source: z
    .string()
    .refine((value) => Object.hasOwn(CJUSER_SOURCES, value), msg('cjuserSourceInvalid'))
    .nullish()
    .transform((value) => value || null),
  tags: z
    .array(
      z
        .string()
        .trim()
        .min(1)
        .max(CJUSER_TAG_MAX, msg('cjuserTagsInvalid', 'zh', CJUSER_TAGS_MAX)),
    )
    .max(CJUSER_TAGS_MAX, msg('cjuserTagsInvalid', 'zh', CJUSER_TAGS_MAX))
    .default([])
    .transform((tags) => [...new Set(tags)]),
  remark: z.string().max(CJUSER_REMARK_MAX, msg('cjuserRemarkTooLong')).default(''),
});
export type CjuserFields = z.infer<typeof cjuserFields>;

export const cjuserAddBody = cjuserFields.extend({ shopId: id });
/** `phone` omitted keeps the stored number (how staff who see it masked save the rest). */
export const cjuserEditBody = cjuserFields.partial({ phone: true }).extend({ id });
export const cjuserIdQuery = z.object({ id });
export const cjuserIdsQuery = z.object({
  ids: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .pipe(z.array(id).min(1).max(1000)),
});
export const cjuserListQuery = z.object({
  ...page,
  shopId: id,
  name: z.string().max(100).optional(),
  phone: z.string().max(20).optional(),
  gender: z.string().max(4).optional(),
  source: z.string().max(32).optional(),
  tag: z.string().max(CJUSER_TAG_MAX).optional(),
  column: z.string().max(64).optional(),
  order: z.enum(['asc', 'desc']).default('desc'),
  superQueryParams: z.string().max(20_000).optional(),
  superQueryMatchType: z.string().max(8).optional(),
});
export type CjuserListQuery = z.infer<typeof cjuserListQuery>;
export const cjuserExportQuery = cjuserListQuery.omit({ pageNo: true, pageSize: true }).extend({
  selections: z.string().max(70_000).optional(),
});
export const cjuserShopQuery = z.object({ shopId: id });

export const pingjiaAddBody = z.object({
  shopId: id,
  orderId: id.nullish(),
  customerId: id.nullish(),
  star: z.coerce
    .number({ error: msg('pingjiaStarInvalid') })
    .int(msg('pingjiaStarInvalid'))
    .min(1, msg('pingjiaStarInvalid'))
    .max(5, msg('pingjiaStarInvalid')),
  content: z
    .string()
    .trim()
    .max(PINGJIA_CONTENT_MAX, msg('pingjiaContentTooLong', 'zh', PINGJIA_CONTENT_MAX))
    .default(''),
  photos: z
    .array(z.string().min(1).max(200))
    .max(PINGJIA_PHOTOS_MAX, msg('pingjiaPhotosTooMany', 'zh', PINGJIA_PHOTOS_MAX))
    .default([]),
});
export const pingjiaReplyBody = z.object({
  id,
  reply: z
    .string()
    .trim()
    .max(PINGJIA_REPLY_MAX, msg('pingjiaReplyTooLong', 'zh', PINGJIA_REPLY_MAX)),
});
export const pingjiaFlagBody = z.object({ id, value: flag });
export const pingjiaIdQuery = z.object({ id });
export const pingjiaListQuery = z.object({
  ...page,
  shopId: id,
  star: z.coerce.number().int().min(1).max(5).optional(),
  isShow: flag.optional(),
  isScreen: flag.optional(),
  customerId: id.optional(),
  hasReply: flag.optional(),
});
export const pingjiaShopQuery = z.object({ shopId: id });

const erpBase = {
  ...page,
  shopId: id.optional(),
  dateFrom: day.optional(),
  dateTo: day.optional(),
};
export const erpOrderQuery = z.object({
  ...erpBase,
  status: z.string().max(32).optional(),
  keyword: z.string().max(100).optional(),
});
export const erpSlotQuery = z.object(erpBase);
export const erpReviewQuery = z.object({ ...erpBase, star: z.coerce.number().int().min(1).max(5).optional() });
export const erpCustomerQuery = z.object({
  ...erpBase,
  keyword: z.string().max(100).optional(),
  source: z.string().max(32).optional(),
});
export type ErpOrderQuery = z.infer<typeof erpOrderQuery>;
export type ErpSlotQuery = z.infer<typeof erpSlotQuery>;
export type ErpReviewQuery = z.infer<typeof erpReviewQuery>;
export type ErpCustomerQuery = z.infer<typeof erpCustomerQuery>;

export const studioFiguresQuery = z.object({
  days: z.coerce
    .number()
    .int()
    .refine((value) => (STUDIO_FIGURE_DAYS as readonly number[]).includes(value))
    .default(30),
  shopId: id.optional(),
});
