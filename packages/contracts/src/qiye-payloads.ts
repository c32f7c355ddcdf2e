import { z } from 'zod';
import { msg } from './messages.js';
import {
  QY_BLOCK_ITEMS_MAX,
  QY_BLOCK_TEXT_MAX,
  QY_BLOCK_TITLE_MAX,
  QY_BLOCK_TYPES,
  QY_BLOCKS_MAX,
  QY_IMAGE_PATH_MAX,
  QY_ITEM_TEXT_MAX,
  QY_ITEM_TITLE_MAX,
  QY_TEMPLATES,
} from './qiye.js';

/** The enterprise page's payloads (qiye.ts holds the constants the console uses without zod). */

const id = z.string().min(1).max(64);

/**
 * A stored upload's path as the upload call answers it (folders and a file name), or "" for none:
 * never an address or a path that climbs out of the store.
 */
export const storedImagePath = z
  .string()
  .max(QY_IMAGE_PATH_MAX)
  .refine((path) => path === '' || (/^[\w-]+(\/[\w.-]+)+$/.test(path) && !path.includes('..')), {
    message: msg('qyImageInvalid'),
  });

const item = z.object({
  title: z
    .string()
    .trim()
    .max(QY_ITEM_TITLE_MAX, msg('qyItemTitleTooLong', 'zh', QY_ITEM_TITLE_MAX))
    .default(''),
  text: z
    .string()
    .trim()
    .max(QY_ITEM_TEXT_MAX, msg('qyItemTextTooLong', 'zh', QY_ITEM_TEXT_MAX))
    .default(''),
  image: storedImagePath.default(''),
});

const blockFields = {
  title: z
    .string()
    .trim()
    .min(1, msg('qyBlockTitleRequired'))
    .max(QY_BLOCK_TITLE_MAX, msg('qyBlockTitleTooLong', 'zh', QY_BLOCK_TITLE_MAX)),
  text: z
    .string()
    .trim()
    .max(QY_BLOCK_TEXT_MAX, msg('qyBlockTextTooLong', 'zh', QY_BLOCK_TEXT_MAX))
    .default(''),
  items: z
    .array(item)
    .max(QY_BLOCK_ITEMS_MAX, msg('qyBlockItemsTooMany', 'zh', QY_BLOCK_ITEMS_MAX))
    .default([]),
  isShow: z.coerce.number().int().min(0).max(1).default(1),
};

export const qyShopQuery = z.object({ shopId: id });
export const qyIdQuery = z.object({ id });
export const qyBlockAddBody = z.object({ shopId: id, type: z.enum(QY_BLOCK_TYPES), ...blockFields });
export const qyBlockEditBody = z.object({ id, ...blockFields });
export const qyBlockSortBody = z.object({ shopId: id, ids: z.array(id).min(1).max(QY_BLOCKS_MAX) });
export const qyTemplateApplyBody = z.object({
  shopId: id,
  templateId: z.enum(QY_TEMPLATES.map((template) => template.id) as [string, ...string[]]),
});

export type QyBlockAddBody = z.infer<typeof qyBlockAddBody>;
export type QyBlockEditBody = z.infer<typeof qyBlockEditBody>;
