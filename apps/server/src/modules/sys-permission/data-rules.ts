import {
  type DataRuleOperator,
  type DataRuleRecord,
  type DataRuleValues,
  msg,
  type RoleDataRules,
} from '@scenecast/contracts';
import { and, eq, ilike, inArray, isNull, or, type SQL } from 'drizzle-orm';
import { requirePlatformAdmin, type Scope } from '../../platform/auth/scope.js';
import { ClusterCache } from '../../platform/cache/cluster-cache.js';
import { USERS_CHANGED } from '../../platform/db/change-signals.js';
import type { Db } from '../../platform/db/database.js';
import { escapeLike } from '../../platform/db/like.js';
import { BusinessError } from '../../platform/http/errors.js';
import { users } from '../../platform/identity/schema.js';
import { checkDataRule, dataRuleCondition } from '../../platform/query/data-rules.js';
import { dataRuleComponentsOf, dataRuleListOf } from '../../platform/registry/index.js';
import { entryOf, grantableRows } from './permission-admin.js';
import { changeableRole, readableRole } from './role-service.js';
import { permissionDataRules, permissions, roleDataRules, roles, userRoles } from './schema.js';

/**
 * The data rules of menu entries (issue #11): the platform administrator defines them per menu
 * whose page shows a registered list; a role's administrator chooses which apply to the role; the
 * list applies those of its holders as WHERE conditions.
 */

type DataRuleRow = typeof permissionDataRules.$inferSelect;

function toRecord(row: DataRuleRow): DataRuleRecord {
  return {
    id: row.id,
    permissionId: row.permissionId,
    ruleName: row.ruleName,
    ruleColumn: row.ruleColumn,
    ruleConditions: row.ruleConditions as DataRuleOperator,
    ruleValue: row.ruleValue,
    status: row.status === '0' ? '0' : '1',
    createTime: row.createTime.toISOString(),
  };
}

/** The list the menu entry's page shows, which its rules narrow; a menu without one takes no rules. */
async function listOfMenu(db: Db, permissionId: string): Promise<string> {
  const entry = await entryOf(db, permissionId);
  const list = dataRuleListOf(entry.component);
  if (!list) throw new BusinessError(msg('dataRuleMenuWithoutList'));
  return list;
}

async function ruleOf(db: Db, id: string): Promise<DataRuleRow> {
  const [row] = await db.select().from(permissionDataRules).where(eq(permissionDataRules.id, id)).limit(1);
  if (!row) throw new BusinessError(msg('dataRuleNotFound'));
  return row;
}

const contains = (value: string) => `%${escapeLike(value.trim())}%`;

/** GET getPermRuleListByPermId and queryPermissionRule: the entry's rules, by creation; optionally by name or column. */
export async function listDataRules(
  db: Db,
  scope: Scope,
  query: { permissionId: string; ruleName?: string; ruleColumn?: string },
): Promise<DataRuleRecord[]> {
  requirePlatformAdmin(scope);
  await entryOf(db, query.permissionId);
  const rows = await db
    .select()
    .from(permissionDataRules)
    .where(
      and(
        eq(permissionDataRules.permissionId, query.permissionId),
        query.ruleName?.trim() ? ilike(permissionDataRules.ruleName, contains(query.ruleName)) : undefined,
        query.ruleColumn?.trim() ? ilike(permissionDataRules.ruleColumn, contains(query.ruleColumn)) : undefined,
      ),
    )
    .orderBy(permissionDataRules.createTime, permissionDataRules.id);
  return rows.map(toRecord);
}

function columnsOf(input: DataRuleValues) {
  return {
    ruleName: input.ruleName,
    ruleColumn: input.ruleColumn,
    ruleConditions: input.ruleConditions,
    ruleValue: input.ruleValue,
    status: input.status,
  };
}

/** POST /sys/permission/addPermissionRule: the column must be a queryable field of the menu's list. */
export async function addDataRule(db: Db, scope: Scope, input: DataRuleValues): Promise<DataRuleRecord> {
  requirePlatformAdmin(scope);
  checkDataRule(await listOfMenu(db, input.permissionId), input);
  const [row] = await db
    .insert(permissionDataRules)
    .values({ ...columnsOf(input), permissionId: input.permissionId })
    .returning();
  return toRecord(row);
}

/** PUT /sys/permission/editPermissionRule: the rule stays with its menu, whatever permissionId says. */
export async function editDataRule(
  db: Db,
  scope: Scope,
  input: DataRuleValues & { id: string },
): Promise<DataRuleRecord> {
  requirePlatformAdmin(scope);
  const before = await ruleOf(db, input.id);
  checkDataRule(await listOfMenu(db, before.permissionId), input);
  const [row] = await db
    .update(permissionDataRules)
    .set(columnsOf(input))
    .where(eq(permissionDataRules.id, before.id))
    .returning();
  return toRecord(row);
}

/** DELETE /sys/permission/deletePermissionRule: the rule and every role's choice of it. */
export async function deleteDataRule(db: Db, scope: Scope, id: string): Promise<void> {
  requirePlatformAdmin(scope);
  const rule = await ruleOf(db, id);
  await db.transaction(async (tx) => {
    await tx.delete(roleDataRules).where(eq(roleDataRules.ruleId, rule.id));
    await tx.delete(permissionDataRules).where(eq(permissionDataRules.id, rule.id));
  });
}

