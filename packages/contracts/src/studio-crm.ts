/**
 * The studio's customers (cjuser), reviews (pingjia), head-office (ERP) views and figures: limits,
 * fixed value lists and answer types. The zod payloads are in studio-crm-payloads.ts.
 */

export const CJUSER_NAME_MAX = 50;
export const CJUSER_TAGS_MAX = 10;
export const CJUSER_TAG_MAX = 12;
export const CJUSER_REMARK_MAX = 500;
/** A mainland mobile number, the studio's contact for a customer. */
export const CJUSER_PHONE_PATTERN = /^1[3-9]\d{9}$/;
/** The button that shows phone numbers in full; without it they read like 138****5678. */
export const CJUSER_PHONE_PERMISSION = 'cjuser:phone';
export const CJUSER_GENDERS = { 0: '未知', 1: '男', 2: '女' } as const;
/** How a customer found the studio. */
export const CJUSER_SOURCES = {
  walk_in: '到店',
  referral: '转介绍',
  applet: '小程序',
  dianping: '大众点评',
  douyin: '抖音',
  xiaohongshu: '小红书',
  other: '其他',
} as const;
export type CjuserSource = keyof typeof CJUSER_SOURCES;

/** The spreadsheet of customers: import reads and export writes these columns. */
export const CJUSER_SHEET_COLUMNS = [
  { title: '姓名', field: 'name' },
  { title: '手机号', field: 'phone' },
  { title: '性别', field: 'gender' },
  { title: '生日', field: 'birthday' },
  { title: '来源', field: 'source' },
  { title: '标签', field: 'tags' },
  { title: '备注', field: 'remark' },
] as const;

/** 138****5678: the first three and last four digits. */
export function maskPhone(phone: string): string {
  return phone.length < 8 ? '****' : `${phone.slice(0, 3)}****${phone.slice(-4)}`;
}

export interface CjuserRecord {
  id: string;
  shopId: string;
  shopName?: string;
  name: string;
  /** Masked (138****5678) unless the caller holds cjuser:phone. */
  phone: string;
  isPhoneMasked: boolean;
  gender: 0 | 1 | 2;
  birthday: string | null;
  source: string | null;
  tags: string[];
  remark: string;
  orderCount: number;
  reviewCount: number;
  createTime: string;
}

export interface CjuserOrderLine {
  id: string;
  orderNo: string;
  taoxiName: string;
  priceFen: number;
  paidFen: number;
  status: string;
  createTime: string;
}

export interface CjuserDetail extends CjuserRecord {
  orders: CjuserOrderLine[];
  reviews: PingjiaRecord[];
}

export const PINGJIA_CONTENT_MAX = 500;
export const PINGJIA_REPLY_MAX = 500;
export const PINGJIA_PHOTOS_MAX = 9;
/** How many "show on screen" reviews a screen reads, newest first. */
export const PINGJIA_SCREEN_MAX = 20;
export const PINGJIA_UPLOAD_FOLDER = 'pingjia';

export interface PingjiaRecord {
  id: string;
  shopId: string;
  shopName?: string;
  orderId: string | null;
  orderNo: string | null;
  customerId: string | null;
  customerName: string | null;
  star: number;
  content: string;
  photos: string[];
  photoUrls: string[];
  reply: string | null;
  replyTime: string | null;
  isShow: 0 | 1;
  isScreen: 0 | 1;
  createBy: string;
  createTime: string;
}

export interface RatingSummary {
  /** Mean of every review's stars, one decimal; null with none. */
  average: number | null;
  count: number;
  /** Reviews per star, index 0 = 1 star. */
  stars: [number, number, number, number, number];
}

export interface ScreenReview {
  id: string;
  star: number;
  content: string;
  photoUrls: string[];
  reply: string | null;
  /** The customer's family name and a star (张*), never their full name or phone. */
  customerName: string;
  createTime: string;
}

/** How a screen names a customer: the first character and a star (张*); a review without one, 顾客. */
export function screenCustomerName(name: string | null): string {
  return name ? `${Array.from(name)[0]}*` : '顾客';
}

export interface ScreenReviews {
  average: number | null;
  count: number;
  reviews: ScreenReview[];
}

/** A list of a head-office view: a page of rows and the totals of every row the filters match. */
export interface ErpPage<T, Totals> {
  records: T[];
  total: number;
  size: number;
  current: number;
  pages: number;
  totals: Totals;
}

export interface ErpOrderRow {
  id: string;
  shopId: string;
  shopName: string;
  orderNo: string;
  customerName: string;
  taoxiName: string;
  priceFen: number;
  paidFen: number;
  status: string;
  createTime: string;
}

export interface ErpOrderTotals {
  count: number;
  priceFen: number;
  paidFen: number;
}

export interface ErpSlotRow {
  id: string;
  shopId: string;
  shopName: string;
  day: string;
  startMinute: number;
  endMinute: number;
  capacity: number;
  booked: number;
}

export interface ErpSlotTotals {
  count: number;
  capacity: number;
  booked: number;
}

export interface ErpReviewTotals {
  count: number;
  average: number | null;
}

export interface ErpCustomerTotals {
  count: number;
}

export interface StudioFigures {
  days: string[];
  /** Orders booked per day (cancelled ones not counted). */
  bookings: number[];
  /** Money received minus refunded per day, in fen. */
  revenueFen: number[];
  topPackages: { taoxiId: string; name: string; orders: number; revenueFen: number }[];
  rating: RatingSummary;
}

export const STUDIO_FIGURE_DAYS = [7, 30, 90] as const;
export const TOP_PACKAGES_MAX = 5;
