import { LOG_TYPES, OPERATION_LOG_KEEP_DAYS } from '@scenecast/contracts';
import { z } from 'zod';
import { purgeOperationLog } from '../../platform/audit/purge.js';
import { requireMenu } from '../../platform/auth/route-grant.js';
import { pageQuery } from '../../platform/db/pagination.js';
import { ok } from '../../platform/http/envelope.js';
import { defineModule } from '../../platform/http/module.js';
import { listLoginLog, listOnline, listOperationLog } from './service.js';

const tags = ['sys-log'];
const SCOPE =
  'A tenant administrator (owner) reads the rows of the tenant they act in; the platform administrator every tenant’s.';
/** The page each log is read on: its menu grants the read (what they show is sensitive, so no other page does). */
const LOG_MENUS = { operation: '/system/operlog', login: '/system/loginlog' } as const;
/** `yyyy-MM-dd` or `yyyy-MM-dd HH:mm:ss`, as JeecgBoot's range pickers send them. */
const dateText = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}([ T]\d{2}:\d{2}(:\d{2})?)?$/)
  .optional();

export const sysLogRoutes = defineModule(async (app, { db, jobs }) => {
  jobs.add({
    name: 'purgeOperationLog',
    title: { zh: '清理操作日志', en: 'Purge the operation log' },
    hint: {
      zh: `{"days": ${OPERATION_LOG_KEEP_DAYS}}：删除多少天前的操作日志`,
      en: `{"days": ${OPERATION_LOG_KEEP_DAYS}}: delete operation-log rows older than that many days`,
    },
    params: z.object({ days: z.number().int().min(1).max(3650).default(OPERATION_LOG_KEEP_DAYS) }).strict(),
    defaultCron: '0 45 3 * * ? *',
    async run({ days }) {
      return `removed ${await purgeOperationLog(db, days)}`;
    },
  });

  app.get(
    '/sys/log/list',
    {
      config: { menus: [LOG_MENUS.operation, LOG_MENUS.login] },
      schema: {
        tags,
        summary: 'The operation log (logType 2) or the sign-in log (logType 1), paged',
        description: `JeecgBoot’s path. logType 2 is granted by the menu 操作日志 (/system/operlog), logType 1 by 登录日志 (/system/loginlog): 403 without it. ${SCOPE} Filters: username (contained), action (contained in what was done or its button; operation log only), createTime_begin / createTime_end (yyyy-MM-dd, the end day included). Newest first (order=asc: oldest first). Operation rows carry the request’s parameters and the record before and after, secrets masked.`,
        querystring: pageQuery.extend({
          logType: z.coerce.number().pipe(z.union([z.literal(LOG_TYPES.login), z.literal(LOG_TYPES.operation)])),
          username: z.string().max(100).optional(),
          action: z.string().max(100).optional(),
          createTime_begin: dateText,
          createTime_end: dateText,
        }),
      },
    },
    async (request) => {
      const { logType, ...query } = request.query;
      if (logType === LOG_TYPES.login) {
        await requireMenu(request.scope, [LOG_MENUS.login]);
        return ok(await listLoginLog(db, request.scope, query));
      }
      await requireMenu(request.scope, [LOG_MENUS.operation]);
      return ok(await listOperationLog(db, request.scope, query));
    },
  );

  app.get(
    '/sys/online/list',
    {
      config: { menus: ['/system/online'] },
      schema: {
        tags,
        summary: 'Online users: the live sessions, paged',
        description: `Granted by the menu 在线用户 (/system/online). A tenant administrator sees the sessions of their tenant’s users (never a platform administrator’s); the platform administrator every session. username: contained. Rows {sessionKey, userId, username, realname, tenantId, tenantName, loginTime, expiresAt, ip, isCurrent}; the token never leaves the server.`,
        querystring: pageQuery.extend({ username: z.string().max(100).optional() }),
      },
    },
    async (request) => ok(await listOnline(db, request.scope, request.query)),
  );
});
