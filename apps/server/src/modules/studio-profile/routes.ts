import {
  BOOKING_DEFAULTS,
  baseInfoBody,
  DEFAULT_SHOUYE_MODULES,
  SHOUYE_MODULES,
  shouyeBody,
  storyBody,
  studioShopQuery,
} from '@scenecast/contracts';
import type { FastifyRequest } from 'fastify';
import { ok } from '../../platform/http/envelope.js';
import { defineModule } from '../../platform/http/module.js';
import {
  type ProfileContext,
  readBaseInfo,
  readShouye,
  readStory,
  writeBaseInfo,
  writeShouye,
  writeStory,
} from './service.js';

const tags = ['studio'];
const BASE = '/cjStudio';
const READ = "Any member of the shop reads it; another tenant's or a shop the caller does not reach: 403.";
const WRITE =
  "Only the shop's owner saves it (members and everyone else: 403, nothing changes); the first save creates the shop's profile.";

/** A studio's brand story (/cjmain/story), base info (/cjmain/baseinfo) and home modules (/cjmain/shouye). */
export const studioProfileRoutes = defineModule(async (app, { db }) => {
  const ctx = (request: FastifyRequest): ProfileContext => ({ db, scope: request.scope });

  app.get(
    `${BASE}/story`,
    {
      config: { menus: ['/cjmain/story'] },
      schema: {
        tags,
        summary: "The shop's brand story (StudioStory)",
        description: READ,
        querystring: studioShopQuery,
      },
    },
    async (request) => ok(await readStory(ctx(request), request.query.shopId)),
  );
  app.post(
    `${BASE}/story`,
    {
      config: { menus: ['/cjmain/story'] },
      schema: {
        tags,
        summary: 'Save the brand story: title, rich text, images, one video',
        description: `content is rich text, sanitised on the server. images: stored image paths (/sys/common/upload biz shop); video: a stored video path (biz works). The shop home's story module shows them. ${WRITE}`,
        body: storyBody,
      },
    },
    async (request) => ok(await writeStory(ctx(request), request.body)),
  );
  app.get(
    `${BASE}/baseinfo`,
    {
      config: { menus: ['/cjmain/baseinfo'] },
      schema: {
        tags,
        summary: "The shop's opening hours and booking rules (StudioBaseInfo)",
        description: `Until saved: no opening hours (slots open at any time), deposit ${BOOKING_DEFAULTS.depositPercent} % of the price of a package that sets none, free cancellation up to ${BOOKING_DEFAULTS.cancelHours} h before the shoot, ${BOOKING_DEFAULTS.slotMinutes}-minute booking slots. ${READ}`,
        querystring: studioShopQuery,
      },
    },
    async (request) => ok(await readBaseInfo(ctx(request), request.query.shopId)),
  );
  app.post(
    `${BASE}/baseinfo`,
    {
      config: { menus: ['/cjmain/baseinfo'] },
      schema: {
        tags,
        summary: 'Save opening hours and booking rules',
        description: `openingHours: one entry per open weekday (1 Monday … 7 Sunday), 'HH:mm' open before close (营业时间不正确; a weekday twice: 营业时间每天只能设置一次); a weekday left out is closed. depositPercent 0–100 of the package price, due when booking a package that sets no deposit of its own (rounded to the fen); cancelHours: a booking cancelled at least this many hours before its slot begins gets the deposit back, one cancelled later only what was paid beyond it; slotMinutes 15–480, the length the console's open-slots dialog proposes for a slot. Once set, opening hours bound the slots the owner opens (POST /cjDangqi/cjDangqi/addSlots: a weekday left out is skipped, a time outside its day's hours refused). ${WRITE}`,
        body: baseInfoBody,
      },
    },
    async (request) => ok(await writeBaseInfo(ctx(request), request.body)),
  );
  app.get(
    `${BASE}/shouye`,
    {
      config: { menus: ['/cjmain/shouye'] },
      schema: {
        tags,
        summary: "The modules the shop's home shows, in order (StudioShouye)",
        description: `Until saved: ${DEFAULT_SHOUYE_MODULES.join(', ')}. ${READ}`,
        querystring: studioShopQuery,
      },
    },
    async (request) => ok(await readShouye(ctx(request), request.query.shopId)),
  );
  app.post(
    `${BASE}/shouye`,
    {
      config: { menus: ['/cjmain/shouye'] },
      schema: {
        tags,
        summary: "Choose and order the home's modules",
        description: `modules: some of ${SHOUYE_MODULES.join(', ')}, each once (首页模块不能重复), in the order the home shows them; [] shows the shop card only. Screens (GET /screen/shop-home) and the applet read it. ${WRITE}`,
        body: shouyeBody,
      },
    },
    async (request) => ok(await writeShouye(ctx(request), request.body)),
  );
});