/** A menu entry the caller may give a role (a tenant administrator: only one its own roles hold). */
async function grantableEntry(db: Db, scope: Scope, permissionId: string): Promise<void> {
  await entryOf(db, permissionId);
  const grantable = await grantableRows(db, scope);
  if (!grantable.some((row) => row.id === permissionId)) throw new BusinessError(msg('permissionNotGrantable'));
}

/** GET /sys/role/datarule/{permissionId}/{roleId}: the entry's enabled rules and which the role holds. */
export async function roleDataRulesOf(
  db: Db,
  scope: Scope,
  input: { permissionId: string; roleId: string },
): Promise<RoleDataRules> {
  const role = await readableRole(db, scope, input.roleId);
  await grantableEntry(db, scope, input.permissionId);
  const rules = await db
    .select()
    .from(permissionDataRules)
    .where(and(eq(permissionDataRules.permissionId, input.permissionId), eq(permissionDataRules.status, '1')))
    .orderBy(permissionDataRules.createTime, permissionDataRules.id);
  const ruleIds = rules.map((rule) => rule.id);
  const held =
    ruleIds.length === 0
      ? []
      : await db
          .select({ id: roleDataRules.ruleId })
          .from(roleDataRules)
          .where(and(eq(roleDataRules.roleId, role.id), inArray(roleDataRules.ruleId, ruleIds)));
  const heldIds = new Set(held.map((row) => row.id));
  return { datarule: rules.map(toRecord), drChecked: ruleIds.filter((id) => heldIds.has(id)).join(',') };
}

/** POST /sys/role/datarule: the role now holds exactly the given rules among those of the entry. */
export async function saveRoleDataRules(
  db: Db,
  scope: Scope,
  input: { permissionId: string; roleId: string; dataRuleIds: string[] },
): Promise<void> {
  const role = await changeableRole(db, scope, input.roleId);
  await grantableEntry(db, scope, input.permissionId);
  const ofEntry = await db
    .select({ id: permissionDataRules.id })
    .from(permissionDataRules)
    .where(eq(permissionDataRules.permissionId, input.permissionId));
  const entryRuleIds = ofEntry.map((row) => row.id);
  const wanted = [...new Set(input.dataRuleIds)];
  if (wanted.some((id) => !entryRuleIds.includes(id))) throw new BusinessError(msg('dataRuleNotOfMenu'));
  await db.transaction(async (tx) => {
    if (entryRuleIds.length > 0) {
      await tx
        .delete(roleDataRules)
        .where(and(eq(roleDataRules.roleId, role.id), inArray(roleDataRules.ruleId, entryRuleIds)));
    }
    if (wanted.length > 0) {
      await tx.insert(roleDataRules).values(wanted.map((ruleId) => ({ roleId: role.id, ruleId })));
    }
  });
}

/** A reader's enabled rules on a list, with their department code, as of the last change. */
const readerRules = new ClusterCache<{ rules: DataRuleRow[]; orgCode: string | null }>('data-rules', 60_000);

/**
 * The caller's data rules on the list of `entity`: the enabled rules of the menus showing that
 * list, chosen for any role the caller holds in the current tenant (a built-in role or one of that
 * tenant), all ANDed into `condition` (undefined: none, the list as it is). `key` tells apart
 * readers whose rules differ, for caching what the list answers them.
 */
export async function dataRuleScope(
  db: Db,
  scope: Scope,
  entity: string,
): Promise<{ key: string; condition: SQL | undefined }> {
  const components = dataRuleComponentsOf(entity);
  if (components.length === 0) return { key: '', condition: undefined };
  const { rules, orgCode } = await readerRules.through(
    `${scope.userId}|${scope.tenantId}|${entity}`,
    [USERS_CHANGED],
    () => loadReaderRules(db, scope, components),
  );
  if (rules.length === 0) return { key: '', condition: undefined };
  const session = { userCode: scope.username, orgCode };
  return {
    key: JSON.stringify([rules.map((rule) => rule.id).sort(), session]),
    condition: dataRuleCondition(entity, rules, session),
  };
}

export async function dataRuleFilter(db: Db, scope: Scope, entity: string): Promise<SQL | undefined> {
  return (await dataRuleScope(db, scope, entity)).condition;
}

async function loadReaderRules(
  db: Db,
  scope: Scope,
  components: string[],
): Promise<{ rules: DataRuleRow[]; orgCode: string | null }> {
  const rules = await db
    .selectDistinct({ rule: permissionDataRules })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .innerJoin(roleDataRules, eq(roleDataRules.roleId, userRoles.roleId))
    .innerJoin(permissionDataRules, eq(permissionDataRules.id, roleDataRules.ruleId))
    .innerJoin(permissions, eq(permissions.id, permissionDataRules.permissionId))
    .where(
      and(
        eq(userRoles.userId, scope.userId),
        or(isNull(roles.tenantId), eq(roles.tenantId, scope.tenantId)),
        eq(permissionDataRules.status, '1'),
        eq(permissions.delFlag, 0),
        inArray(permissions.component, components),
      ),
    );
  if (rules.length === 0) return { rules: [], orgCode: null };
  const [caller] = await db.select({ orgCode: users.orgCode }).from(users).where(eq(users.id, scope.userId)).limit(1);
  return { rules: rules.map((row) => row.rule), orgCode: caller?.orgCode ?? null };
}
