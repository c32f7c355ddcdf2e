import { z } from 'zod';
import { DEFAULT_PAGE_SIZE } from './constants.js';
import {
  LS_CATEGORY_NAME_MAX,
  LS_CODE_MAX,
  LS_DESC_MAX,
  LS_IMAGES_MAX,
  LS_NAME_MAX,
  LS_PRICE_MAX_CENTS,
  LS_SKUS_MAX,
  LS_SPEC_MAX,
  LS_STOCK_MAX,
} from './lingshou.js';
import { msg } from './messages.js';
import { storedImagePath } from './qiye-payloads.js';

/** The retail catalogue's payloads (lingshou.ts holds the constants the console uses without zod). */

const id = z.string().min(1).max(64);
const flag = z.coerce.number().int().min(0).max(1);

export const lsShopQuery = z.object({ shopId: id });
export const lsIdQuery = z.object({ id });

export const lsCategoryName = z
  .string()
  .trim()
  .min(1, msg('lsCategoryNameRequired'))
  .max(LS_CATEGORY_NAME_MAX, msg('lsCategoryNameTooLong', 'zh', LS_CATEGORY_NAME_MAX));
export const lsCategoryAddBody = z.object({ shopId: id, name: lsCategoryName });
export const lsCategoryEditBody = z.object({ id, name: lsCategoryName });

export const lsSkuFields = z.object({
  spec: z
    .string()
    .trim()
    .min(1, msg('lsSpecRequired'))
    .max(LS_SPEC_MAX, msg('lsSpecTooLong', 'zh', LS_SPEC_MAX)),
  price: z.coerce
    .number({ error: msg('lsPriceInvalid') })
    .int(msg('lsPriceInvalid'))
    .min(0, msg('lsPriceInvalid'))
    .max(LS_PRICE_MAX_CENTS, msg('lsPriceInvalid')),
  stock: z.coerce
    .number({ error: msg('lsStockInvalid') })
    .int(msg('lsStockInvalid'))
    .min(0, msg('lsStockInvalid'))
    .max(LS_STOCK_MAX, msg('lsStockInvalid')),
});

export const lsCode = z
  .string()
  .trim()
  .min(1, msg('lsCodeRequired'))
  .max(LS_CODE_MAX, msg('lsCodeTooLong', 'zh', LS_CODE_MAX))
  .regex(/^[\w.-]+$/, msg('lsCodeChars'));
export const lsName = z
  .string()
  .trim()
  .min(1, msg('lsNameRequired'))
  .max(LS_NAME_MAX, msg('lsNameTooLong', 'zh', LS_NAME_MAX));

const productFields = {
  categoryId: id.nullable().default(null),
  code: lsCode,
  name: lsName,
  description: z
    .string()
    .trim()
    .max(LS_DESC_MAX, msg('lsDescTooLong', 'zh', LS_DESC_MAX))
    .default(''),
  images: z
    .array(storedImagePath)
    .max(LS_IMAGES_MAX, msg('lsImagesTooMany', 'zh', LS_IMAGES_MAX))
    .default([]),
  status: flag.default(0),
  skus: z
    .array(lsSkuFields)
    .min(1, msg('lsSkusRequired'))
    .max(LS_SKUS_MAX, msg('lsSkusTooMany', 'zh', LS_SKUS_MAX))
    .refine((skus) => new Set(skus.map((sku) => sku.spec)).size === skus.length, msg('lsSpecDuplicate')),
};

export const lsProductAddBody = z.object({ shopId: id, ...productFields });
export const lsProductEditBody = z.object({ id, ...productFields });
export const lsProductStatusBody = z.object({ ids: z.array(id).min(1).max(1000), status: flag });
export const lsProductListQuery = z.object({
  shopId: id,
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(DEFAULT_PAGE_SIZE),
  categoryId: id.optional(),
  status: flag.optional(),
  /** Part of the name or the 货号. */
  keyword: z.string().trim().max(LS_NAME_MAX).optional(),
});

export type LsProductAddBody = z.infer<typeof lsProductAddBody>;
export type LsProductEditBody = z.infer<typeof lsProductEditBody>;
export type LsProductListQuery = z.infer<typeof lsProductListQuery>;
