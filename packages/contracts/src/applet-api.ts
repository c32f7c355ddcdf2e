import { z } from 'zod';
import { DEFAULT_PAGE_SIZE } from './constants.js';
import type { Page } from './envelope.js';
import type { ScreenAlbumCard, ScreenAlbumDetail } from './kepian.js';
import type { LsHomeModule, ScreenLsCatalogue } from './lingshou.js';
import type { ScreenQyBlock } from './qiye.js';
import type { OpeningDay, ShouyeModule } from './studio.js';
import { ORDER_NOTE_MAX } from './studio-booking.js';
import { bookingCustomer } from './studio-booking-payloads.js';
import type { ScreenReview } from './studio-crm.js';

/**
 * The applet's public API (issue #14): what a shop's WeChat mini-program reads and writes, without
 * a console session. The caller names its applet by WeChat app id in the path.
 */
export const APPLET_API_BASE = '/applet/v1';

/** How long WeChat's client and any proxy may reuse a read (seconds); the server's own cache is dropped on every change. */
export const APPLET_READ_MAX_AGE_SECONDS = 10;
/** The most items one page of the applet's lists (albums, works, reviews) answers. */
export const APPLET_PAGE_MAX = 50;
/** The most days the open-slot range spans. */
export const APPLET_SLOT_RANGE_DAYS_MAX = 31;

export interface AppletShopCard {
  id: string;
  name: string;
  /** The scene kind: cj studio, qy enterprise, ls retail, fz clothing. */
  scene: string;
  /** The logo as the shop stores it (the same value screens show). */
  logo: string | null;
  city: string;
}

export interface AppletShopInfo extends AppletShopCard {
  description: string;
  phones: string[];
  province: string;
  area: string;
  address: string;
  openingHours: OpeningDay[];
  /**
   * The modules the shop home shows, in order: a retail shop's retail home (/lsmain/shouye, its
   * defaults until the owner saves it), any other shop's studio home (/cjmain/shouye, [] until saved).
   */
  homeModules: ShouyeModule[] | LsHomeModule[];
}

export interface AppletAlbumCategory {
  id: string;
  name: string;
  albumCount: number;
}

export type AppletAlbumCard = Omit<ScreenAlbumCard, 'isProtected'>;
export type AppletAlbumDetail = Omit<ScreenAlbumDetail, 'isProtected'>;

export interface AppletPackage {
  id: string;
  name: string;
  priceFen: number;
  depositFen: number;
  photoCount: number;
  coverUrl: string | null;
}

export type AppletCatalogue = ScreenLsCatalogue;
export type AppletBlock = ScreenQyBlock;

/** The shop's brand story (the console's 品牌故事): its text is the console's sanitised HTML. */
export interface AppletStory {
  title: string;
  content: string;
  imageUrls: string[];
  videoUrl: string | null;
}

/** A work of the shop's library the applet shows: an image or a video, with its thumbnail when it has one. */
export interface AppletWork {
  id: string;
  kind: 'image' | 'video';
  url: string;
  thumbUrl: string | null;
  width: number | null;
  height: number | null;
}

/** A review as the applet shows it: the customer as 张*, never a full name or a phone. */
export type AppletReview = ScreenReview;

/** A page of the reviews the applet shows, with the rating of every review of the shop. */
export interface AppletReviewPage extends Page<AppletReview> {
  /** One decimal, of every review, hidden ones too; null without reviews. */
  average: number | null;
  /** How many reviews the average is of. */
  count: number;
}

export interface AppletSlot {
  id: string;
  day: string;
  startMinute: number;
  endMinute: number;
  placesLeft: number;
}

/** What the customer sees of the order a booking made. */
export interface AppletBooking {
  orderNo: string;
  status: 'awaiting_deposit' | 'booked';
  packageName: string;
  priceFen: number;
  depositFen: number;
  day: string;
  startMinute: number;
  endMinute: number;
}

const id = z.string().min(1).max(64);
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const appletPathParams = z.object({ appId: z.string().min(1).max(64) });
export const appletShopParams = appletPathParams.extend({ shopId: id });
export const appletItemParams = appletShopParams.extend({ id });

export const appletPageQuery = z.object({
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(APPLET_PAGE_MAX).default(DEFAULT_PAGE_SIZE),
});
export const appletAlbumListQuery = appletPageQuery.extend({
  /** Only the albums of this category; all when left out. */
  fenleiId: id.optional(),
});
export const appletSlotQuery = z.object({ from: day, to: day });

export const appletBookingBody = bookingCustomer.extend({
  taoxiId: id,
  slotId: id,
  note: z.string().max(ORDER_NOTE_MAX).default(''),
});
export type AppletBookingBody = z.infer<typeof appletBookingBody>;
