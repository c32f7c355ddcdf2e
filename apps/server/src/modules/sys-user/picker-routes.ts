import { z } from 'zod';
import { pageQuery } from '../../platform/db/pagination.js';
import { ok } from '../../platform/http/envelope.js';
import { defineModule } from '../../platform/http/module.js';
import { narrowUserPickerPage, realnamesOf } from './picker.js';

const tags = ['sys-user'];
/** At most this many usernames per look-up (a page of announcements names far fewer senders). */
const MAX_USERNAMES = 200;

/**
 * The user picker and the sender-name look-up, for pages of any menu (an announcement's receivers,
 * its sender's name): any signed-in user, only the users of the caller's current tenant, only the
 * fields the picker shows. The user list and queryUserComponentData stay with the 用户管理 menu.
 */
export const sysUserPickerRoutes = defineModule(async (app, { db }) => {
  app.get(
    '/sys/user/picker',
    {
      config: { signedIn: true },
      schema: {
        tags,
        summary: 'The user picker’s users, paged, without contact details',
        description:
          'Any signed-in user. Rows `{id, username, realname, sex, orgCodeTxt}` of the caller’s current tenant (a platform admin too). `departId` keeps the users of that department and its sub-departments (a department of another tenant: no rows). `username`, `realname`: contained (`%`, `_` literal). Sort columns username, realname, sex, status, createTime (default createTime desc).',
        querystring: pageQuery.extend({
          departId: z.string().max(64).optional(),
          username: z.string().max(100).optional(),
          realname: z.string().max(100).optional(),
        }),
      },
    },
    async (request) => ok(await narrowUserPickerPage(db, request.scope, request.query)),
  );

  app.get(
    '/sys/user/realnames',
    {
      config: { signedIn: true },
      schema: {
        tags,
        summary: 'Real names of usernames',
        description: `Any signed-in user. \`usernames\` comma-joined (at most ${MAX_USERNAMES}); answers \`[{username, realname}]\` for those of the caller’s current tenant, sorted by username; others are left out.`,
        querystring: z.object({ usernames: z.string().max(20_000).default('') }),
      },
    },
    async (request) => {
      const usernames = [...new Set(request.query.usernames.split(',').filter(Boolean))].slice(0, MAX_USERNAMES);
      return ok(await realnamesOf(db, request.scope, usernames));
    },
  );
});
