/**
 * The retail scene's catalogue (`ls`): products in a shop's categories, each with variants (a
 * spec such as 红色/XL, a price and a stock), images and an on/off-shelf state. No zod here: the
 * console imports these constants.
 */

export const LS_STATUS_ON = 1;
export const LS_STATUS_OFF = 0;

export const LS_CATEGORY_NAME_MAX = 20;
export const LS_CODE_MAX = 32;
export const LS_NAME_MAX = 60;
export const LS_DESC_MAX = 1000;
export const LS_IMAGES_MAX = 9;
export const LS_SKUS_MAX = 50;
export const LS_SPEC_MAX = 40;
/** Prices in fen (cents): 0 to 9,999,999.99 yuan. */
export const LS_PRICE_MAX_CENTS = 999_999_999;
export const LS_STOCK_MAX = 9_999_999;

export interface LsCategory {
  id: string;
  shopId: string;
  name: string;
  sort: number;
  productCount: number;
}

export interface LsSku {
  spec: string;
  /** Fen. */
  price: number;
  stock: number;
}

export interface LsProduct {
  id: string;
  shopId: string;
  categoryId: string | null;
  code: string;
  name: string;
  description: string;
  /** Stored upload paths; the first is the cover. */
  images: string[];
  status: number;
  skus: LsSku[];
  updateTime: string;
}

/** The import and export columns (one row per variant; rows of one 货号 make one product). */
export const LS_SHEET_COLUMNS = [
  { field: 'code', title: '货号' },
  { field: 'name', title: '商品名称' },
  { field: 'category', title: '分类' },
  { field: 'spec', title: '规格' },
  { field: 'price', title: '价格' },
  { field: 'stock', title: '库存' },
  { field: 'status', title: '上架' },
] as const;

/** The 上架 column: 是 / 否 (1 / 0 read too). */
export const LS_SHEET_YES = '是';
export const LS_SHEET_NO = '否';

/** A product as a screen gets it (GET /screen/lingshou): on shelf only, images as addresses. */
export interface ScreenLsProduct {
  id: string;
  categoryId: string | null;
  name: string;
  description: string;
  imageUrls: string[];
  skus: LsSku[];
}

export interface ScreenLsCatalogue {
  categories: { id: string; name: string }[];
  products: ScreenLsProduct[];
  home: ScreenLsHome;
  cases: ScreenLsCase[];
}

/** 1234 fen → "12.34". */
export const formatCents = (cents: number) => (cents / 100).toFixed(2);

/** Showcase cases (案例, /lsmain/anli): customer stories and installations a retail shop shows. */
export const LS_CASE_TITLE_MAX = 40;
export const LS_CASE_PHOTOS_MAX = 9;
export const LS_CASE_PRODUCTS_MAX = 20;
export const LS_CASE_CONTENT_MAX = 50_000;
export const LS_CASES_MAX = 100;

export interface LsCase {
  id: string;
  shopId: string;
  title: string;
  /** A stored image path, or '' for none (the first photo stands in on screens). */
  cover: string;
  photos: string[];
  /** Rich text, sanitised on the server. */
  content: string;
  /** Products of the same shop, in the order the case lists them. */
  productIds: string[];
  /** 1 shown on screens, 0 a draft. */
  isShow: number;
  sort: number;
  updateTime: string;
}

/**
 * The modules a retail shop's screen and applet home may show (/lsmain/shouye), in the order the
 * owner chooses: banner images, the products on shelf, category tiles, cases, the store's card.
 */
export const LS_HOME_MODULES = ['banner', 'products', 'categories', 'cases', 'store'] as const;
export type LsHomeModule = (typeof LS_HOME_MODULES)[number];
/** A shop's home until its owner saves one: what the retail screen showed before homes existed, plus cases. */
export const DEFAULT_LS_HOME_MODULES: readonly LsHomeModule[] = ['banner', 'categories', 'products', 'cases'];
export const LS_BANNERS_MAX = 9;

export interface LsHome {
  shopId: string;
  modules: LsHomeModule[];
  /** Stored image paths of the banner module, in order. */
  banners: string[];
}

/** A case as a screen gets it: shown cases only; linked products that are on shelf only. */
export interface ScreenLsCase {
  id: string;
  title: string;
  coverUrl: string | null;
  photoUrls: string[];
  content: string;
  productIds: string[];
}

export interface ScreenLsHome {
  modules: LsHomeModule[];
  bannerUrls: string[];
  store: { name: string; phone: string; address: string; logoUrl: string | null };
}
