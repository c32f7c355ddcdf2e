import {
  dataRuleEdit,
  dataRuleFields,
  PERMISSION_ACTIONS,
  ROLE_ACTIONS,
  saveRoleDataRules,
} from '@scenecast/contracts';
import { z } from 'zod';
import type { Db } from '../../platform/db/database.js';
import { ok } from '../../platform/http/envelope.js';
import type { ModuleApp } from '../../platform/http/module.js';
import {
  addDataRule,
  deleteDataRule,
  editDataRule,
  listDataRules,
  roleDataRulesOf,
  saveRoleDataRules as saveRoleRules,
} from './data-rules.js';
import { permissionDataRules, roles } from './schema.js';

/** The operation log keeps the rule (or, for a role's choice, the role) row before and after each write. */
const AUDITED_RULE = { table: permissionDataRules, id: permissionDataRules.id };
const AUDITED_ROLE = { table: roles, id: roles.id };

const tags = ['sys-permission'];
const id = z.string().min(1).max(64);
const PLATFORM = 'Platform administrator only (menus and their rules are shared by every tenant): anyone else 403.';
const RULE_HELP =
  'ruleColumn: a queryable field of the list the menu’s page shows (its field name or column name); anything else is refused (该列表不支持按此字段设置规则), and a menu whose page shows no such list takes no rules. ruleConditions: = != > < >= <= in like (`in` a comma list; `like` contains, % and _ literal). ruleValue: a literal of the field’s type, or #{sys_user_code} (the caller’s user name) / #{sys_org_code} (the caller’s current department code), filled from the session of whoever reads the list. status 1 on, 0 off.';

/** The data rules of a menu entry and their choice per role (issue #11). */
export function dataRuleRoutes(app: ModuleApp, db: Db): void {
  for (const path of ['/sys/permission/getPermRuleListByPermId', '/sys/permission/queryPermissionRule']) {
    app.get(
      path,
      {
        config: { menus: ['/system/permission', '/system/role'] },
        schema: {
          tags,
          summary: 'The data rules of a menu entry',
          description: `The stored rules of the entry, oldest first; ruleName and ruleColumn narrow them (contained, any case). An unknown entry: 菜单不存在. ${PLATFORM}`,
          querystring: z.object({
            permissionId: id,
            ruleName: z.string().max(100).optional(),
            ruleColumn: z.string().max(100).optional(),
          }),
        },
      },
      async (request) => ok(await listDataRules(db, request.scope, request.query)),
    );
  }

  app.post(
    '/sys/permission/addPermissionRule',
    {
      config: { permission: PERMISSION_ACTIONS.add, audit: AUDITED_RULE },
      schema: {
        tags,
        summary: 'Add a data rule to a menu entry',
        description: `${RULE_HELP} Button system:permission:add. ${PLATFORM}`,
        body: dataRuleFields,
      },
    },
    async (request) => ok(await addDataRule(db, request.scope, request.body)),
  );

  app.put(
    '/sys/permission/editPermissionRule',
    {
      config: { permission: PERMISSION_ACTIONS.edit, audit: AUDITED_RULE },
      schema: {
        tags,
        summary: 'Change a data rule',
        description: `As add; the rule stays with its menu entry. An unknown id: 数据规则不存在. Button system:permission:edit. ${PLATFORM}`,
        body: dataRuleEdit,
      },
    },
    async (request) => ok(await editDataRule(db, request.scope, request.body)),
  );

  app.delete(
    '/sys/permission/deletePermissionRule',
    {
      config: { permission: PERMISSION_ACTIONS.delete, audit: AUDITED_RULE },
      schema: {
        tags,
        summary: 'Delete a data rule',
        description: `Deletes the rule and every role’s choice of it. Button system:permission:delete. ${PLATFORM}`,
        querystring: z.object({ id }),
      },
    },
    async (request) => {
      await deleteDataRule(db, request.scope, request.query.id);
      return ok(null);
    },
  );

  app.get(
    '/sys/role/datarule/:permissionId/:roleId',
    {
      config: { permission: ROLE_ACTIONS.permission },
      schema: {
        tags: ['sys-role'],
        summary: 'The data rules of a menu entry a role may hold',
        description:
          '`{datarule: the entry’s enabled rules, drChecked: "id,id" those the role holds}`. A role the caller does not see (another tenant’s): 403; an entry the caller may not give: 只能分配您自己拥有的菜单和按钮. Button system:role:permission.',
        params: z.object({ permissionId: id, roleId: id }),
      },
    },
    async (request) => ok(await roleDataRulesOf(db, request.scope, request.params)),
  );

  app.post(
    '/sys/role/datarule',
    {
      config: { permission: ROLE_ACTIONS.permission, audit: AUDITED_ROLE },
      schema: {
        tags: ['sys-role'],
        summary: 'Choose the data rules of a menu entry for a role',
        description:
          '`{permissionId, roleId, dataRuleIds: "a,b" | [..]}`: the role then holds exactly these rules of the entry (a rule of another entry: 所选规则不属于该菜单). Every holder of the role in the role’s tenant then reads the entry’s list narrowed by all their rules ANDed. Only a role of the caller’s tenant (a platform admin: any): another’s is 403. Button system:role:permission.',
        body: saveRoleDataRules,
      },
    },
    async (request) => {
      await saveRoleRules(db, request.scope, request.body);
      return ok(null);
    },
  );
}
