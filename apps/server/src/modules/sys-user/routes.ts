import {
  adminChangePasswordPayload,
  frozenBatchPayload,
  msg,
  SESSION_ENDED_CMD,
  USER_STATUSES,
  userAddPayload,
  userEditPayload,
} from '@scenecast/contracts';
import { z } from 'zod';
import { pageQuery } from '../../platform/db/pagination.js';
import { ok } from '../../platform/http/envelope.js';
import { defineModule } from '../../platform/http/module.js';
import { users } from '../../platform/identity/schema.js';
import { registerDataRuleList, registerEntity } from '../../platform/registry/index.js';
import { addUser, editUser, frozenBatch, getMultiUser, setUserPassword, USER_MANAGE_ACTION } from './admin.js';
import { userPickerPage } from './picker.js';
import { userEntity } from './registry.js';
import { checkOnlyUser, listUsers, queryUserRole, usersOfDepart } from './service.js';

/** The operation log keeps the users row before and after each write (platform/audit). */
const AUDITED = { table: users, id: users.id };

const tags = ['sys-user'];
const MANAGE =
  'For users holding the button system:user:manage (platform administrators and tenant owners): anyone else gets 403. Users of the tenant the caller acts in (a platform admin: any); another tenant’s user is 403.';
const MANAGED = 'Users of the caller’s current tenant (a platform admin: any).';

export const sysUserRoutes = defineModule(async (app, { db, live }) => {
  /** Consoles still open on ended sessions learn it at once (their next call answers 401). */
  const tellSignedOut = (userIds: string[]) =>
    live.sendMany(
      userIds.map((id) => ({ kind: 'user' as const, id })),
      { cmd: SESSION_ENDED_CMD },
    );

  registerEntity(userEntity);
  registerDataRuleList('system/UserListPage', userEntity.name);

  app.get(
    '/sys/user/list',
    {
      config: { menus: ['/system/user'] },
      schema: {
        tags,
        summary: 'Users, paged',
        description:
          'The users of the current tenant (a platform admin: every user), narrowed by the caller’s data rules of the 用户管理 menu (all ANDed; see /sys/role/datarule). Filters username, realname, phone: `*v*` contains, `v*` starts with, `*v` ends with, else equals. `status` 1 normal, 2 frozen. Sort columns createTime, username, realname, sex, status.',
        querystring: pageQuery.extend({
          username: z.string().optional(),
          realname: z.string().optional(),
          phone: z.string().optional(),
          status: z.enum(USER_STATUSES).optional(),
        }),
      },
    },
    async (request) => ok(await listUsers(db, request.scope, request.query)),
  );

  app.get(
    '/sys/user/queryUserComponentData',
    {
      config: { menus: ['/system/user'] },
      schema: {
        tags,
        summary: 'The user picker’s users, paged',
        description:
          'Rows `{id, username, realname, sex, phone, orgCodeTxt}` of the caller’s current tenant. `departId` keeps the users of that department and its sub-departments (a department of another tenant: no rows). `username`, `realname`: contained (`%`, `_` literal; `*v*`, `v*`, `*v` also work). Sort columns username, realname, sex, status, createTime (default createTime desc); any other `column` sorts by the default.',
        querystring: pageQuery.extend({
          departId: z.string().optional(),
          username: z.string().max(100).optional(),
          realname: z.string().max(100).optional(),
        }),
      },
    },
    async (request) => ok(await userPickerPage(db, request.scope, request.query)),
  );

  app.get(
    '/sys/user/checkOnlyUser',
    {
      config: { menus: ['/system/user'] },
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
      config: { menus: ['/system/user'] },
      schema: {
        tags,
        summary: 'Role ids of a user',
        description: 'Only for a user of the current tenant (a platform admin: any user); otherwise 403.',
        querystring: z.object({ userid: z.string().min(1) }),
      },
    },
    async (request) => ok(await queryUserRole(db, request.scope, request.query.userid)),
  );

  app.get(
    '/sys/user/getMultiUser',
    {
      config: { menus: ['/system/user'] },
      schema: {
        tags,
        summary: 'Users by ids',
        description: `${MANAGED} \`ids\` comma-joined (\`store=username\`: usernames); unknown ones and other tenants’ users are left out. Each with its roles, departments, position codes and tenant, for the edit dialog.`,
        querystring: z.object({
          ids: z.string().max(8000).default(''),
          store: z.enum(['id', 'username']).default('id'),
        }),
      },
    },
    async (request) => {
      const keys = [...new Set(request.query.ids.split(',').filter(Boolean))].slice(0, 200);
      return ok(await getMultiUser(db, request.scope, keys, request.query.store));
    },
  );

  app.get(
    '/sys/user/queryUserByDepId',
    {
      config: { menus: ['/system/user', '/system/depart'] },
      schema: {
        tags,
        summary: 'Users of a department',
        description:
          'The users linked to a department of the caller’s current tenant; another tenant’s department: none.',
        querystring: z.object({ id: z.string().min(1).max(64) }),
      },
    },
    async (request) => ok(await usersOfDepart(db, request.scope, request.query.id)),
  );

  app.post(
    '/sys/user/add',
    {
      config: { permission: USER_MANAGE_ACTION, audit: AUDITED },
      schema: {
        tags,
        summary: 'Add a user',
        description: `${MANAGE} Username unique everywhere (用户账号已存在); password 6-18 with a digit and a letter.`,
        body: userAddPayload,
      },
    },
    async (request) => ok(await addUser(db, request.scope, request.body), msg('operationOk')),
  );

  app.put(
    '/sys/user/edit',
    {
      config: { permission: USER_MANAGE_ACTION, audit: AUDITED },
      schema: { tags, summary: 'Edit a user', description: MANAGE, body: userEditPayload },
    },
    async (request) => ok(await editUser(db, request.scope, request.body), msg('operationOk')),
  );

  app.put(
    '/sys/user/frozenBatch',
    {
      config: { permission: USER_MANAGE_ACTION, audit: AUDITED },
      schema: {
        tags,
        summary: 'Freeze or unfreeze users',
        description: `${MANAGE} status 2 freezes (their sessions end at once: the next call answers 401), 1 unfreezes. Nobody freezes themselves; only a platform administrator touches a platform administrator.`,
        body: frozenBatchPayload,
      },
    },
    async (request) => {
      const { message, signedOut } = await frozenBatch(db, request.scope, request.body);
      await tellSignedOut(signedOut);
      return ok(null, message);
    },
  );

  app.put(
    '/sys/user/changePassword',
    {
      config: { permission: USER_MANAGE_ACTION, audit: AUDITED },
      schema: {
        tags,
        summary: 'Set a user’s password',
        description: `${MANAGE} No old password; that user’s sessions end.`,
        body: adminChangePasswordPayload,
      },
    },
    async (request) => {
      await tellSignedOut([await setUserPassword(db, request.scope, request.body)]);
      return ok(null, msg('userPasswordChanged'));
    },
  );
});
