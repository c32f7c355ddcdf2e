import { z } from 'zod';
import { msg } from './messages.js';
import { USER_STATUSES } from './user-admin.js';
import { requiredText } from './zod-rules.js';

/**
 * The users page's payloads (issue #11): add, edit, freeze, reset a password. Lists of ids come
 * comma-joined, as the pickers give them and JeecgBoot's clients send them (`selectedroles`,
 * `selecteddeparts`, `post` with position codes, `relTenantIds`).
 */

const idList = z
  .string()
  .max(4000)
  .optional()
  .transform((value) =>
    [
      ...new Set(
        (value ?? '')
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean),
      ),
    ].slice(0, 200),
  );

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, msg('maxLength', 'zh', max))
    .optional()
    .transform((value) => (value ? value : null));

const userFields = {
  username: requiredText('userNameRequired', 'userNameChars', 'userNameLength'),
  realname: z
    .string()
    .trim()
    .min(1, msg('userRealnameRequired'))
    .max(50, msg('maxLength', 'zh', 50)),
  phone: z
    .string()
    .trim()
    .regex(/^(1[34578]\d{9})?$/, msg('mobileInvalid'))
    .optional()
    .transform((value) => (value ? value : null)),
  email: z
    .string()
    .trim()
    .regex(/^([\w.+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+)?$/, msg('emailInvalid'))
    .optional()
    .transform((value) => (value ? value : null)),
  sex: z.coerce.number().int().min(1).max(2).nullish(),
  selectedroles: idList,
  selecteddeparts: idList,
  post: idList,
  /** The tenant the user belongs to; only a platform administrator names another than their own. */
  relTenantIds: optionalText(20),
};

const passwordFields = {
  password: requiredText('passwordRequired', 'passwordChange'),
  confirmpassword: requiredText('passwordConfirmRequired'),
};

const samePasswords = (v: { password: string; confirmpassword: string }) => v.password === v.confirmpassword;
const mismatch = { message: msg('passwordMismatch'), path: ['confirmpassword'] };

export const userAddPayload = z.object({ ...userFields, ...passwordFields }).refine(samePasswords, mismatch);
export type UserAddPayload = z.input<typeof userAddPayload>;

export const userEditPayload = z.object({ id: z.string().min(1).max(64), ...userFields });
export type UserEditPayload = z.input<typeof userEditPayload>;

export const frozenBatchPayload = z.object({
  ids: z
    .string()
    .max(4000)
    .transform((value) => [
      ...new Set(
        value
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean),
      ),
    ])
    .refine((ids) => ids.length > 0 && ids.length <= 200, msg('parameterInvalid')),
  status: z.coerce.string().pipe(z.enum(USER_STATUSES)),
});
export type FrozenBatchPayload = z.input<typeof frozenBatchPayload>;

/** An administrator sets another account's password (no old password). */
export const adminChangePasswordPayload = z
  .object({ username: z.string().min(1).max(64), ...passwordFields })
  .refine(samePasswords, mismatch);
export type AdminChangePasswordPayload = z.input<typeof adminChangePasswordPayload>;
