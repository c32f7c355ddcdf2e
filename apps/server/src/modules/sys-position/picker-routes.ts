import { z } from 'zod';
import { pageQuery } from '../../platform/db/pagination.js';
import { ok } from '../../platform/http/envelope.js';
import { defineModule } from '../../platform/http/module.js';
import { positionPickerPage } from './service.js';

/**
 * The position picker, for pages of any menu (a user's positions on 用户管理): any signed-in user,
 * the caller's current tenant only. /sys/position/list stays with the 职务管理 menu.
 */
export const sysPositionPickerRoutes = defineModule(async (app, { db }) => {
  app.get(
    '/sys/position/picker',
    {
      config: { signedIn: true },
      schema: {
        tags: ['sys-position'],
        summary: 'The position picker’s positions, paged',
        description:
          'Any signed-in user. Rows `{id, name, code, rank, rank_dictText}` of the caller’s current tenant (a platform admin too). `name` is contained in the name (`%` and `_` match themselves). Sort columns name, code, postRank, createTime (default createTime desc).',
        querystring: pageQuery.extend({ name: z.string().max(100).optional() }),
      },
    },
    async (request) => ok(await positionPickerPage(db, request.scope, request.query)),
  );
});
