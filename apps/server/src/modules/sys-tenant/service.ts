import {
  msg,
  type Page,
  TENANT_STATUS,
  type TenantMember,
  type TenantRecord,
  type tenantEditPayload,
  type tenantFields,
  type tenantMemberAddPayload,
  type tenantMemberRemoveQuery,
} from '@scenecast/contracts';
import { and, asc, count, desc, eq, exists, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { forgetUserIdentity } from '../../platform/auth/identity-cache.js';
import { requirePlatformAdmin, type Scope } from '../../platform/auth/scope.js';
import type { Db } from '../../platform/db/database.js';
import { searchFilter } from '../../platform/db/like.js';
import { type PageQuery, toPage } from '../../platform/db/pagination.js';
import { BusinessError, notFound } from '../../platform/http/errors.js';
import { tenants, users, userTenants } from '../../platform/identity/schema.js';
import { holdTenant } from '../../platform/identity/tenant-hold.js';
import { forgetTenantStatus } from '../../platform/identity/tenant-status.js';
import { sortableColumn } from '../../platform/registry/index.js';
import { countShops } from '../shop/service.js';
import { tenantEntity } from './registry.js';

/** The button every write route declares; migration 0029 gives it to the platform administrators only. */
export const TENANT_MANAGE_ACTION = 'system:tenant:manage';

type Fields = z.output<typeof tenantFields>;
type EditInput = z.output<typeof tenantEditPayload>;
type MemberAddInput = z.output<typeof tenantMemberAddPayload>;
type MemberRemoveInput = z.output<typeof tenantMemberRemoveQuery>;

/** The users of a tenant: those it is the default of, and those with a membership in it. */
function memberOf(db: Db, tenantId: SQL | number): SQL {
  const membership = db
    .select({ one: sql`1` })
    .from(userTenants)
    .where(and(eq(userTenants.userId, users.id), eq(userTenants.tenantId, tenantId)));
  return or(eq(users.tenantId, tenantId), exists(membership)) as SQL;
}

async function memberCount(db: Db, tenantId: number): Promise<number> {
  const [row] = await db.select({ total: count() }).from(users).where(memberOf(db, tenantId));
  return row.total;
}

async function existingTenant(db: Db, id: number) {
  const [row] = await db.select().from(tenants).where(eq(tenants.id, id)).limit(1);
  if (!row) throw notFound();
  return row;
}

/** GET /sys/tenant/list: every tenant with its member count, for the platform administrator. */
export async function listTenants(
  db: Db,
  scope: Scope,
  query: PageQuery & { name?: string; status?: number },
): Promise<Page<TenantRecord>> {
  requirePlatformAdmin(scope);
  const where = and(
    searchFilter(tenants.name, query.name),
    query.status === undefined ? undefined : eq(tenants.status, query.status),
  );
  const column = sortableColumn(tenantEntity.name, query.column, tenants.createTime);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(tenants)
      .where(where)
      .orderBy(query.order === 'asc' ? asc(column) : desc(column), asc(tenants.id))
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize),
    db.select({ total: count() }).from(tenants).where(where),
  ]);
  const records = await Promise.all(
    rows.map(async (row) => ({
      id: row.id,
      name: row.name,
      status: row.status,
      memberCount: await memberCount(db, row.id),
      createTime: row.createTime.toISOString(),
    })),
  );
  return toPage(records, total, query);
}

/** POST /sys/tenant/add: a new, empty tenant. */
export async function addTenant(db: Db, scope: Scope, fields: Fields): Promise<{ id: number }> {
  requirePlatformAdmin(scope);
  const [created] = await db
    .insert(tenants)
    .values({ name: fields.name, status: fields.status })
    .returning({ id: tenants.id });
  return created;
}

/**
 * PUT /sys/tenant/edit: name and status. Freezing takes effect on the members' next request in
 * every process (the status cache is dropped); the tenant the caller acts in is never frozen.
 */
export async function editTenant(db: Db, scope: Scope, input: EditInput): Promise<void> {
  requirePlatformAdmin(scope);
  const tenant = await existingTenant(db, input.id);
  if (input.status === TENANT_STATUS.frozen && tenant.id === scope.tenantId) {
    throw new BusinessError(msg('tenantFreezeOwn'));
  }
  await db.update(tenants).set({ name: input.name, status: input.status }).where(eq(tenants.id, tenant.id));
  if (input.status !== tenant.status) await forgetTenantStatus(tenant.id);
}

