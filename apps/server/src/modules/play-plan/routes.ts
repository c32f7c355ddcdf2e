import {
  playPlanBody,
  playPlanEditBody,
  playPlanIdQuery,
  playPlanShopQuery,
  playPlanTimelineQuery,
  wallGroupBody,
} from '@scenecast/contracts';
import type { FastifyRequest } from 'fastify';
import { grantedBy } from '../../platform/auth/route-grant.js';
import { ok } from '../../platform/http/envelope.js';
import { defineModule } from '../../platform/http/module.js';
import { addPlan, deletePlan, editPlan, listPlans, type PlayPlanContext, shopTimeline } from './service.js';
import { setWall, shopWalls } from './walls.js';

const tags = ['playplan'];
const BASE = '/playplan';

const RULES =
  'A plan puts one content (works group, chosen works, the album view, the shop home, a web page) on screens and screen groups of one shop, for an inclusive date range, days of week (1 = Monday) and up to 6 non-overlapping HH:mm windows (an end before the start runs past midnight; none = all day), with a priority 1–100. Higher priority wins; a tie goes to the plan changed last. An interrupt plan shows for `seconds` every `everyMinutes` from the start of each window, over any regular plan. Times are the shop’s time zone (its timeZone, default Asia/Shanghai). With no plan due a screen plays its own works, else the shop card. Screens, groups and content of another shop are refused; ids the caller cannot reach answer 403.';

/** Play plans (issue #15): the plans of a shop, and the timeline of what its screens will play. */
export const playPlanRoutes = defineModule(async (app, { db, live }) => {
  grantedBy(app, { menus: ['/device/plan'] });
  const ctx = (request: FastifyRequest): PlayPlanContext => ({ db, live, scope: request.scope });

  app.get(
    `${BASE}/list`,
    { schema: { tags, summary: "A shop's play plans, oldest first", querystring: playPlanShopQuery } },
    async (request) => ok(await listPlans(ctx(request), request.query.shopId)),
  );
  app.post(
    `${BASE}/add`,
    { schema: { tags, summary: 'Adds a play plan; its screens switch live', description: RULES, body: playPlanBody } },
    async (request) => ok(await addPlan(ctx(request), request.body)),
  );
  app.put(
    `${BASE}/edit`,
    {
      schema: {
        tags,
        summary: 'Changes a play plan; old and new screens switch live',
        description: RULES,
        body: playPlanEditBody,
      },
    },
    async (request) => ok(await editPlan(ctx(request), request.body.id, request.body)),
  );
  app.delete(
    `${BASE}/delete`,
    {
      schema: {
        tags,
        summary: 'Deletes a play plan; its screens go back to what else is due',
        querystring: playPlanIdQuery,
      },
    },
    async (request) => {
      await deletePlan(ctx(request), request.query.id);
      return ok(null);
    },
  );
  app.get(
    `${BASE}/timeline`,
    {
      schema: {
        tags,
        summary: 'What each screen of a shop (or one screen) plays over a local day, as segments',
        description:
          "Answers {timeZone, days, screens}: the shop's zone, and segments {from, to (epoch ms), planId (null = the screen default), isInterrupt} that cover the day from midnight to midnight in that zone, computed by the same function the player runs.",
        querystring: playPlanTimelineQuery,
      },
    },
    async (request) => ok(await shopTimeline(ctx(request), request.query)),
  );
  app.get(
    `${BASE}/walls`,
    {
      schema: {
        tags,
        summary: "A shop's screen groups and which of them are video walls",
        querystring: playPlanShopQuery,
      },
    },
    async (request) => ok(await shopWalls(ctx(request), request.query.shopId)),
  );
  app.post(
    `${BASE}/wall`,
    {
      schema: {
        tags,
        summary: 'Marks a screen group as a video wall, or not',
        description:
          "A wall's screens play the same item on the same tick: each follows the server's clock (answered as serverTime with the screen state) and repeats its list back to back from the clock's epoch. A group of another shop is refused with 403.",
        body: wallGroupBody,
      },
    },
    async (request) => {
      await setWall(ctx(request), request.body);
      return ok(null);
    },
  );
});
