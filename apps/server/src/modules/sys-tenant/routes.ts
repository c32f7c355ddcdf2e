import {
  tenantEditPayload,
  tenantFields,
  tenantIdQuery,
  tenantMemberAddPayload,
  tenantMemberRemoveQuery,
} from '@scenecast/contracts';
import { z } from 'zod';
import { pageQuery } from '../../platform/db/pagination.js';
import { ok } from '../../platform/http/envelope.js';
import { defineModule } from '../../platform/http/module.js';
import { registerEntity } from '../../platform/registry/index.js';
import { tenantEntity } from './registry.js';
import {
  addTenant,
  addTenantMember,
  deleteTenant,
  editTenant,
  listTenants,
  removeTenantMember,
  TENANT_MANAGE_ACTION,
  tenantMembers,
} from './service.js';

const tags = ['sys-tenant'];
const READS = 'For the platform administrator only: anyone else gets 403.';
const WRITES =
  'For the platform administrator holding the button system:tenant:manage (the admin role): anyone else gets 403. An unknown tenant id is 404. The spec names only the page (system admin → tenants), so these are JeecgBoot’s paths.';

export const sysTenantRoutes = defineModule(async (app, { db }) => {
  registerEntity(tenantEntity);

  app.get(
    '/sys/tenant/list',
    {
      config: { menus: ['/system/tenant'] },
      schema: {
        tags,
        summary: 'Tenants, paged',
        description: `${READS} Rows \`{id, name, status, memberCount, createTime}\` (status 1 enabled, 0 frozen; members: users whose default tenant it is or who belong to it). \`name\` is contained in the name; \`status\` filters. Sort columns id, name, status, createTime (default createTime desc).`,
        querystring: pageQuery.extend({
          name: z.string().max(100).optional(),
          status: z.coerce.number().int().min(0).max(1).optional(),
        }),
      },
    },
    async (request) => ok(await listTenants(db, request.scope, request.query)),
  );

  app.post(
    '/sys/tenant/add',
    {
      config: { permission: TENANT_MANAGE_ACTION },
      schema: {
        tags,
        summary: 'Add a tenant',
        description: `${WRITES} Name (请输入租户名称) and status.`,
        body: tenantFields,
      },
    },
    async (request) => ok(await addTenant(db, request.scope, request.body), '添加成功！'),
  );

  app.put(
    '/sys/tenant/edit',
    {
      config: { permission: TENANT_MANAGE_ACTION },
      schema: {
        tags,
        summary: 'Edit a tenant: name and status',
        description: `${WRITES} Status 0 freezes the tenant: its members’ requests acting in it answer 403 该租户已冻结，无法访问 and sign-in leaves it out (platform administrators excepted). The tenant the caller acts in cannot be frozen (不能冻结当前所在的租户).`,
        body: tenantEditPayload,
      },
    },
    async (request) => {
      await editTenant(db, request.scope, request.body);
      return ok(null, '编辑成功!');
    },
  );

  app.delete(
    '/sys/tenant/delete',
    {
      config: { permission: TENANT_MANAGE_ACTION },
      schema: {
        tags,
        summary: 'Delete an empty tenant',
        description: `${WRITES} A tenant with users (该租户下还有{n}个用户，请先移除后再删除) or shops (该租户下还有{n}个门店，不能删除) is refused.`,
        querystring: tenantIdQuery,
      },
    },
    async (request) => {
      await deleteTenant(db, request.scope, request.query.id);
      return ok(null, '删除成功!');
    },
  );

  app.get(
    '/sys/tenant/members',
    {
      config: { menus: ['/system/tenant'] },
      schema: {
        tags,
        summary: 'A tenant’s users',
        description: `${READS} \`[{id, username, realname, isDefault, otherTenants: [{id, name}]}]\`, by username.`,
        querystring: tenantIdQuery,
      },
    },
    async (request) => ok(await tenantMembers(db, request.scope, request.query.id)),
  );

  app.post(
    '/sys/tenant/addMember',
    {
      config: { permission: TENANT_MANAGE_ACTION },
      schema: {
        tags,
        summary: 'Add an existing user to a tenant',
        description: `${WRITES} By username (用户不存在 when unknown, 该用户已是本租户成员 when already in it). The user may then switch to the tenant in the console header.`,
        body: tenantMemberAddPayload,
      },
    },
    async (request) => {
      await addTenantMember(db, request.scope, request.body);
      return ok(null, '添加成功！');
    },
  );

  app.delete(
    '/sys/tenant/removeMember',
    {
      config: { permission: TENANT_MANAGE_ACTION },
      schema: {
        tags,
        summary: 'Remove a user from a tenant',
        description: `${WRITES} Never the user’s only tenant (这是该用户唯一的租户，不能移除). Their default tenant only with \`defaultTenantId\`, another tenant of theirs that becomes the default (这是该用户的默认租户，请先为其选择另一个默认租户).`,
        querystring: tenantMemberRemoveQuery,
      },
    },
    async (request) => {
      await removeTenantMember(db, request.scope, request.query);
      return ok(null, '删除成功!');
    },
  );
});
