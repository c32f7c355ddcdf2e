import { studioFiguresQuery } from '@scenecast/contracts';
import { grantedBy } from '../../platform/auth/route-grant.js';
import { ok } from '../../platform/http/envelope.js';
import { defineModule } from '../../platform/http/module.js';
import { registerDashboardJobs } from './rollup.js';
import { loginInfo, overview, visitInfo } from './service.js';
import { studioFigures } from './studio-figures.js';

const tags = ['dashboard'];
const scoped = 'Counted from the sign-in log of the current tenant (a platform admin: every tenant).';

export const dashboardRoutes = defineModule(async (app, { db, jobs }) => {
  grantedBy(app, { menus: ['/dashboard/analysis'] });
  registerDashboardJobs(jobs, db);
  app.get(
    '/sys/loginfo',
    {
      schema: {
        tags,
        summary: 'Sign-ins today and ever',
        description: `{todayIp, todayVisitCount, totalVisitCount}. ${scoped}`,
      },
    },
    async (request) => ok(await loginInfo(db, request.scope)),
  );

  app.get(
    '/sys/visitInfo',
    {
      schema: {
        tags,
        summary: 'Sign-ins per day, last 7 days',
        description: `[{ip (distinct IPs), visit (sign-ins), type ('MM-DD')}], oldest first, days without sign-ins included. ${scoped}`,
      },
    },
    async (request) => ok(await visitInfo(db, request.scope)),
  );

  app.get(
    '/sys/overview',
    {
      schema: {
        tags,
        summary: 'Data overview counts',
        description:
          '{counts: [{key, label, unit, value, previous}], rolledUpDay}: accounts, departments, sign-ins today, scenes, shops, works, albums and storage of the current tenant (a platform admin: every tenant). `unit` is count or bytes (the console shows bytes as B/KB/MB/GB, like file sizes). `previous` is the figure at the last nightly roll-up (job rollUpStatistics, day `rolledUpDay`), null before the first. The label is in the caller’s language: English when Accept-Language names English first, else Chinese.',
      },
    },
    async (request) => ok(await overview(db, request.scope, request.lang)),
  );

  app.get(
    '/sys/studioFigures',
    {
      schema: {
        tags,
        summary: "The studio's figures for the data overview (StudioFigures)",
        description:
          "Over the last `days` days (7, 30 or 90; default 30; today included, days of the database's time zone), for every shop the caller reaches or the one `shopId` names (one they do not reach: 403): `days` (YYYY-MM-DD), `bookings` (orders booked per day, cancelled and refunded ones not counted), `revenueFen` (deposits and balances received minus refunds, per day of the payment, in fen), `topPackages` (the 5 packages booked most in the span, with the money paid on them) and `rating` of every review of those shops.",
        querystring: studioFiguresQuery,
      },
    },
    async (request) => ok(await studioFigures(db, request.scope, request.query.days, request.query.shopId)),
  );
});
