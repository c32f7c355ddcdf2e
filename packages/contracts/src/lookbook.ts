/**
 * The clothing scene's lookbook (`fz`): a shop's collections (a season's line, with a cover) and
 * the styles in each (款号, photos, price, sizes, colours, fabric, tags), browsed by touch on its
 * screens. No zod here: the console imports these constants.
 */

export const FZ_STATUS_ON = 1;
export const FZ_STATUS_OFF = 0;

/** The seasons a collection is for; the console shows them as 春/夏/秋/冬/四季. */
export const FZ_SEASONS = ['spring', 'summer', 'autumn', 'winter', 'all'] as const;
export type FzSeason = (typeof FZ_SEASONS)[number];

export const FZ_YEAR_MIN = 2000;
export const FZ_YEAR_MAX = 2100;
export const FZ_COLLECTION_NAME_MAX = 30;
export const FZ_STYLE_NO_MAX = 32;
export const FZ_STYLE_NAME_MAX = 40;
export const FZ_DESC_MAX = 1000;
export const FZ_FABRIC_MAX = 60;
export const FZ_PHOTOS_MAX = 9;
/** Sizes, colours and tags: short labels, a handful each. */
export const FZ_LABELS_MAX = 20;
export const FZ_LABEL_MAX = 12;
/** Prices in fen (cents): 0 to 9,999,999.99 yuan, as the retail catalogue. */
export const FZ_PRICE_MAX_CENTS = 999_999_999;

export interface FzCollection {
  id: string;
  shopId: string;
  name: string;
  season: FzSeason;
  year: number;
  /** A stored upload path, or '' (the screen then shows the first style's first photo). */
  cover: string;
  description: string;
  status: number;
  sort: number;
  styleCount: number;
}

export interface FzStyle {
  id: string;
  shopId: string;
  collectionId: string;
  styleNo: string;
  name: string;
  /** Stored upload paths; the first is the cover. */
  photos: string[];
  /** Fen. */
  price: number;
  sizes: string[];
  colours: string[];
  fabric: string;
  description: string;
  tags: string[];
  status: number;
  sort: number;
  updateTime: string;
}

/** A style as a screen gets it (GET /screen/lookbook): shown styles only, photos as addresses. */
export interface ScreenFzStyle {
  id: string;
  styleNo: string;
  name: string;
  price: number;
  sizes: string[];
  colours: string[];
  fabric: string;
  description: string;
  tags: string[];
  photoUrls: string[];
}

export interface ScreenFzCollection {
  id: string;
  name: string;
  season: FzSeason;
  year: number;
  description: string;
  /** The cover, or the first style's first photo, or '' when neither has one. */
  coverUrl: string;
  styles: ScreenFzStyle[];
}

export interface ScreenFzLookbook {
  collections: ScreenFzCollection[];
}
