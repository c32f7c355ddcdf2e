import { z } from 'zod';
import { msg } from './messages.js';
import { ACTIVATION_CODE_LENGTH, SCREEN_MODES } from './screen.js';

const codePattern = new RegExp(`^\\d{${ACTIVATION_CODE_LENGTH}}$`);

/** The add-device drawer (business §5 device add), also the body of actidevice. */
export const activateDevicePayload = z.object({
  code: z
    .string({ error: msg('deviceCodeRequired') })
    .trim()
    .min(1, msg('deviceCodeRequired'))
    .regex(codePattern, msg('activationCodeInvalid')),
  name: z
    .string({ error: msg('deviceNameRequired') })
    .trim()
    .min(1, msg('deviceNameRequired'))
    .max(50),
  address: z
    .string({ error: msg('deviceAddressRequired') })
    .trim()
    .min(1, msg('deviceAddressRequired'))
    .max(200),
  location: z
    .string()
    .regex(/^-?\d+(\.\d+)?,-?\d+(\.\d+)?$/)
    .nullish(),
  shopId: z.string().min(1),
});
export type ActivateDevicePayload = z.infer<typeof activateDevicePayload>;

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);

/** A flag from JSON or from a query string ('true'/'false', '1'/'0'). */
const flag = z.union([z.boolean(), z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1')]);

export const screenSettingsPatch = z.object({
  showName: flag.optional(),
  volume: z.coerce.number().int().min(0).max(100).optional(),
  brightness: z.coerce.number().int().min(10).max(100).optional(),
  onTime: hhmm.nullish(),
  offTime: hhmm.nullish(),
  mode: z.enum(SCREEN_MODES).optional(),
});
