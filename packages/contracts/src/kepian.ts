/** Sample albums (kepian) and their categories (fenlei): business §7 "Sample albums", "Categories". */

/** Album status: 1 on show, 0 hidden (PUT updateStatus). */
export const KEPIAN_STATUS_ON = 1;
export const KEPIAN_STATUS_OFF = 0;
/** Category levels (framework §9 tree depth): yj 0, ej 1, sj 2; three levels at most. */
export const FENLEI_LEVEL_YJ = 0;
export const FENLEI_LEVEL_EJ = 1;
export const FENLEI_LEVEL_SJ = 2;
export const FENLEI_MAX_LEVEL = FENLEI_LEVEL_SJ;
export const FENLEI_NAME_MAX = 30;
export const KEPIAN_TITLE_MAX = 60;
export const KEPIAN_MAIN_NUMBER_MAX = 30;
export const KEPIAN_PHOTOS_MAX = 300;
/** A viewing password: 4 to 16 characters. */
export const KEPIAN_PASSWORD_MIN = 4;
export const KEPIAN_PASSWORD_MAX = 16;
/** A photo whose short side is below this many pixels is listed as too small. */
export const KEPIAN_MIN_SHORT_EDGE = 600;
/** Wrong album passwords a screen may try per minute. */
export const KEPIAN_PASSWORD_GUESSES_PER_MINUTE = 5;

/** Why a photo is listed by queryProblemImgList. */
export const KEPIAN_PROBLEMS = ['unreadable', 'tooSmall', 'duplicate'] as const;
export type KepianProblem = (typeof KEPIAN_PROBLEMS)[number];

/** The built-in category templates of addFenleiMould: a name and up to three levels of children. */
export interface FenleiMouldNode {
  name: string;
  children?: FenleiMouldNode[];
}
export interface FenleiMould {
  key: string;
  name: string;
  tree: FenleiMouldNode[];
}
export const FENLEI_MOULDS: readonly FenleiMould[] = [
  {
    key: 'hunsha',
    name: '婚纱照',
    tree: [
      {
        name: '婚纱照',
        children: [{ name: '室内' }, { name: '外景', children: [{ name: '海景' }, { name: '城市' }] }],
      },
      { name: '风格', children: [{ name: '韩式' }, { name: '中式' }, { name: '欧式' }] },
    ],
  },
  {
    key: 'ertong',
    name: '儿童照',
    tree: [{ name: '儿童照', children: [{ name: '百天' }, { name: '周岁' }, { name: '亲子' }] }],
  },
  {
    key: 'xiezhen',
    name: '写真',
    tree: [{ name: '写真', children: [{ name: '个人写真' }, { name: '闺蜜写真' }, { name: '古风写真' }] }],
  },
];

export interface KepianPhotoRecord {
  id: string;
  fileKey: string;
  url: string;
  /** 1..n within the album; the first is the album's cover unless `cover` says otherwise. */
  sort: number;
  width: number | null;
  height: number | null;
  problem: KepianProblem | null;
}

/** An album as lists answer it; never a password, only whether one is set. */
export interface KepianRecord {
  id: string;
  shopId: string;
  mainNumber: string;
  title: string;
  cover: string | null;
  coverUrl: string | null;
  status: number;
  top: number;
  sort: number;
  hasPassword: boolean;
  isPublicPd: number;
  isPublicXcx: number;
  vipOnly: number;
  shareStatus: number;
  /** true when the album sits in a category its shop shares (it is shared with that category). */
  sharedByFenlei: boolean;
  photoCount: number;
  fenleiIds: string[];
  fuzhuangNumbers: string[];
  /** true when the album belongs to another shop and reaches this one by a share (read-only). */
  isShared: boolean;
  createTime: string;
}

export interface KepianDetail extends KepianRecord {
  photos: KepianPhotoRecord[];
}

export interface FenleiNode {
  id: string;
  shopId: string;
  parentId: string | null;
  name: string;
  level: number;
  sort: number;
  top: number;
  isShare: number;
  mould: string | null;
  children: FenleiNode[];
}

export interface KepianProblemPhoto {
  photoId: string;
  kepianId: string;
  mainNumber: string;
  title: string;
  url: string;
  width: number | null;
  height: number | null;
  reason: KepianProblem;
}

export interface KepianShareGrant {
  ownerShopId: string;
  ownerShopName: string;
  receiverShopId: string;
  receiverShopName: string;
  createTime: string;
}

export interface KepianConfigRecord {
  shopId: string;
  /** Album tiles per row on a screen. */
  columns: number;
  /** Seconds per photo when an album plays by itself. */
  photoSeconds: number;
  showMainNumber: boolean;
  showTitle: boolean;
}

/** The player's album mode: categories with their public albums. */
export interface ScreenAlbumCard {
  id: string;
  mainNumber: string;
  title: string;
  coverUrl: string | null;
  photoCount: number;
  isProtected: boolean;
}
export interface ScreenAlbumCategory {
  id: string | null;
  name: string;
  albums: ScreenAlbumCard[];
}
export interface ScreenAlbumDetail extends ScreenAlbumCard {
  photos: { id: string; url: string; width: number | null; height: number | null }[];
}
