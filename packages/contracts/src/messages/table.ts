// biome-ignore-all lint/suspicious/noTemplateCurlyInString: ${title}, ${key} and ${defaultValue} are the spec's message placeholders, not template slots.
/** Messages of the framework layer's table part (framework §5, §8), zh-CN verbatim from the spec and en-US. */
export const TABLE_MESSAGES = {
  // Editable table cells (framework §5 "Editable table cells"); ${title} ${key} ${defaultValue} are replaced.
  tableInsertTooFast: { zh: '你点击的太快了，请慢点点击!', en: 'You are clicking too fast, please slow down!' },
  tableCellRequired: { zh: '${title}不能为空', en: '${title} cannot be empty' },
  tableCellUnique: { zh: '${title}不能重复', en: '${title} must not repeat' },
  tableCellPattern: { zh: '${title}格式不正确（{n}）', en: '${title} is not valid ({n})' },
  tableValidationFailed: { zh: '表格校验未通过', en: 'The table did not pass validation' },
  // Tree table (framework §5, §8 "Tree table bad result")
  treeTableResultUnknown: { zh: '返回数据类型不识别', en: 'The returned data type is not recognised' },
} as const satisfies Record<string, { zh: string; en: string }>;
