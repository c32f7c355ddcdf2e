/** Business constants and limits of the spec (framework §9, business §9). Each keeps its spec name. */

/** Session and stored user info lifetime: 7 days (604800000 ms). */
export const SESSION_TTL_MS = 604_800_000;
/** Dictionary cache: 7 days. */
export const DICT_CACHE_TTL_MS = 604_800_000;
/** HTTP timeout 300000 ms. */
export const HTTP_TIMEOUT_MS = 300_000;
/** Lazy chunk timeout 120 s. */
export const LAZY_CHUNK_TIMEOUT_MS = 120_000;
/** Signature window: the server accepts X-TIMESTAMP within 5 minutes either way. */
export const SIGN_WINDOW_MS = 5 * 60_000;

/** Failed logins before lockout, and its length (DESIGN security rules). */
export const LOGIN_LOCK_FAILURES = 5;
export const LOGIN_LOCK_MS = 10 * 60_000;
/** Failures for one username after which a captcha is required. */
export const LOGIN_CAPTCHA_AFTER_FAILURES = 3;
/** SMS code: valid 5 minutes, 5 tries. */
export const SMS_CODE_TTL_MS = 5 * 60_000;
export const SMS_CODE_MAX_TRIES = 5;

/** Default page size 10; options in shared lists, pickers and the business picker. */
export const DEFAULT_PAGE_SIZE = 10;
export const PAGE_SIZE_OPTIONS = [10, 15, 20, 30, 50] as const;
export const PICKER_PAGE_SIZE_OPTIONS = [10, 20, 30] as const;
export const BUSINESS_PICKER_PAGE_SIZE_OPTIONS = [5, 10, 20, 30] as const;
export const DEFAULT_SORT_COLUMN = 'createTime';
export const DEFAULT_SORT_ORDER = 'desc';

/** Live channel heartbeat 20 s, reconnect delay 20 s, error limit 5. Notification poll 6 s. */
export const LIVE_HEARTBEAT_MS = 20_000;
export const LIVE_RECONNECT_MS = 20_000;
export const LIVE_ERROR_LIMIT = 5;
export const NOTICE_POLL_MS = 6_000;

/** Header auto-hide threshold 100 px; side menu 208 px; layout breakpoints 1088 and 768 px. */
export const HEADER_AUTO_HIDE_PX = 100;
export const SIDE_MENU_WIDTH_PX = 208;
export const BREAKPOINT_TABLET_PX = 1088;
export const BREAKPOINT_MOBILE_PX = 768;

/** Primary colour #1890FF and the eight theme presets. */
export const PRIMARY_COLOR = '#1890FF';
export const THEME_COLOR_PRESETS = [
  '#1890FF',
  '#F5222D',
  '#FA541C',
  '#FAAD14',
  '#13C2C2',
  '#52C41A',
  '#2F54EB',
  '#722ED1',
] as const;

/** Local-storage namespace prefix 'pro__'. */
export const STORAGE_NAMESPACE = 'pro__';

/** Default greeting buckets by hour: before 9, 9-11, 12-13, before 20, else. */
export type GreetingBucket = 'morning' | 'forenoon' | 'noon' | 'afternoon' | 'evening';
export function greetingBucket(hour: number): GreetingBucket {
  if (hour < 9) return 'morning';
  if (hour <= 11) return 'forenoon';
  if (hour <= 13) return 'noon';
  if (hour < 20) return 'afternoon';
  return 'evening';
}

/** Side-menu scene ids and where each scene navigates after it is chosen. */
export const SCENE_IDS = ['syd', 'qy', 'ls', 'fz'] as const;
export const SCENE_NAVIGATION_DELAY_MS = 500;
export function sceneHomePath(sceneId: string): string {
  const homes: Record<string, string> = { syd: '/sheyingd', qy: '/qiye', ls: '/lingshou', fz: '/fuzhuangs' };
  return homes[sceneId] ?? `/${sceneId}`;
}

/** Menu groups opened by default in the side menu. */
export const DEFAULT_OPEN_MENU_GROUPS = [
  '/device',
  '/works',
  '/maintain',
  '/user',
  '/banben',
  '/changjing',
  '/fendian',
];

/** The default dashboard path (the fixed first tab, data overview). */
export const DASHBOARD_PATH = '/dashboard/analysis';
export const LOGIN_PATH = '/user/login';
/** The oauth2 app login path (business §1): where a federated sign-in returns to the console. */
export const OAUTH2_LOGIN_PATH = '/oauth2-app/login';
export const PUBLIC_PATHS = [
  OAUTH2_LOGIN_PATH,
  '/user/login',
  '/user/register',
  '/user/register-result',
  '/user/alteration',
  '/smadmin/login',
];

/** Screen size default 1920x1080. */
export const DEFAULT_SCREEN = { width: 1920, height: 1080 } as const;

/** File sizes are shown in B, KB, MB, GB as whole numbers. */
export function formatFileSize(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${Math.round(value)}${units[unit]}`;
}

/** Requests a minute per applet (issue #14) and client address: reads are generous, bookings tight. */
export const APPLET_READS_PER_MINUTE = 300;
export const APPLET_BOOKINGS_PER_MINUTE = 5;
/**
 * Unpaid applet bookings (orders awaiting their deposit) one shop holds at once: many client
 * addresses together cannot fill a shop's slots with bookings nobody pays (issue #41).
 */
export const APPLET_UNPAID_HOLDS_PER_SHOP = 20;
/** Minutes an applet booking awaiting its deposit holds its place; then it is cancelled and the place freed. */
export const APPLET_HOLD_MINUTES = 30;
