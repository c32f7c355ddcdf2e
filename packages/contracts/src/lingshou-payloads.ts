import { z } from 'zod';
import { DEFAULT_PAGE_SIZE } from './constants.js';
import {
  LS_BANNERS_MAX,
  LS_CASE_CONTENT_MAX,
  LS_CASE_PHOTOS_MAX,
  LS_CASE_PRODUCTS_MAX,
  LS_CASE_TITLE_MAX,
  LS_CATEGORY_NAME_MAX,
  LS_CODE_MAX,
  LS_DESC_MAX,
  LS_HOME_MODULES,
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

const caseFields = {
  title: z
    .string()
    .trim()
    .min(1, msg('lsCaseTitleRequired'))
    .max(LS_CASE_TITLE_MAX, msg('lsCaseTitleTooLong', 'zh', LS_CASE_TITLE_MAX)),
  cover: storedImagePath.default(''),
  photos: z
    .array(storedImagePath)
    .max(LS_CASE_PHOTOS_MAX, msg('lsCasePhotosTooMany', 'zh', LS_CASE_PHOTOS_MAX))
    .default([]),
  content: z.string().max(LS_CASE_CONTENT_MAX, msg('lsCaseContentTooLong')).default(''),
  productIds: z
    .array(id)
    .max(LS_CASE_PRODUCTS_MAX, msg('lsCaseProductsTooMany', 'zh', LS_CASE_PRODUCTS_MAX))
    .default([]),
  isShow: flag.default(1),
};

export const lsCaseAddBody = z.object({ shopId: id, ...caseFields });
export const lsCaseEditBody = z.object({ id, ...caseFields });
export const lsCaseListQuery = z.object({
  shopId: id,
  /** Part of the title. */
  keyword: z.string().trim().max(LS_CASE_TITLE_MAX).optional(),
});
export const lsCaseSortBody = z.object({ shopId: id, ids: z.array(id).max(1000) });
export const lsCaseShowBody = z.object({ id, isShow: flag });

export const lsHomeBody = z.object({
  shopId: id,
  modules: z
    .array(z.enum(LS_HOME_MODULES))
    .max(LS_HOME_MODULES.length)
    .refine((list) => new Set(list).size === list.length, msg('shouyeModuleTwice')),
  banners: z
    .array(storedImagePath.refine((path) => path !== '', msg('qyImageInvalid')))
    .max(LS_BANNERS_MAX, msg('lsBannersTooMany', 'zh', LS_BANNERS_MAX))
    .default([]),
});

export type LsCaseAddBody = z.infer<typeof lsCaseAddBody>;
export type LsCaseEditBody = z.infer<typeof lsCaseEditBody>;
export type LsHomeBody = z.infer<typeof lsHomeBody>;
export type LsProductAddBody = z.infer<typeof lsProductAddBody>;
export type LsProductEditBody = z.infer<typeof lsProductEditBody>;
export type LsProductListQuery = z.infer<typeof lsProductListQuery>;
