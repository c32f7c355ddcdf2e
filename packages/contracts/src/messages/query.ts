/** Messages of the framework layer's query part (framework §5, §8), zh-CN verbatim from the spec and en-US. */
export const QUERY_MESSAGES = {
  // Allow-listed list queries: input filters, advanced query (superQueryParams), sort
  queryFieldUnknown: { zh: '不支持的查询字段：{n}', en: 'This field cannot be queried: {n}' },
  queryRuleUnknown: { zh: '不支持的查询规则：{n}', en: 'This query rule is not supported: {n}' },
  queryValueInvalid: { zh: '查询条件的值格式不正确：{n}', en: 'The value of this condition is malformed: {n}' },
  superQueryInvalid: { zh: '高级查询条件格式不正确', en: 'The advanced query conditions are malformed' },

  // Spreadsheet import and export (framework §5 "Advanced query and import", §8)
  importSuccess: { zh: '文件导入成功！数据行数：{n}', en: 'File imported successfully! Rows: {n}' },
  importWithErrors: {
    zh: '文件导入成功，但有错误数据',
    en: 'imported successfully, but there is erroneous data',
  },
  importSummary: { zh: '总上传行数：{n}', en: 'Rows uploaded: {n}' },
  importSummaryImported: { zh: '已导入行数：{n}', en: 'rows imported: {n}' },
  importSummaryFailed: { zh: '错误行数：{n}', en: 'rows with errors: {n}' },
  importTooMany: { zh: '一次最多导入{n}个文件', en: 'At most {n} files per import' },
  importFailed: { zh: '文件导入失败：{n}', en: 'File import failed: {n}' },
  importFileType: { zh: '请上传.xls或.xlsx格式的文件', en: 'Please upload an .xls or .xlsx file' },
  importUnreadable: { zh: '无法读取文件，请检查文件内容', en: 'The file cannot be read, please check it' },
  importNoRows: { zh: '文件中没有数据行', en: 'The file has no data rows' },
  importMissingColumn: { zh: '缺少列：{n}', en: 'Missing column: {n}' },
  // Limits of a spreadsheet import (issue 41); each names the limit it met.
  importEncrypted: {
    zh: '文件已加密，请取消密码后再导入',
    en: 'The file is encrypted; remove its password and import it again',
  },
  importInflatedLimit: { zh: '文件解压后不能超过{n}MB', en: 'The file cannot exceed {n}MB once unpacked' },
  importEntryLimit: { zh: '文件内部件数不能超过{n}个', en: 'The file cannot hold more than {n} parts' },
  importRatioLimit: { zh: '文件压缩比不能超过{n}倍', en: 'The file cannot be compressed more than {n} times' },
  importRowLimit: { zh: '数据行数不能超过{n}行', en: 'At most {n} data rows' },
  importColumnLimit: { zh: '列数不能超过{n}列', en: 'At most {n} columns' },
  importCellLimit: { zh: '单元格数不能超过{n}个', en: 'At most {n} cells' },
  importTimeLimit: { zh: '文件读取不能超过{n}秒', en: 'Reading the file cannot take more than {n} seconds' },
  importMemoryLimit: {
    zh: '文件读取所用内存不能超过{n}MB',
    en: 'Reading the file cannot use more than {n}MB of memory',
  },
  importErrorColumn: { zh: '错误原因', en: 'Reason' },
  exportFailed: { zh: '文件下载失败', en: 'File download failed' },

  // Demo records (the 组件示例 pages' rows)
  demoNameRequired: { zh: '请输入姓名', en: 'Please enter the name' },
  demoSexInvalid: { zh: '性别只能是男或女', en: 'Sex is 男 (male) or 女 (female)' },
  demoAgeInvalid: { zh: '年龄应为0到150的整数', en: 'The age is a whole number from 0 to 150' },
  demoDateInvalid: { zh: '日期格式应为YYYY-MM-DD', en: 'A date is written YYYY-MM-DD' },
  demoSalaryInvalid: { zh: '薪资应为最多两位小数的金额', en: 'The salary is an amount with at most two decimals' },
  demoOrderInvalid: { zh: '排序应为整数', en: 'The order is a whole number' },
  demoRecordNotFound: { zh: '记录不存在', en: 'The record does not exist' },
  // The form-check demo (framework §5 builders); the spec gives no texts for them, these are ours.
  demoCodeRequired: { zh: '请输入分类编码', en: 'Please enter the category code' },
  demoSexRequired: { zh: '请选择性别', en: 'Please choose the sex' },
} as const satisfies Record<string, { zh: string; en: string }>;
