import { HJ_NAME_MAX, IMAGE_SECONDS_MAX, IMAGE_SECONDS_MIN, msg } from '@scenecast/contracts';
import { z } from 'zod';
import { pageQuery } from '../../platform/db/pagination.js';

const id = z.string().min(1).max(64);
/** Ids as an array or comma-joined (the clients send both); at most 1000 per call. */
export const idList = z
  .union([z.array(id), z.string()])
  .transform((value) => (Array.isArray(value) ? value : value.split(',')).map((entry) => entry.trim()).filter(Boolean))
  .pipe(z.array(id).max(1000));
const optionalIdList = idList.optional();

export const idQuery = z.object({ id });
export const hjIdQuery = z.object({ hjId: id });
export const shopQuery = z.object({ shopId: id });
export const hjName = z.string().trim().min(1, msg('worksHjNameRequired')).max(HJ_NAME_MAX);
const seconds = z.coerce.number().int().min(IMAGE_SECONDS_MIN).max(IMAGE_SECONDS_MAX).nullish();
const kind = z.enum(['image', 'video']).optional();

export const hjListQuery = pageQuery.extend({ shopId: id, name: z.string().optional() });
export const childQuery = z.object({ parentId: id.optional(), shopId: id.optional() });
export const nameCountQuery = z.object({
  shopId: id,
  name: z.string().max(HJ_NAME_MAX),
  parentId: id.optional(),
  excludeId: id.optional(),
});
export const worksPageQuery = pageQuery.extend({
  hjId: id.optional(),
  shopId: id.optional(),
  kind,
  name: z.string().optional(),
  ungrouped: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
});
export const hjWorksPageQuery = pageQuery.extend({ hjId: id, kind, name: z.string().optional() });
export const addChildBody = z.object({
  shopId: id.optional(),
  parentId: id.nullish(),
  name: hjName,
  seconds,
});
export const editHjBody = z.object({ id, name: hjName.optional(), parentId: id.nullish(), seconds });
export const addWorksBody = z.object({
  hjId: id,
  paths: z.array(z.string().max(300)).max(1000).optional(),
  worksIds: optionalIdList,
});
export const hjDevicesBody = z.object({ hjId: id, deviceIds: idList });
export const hjDevicesDelete = z.object({ hjId: id, deviceIds: optionalIdList });
export const shareTypeBody = z.object({ id, shareType: z.coerce.number().int().min(0).max(1) });
export const codingQuery = z.object({
  coding: z.string().trim().min(1, msg('worksShareCodeRequired')).max(6, msg('worksShareCodeInvalid')),
});
export const copySharedBody = z.object({
  shareCoding: z.string().trim().min(1, msg('worksShareCodeRequired')).max(6, msg('worksShareCodeInvalid')),
  shopId: id,
  parentId: id.nullish(),
  name: hjName.optional(),
});
export const idsQuery = z.object({ ids: idList });
export const hjIdsQuery = z.object({ hjId: id, ids: idList });
export const moveQuery = z.object({ fromHjId: id, hjId: id, ids: idList });
export const sortQuery = z.object({ hjId: id, id });
export const addHjBody = z.object({ shopId: id.optional(), parentId: id.nullish(), name: hjName, worksIds: idList });
export const worksDevicesBody = z.object({ worksIds: idList, deviceIds: idList });
export const worksDevicesDelete = z.object({ worksIds: idList, deviceIds: optionalIdList });
export const coverBody = z.object({ hjId: id, worksId: id });
export const deviceContentBody = z.object({ deviceId: id, hjIds: idList.default([]), worksIds: idList.default([]) });
export const trashQuery = pageQuery.extend({ shopId: id.optional() });
export const shopOptional = z.object({ shopId: id.optional() });
export const codeQuery = z.object({ code: z.string().trim().min(1).max(16) });
export const uploadQuery = z.object({ type: z.enum(['image', 'video']).optional() });
export const clearPathQuery = z.object({ path: z.string().min(1).max(300) });
