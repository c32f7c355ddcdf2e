/**
 * The users page (issue #11): its constants and rows. The payloads the server validates are in
 * user-admin-payloads.ts, so the console's shell, which uses the constants, does not carry zod.
 */

/**
 * The live message a console gets when its sessions were ended by someone else (frozen, new
 * password): it makes one call, which answers 401 and sends it to the login page.
 */
export const SESSION_ENDED_CMD = 'sessionEnded';

/** 1 normal, 2 frozen (sys_user.status). */
export const USER_STATUSES = ['1', '2'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** A row of the users page: what the list answers, never a password hash. */
export interface UserAdminRow {
  id: string;
  username: string;
  realname: string;
  sex: number | null;
  phone: string | null;
  orgCode: string | null;
  orgCodeTxt: string | null;
  status: number;
  createTime: string;
}

/** One user with what the edit dialog shows (getMultiUser). */
export interface UserDetail extends UserAdminRow {
  email: string | null;
  /** Comma-joined role ids, department ids of the user's tenant, position codes. */
  selectedroles: string;
  selecteddeparts: string;
  post: string;
  relTenantIds: string;
}
