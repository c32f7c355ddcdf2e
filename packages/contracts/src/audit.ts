/**
 * The operation log, sign-in log and online users pages (issue #11): their buttons and rows.
 * Each page's menu grants reading it; signing someone out is a button of its own.
 */
export const AUDIT_ACTIONS = {
  forceLogout: 'system:online:forceLogout',
} as const;

/** JeecgBoot's `logType` of GET /sys/log/list: 1 sign-ins, 2 operations. */
export const LOG_TYPES = { login: 1, operation: 2 } as const;

/** Default of the purge job's `days` (the operation log's rows older than this go). */
export const OPERATION_LOG_KEEP_DAYS = 180;

export interface OperationLogRow {
  id: string;
  tenantId: number;
  userId: string;
  username: string;
  /** What was done: the route's summary. */
  title: string;
  /** The button the route declares, e.g. `system:role:add`. */
  action: string;
  method: string;
  url: string;
  params: unknown;
  before: unknown;
  after: unknown;
  ip: string;
  durationMs: number;
  httpStatus: number;
  /** 200 done; 500 a business rule refused it; 403, 404… */
  code: number;
  createTime: string;
}

export interface LoginLogRow {
  id: string;
  userId: string;
  username: string;
  realname: string;
  tenantId: number;
  ip: string;
  /** The server records successful sign-ins only: always 1. */
  result: 1;
  createTime: string;
}

export interface OnlineSessionRow {
  /** Not the token: the first 12 characters of its hash, enough to tell two sessions apart. */
  sessionKey: string;
  userId: string;
  username: string;
  realname: string;
  tenantId: number;
  tenantName: string;
  /** When the session was opened (sign-in). */
  loginTime: string;
  expiresAt: string;
  /** The address of the sign-in that opened it, when the sign-in log has it. */
  ip: string | null;
  /** Whether this is the caller's own session. */
  isCurrent: boolean;
}
