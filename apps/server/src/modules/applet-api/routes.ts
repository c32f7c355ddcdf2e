import {
  APPLET_API_BASE,
  APPLET_HOLD_MINUTES,
  APPLET_PAGE_MAX,
  APPLET_READ_MAX_AGE_SECONDS,
  APPLET_SLOT_RANGE_DAYS_MAX,
  APPLET_UNPAID_HOLDS_PER_SHOP,
  appletAlbumListQuery,
  appletBookingBody,
  appletItemParams,
  appletPageQuery,
  appletPathParams,
  appletShopParams,
  appletSlotQuery,
  msg,
} from '@scenecast/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ok } from '../../platform/http/envelope.js';
import { defineModule } from '../../platform/http/module.js';
import { releaseExpiredHolds } from '../orders/applet-holds.js';
import { appletShops, requireAppletShop } from './access.js';
import { bookThroughApplet } from './booking.js';
import {
  album,
  albumCategories,
  albumPage,
  blocks,
  catalogue,
  openSlots,
  packages,
  reviewPage,
  shopInfo,
  story,
  toShopCard,
  worksPage,
} from './reads.js';

const tags = ['applet-api'];
const SHOP = `${APPLET_API_BASE}/:appId/shops/:shopId`;
const REFUSALS =
  "Refusals: an app id no tenant authorised 404 小程序不存在; a withdrawn applet 403 该小程序已暂停服务; a shop not bound to this applet (another applet's, another tenant's, disabled) 404 该门店不在此小程序中.";
const CACHED = `Cached on the server until the shop's data changes; Cache-Control: public, max-age=${APPLET_READ_MAX_AGE_SECONDS}.`;

/** Limits per applet and client address (the app id keeps one applet's crowd from starving another's). */
const limitedTo = (max: number) => ({
  public: true,
  rateLimit: {
    max,
    timeWindow: '1 minute',
    keyGenerator: (request: FastifyRequest) => `${(request.params as { appId?: string }).appId}|${request.ip}`,
  },
});

/** A read's answer, which WeChat's client and proxies may keep briefly (refusals are not marked so). */
function cacheable<T>(reply: FastifyReply, value: T) {
  reply.header('cache-control', `public, max-age=${APPLET_READ_MAX_AGE_SECONDS}`);
  return ok(value);
}

/**
 * The applet's public API: what a shop's WeChat mini-program reads and books, without a console
 * session. The mini-program names itself by its WeChat app id in the path (its ext config carries
 * extAppid); it reaches only the shops bound to it, and only while it is authorised.
 */
