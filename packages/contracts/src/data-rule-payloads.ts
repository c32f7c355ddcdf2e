import { z } from 'zod';
import { DATA_RULE_OPERATORS } from './data-rule.js';
import { msg } from './messages.js';
import { idList } from './sysadmin-payloads.js';

/** The payloads of data rules (issue #11); the server also checks the column and value against the menu's list. */

const id = z.string().trim().min(1).max(64);

const required = (key: 'dataRuleNameRequired' | 'dataRuleColumnRequired' | 'dataRuleValueRequired', max: number) =>
  z
    .string({ error: msg(key) })
    .trim()
    .min(1, msg(key))
    .max(max, msg('maxLength', 'zh', max));

export const dataRuleFields = z.object({
  permissionId: id,
  ruleName: required('dataRuleNameRequired', 50),
  ruleColumn: required('dataRuleColumnRequired', 64),
  ruleConditions: z.enum(DATA_RULE_OPERATORS, { error: msg('dataRuleOperatorInvalid') }),
  ruleValue: required('dataRuleValueRequired', 500),
  status: z.enum(['0', '1']).default('1'),
});
export type DataRuleFields = z.input<typeof dataRuleFields>;
export type DataRuleValues = z.output<typeof dataRuleFields>;

export const dataRuleEdit = dataRuleFields.extend({ id });

export const saveRoleDataRules = z.object({
  permissionId: id,
  roleId: id,
  dataRuleIds: idList.default([]),
});