/** DELETE /sys/tenant/delete: only an empty tenant (no users, no shops) goes. */
export async function deleteTenant(db: Db, scope: Scope, id: number): Promise<void> {
  requirePlatformAdmin(scope);
  await db.transaction(async (tx) => {
    // Locked before counting: a member or shop added meanwhile (each such save holds the tenant
    // with a key-share lock) is counted, or finds the tenant gone.
    const [tenant] = await tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, id)).for('update');
    if (!tenant) throw notFound();
    const members = await memberCount(tx, tenant.id);
    if (members > 0) throw new BusinessError(msg('tenantHasMembers', 'zh', members));
    const shops = await countShops(tx, [tenant.id]);
    if (shops > 0) throw new BusinessError(msg('tenantHasShops', 'zh', shops));
    await tx.delete(tenants).where(eq(tenants.id, tenant.id));
  });
  await forgetTenantStatus(id);
}

/** GET /sys/tenant/members: the tenant's users, each with their other tenants. */
export async function tenantMembers(db: Db, scope: Scope, tenantId: number): Promise<TenantMember[]> {
  requirePlatformAdmin(scope);
  await existingTenant(db, tenantId);
  const rows = await db
    .select({ id: users.id, username: users.username, realname: users.realname, defaultTenant: users.tenantId })
    .from(users)
    .where(memberOf(db, tenantId))
    .orderBy(asc(users.username));
  if (rows.length === 0) return [];
  const links = await db
    .select({ userId: userTenants.userId, id: tenants.id, name: tenants.name })
    .from(userTenants)
    .innerJoin(tenants, eq(tenants.id, userTenants.tenantId))
    .where(
      and(
        inArray(
          userTenants.userId,
          rows.map((row) => row.id),
        ),
        ne(userTenants.tenantId, tenantId),
      ),
    )
    .orderBy(asc(tenants.id));
  return rows.map((row) => ({
    id: row.id,
    username: row.username,
    realname: row.realname,
    isDefault: row.defaultTenant === tenantId,
    otherTenants: links.filter((link) => link.userId === row.id).map(({ id, name }) => ({ id, name })),
  }));
}

/** POST /sys/tenant/addMember: an existing user (by username) joins the tenant. */
export async function addTenantMember(db: Db, scope: Scope, input: MemberAddInput): Promise<void> {
  requirePlatformAdmin(scope);
  await existingTenant(db, input.tenantId);
  const [user] = await db
    .select({ id: users.id, tenantId: users.tenantId })
    .from(users)
    .where(eq(users.username, input.username))
    .limit(1);
  if (!user) throw new BusinessError(msg('userNotFound'));
  if (user.tenantId === input.tenantId) throw new BusinessError(msg('tenantMemberExists'));
  const added = await db.transaction(async (tx) => {
    if (!(await holdTenant(tx, input.tenantId))) throw notFound();
    return tx
      .insert(userTenants)
      .values({ userId: user.id, tenantId: input.tenantId })
      .onConflictDoNothing()
      .returning({ userId: userTenants.userId });
  });
  if (added.length === 0) throw new BusinessError(msg('tenantMemberExists'));
  await forgetUserIdentity(user.id);
}

/**
 * DELETE /sys/tenant/removeMember: ends a membership. Never the user's last tenant; their default
 * tenant only with `defaultTenantId`, another tenant of theirs that becomes the default.
 */
export async function removeTenantMember(db: Db, scope: Scope, input: MemberRemoveInput): Promise<void> {
  requirePlatformAdmin(scope);
  await existingTenant(db, input.tenantId);
  const [user] = await db
    .select({ id: users.id, tenantId: users.tenantId })
    .from(users)
    .where(and(eq(users.id, input.userId), memberOf(db, input.tenantId)))
    .limit(1);
  if (!user) throw notFound();
  const links = await db
    .select({ tenantId: userTenants.tenantId })
    .from(userTenants)
    .where(eq(userTenants.userId, user.id));
  const others = [...new Set([user.tenantId, ...links.map((link) => link.tenantId)])].filter(
    (id) => id !== input.tenantId,
  );
  if (others.length === 0) throw new BusinessError(msg('tenantMemberLast'));
  let defaultTenant = user.tenantId;
  if (user.tenantId === input.tenantId) {
    if (input.defaultTenantId === undefined) throw new BusinessError(msg('tenantMemberDefault'));
    if (!others.includes(input.defaultTenantId)) throw new BusinessError(msg('tenantMemberDefaultInvalid'));
    defaultTenant = input.defaultTenantId;
  }
  await db.transaction(async (tx) => {
    if (defaultTenant !== user.tenantId) {
      await tx.update(users).set({ tenantId: defaultTenant }).where(eq(users.id, user.id));
      await tx.insert(userTenants).values({ userId: user.id, tenantId: defaultTenant }).onConflictDoNothing();
    }
    await tx.delete(userTenants).where(and(eq(userTenants.userId, user.id), eq(userTenants.tenantId, input.tenantId)));
  });
  // Their tokens no longer reach the tenant, on their next request in every process.
  await forgetUserIdentity(user.id);
}
