/** Messages of the data rules of a menu entry (issue #11); the spec gives none of these texts. */
export const DATA_RULE_MESSAGES = {
  dataRuleNameRequired: { zh: '请输入规则名称', en: 'Please enter the rule name' },
  dataRuleColumnRequired: { zh: '请输入规则字段', en: 'Please enter the rule column' },
  dataRuleValueRequired: { zh: '请输入规则值', en: 'Please enter the rule value' },
  dataRuleOperatorInvalid: { zh: '不支持的条件规则', en: 'This condition is not supported' },
  dataRuleNotFound: { zh: '数据规则不存在', en: 'The data rule does not exist' },
  dataRuleMenuWithoutList: {
    zh: '该菜单没有可设置数据规则的列表',
    en: 'This menu has no list that data rules can narrow',
  },
  dataRuleColumnUnknown: {
    zh: '该列表不支持按此字段设置规则：{n}',
    en: 'This list cannot be narrowed by this column: {n}',
  },
  dataRuleValueInvalid: { zh: '规则值格式不正确：{n}', en: 'The rule value is malformed: {n}' },
  dataRuleNotOfMenu: { zh: '所选规则不属于该菜单', en: 'A chosen rule does not belong to this menu' },
} as const satisfies Record<string, { zh: string; en: string }>;
