import { z } from 'zod';
import { APPLET_PAGES, APPLET_USER_DESC_MAX, APPLET_USER_VERSION_MAX } from './applet.js';

/** The applet payloads the server validates, built on the constants of applet.ts. */

const id = z.string().min(1).max(64);
const shopIds = z
  .union([z.array(id), z.string()])
  .transform((value) => (Array.isArray(value) ? value : value.split(',')).map((entry) => entry.trim()).filter(Boolean))
  .pipe(z.array(id).min(1).max(200));

export const appletIdQuery = z.object({ appletId: id });
export const appletRowQuery = z.object({ id });
export const appletAppIdQuery = z.object({ appId: z.string().min(1).max(64) });
export const appletShopQuery = z.object({ shopId: id });
export const appletPreAuthQuery = z.object({ page: z.enum(APPLET_PAGES).default('cjmain') });

export const appletAddPayload = z.object({
  authCode: z.string().min(1).max(512),
  state: z.string().min(1).max(128),
});

export const appletBindPayload = z.object({ appletId: id, shopIds });
export const appletRebindPayload = z.object({ appletId: id, shopId: id });

export const appletCommitQuery = z.object({
  appletId: id,
  templateId: z.coerce.number().int().min(0),
  userVersion: z.string().trim().min(1).max(APPLET_USER_VERSION_MAX),
  userDesc: z.string().trim().max(APPLET_USER_DESC_MAX).default(''),
});

export const appletQrPayload = z.object({
  appletId: id,
  shopId: id,
  /** A page of the applet; unset: its home page. */
  page: z
    .string()
    .max(128)
    .regex(/^[\w/-]*$/)
    .optional(),
});

export const appletFilingPayload = z.object({ appletId: id });
