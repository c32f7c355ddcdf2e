/** Announcement priority (framework §4): L general (blue), M important (orange), H urgent (red). */
export const ANNOUNCEMENT_PRIORITIES = ['L', 'M', 'H'] as const;
export type AnnouncementPriority = (typeof ANNOUNCEMENT_PRIORITIES)[number];
export const PRIORITY_TAG_COLOR: Record<AnnouncementPriority, string> = { L: 'blue', M: 'orange', H: 'red' };

/** Who an announcement is for: everyone, chosen users, roles or departments. */
export const ANNOUNCEMENT_TARGETS = ['ALL', 'USER', 'ROLE', 'DEPART'] as const;
export type AnnouncementTarget = (typeof ANNOUNCEMENT_TARGETS)[number];

/** '1' a notice (anntMsgList), '2' a system message (sysMsgList). */
export const ANNOUNCEMENT_CATEGORIES = ['1', '2'] as const;
export type AnnouncementCategory = (typeof ANNOUNCEMENT_CATEGORIES)[number];

/** '0' draft, '1' released, '2' revoked. */
export type AnnouncementSendStatus = '0' | '1' | '2';

/** How a notice opens: a detail dialog (none), a console page with the business id, or a route to handle. */
export const ANNOUNCEMENT_OPEN_TYPES = ['url', 'component'] as const;
export type AnnouncementOpenType = (typeof ANNOUNCEMENT_OPEN_TYPES)[number];

/**
 * The system dictionary whose enabled item values are the hosts an announcement may link to over
 * https (platform administrators edit it on the dictionary page; seeded empty).
 */
export const ANNOUNCEMENT_LINK_HOSTS_DICT = 'announcement_link_hosts';

/** Where an announcement's openPage leads: a console path, an https address on some host, or nowhere safe. */
export type OpenPageTarget = { kind: 'inApp' } | { kind: 'https'; host: string } | { kind: 'refused' };

const REFUSED: OpenPageTarget = { kind: 'refused' };

/**
 * Control characters, spaces and backslashes: URL parsers drop or reinterpret them (`/\host` and
 * `https:\host` both reach another host), so a text holding one may lead elsewhere than it reads.
 */
function hasUnsafeChar(value: string): boolean {
  for (const char of value) {
    const code = char.charCodeAt(0);
    if (code <= 0x20 || (code >= 0x7f && code <= 0x9f) || char === '\\') return true;
  }
  return false;
}

/**
 * Reads an openPage: a path of this console starts with one "/" (two would name another host), an
 * outside address is https without credentials. Anything else (javascript:, data:, http:, //host)
 * is refused. Whether an https host is allowed is the allow-list's question (isLinkHostAllowed).
 */
export function openPageTarget(value: string): OpenPageTarget {
  if (hasUnsafeChar(value)) return REFUSED;
  if (value.startsWith('/')) return value.startsWith('//') ? REFUSED : { kind: 'inApp' };
  if (!/^https:\/\//i.test(value)) return REFUSED;
  try {
    const url = new URL(value);
    if (url.protocol !== 'https:' || url.username || url.password || !url.hostname) return REFUSED;
    return { kind: 'https', host: url.host };
  } catch {
    return REFUSED;
  }
}

/** Whether a host (as URL.host gives it: lower case, port only when not 443) is on the allow-list. */
export function isLinkHostAllowed(host: string, allowedHosts: readonly string[]): boolean {
  return allowedHosts.some((allowed) => allowed.trim().toLowerCase() === host);
}

/** The live channel's commands that make the bell reload its lists (framework §4). */
export const ANNOUNCEMENT_PUSH_COMMANDS = ['topic', 'user'] as const;

/** Most unread notices listByUser answers per list; the totals count them all. */
export const LIST_BY_USER_LIMIT = 20;

/** An announcement as the spec names its fields (titile spelled so). */
export interface Announcement {
  id: string;
  titile: string;
  msgContent: string;
  msgTxt: string | null;
  sender: string;
  priority: AnnouncementPriority;
  msgCategory: AnnouncementCategory;
  msgType: AnnouncementTarget;
  /** The chosen users, roles or departments (ids), for msgType USER, ROLE, DEPART. */
  targetIds: string[];
  sendStatus: AnnouncementSendStatus;
  sendTime: string | null;
  cancelTime: string | null;
  openType: AnnouncementOpenType | null;
  openPage: string | null;
  busId: string | null;
  createTime: string;
}

/** A notice as its reader sees it: the announcement and the reader's own read mark. */
export interface AnnouncementNotice {
  id: string;
  /** The announcement's id, as the read mark and the live message name it. */
  anntId: string;
  msgId: string;
  titile: string;
  msgTxt: string | null;
  sender: string;
  priority: AnnouncementPriority;
  msgCategory: AnnouncementCategory;
  sendTime: string | null;
  openType: AnnouncementOpenType | null;
  openPage: string | null;
  busId: string | null;
  readFlag: '0' | '1';
}

export interface AnnouncementDetail extends AnnouncementNotice {
  msgContent: string;
}

/** GET /sys/annountCement/listByUser */
export interface ListByUserResult {
  anntMsgList: AnnouncementNotice[];
  anntMsgTotal: number;
  sysMsgList: AnnouncementNotice[];
  sysMsgTotal: number;
}

/** The to-do sources and the message that words each (its {n} is the subject). */
export const TODO_SOURCES = {
  offlineScreen: 'todoOfflineScreen',
  problemPhotos: 'todoProblemPhotos',
  shareJoined: 'todoShareJoined',
  orderLate: 'todoOrderLate',
  orderUnpaid: 'todoOrderUnpaid',
} as const;
export type TodoSource = keyof typeof TODO_SOURCES;

/** A to-do of the bell: what a module's source says the user should handle, and where. */
export interface TodoItem {
  /** Unique in the list: source and business id. */
  key: string;
  source: TodoSource;
  businessId: string;
  /** The name the to-do is about (a screen, an album, a user): the console words it in its language. */
  subject: string;
  /** The zh-CN wording, for clients that show the server's text. */
  title: string;
  /** The console page that handles it, with the business id as `id` in its query. */
  path: string;
  time: string | null;
}
