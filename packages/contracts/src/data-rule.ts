/** The data rules of a menu entry and their choice per role (issue #11, JeecgBoot's sys_permission_data_rule). */

/** The conditions a rule may use; `in` reads a comma list, `like` matches a substring. */
export const DATA_RULE_OPERATORS = ['=', '!=', '>', '<', '>=', '<=', 'in', 'like'] as const;
export type DataRuleOperator = (typeof DATA_RULE_OPERATORS)[number];

/** Values the server replaces from the caller's session: never from the request. */
export const DATA_RULE_VARIABLES = {
  /** The caller's user name. */
  userCode: '#{sys_user_code}',
  /** The code of the caller's current department. */
  orgCode: '#{sys_org_code}',
} as const;

export interface DataRuleRecord {
  id: string;
  permissionId: string;
  ruleName: string;
  ruleColumn: string;
  ruleConditions: DataRuleOperator;
  ruleValue: string;
  /** '1' on, '0' off. */
  status: '0' | '1';
  createTime: string;
}

/** GET /sys/role/datarule/{permissionId}/{roleId}: the menu's rules and those the role holds. */
export interface RoleDataRules {
  datarule: DataRuleRecord[];
  /** The chosen rule ids, comma-joined (JeecgBoot's shape). */
  drChecked: string;
}
