/**
 * Messages of the generic list's advanced query, import and batch actions (framework §5 "Advanced
 * query and import", §8). The spec gives the advanced-query texts in English only: their zh-CN is
 * JeecgBoot's wording.
 */
export const LIST_MESSAGES = {
  superQueryEmpty: { zh: '不能查询空条件', en: 'cannot query empty conditions' },
  superQuerySaveEmpty: { zh: '空条件不能保存', en: 'empty conditions cannot be saved' },
  superQuerySaveNameEmpty: { zh: '保存名称不能为空', en: 'save name cannot be empty' },
  superQueryOverwrite: {
    zh: '已存在名为「{n}」的查询，是否覆盖？',
    en: 'A query named "{n}" already exists. Overwrite it?',
  },
  listUrlMissing: { zh: '请设置url.list属性!', en: 'Please set the url.list property!' },
  listDeleteUrlMissing: { zh: '请设置url.delete属性!', en: 'Please set the url.delete property!' },
  listDeleteBatchUrlMissing: { zh: '请设置url.deleteBatch属性!', en: 'Please set the url.deleteBatch property!' },
  listSelectOneRecord: { zh: '请选择一条记录！', en: 'Please select a record!' },
  uploadFileFailed: { zh: '文件上传失败', en: 'File upload failed' },
} as const satisfies Record<string, { zh: string; en: string }>;
