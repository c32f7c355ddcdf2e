import type { Lang, MessageKey } from './messages.js';

/** Shop name / brand / intro: 40 / 20 / 150, each times the language ratio (business §9). */
export const SHOP_NAME_MAX = 40;
export const SHOP_BRAND_MAX = 20;
export const SHOP_INTRO_MAX = 150;
/** Shop phones: max 3 (business §9). */
export const SHOP_PHONE_MAX = 3;
/** Share code: 6 characters (business §9). */
export const SHARE_CODE_LENGTH = 6;
/** Image size: max 4 MB (business §9, "shop-style image limit"). */
export const IMAGE_MAX_MB = 4;
export const IMAGE_MAX_BYTES = IMAGE_MAX_MB * 1024 * 1024;
/** The scene dialog sends the brand with this suffix ("brand plus a fixed suffix meaning smart store"). */
export const SMART_STORE_SUFFIX = '智慧门店';
/** The stored file a shop's background (beijing) defaults to; served under /sys/common/static/. */
export const SHOP_DEFAULT_BEIJING = 'default/shop-beijing.png';
/** A shop's brand intro (descText) when none is given: the studio's words, for photography and clothing shops. */
export const SHOP_DEFAULT_DESC = '欢迎光临本店，我们用心为您记录每一个美好瞬间。';
/** The default intro of the other scene kinds (the spec gives one default; a studio's words greet no enterprise). */
const SCENE_DEFAULT_DESC: Record<string, string> = {
  qy: '欢迎莅临，这里展示我们的企业风采、产品与服务。',
  ls: '欢迎光临本店，精选好物与优惠活动请看大屏。',
};

/** The intro a shop of this scene kind (changjingId) gets when none is given. */
export function shopDefaultDesc(changjingId: string): string {
  return SCENE_DEFAULT_DESC[changjingId] ?? SHOP_DEFAULT_DESC;
}
/**
 * A shop's time zone (IANA) when none is chosen: China Standard Time, no daylight saving. Play
 * plans resolve and proof-of-play days are counted in the shop's zone.
 */
export const SHOP_DEFAULT_TIME_ZONE = 'Asia/Shanghai';
/** The zones the shop dialog offers; the API takes any IANA zone the runtime knows. */
export const SHOP_TIME_ZONES = [
  'Asia/Shanghai',
  'Asia/Hong_Kong',
  'Asia/Taipei',
  'Asia/Tokyo',
  'Asia/Seoul',
  'Asia/Singapore',
  'Asia/Bangkok',
  'Asia/Kolkata',
  'Asia/Dubai',
  'Europe/London',
  'Europe/Paris',
  'Europe/Berlin',
  'Europe/Moscow',
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Los_Angeles',
  'America/Sao_Paulo',
  'Australia/Sydney',
  'Pacific/Auckland',
  'UTC',
] as const;

const ZONE_NAME_PATTERN = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/;

/**
 * The canonical IANA name of a zone the runtime knows ('asia/shanghai' → 'Asia/Shanghai'), or null
 * for an unknown name and for an offset such as '+08:00' (a fixed offset misses daylight saving).
 */