export const appletApiRoutes = defineModule(async (app, { db, config }) => {
  const read = limitedTo(config.appletReadRateLimit);
  const write = limitedTo(config.appletBookingRateLimit);

  app.get(
    `${APPLET_API_BASE}/:appId/shops`,
    {
      config: read,
      schema: {
        tags,
        summary: "The applet's shops (AppletShopCard[])",
        description: `The enabled shops bound to the applet, pinned first then in the owner's order. ${REFUSALS} ${CACHED}`,
        params: appletPathParams,
      },
    },
    async (request, reply) => {
      return cacheable(reply, (await appletShops(db, request.params.appId)).map(toShopCard));
    },
  );

  app.get(
    SHOP,
    {
      config: read,
      schema: {
        tags,
        summary: "One shop's info (AppletShopInfo)",
        description: `Name, scene, logo, description, phones, address, opening hours (base info) and the home's modules in order: a retail shop's from its retail home (/lsmain/shouye; its defaults until saved), any other shop's from the studio home (/cjmain/shouye; [] until saved). ${REFUSALS} ${CACHED}`,
        params: appletShopParams,
      },
    },
    async (request, reply) => {
      const shop = await requireAppletShop(db, request.params.appId, request.params.shopId);
      return cacheable(reply, await shopInfo(db, shop));
    },
  );

  app.get(
    `${SHOP}/album-categories`,
    {
      config: read,
      schema: {
        tags,
        summary: 'The categories that hold albums public to the applet (AppletAlbumCategory[])',
        description: `The shop's own categories in tree order, each with its count of albums the applet shows. ${REFUSALS} ${CACHED}`,
        params: appletShopParams,
      },
    },
    async (request, reply) => {
      const shop = await requireAppletShop(db, request.params.appId, request.params.shopId);
      return cacheable(reply, await albumCategories(db, shop.id));
    },
  );

  app.get(
    `${SHOP}/albums`,
    {
      config: read,
      schema: {
        tags,
        summary: 'A page of the albums public to the applet (Page<AppletAlbumCard>)',
        description: `The shop's albums on show with isPublicXcx 1, in its display order (pinned first); albums behind a password or for members only are left out. fenleiId: one category's albums. pageNo, pageSize (default 10, at most 50). ${REFUSALS} ${CACHED}`,
        params: appletShopParams,
        querystring: appletAlbumListQuery,
      },
    },
    async (request, reply) => {
      const shop = await requireAppletShop(db, request.params.appId, request.params.shopId);
      return cacheable(reply, await albumPage(db, config.apiBase, shop.id, request.query));
    },
  );

  app.get(
    `${SHOP}/albums/:id`,
    {
      config: read,
      schema: {
        tags,
        summary: 'One album public to the applet, with its photos in order (AppletAlbumDetail)',
        description: `An album the list would show; any other id (hidden, not public to the applet, protected, another shop's) is 404 该内容不存在或已下架. ${REFUSALS} ${CACHED}`,
        params: appletItemParams,
      },
    },
    async (request, reply) => {
      const shop = await requireAppletShop(db, request.params.appId, request.params.shopId);
      const answer = await album(db, config.apiBase, shop.id, request.params.id);
      return cacheable(reply, answer);
    },
  );

  app.get(
    `${SHOP}/packages`,
    {
      config: read,
      schema: {
        tags,
        summary: 'The packages on sale (AppletPackage[])',
        description: `In the shop's order; packages off sale are left out. ${REFUSALS} ${CACHED}`,
        params: appletShopParams,
      },
    },
    async (request, reply) => {
      const shop = await requireAppletShop(db, request.params.appId, request.params.shopId);
      return cacheable(reply, await packages(db, config.apiBase, shop.id));
    },
  );

  app.get(
    `${SHOP}/products`,
    {
      config: read,
      schema: {
        tags,
        summary: 'The retail products on shelf with their variants (AppletCatalogue)',
        description: `Newest first, with the categories that hold some; products off shelf are left out. A shop of another scene answers empty lists. ${REFUSALS} ${CACHED}`,
        params: appletShopParams,
      },
    },
    async (request, reply) => {
      const shop = await requireAppletShop(db, request.params.appId, request.params.shopId);
      return cacheable(reply, await catalogue(db, config.apiBase, shop.id));
    },
  );

  app.get(
    `${SHOP}/blocks`,
    {
      config: read,
      schema: {
        tags,
        summary: 'The enterprise blocks on show, in order (AppletBlock[])',
        description: `Hidden blocks are left out; images as addresses. ${REFUSALS} ${CACHED}`,
        params: appletShopParams,
      },
    },
    async (request, reply) => {
      const shop = await requireAppletShop(db, request.params.appId, request.params.shopId);
      return cacheable(reply, await blocks(db, config.apiBase, shop.id));
    },
  );

  app.get(
    `${SHOP}/story`,
    {
      config: read,
      schema: {
        tags,
        summary: "The shop's brand story (AppletStory), or null",
        description: `The story the console's 品牌故事 page saved: title, content (its sanitised HTML), images and video as addresses; null while it has neither text nor images. Answered whether or not the home shows the story module (homeModules says whether to show it). ${REFUSALS} ${CACHED}`,
        params: appletShopParams,
      },
    },
    async (request, reply) => {
      const shop = await requireAppletShop(db, request.params.appId, request.params.shopId);
      return cacheable(reply, await story(db, config.apiBase, shop.id));
    },
  );

  app.get(
    `${SHOP}/reviews`,
    {
      config: read,
      schema: {
        tags,
        summary: "A page of the shop's reviews with its rating (AppletReviewPage)",
        description: `Every review the shop has not hidden, newest first, whether or not it is on the shop's screens ("show on screen" picks what the shop window quotes); hidden reviews are left out. Each with its stars, text, photos, the shop's reply, and the customer as 张* (顾客 without one), never a full name, order or phone. average (one decimal) and count are of every review, hidden ones too. pageNo, pageSize (default 10, at most ${APPLET_PAGE_MAX}). ${REFUSALS} ${CACHED}`,
        params: appletShopParams,
        querystring: appletPageQuery,
      },
    },
    async (request, reply) => {
      const shop = await requireAppletShop(db, request.params.appId, request.params.shopId);
      return cacheable(reply, await reviewPage(db, config.apiBase, shop.id, request.query));
    },
  );

  app.get(
    `${SHOP}/works`,
    {
      config: read,
      schema: {
        tags,
        summary: 'A page of the works public to the applet (Page<AppletWork>)',
        description: `A work has no applet flag of its own: while the shop's home shows the works module, its works outside the recycle bin are public to the applet, newest first (what the home's works module shows on screens), each with its address, thumbnail, width and height; without the module the page is empty. pageNo, pageSize (default 10, at most ${APPLET_PAGE_MAX}). ${REFUSALS} ${CACHED}`,
        params: appletShopParams,
        querystring: appletPageQuery,
      },
    },
    async (request, reply) => {
      const shop = await requireAppletShop(db, request.params.appId, request.params.shopId);
      return cacheable(reply, await worksPage(db, config.apiBase, shop.id, request.query));
    },
  );

  app.get(
    `${SHOP}/slots`,
    {
      config: read,
      schema: {
        tags,
        summary: 'The schedule slots open to booking from one day to another (AppletSlot[])',
        description: `from, to (yyyy-mm-dd, at most ${APPLET_SLOT_RANGE_DAYS_MAX} days): slots on open days, not begun (studio time), with a place left, in day and time order, each with its places left. ${REFUSALS} ${CACHED}`,
        params: appletShopParams,
        querystring: appletSlotQuery,
      },
    },
    async (request, reply) => {
      const shop = await requireAppletShop(db, request.params.appId, request.params.shopId);
      // A released place changes the slots, which drops their cached answer before it is read.
      await releaseExpiredHolds(db, shop.id);
      const answer = await openSlots(db, shop.id, request.query.from, request.query.to);
      return cacheable(reply, answer);
    },
  );

  app.post(
    `${SHOP}/bookings`,
    {
      config: write,
      schema: {
        tags,
        summary: 'Book a package in a slot: creates an order awaiting its deposit (AppletBooking)',
        description: `Body name, phone (the customer, found by phone in the shop or created), taoxiId, slotId, note. The console's booking rules: a package off sale 该套系已下架 (another shop's 403), a slot of another shop 403, a past one, a closed day, a full one 该档期已约满 — and then nothing is written. The order waits for its deposit — the package's own, else the shop's baseinfo depositPercent of the price — and is booked at once when none is due. An order awaiting its deposit holds its place ${APPLET_HOLD_MINUTES} minutes, then it is cancelled and the place is free again; a shop holds at most ${APPLET_UNPAID_HOLDS_PER_SHOP} such orders from applets at once, and past that every applet booking in it is refused with ${msg('appletUnpaidHoldsFull', 'zh', APPLET_UNPAID_HOLDS_PER_SHOP)}. At most ${config.appletBookingRateLimit} a minute per applet and client address (APPLET_BOOKING_RATE_LIMIT), then 429 with Retry-After. ${REFUSALS} Cache-Control: no-store.`,
        params: appletShopParams,
        body: appletBookingBody,
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const shop = await requireAppletShop(db, request.params.appId, request.params.shopId);
      return ok(await bookThroughApplet(db, request.params.appId, shop, request.body));
    },
  );
});
