import { memberStatusPayload, shopIdPayload } from '@scenecast/contracts';
import { z } from 'zod';
import { grantedBy } from '../../platform/auth/route-grant.js';
import { ok } from '../../platform/http/envelope.js';
import { formFieldsAsBody } from '../../platform/http/form-body.js';
import { defineModule } from '../../platform/http/module.js';
import { registerTodoSource } from '../../platform/todos/registry.js';
import { jobMembers, jobsOfShop, memberList, saveMainUser, setMemberStatus } from './members.js';
import { shareJoinedTodos } from './todos.js';

const tags = ['shop-member'];
const BASE = '/cjShopMember/cjShopMember';
const ACCESS = 'Another owner’s or another tenant’s shop (or member) id: 403 无权访问该门店, nothing changes.';

export const shopMemberRoutes = defineModule(async (app, { db }) => {
  grantedBy(app, { menus: ['/cjmain/member', '/cjmain/shop', '/cjmain/index', '/qymain/index', '/lsmain/index'] });
  registerTodoSource(shareJoinedTodos);
  app.post(
    `${BASE}/saveMainUser`,
    {
      preValidation: formFieldsAsBody,
      schema: {
        tags,
        summary: 'Make the caller the shop’s main user',
        description: `Form or JSON {shopId}; the owner only. The shop add calls already do it, so this is idempotent. ${ACCESS}`,
        body: shopIdPayload,
      },
    },
    async (request) => {
      await saveMainUser(db, request.scope, request.body.shopId);
      return ok(null);
    },
  );

  app.get(
    `${BASE}/queryMemberList`,
    {
      schema: {
        tags,
        summary: 'A shop’s members',
        description: `The owner or an active member. Main user first, then staff by joining time; rows are ShopMemberRecord (contracts): {id, shopId, userId, username, realname, phone, avatar, job, jobName, isMain, status, createTime}; jobName is the job’s name (店主 for the main user) in the caller’s language (English when Accept-Language names English first). Optional status filter (1 active, 0 disabled). ${ACCESS}`,
        querystring: z.object({ shopId: z.string().min(1), status: z.coerce.number().int().optional() }),
      },
    },
    async (request) => ok(await memberList(db, request.scope, request.query, request.lang)),
  );

  app.get(
    `${BASE}/getJobMember`,
    {
      schema: {
        tags,
        summary: 'Active staff of one job',
        description: `The active members other than the main user, of the given job (ids of queryJobByShopId), or of every job without it. ${ACCESS}`,
        querystring: z.object({ shopId: z.string().min(1), job: z.string().optional() }),
      },
    },
    async (request) => ok(await jobMembers(db, request.scope, request.query, request.lang)),
  );

  app.get(
    `${BASE}/queryJobByShopId`,
    {
      schema: {
        tags,
        summary: 'The jobs of a shop',
        description: `The fixed job list (店长, 摄影师, 化妆师, 客服, 店员) as [{id, name, memberCount}], counting the shop’s active staff; name in the caller’s language (English when Accept-Language names English first). ${ACCESS}`,
        querystring: z.object({ shopId: z.string().min(1) }),
      },
    },
    async (request) => ok(await jobsOfShop(db, request.scope, request.query.shopId, request.lang)),
  );

  app.post(
    `${BASE}/updateMemberStatus`,
    {
      preValidation: formFieldsAsBody,
      schema: {
        tags,
        summary: 'Enable or disable a member',
        description: `Form or JSON {id (member id), status: 1 active, 0 disabled}; the shop’s owner only. A disabled member no longer reaches the shop. The main user: 不能停用门店主账号. ${ACCESS}`,
        body: memberStatusPayload,
      },
    },
    async (request) => {
      await setMemberStatus(db, request.scope, request.body.id, request.body.status);
      return ok(null);
    },
  );
});
