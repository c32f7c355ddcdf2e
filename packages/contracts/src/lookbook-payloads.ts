import { z } from 'zod';
import { DEFAULT_PAGE_SIZE } from './constants.js';
import {
  FZ_COLLECTION_NAME_MAX,
  FZ_DESC_MAX,
  FZ_FABRIC_MAX,
  FZ_LABEL_MAX,
  FZ_LABELS_MAX,
  FZ_PHOTOS_MAX,
  FZ_PRICE_MAX_CENTS,
  FZ_SEASONS,
  FZ_STYLE_NAME_MAX,
  FZ_STYLE_NO_MAX,
  FZ_YEAR_MAX,
  FZ_YEAR_MIN,
} from './lookbook.js';
import { msg } from './messages.js';
import { storedImagePath } from './qiye-payloads.js';

/** The lookbook's payloads (lookbook.ts holds the constants the console uses without zod). */

const id = z.string().min(1).max(64);
const flag = z.coerce.number().int().min(0).max(1);
const description = z
  .string()
  .trim()
  .max(FZ_DESC_MAX, msg('fzDescTooLong', 'zh', FZ_DESC_MAX))
  .default('');

export const fzShopQuery = z.object({ shopId: id });
export const fzIdQuery = z.object({ id });

const collectionFields = {
  name: z
    .string()
    .trim()
    .min(1, msg('fzCollectionNameRequired'))
    .max(FZ_COLLECTION_NAME_MAX, msg('fzCollectionNameTooLong', 'zh', FZ_COLLECTION_NAME_MAX)),
  season: z.enum(FZ_SEASONS, { error: msg('fzSeasonInvalid') }),
  year: z.coerce
    .number({ error: msg('fzYearInvalid') })
    .int(msg('fzYearInvalid'))
    .min(FZ_YEAR_MIN, msg('fzYearInvalid'))
    .max(FZ_YEAR_MAX, msg('fzYearInvalid')),
  cover: storedImagePath.default(''),
  description,
  status: flag.default(1),
};
export const fzCollectionAddBody = z.object({ shopId: id, ...collectionFields });
export const fzCollectionEditBody = z.object({ id, ...collectionFields });

/** A list of short labels (sizes, colours, tags): trimmed, none empty, none twice. */
const labels = z
  .array(
    z
      .string()
      .trim()
      .min(1, msg('fzLabelInvalid', 'zh', FZ_LABEL_MAX))
      .max(FZ_LABEL_MAX, msg('fzLabelInvalid', 'zh', FZ_LABEL_MAX)),
  )
  .max(FZ_LABELS_MAX, msg('fzLabelsTooMany', 'zh', FZ_LABELS_MAX))
  .refine((list) => new Set(list).size === list.length, msg('fzLabelDuplicate'))
  .default([]);

const styleFields = {
  collectionId: z
    .string({ error: msg('fzCollectionRequired') })
    .min(1, msg('fzCollectionRequired'))
    .max(64),
  styleNo: z
    .string()
    .trim()
    .min(1, msg('fzStyleNoRequired'))
    .max(FZ_STYLE_NO_MAX, msg('fzStyleNoTooLong', 'zh', FZ_STYLE_NO_MAX))
    .regex(/^[\w.-]+$/, msg('fzStyleNoChars')),
  name: z
    .string()
    .trim()
    .min(1, msg('fzStyleNameRequired'))
    .max(FZ_STYLE_NAME_MAX, msg('fzStyleNameTooLong', 'zh', FZ_STYLE_NAME_MAX)),
  photos: z
    .array(storedImagePath.refine((path) => path !== '', msg('qyImageInvalid')))
    .max(FZ_PHOTOS_MAX, msg('fzPhotosTooMany', 'zh', FZ_PHOTOS_MAX))
    .default([]),
  price: z.coerce
    .number({ error: msg('lsPriceInvalid') })
    .int(msg('lsPriceInvalid'))
    .min(0, msg('lsPriceInvalid'))
    .max(FZ_PRICE_MAX_CENTS, msg('lsPriceInvalid')),
  sizes: labels,
  colours: labels,
  fabric: z
    .string()
    .trim()
    .max(FZ_FABRIC_MAX, msg('fzFabricTooLong', 'zh', FZ_FABRIC_MAX))
    .default(''),
  description,
  tags: labels,
  status: flag.default(1),
};
export const fzStyleAddBody = z.object({ shopId: id, ...styleFields });
export const fzStyleEditBody = z.object({ id, ...styleFields });

export const fzStatusBody = z.object({ ids: z.array(id).min(1).max(1000), status: flag });
/** A new order: every collection of the shop, or every style of the collection, once. */
export const fzCollectionSortBody = z.object({ shopId: id, ids: z.array(id).min(1).max(1000) });
export const fzStyleSortBody = z.object({ collectionId: id, ids: z.array(id).min(1).max(1000) });

export const fzStyleListQuery = z.object({
  shopId: id,
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(DEFAULT_PAGE_SIZE),
  collectionId: id.optional(),
  status: flag.optional(),
  /** Part of the 款号 or the name. */
  keyword: z.string().trim().max(FZ_STYLE_NAME_MAX).optional(),
});

export type FzCollectionAddBody = z.infer<typeof fzCollectionAddBody>;
export type FzCollectionEditBody = z.infer<typeof fzCollectionEditBody>;
export type FzStyleAddBody = z.infer<typeof fzStyleAddBody>;
export type FzStyleEditBody = z.infer<typeof fzStyleEditBody>;
export type FzStyleListQuery = z.infer<typeof fzStyleListQuery>;
