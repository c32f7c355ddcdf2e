import { z } from 'zod';
import { DEFAULT_PAGE_SIZE } from './constants.js';
import {
  FENLEI_MOULDS,
  FENLEI_NAME_MAX,
  KEPIAN_MAIN_NUMBER_MAX,
  KEPIAN_PASSWORD_MAX,
  KEPIAN_PASSWORD_MIN,
  KEPIAN_PHOTOS_MAX,
  KEPIAN_TITLE_MAX,
} from './kepian.js';
import { msg } from './messages.js';

/**
 * The album and category payloads the server validates, built on the constants of kepian.ts.
 * Kept apart from them so the console, which uses the constants, does not carry zod.
 */

const id = z.string().min(1).max(64);
/** Ids as an array or comma-joined (clients send both); at most 1000 per call. */
export const kepianIdList = z
  .union([z.array(id), z.string()])
  .transform((value) => (Array.isArray(value) ? value : value.split(',')).map((entry) => entry.trim()).filter(Boolean))
  .pipe(z.array(id).min(1).max(1000));
const flag = z.coerce.number().int().min(0).max(1);
const optionalFlag = z.coerce.number().int().min(0).max(1).optional();

export const kepianShopQuery = z.object({ shopId: id });
export const kepianIdQuery = z.object({ id });
export const kepianAlbumQuery = z.object({ kepianId: id });
export const kepianIdsQuery = z.object({ ids: kepianIdList });

export const kepianListQuery = z.object({
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(1000).default(DEFAULT_PAGE_SIZE),
  shopId: id,
  fenleiId: id.optional(),
  status: optionalFlag,
  isPublicPd: optionalFlag,
  isPublicXcx: optionalFlag,
  vipOnly: optionalFlag,
  /** `*v*` contains, `v*` starts with, else equals (list wildcard convention). */
  mainNumber: z
    .string()
    .max(KEPIAN_MAIN_NUMBER_MAX + 2)
    .optional(),
  title: z
    .string()
    .max(KEPIAN_TITLE_MAX + 2)
    .optional(),
});

const password = z
  .string()
  .min(KEPIAN_PASSWORD_MIN, msg('kepianPasswordLength'))
  .max(KEPIAN_PASSWORD_MAX, msg('kepianPasswordLength'));

const albumFields = {
  mainNumber: z.string().trim().min(1, msg('kepianMainNumberRequired')).max(KEPIAN_MAIN_NUMBER_MAX),
  title: z.string().trim().min(1, msg('kepianTitleRequired')).max(KEPIAN_TITLE_MAX),
  /** Photo paths in album order: photos already in the album, or the caller's pending uploads. */
  photos: z.array(z.string().min(1).max(300)).max(KEPIAN_PHOTOS_MAX).default([]),
  /** One of the photo paths; empty: the first photo. */
  cover: z.string().max(300).nullish(),
  fenleiIds: z.array(id).max(100).default([]),
  fuzhuangNumbers: z.array(z.string().trim().min(1).max(30)).max(100).default([]),
  status: flag.default(1),
  isPublicPd: flag.default(0),
  isPublicXcx: flag.default(0),
  vipOnly: flag.default(0),
  /** A new viewing password; "" removes it; omitted keeps it. */
  password: z.union([z.literal(''), password]).optional(),
};
export const kepianAddBody = z.object({ shopId: id, ...albumFields });
export const kepianEditBody = z.object({ id, ...albumFields });
/** POST edit: a few fields of one album, each optional. */
export const kepianQuickEditBody = z.object({
  id,
  title: albumFields.title.optional(),
  mainNumber: albumFields.mainNumber.optional(),
  vipOnly: optionalFlag,
  password: albumFields.password,
});

export const kepianIsPublicBody = z.object({ ids: kepianIdList, isPublicPd: flag, isPublicXcx: flag });
export const kepianPublicPdBody = z.object({ ids: kepianIdList, isPublicPd: flag });
export const kepianPublicXcxBody = z.object({ ids: kepianIdList, isPublicXcx: flag });
export const kepianShareStatusBody = z.object({ ids: kepianIdList, shareStatus: flag });
export const kepianStatusBody = z.object({ ids: kepianIdList, status: flag });
export const kepianSortBody = z.object({ id, sort: z.coerce.number().int().min(1) });
export const kepianIdBody = z.object({ id });
export const kepianFenleiBatchBody = z.object({
  ids: kepianIdList,
  fenleiIds: z.array(id).max(100),
  /** replace (default): the albums get exactly these; add: these are added to theirs. */
  mode: z.enum(['replace', 'add']).default('replace'),
});
export const kepianFirstQuery = z.object({
  photoId: id,
  /** first (default): to place 1; up / down: one place. */
  move: z.enum(['first', 'up', 'down']).default('first'),
});
export const kepianMaxNumberQuery = z.object({ shopId: id });
export const kepianFuzhuangQuery = z.object({
  shopId: id,
  number: z.string().trim().min(1).max(30),
  kepianId: id.optional(),
});
export const kepianPasswordQuery = z.object({ id, reset: z.enum(['0', '1']).default('0') });
export const kepianProblemQuery = z.object({ shopId: id, kepianId: id.optional() });
export const kepianXuanyiQuery = z.object({
  shopId: id,
  keyword: z.string().max(KEPIAN_TITLE_MAX).optional(),
  excludeIds: kepianIdList.optional(),
});
export const kepianSortsQuery = z.object({ shopId: id, fenleiId: id.optional() });

export const kepianJoinBody = z.object({
  shopId: id,
  shareCode: z.string().trim().min(1, msg('worksShareCodeRequired')).max(16),
});
export const kepianShareFenleiBody = z.object({ fenleiId: id, isShare: flag });
export const kepianSharedFenleiQuery = z.object({ shopId: id, fenleiId: id });
export const kepianFenleiQuery = z.object({ fenleiId: id });

export const fenleiName = z.string().trim().min(1, msg('fenleiNameRequired')).max(FENLEI_NAME_MAX);
export const fenleiAddBody = z.object({ shopId: id, name: fenleiName, parentId: id.nullish() });
export const fenleiEditBody = z.object({ id, name: fenleiName });
export const fenleiSortBody = z.object({ id, sort: z.coerce.number().int().min(1) });
export const fenleiMouldBody = z.object({
  shopId: id,
  mould: z.enum(FENLEI_MOULDS.map((mould) => mould.key) as [string, ...string[]], { error: msg('fenleiMouldUnknown') }),
});
export const fenleiChildrenQuery = z.object({ shopId: id, muluId: id.optional() });
export const fenleiDeleteShareBody = z.object({ shopId: id, fenleiId: id });

export const screenAlbumParams = z.object({ id });
