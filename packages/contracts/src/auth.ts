import { z } from 'zod';
import { msg } from './messages.js';
import { requiredText } from './zod-rules.js';

/**
 * No account's user name or password is this long (their rules stop at 18), so a longer one is a
 * failed sign-in before it reaches the failure counter's index or the password hash.
 */
const SIGN_IN_TEXT_MAX = 128;
const signInUsername = requiredText('userNameRequired').max(SIGN_IN_TEXT_MAX, msg('loginFailed'));
const signInPassword = requiredText('passwordRequired').max(SIGN_IN_TEXT_MAX, msg('loginFailed'));

export const loginPayload = z.object({
  username: signInUsername,
  password: signInPassword,
  captcha: z.string().optional(),
  checkKey: z.string().optional(),
  remember_me: z.boolean().optional(),
  /** 'smadmin' is the platform administrators' entrance. */
  loginArea: z.enum(['user', 'smadmin']).optional(),
});
export type LoginPayload = z.infer<typeof loginPayload>;

export const smsPayload = z.object({
  phone: requiredText('phoneRequired', 'phone'),
  /** What the code is for: register, reset (forgotten password) or login. */
  purpose: z.enum(['register', 'reset', 'login']).default('login'),
});

export const phoneLoginPayload = z.object({
  phone: requiredText('phoneRequired', 'phone'),
  captcha: z.string().min(1, msg('smsCodeInvalid')),
});

/** Registration: the password may wait for the first sign-in's set-password dialog. */
export const registerPayload = z.object({
  phone: requiredText('phoneRequired', 'phone'),
  smscode: z.string().min(1, msg('smsCodeInvalid')),
  password: requiredText('passwordRequired', 'passwordSet').optional(),
});

export const resetPasswordPayload = z.object({
  phone: requiredText('phoneRequired', 'phone'),
  smscode: z.string().min(1, msg('smsCodeInvalid')),
  password: requiredText('passwordRequired', 'passwordSet'),
});

/** Sign-in of a main account or of a staff account under one. */
export const accountLoginPayload = z.object({
  username: signInUsername,
  password: signInPassword,
});

/** First-login set password (POST /hj/login/addPassword). */
export const addPasswordPayload = z.object({
  phone: requiredText('phoneRequired', 'phone'),
  password: requiredText('passwordRequired', 'passwordSet'),
});

/** Password change (POST hjuser/hjUser/updatePassword). */
export const changePasswordPayload = z
  .object({
    username: z.string().min(1),
    oldpassword: requiredText('oldPasswordRequired'),
    password: requiredText('newPasswordRequired', 'passwordChange'),
    confirmpassword: requiredText('newPasswordConfirmRequired'),
  })
  .refine((v) => v.password === v.confirmpassword, {
    message: msg('passwordMismatch'),
    path: ['confirmpassword'],
  });

export const selectDepartPayload = z.object({ orgCode: z.string().min(1), username: z.string().optional() });

/** The current user as the console reads it. `userIdentity` missing = must set a password. */
export interface UserInfo {
  id: string;
  username: string;
  realname: string;
  avatar: string | null;
  nickName: string | null;
  photo: string | null;
  phone: string | null;
  userIdentity: number | null;
  lbUserId: string | null;
  orgCode: string | null;
  relTenantIds: string;
  isPlatformAdmin: boolean;
}

export interface Depart {
  id: string;
  orgCode: string;
  departName: string;
}

export interface Tenant {
  id: number;
  name: string;
}

export interface LoginResult {
  token: string;
  userInfo: UserInfo;
  sysAllDictItems: Record<string, DictItem[]>;
  departs: Depart[];
  multi_depart: 0 | 1 | 2;
  tenantList: Tenant[];
}

/** The federated sign-in the console offers (GET /sys/thirdLogin/providers); null: not configured. */
export interface FederationProviders {
  oidc: { displayName: string } | null;
}

/** The refusal of a ticket whose identity has no account yet: the console asks to link one. */
export interface FederationLinkDemand {
  linkRequired: true;
}

export interface DictItem {
  value: string;
  text: string;
  title?: string;
  label?: string;
}
