import { msg } from '@scenecast/contracts';
import { z } from 'zod';
import { pageQuery } from '../../platform/db/pagination.js';
import { ok } from '../../platform/http/envelope.js';
import { defineModule } from '../../platform/http/module.js';
import { checkOnlyUser, listUsers, queryUserRole } from './service.js';

const tags = ['sys-user'];

export const sysUserRoutes = defineModule(async (app, { db }) => {
  app.get(
    '/sys/user/list',
    {
      schema: {
        tags,
        summary: 'Users, paged',
        description:
          'The users of the current tenant (a platform admin: every user). Filters username, realname, phone: `*v*` contains, `v*` starts with, `*v` ends with, else equals. Sort columns createTime, username, realname, status.',
        querystring: pageQuery.extend({
          username: z.string().optional(),
          realname: z.string().optional(),
          phone: z.string().optional(),
        }),
      },
    },
    async (request) => ok(await listUsers(db, request.scope, request.query)),
  );

  app.get(
    '/sys/user/checkOnlyUser',
    {
      schema: {
        tags,
        summary: 'Is a username or phone free?',
        description:
          'success false with 用户账号已存在 when taken by any account (`id` leaves out the account being edited).',
        querystring: z.object({
          username: z.string().optional(),
          phone: z.string().optional(),
          id: z.string().optional(),
        }),
      },
    },
    async (request) => {
      await checkOnlyUser(db, request.query);
      return ok(true, msg('valueAvailable'));
    },
  );

  app.get(
    '/sys/user/queryUserRole',
    {
      schema: {
        tags,
        summary: 'Role ids of a user',
        description: 'Only for a user of the current tenant (a platform admin: any user); otherwise 404.',
        querystring: z.object({ userid: z.string().min(1) }),
      },
    },
    async (request) => ok(await queryUserRole(db, request.scope, request.query.userid)),
  );
});
