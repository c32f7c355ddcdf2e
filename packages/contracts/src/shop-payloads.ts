import { z } from 'zod';
import { type MessageKey, msg } from './messages.js';
import {
  brandCore,
  canonicalTimeZone,
  checkLimitedText,
  checkShopPhones,
  MEMBER_STATUS_ACTIVE,
  MEMBER_STATUS_DISABLED,
  type RuleFailure,
  SHARE_CODE_LENGTH,
  SHOP_BRAND_MAX,
  SHOP_INTRO_MAX,
  SHOP_NAME_MAX,
  SHOP_STATUS_DISABLED,
  SHOP_STATUS_ENABLED,
  splitPhones,
} from './shop.js';
import { requiredText } from './zod-rules.js';

/**
 * The shop and scene payloads the server validates, built on the rules of shop.ts. Kept apart
 * from them so the console, which uses the rules, does not carry zod.
 */

function failureText(failure: RuleFailure): string {
  return msg(failure.message, 'zh', failure.n);
}

function limited(base: number, message: MessageKey, measure: (text: string) => string = (text) => text) {
  return (text: string, ctx: z.RefinementCtx) => {
    const failure = checkLimitedText(measure(text), base, message);
    if (failure) ctx.addIssue({ code: 'custom', message: failureText(failure) });
  };
}

export const shopNameField = requiredText('shopNameRequired').trim().min(1, msg('shopNameRequired'));
const shopName = shopNameField.superRefine(limited(SHOP_NAME_MAX, 'shopNameTooLong'));
const shopBrand = requiredText('shopBrandRequired')
  .trim()
  .min(1, msg('shopBrandRequired'))
  .superRefine(limited(SHOP_BRAND_MAX, 'shopBrandTooLong', brandCore));

/** POST changjing/cjMyChangjing/v2/add: the scene dialog. */
export const sceneAddPayload = z.object({
  changjingId: requiredText('sceneRequired'),
  shopName,
  shopBrand,
});
export type SceneAddPayload = z.infer<typeof sceneAddPayload>;

const phoneList = z.preprocess(
  (value) => {
    if (Array.isArray(value)) return value.map((entry) => String(entry).trim());
    if (typeof value === 'string') return splitPhones(value);
    return [];
  },
  z.array(z.string()).superRefine((phones, ctx) => {
    const failure = checkShopPhones(phones);
    if (failure) ctx.addIssue({ code: 'custom', message: failureText(failure) });
  }),
);

const LOCATION_PATTERN = /^-?\d{1,2}(\.\d+)?,-?\d{1,3}(\.\d+)?$/;

/** One address entry of a shop's places, as the server accepts it (ShopPlace). */
export const shopPlaceSchema = z.object({
  jiancheng: z.string().max(40).default(''),
  province: z.string().max(40).default(''),
  city: z.string().max(40).default(''),
  address: z.string().max(200).default(''),
  location: z.string().regex(LOCATION_PATTERN, msg('shopLocationInvalid')),
  custom: z.coerce.boolean().default(false),
});

/** An IANA zone, stored by its canonical name. */
const shopTimeZone = z.string().transform((value, ctx) => {
  const zone = canonicalTimeZone(value.trim());
  if (zone === null) ctx.addIssue({ code: 'custom', message: msg('shopTimeZoneInvalid') });
  return zone ?? value;
});

const shopStatus = z.coerce
  .number()
  .int()
  .refine((value) => value === SHOP_STATUS_ENABLED || value === SHOP_STATUS_DISABLED, '状态只能是0或9');

/**
 * The shop form (add and edit). `phone` takes the comma-joined text or a list and comes out as a
 * list. The scene is `myChangjingId` (one of the caller's scenes) or `changjingId` (the caller's
 * scene of that kind).
 */
export const shopPayload = z.object({
  myChangjingId: z.string().optional(),
  changjingId: z.string().optional(),
  name: shopName,
  jcName: shopBrand,
  photo: requiredText('shopLogoRequired').max(500),
  wxcoe: requiredText('shopQrRequired').max(500),
  beijing: z.string().max(500).optional(),
  descText: z.string().superRefine(limited(SHOP_INTRO_MAX, 'shopIntroTooLong')).optional(),
  phone: phoneList,
  province: requiredText('shopRegionRequired').max(40),
  city: requiredText('shopRegionRequired').max(40),
  area: z.string().max(40).optional(),
  address: requiredText('shopAddressRequired').max(200),
  place: z.array(shopPlaceSchema).max(20).optional(),
  status: shopStatus.optional(),
  ratioCover: z.union([z.string(), z.number()]).transform(String).optional(),
  /** Kept when an edit leaves it out; a new shop without it gets SHOP_DEFAULT_TIME_ZONE. */
  timeZone: shopTimeZone.optional(),
});
export type ShopPayload = z.infer<typeof shopPayload>;

export const shopEditPayload = shopPayload.extend({ id: z.string().min(1) });
export type ShopEditPayload = z.infer<typeof shopEditPayload>;

export const shareCodePayload = z.object({
  shareCode: requiredText('shareCodeRequired')
    .trim()
    .min(1, msg('shareCodeRequired'))
    .max(SHARE_CODE_LENGTH, msg('shareCodeTooLong', 'zh', SHARE_CODE_LENGTH)),
});

export const shopIdPayload = z.object({ shopId: z.string().min(1) });
export const shopStatusPayload = z.object({ id: z.string().min(1), status: shopStatus });
/** `top` 1 pins, 0 unpins; without it the pin toggles. */
export const shopTopPayload = z.object({
  id: z.string().min(1),
  top: z.coerce.number().int().min(0).max(1).optional(),
});
/** The caller's shop ids in their new order (a list or a comma-joined text). */
export const shopSortsPayload = z.object({
  ids: z.preprocess(
    (value) => (typeof value === 'string' ? value.split(',').filter(Boolean) : value),
    z.array(z.string().min(1)).min(1).max(1000),
  ),
});
export const memberStatusPayload = z.object({
  id: z.string().min(1),
  status: z.coerce
    .number()
    .int()
    .refine((value) => value === MEMBER_STATUS_ACTIVE || value === MEMBER_STATUS_DISABLED, '状态只能是0或1'),
});