export function canonicalTimeZone(value: string): string | null {
  if (!ZONE_NAME_PATTERN.test(value)) return null;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** Shop status: 0 enabled, 9 disabled. */
export const SHOP_STATUS_ENABLED = 0;
export const SHOP_STATUS_DISABLED = 9;
/** Shop member status: 1 active, 0 disabled. */
export const MEMBER_STATUS_ACTIVE = 1;
export const MEMBER_STATUS_DISABLED = 0;

/**
 * The language ratio of a text: 2 when every character is ASCII (an English text), else 1.
 * Limits count characters (code points), so 40 Chinese characters or 80 English ones fit a name;
 * a mixed text counts as Chinese. An empty text has ratio 1.
 */
export function languageRatio(text: string): number {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the ASCII range is the point
  return text.length > 0 && /^[\x00-\x7f]*$/.test(text) ? 2 : 1;
}

/** The limit that applies to this text: the base limit times its language ratio. */
export function textLimit(text: string, base: number): number {
  return base * languageRatio(text);
}

export function textLength(text: string): number {
  return [...text].length;
}

/**
 * The brand's measured part: the dialog appends 智慧门店 to what the user typed (limited to 20),
 * and the brand is stored as sent, so the suffix is not counted wherever the brand is checked.
 */
export function brandCore(brand: string): string {
  return brand.endsWith(SMART_STORE_SUFFIX) && brand !== SMART_STORE_SUFFIX
    ? brand.slice(0, -SMART_STORE_SUFFIX.length)
    : brand;
}

/** A failed rule: the message key and its `{n}`, for the browser to translate and the server to answer. */
export interface RuleFailure {
  message: MessageKey;
  n?: number;
}

export function checkLimitedText(text: string, base: number, message: MessageKey): RuleFailure | null {
  const limit = textLimit(text, base);
  return textLength(text) > limit ? { message, n: limit } : null;
}

/**
 * What a limited field's counter shows, by the rule's own count: every character of the trimmed
 * text, against the rule's limit (base times the language ratio of the measured part) plus what
 * the measure leaves out. So 演示影楼智慧门店 reads 8 / 24: its brand 演示影楼 may grow to 20.
 */
export function textCounter(
  text: string,
  base: number,
  measure: (text: string) => string = (value) => value,
): { count: number; max: number } {
  const trimmed = text.trim();
  const measured = measure(trimmed);
  const count = textLength(trimmed);
  return { count, max: textLimit(measured, base) + count - textLength(measured) };
}

/** Accepted contact numbers: mobile, landline with area code, or a 400/800 number. */
export const SHOP_PHONE_PATTERNS = {
  mobile: /^1[1-9]\d{9}$/,
  landline: /^0\d{2,3}-\d{7,8}$/,
  hotline: /^[48]00\d{7}$/,
} as const;

export function isShopPhone(value: string): boolean {
  return Object.values(SHOP_PHONE_PATTERNS).some((pattern) => pattern.test(value));
}

/** The phone field is stored comma-joined; blanks around entries are dropped. */
export function splitPhones(phone: string): string[] {
  return phone === '' ? [] : phone.split(',').map((entry) => entry.trim());
}

/** The phone list rules in the form's order: required (every entry), format, duplicates, at most 3. */
export function checkShopPhones(phones: string[]): RuleFailure | null {
  if (phones.length === 0 || phones.some((phone) => phone === '')) return { message: 'shopPhoneRequired' };
  if (!phones.every(isShopPhone)) return { message: 'shopPhoneInvalid' };
  if (new Set(phones).size !== phones.length) return { message: 'shopPhoneDuplicated' };
  if (phones.length > SHOP_PHONE_MAX) return { message: 'shopPhoneTooMany', n: SHOP_PHONE_MAX };
  return null;
}

/** One address entry of a shop's places; `location` is 'lat,lng'. */
export interface ShopPlace {
  jiancheng: string;
  province: string;
  city: string;
  address: string;
  location: string;
  custom: boolean;
}

/** The fixed list of member jobs (GET queryJobByShopId answers it with the counts of one shop). */
export const SHOP_JOBS = [
  { id: 'manager', name: { zh: '店长', en: 'Store manager' } },
  { id: 'photographer', name: { zh: '摄影师', en: 'Photographer' } },
  { id: 'makeup', name: { zh: '化妆师', en: 'Make-up artist' } },
  { id: 'service', name: { zh: '客服', en: 'Customer service' } },
  { id: 'staff', name: { zh: '店员', en: 'Shop assistant' } },
] as const;
export type ShopJobId = (typeof SHOP_JOBS)[number]['id'];
/** The job shown for a shop's main user. */
export const MAIN_USER_JOB_NAME = { zh: '店主', en: 'Owner' } as const;

/** The job a member shows: the owner's for the main user, else its job's (none for an unknown id). */
export function memberJobName(member: { job: string | null; isMain: boolean }, lang: Lang): string | null {
  if (member.isMain) return MAIN_USER_JOB_NAME[lang];
  return SHOP_JOBS.find((entry) => entry.id === member.job)?.name[lang] ?? null;
}
/** Who joins by share code starts with this job. */
export const DEFAULT_MEMBER_JOB: ShopJobId = 'staff';

/** A row of GET /shop/cjShop/list and the answer of queryById. */
export interface ShopRecord {
  id: string;
  myChangjingId: string;
  changjingId: string;
  name: string;
  jcName: string;
  photo: string;
  wxcoe: string;
  beijing: string;
  descText: string;
  phone: string;
  phoneList: string[];
  province: string;
  city: string;
  area: string;
  address: string;
  place: ShopPlace[];
  status: number;
  /** The switch state: true when enabled (status 0). */
  statusC: boolean;
  ratioCover: string | null;
  sort: number;
  top: number;
  /** IANA zone: plans resolve and proof-of-play days count in it. */
  timeZone: string;
  createBy: string;
  createTime: string;
  /** The caller created it (else the caller is an active member). */
  isOwner: boolean;
}

export interface ShopMemberRecord {
  id: string;
  shopId: string;
  userId: string;
  username: string;
  realname: string;
  phone: string | null;
  avatar: string | null;
  job: string | null;
  jobName: string | null;
  isMain: boolean;
  status: number;
  createTime: string;
}
