/** Messages of the framework layer's dict part (framework §5, §8), zh-CN verbatim from the spec and en-US. */
export const DICT_MESSAGES = {
  // The allow-list registry: a table or field a client names that is not on it.
  registryTableUnknown: { zh: '该表不允许访问', en: 'This table cannot be accessed' },
  registryFieldUnknown: { zh: '该字段不允许访问', en: 'This field cannot be accessed' },
  // /sys/duplicate/check (answers as JeecgBoot's clients read them)
  valueTaken: { zh: '该值不可用，系统中已存在！', en: 'This value is not available: it already exists!' },
  duplicateTableNotAllowed: { zh: '该表不允许校验重复', en: 'This table cannot be checked for duplicates' },
  duplicateFieldNotAllowed: { zh: '该字段不允许校验重复', en: 'This field cannot be checked for duplicates' },
  duplicateCheckParams: {
    zh: '校验参数不完整：需要表名、字段名和字段值',
    en: 'The check needs a table name, a field name and a value',
  },
  // /sys/checkRule/checkByCode
  checkRuleCodeRequired: { zh: '请提供校验规则编码', en: 'Please give the rule code' },
  checkRuleUnknown: { zh: '该编码不存在', en: 'No rule has this code' },
  checkRulePassed: { zh: '数据验证通过！', en: 'The value passes the rule!' },
  positionCodeRule: {
    zh: '职务编码须以字母开头，由2到32位字母、数字、下划线或中划线组成',
    en: 'A position code starts with a letter and has 2 to 32 letters, digits, underscores or hyphens',
  },
  orgCodeRule: {
    zh: '机构编码须由1到10组“大写字母加两位数字”组成，如A01、A01A02',
    en: 'An organisation code is 1 to 10 groups of a capital letter and two digits, e.g. A01, A01A02',
  },
  categoryCodeRule: {
    zh: '分类编码须由1到10组“大写字母加两位数字”组成，如A01、A01A02',
    en: 'A category code is 1 to 10 groups of a capital letter and two digits, e.g. A01, A01A02',
  },
  // Tree data (framework §5 pickers and selects)
  treeConditionInvalid: {
    zh: '组件JTreeSelect-condition传值有误，需要一个json字符串!',
    en: 'JTreeSelect condition is wrong: a JSON object string is needed!',
  },
  treeTableNotAllowed: { zh: '该表不允许加载树数据', en: 'This table cannot be read as a tree' },
  // Categories
  categoryCodeUnknown: { zh: '该编码【{n}】不存在，请核实!', en: 'The code [{n}] does not exist, please check!' },
  categoryTreeParams: { zh: '加载分类字典树参数有误.[null]!', en: 'Wrong parameters to load the category tree' },
  categoryNotFound: { zh: '查询无果', en: 'Nothing found' },
  // Editing dictionaries and categories (issue #11)
  dictNameRequired: { zh: '请输入字典名称', en: 'Please enter the dictionary name' },
  dictCodeRequired: { zh: '请输入字典编码', en: 'Please enter the dictionary code' },
  dictCodeChars: {
    zh: '字典编码只允许字母、数字、下划线',
    en: 'A dictionary code has only letters, digits and underscores',
  },
  dictItemTextRequired: { zh: '请输入名称', en: 'Please enter the text' },
  dictItemValueRequired: { zh: '请输入数据值', en: 'Please enter the value' },
  categoryNameRequired: { zh: '请输入类型名称', en: 'Please enter the category name' },
  dictBuiltInDelete: {
    zh: '系统内置字典不能删除，可以修改其字典项',
    en: 'A built-in dictionary cannot be deleted; its items can be edited',
  },
  dictBuiltInCode: { zh: '系统内置字典的编码不能修改', en: 'The code of a built-in dictionary cannot be changed' },
  categoryHasChildren: {
    zh: '该分类下有子分类，请先删除子分类',
    en: 'This category has sub-categories: delete them first',
  },
  categoryParentUnknown: { zh: '上级分类不存在', en: 'The parent category does not exist' },
  categoryTooDeep: { zh: '分类最多10级', en: 'Categories go at most 10 levels deep' },
  categoryCodesUsedUp: {
    zh: '该级分类编码已用完（最多Z99）',
    en: 'No category code is left at this level (Z99 is the last)',
  },
} as const satisfies Record<string, { zh: string; en: string }>;
