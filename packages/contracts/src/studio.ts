/**
 * A photo studio's catalogue (issue #13): packages (taoxi), costumes (fuzhuang), the brand story,
 * base info (opening hours, booking rules) and the home (shouye) its screens and applet show.
 * Money is in fen (1/100 yuan). Kept free of zod so the console's pages can use it cheaply.
 */

export const TAOXI_NAME_MAX = 40;
/** 999,999.99 yuan: more than any studio package, and safely inside a 32-bit column. */
export const TAOXI_PRICE_MAX_FEN = 99_999_999;
export const TAOXI_COUNT_MAX = 9_999;
/** A package lasts at most two days of shooting. */
export const TAOXI_DURATION_MAX_MINUTES = 2_880;
export const TAOXI_INCLUDES_MAX = 20;
export const TAOXI_INCLUDE_ITEM_MAX = 30;
export const TAOXI_INCLUDE_QUANTITY_MAX = 999;
export const STUDIO_GALLERY_MAX = 20;
/** Rich text is stored sanitised; this bounds what one description may hold. */
export const STUDIO_RICH_TEXT_MAX = 50_000;
/** Package status: 1 on sale (on screens and in the applet), 0 off. */
export const TAOXI_STATUS_ON = 1;
export const TAOXI_STATUS_OFF = 0;

/** The same length as an album's costume numbers (cj_kepian_fuzhuang), so every album number fits. */
export const FUZHUANG_NUMBER_MAX = 30;
export const FUZHUANG_NAME_MAX = 40;
export const FUZHUANG_OPTIONS_MAX = 20;
export const FUZHUANG_OPTION_MAX = 16;
/** A costume is available to wear, away being cleaned, or retired (kept for the albums that show it). */
export const FUZHUANG_STATES = ['available', 'cleaning', 'retired'] as const;
export type FuzhuangState = (typeof FUZHUANG_STATES)[number];
/** The sys_category root (seeded) whose subtree is the costume category tree. */
export const FUZHUANG_CATEGORY_CODE = 'A03';

export const STORY_TITLE_MAX = 60;
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
/** Booking rules' bounds: a deposit of 0–100 % of the price, cancel up to 30 days ahead, slots of 15 min to 8 h. */
export const BOOKING_CANCEL_HOURS_MAX = 720;
export const BOOKING_SLOT_MINUTES_MIN = 15;
export const BOOKING_SLOT_MINUTES_MAX = 480;
/** A shop's booking rules until its owner sets them: 30 % deposit, free cancellation up to 48 h ahead, 1-hour slots. */
export const BOOKING_DEFAULTS = { depositPercent: 30, cancelHours: 48, slotMinutes: 60 } as const;

/** The modules a shop's home (screen or applet) may show, in the order the owner sets. */
export const SHOUYE_MODULES = ['works', 'packages', 'albums', 'reviews', 'story'] as const;
export type ShouyeModule = (typeof SHOUYE_MODULES)[number];
/** A new shop's home until the owner chooses. */
export const DEFAULT_SHOUYE_MODULES: readonly ShouyeModule[] = ['packages', 'albums', 'story'];
/** How many packages and albums the shop home shows at most. */
export const SHOP_HOME_ITEMS_MAX = 12;

export interface TaoxiInclude {
  item: string;
  quantity: number;
}

export interface TaoxiRecord {
  id: string;
  shopId: string;
  name: string;
  priceFen: number;
  depositFen: number;
  photoCount: number;
  retouchedCount: number;
  costumeCount: number;
  lookCount: number;
  durationMinutes: number;
  includes: TaoxiInclude[];
  cover: string | null;
  gallery: string[];
  description: string;
  status: number;
  sort: number;
  createTime: string;
}

export interface FuzhuangAlbum {
  id: string;
  mainNumber: string;
  title: string;
}

export interface FuzhuangRecord {
  id: string;
  shopId: string;
  number: string;
  name: string;
  categoryId: string | null;
  categoryName: string | null;
  sizes: string[];
  colours: string[];
  photos: string[];
  state: FuzhuangState;
  /** The shop's sample albums that list this costume's number. */
  albums: FuzhuangAlbum[];
  createTime: string;
}

export interface StudioStory {
  shopId: string;
  title: string;
  content: string;
  images: string[];
  video: string | null;
}

/** One weekday's hours ('HH:mm'); a closed day has none. */
export interface OpeningDay {
  weekday: number;
  open: string;
  close: string;
}

export interface StudioBaseInfo {
  shopId: string;
  openingHours: OpeningDay[];
  depositPercent: number;
  cancelHours: number;
  slotMinutes: number;
}

export interface StudioShouye {
  shopId: string;
  modules: ShouyeModule[];
}

/** What GET /screen/shop-home answers: the chosen modules in order, each with its data; URLs absolute. */
export interface ScreenShopHome {
  shopName: string;
  modules: ShouyeModule[];
  packages: { id: string; name: string; priceFen: number; coverUrl: string | null; photoCount: number }[];
  albums: { id: string; title: string; coverUrl: string | null }[];
  works: { id: string; url: string; kind: 'image' | 'video' }[];
  story: { title: string; content: string; imageUrls: string[]; videoUrl: string | null } | null;
  /** The reviews the shop put on screen (shown and "show on screen"), newest first. */
  reviews: { id: string; text: string; rating: number }[];
}
