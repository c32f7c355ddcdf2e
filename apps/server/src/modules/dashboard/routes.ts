import { ok } from '../../platform/http/envelope.js';
import { defineModule } from '../../platform/http/module.js';
import { loginInfo, overview, visitInfo } from './service.js';

const tags = ['dashboard'];
const scoped = 'Counted from the sign-in log of the current tenant (a platform admin: every tenant).';

export const dashboardRoutes = defineModule(async (app, { db }) => {
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
          '{counts: [{key, label, value}]}: accounts, departments, sign-ins today of the current tenant (a platform admin: every tenant).',
      },
    },
    async (request) => ok(await overview(db, request.scope)),
  );
});
