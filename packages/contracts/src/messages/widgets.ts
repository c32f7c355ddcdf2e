/** Messages of the framework layer's widgets part (framework §5, §8), zh-CN verbatim from the spec and en-US. */
export const WIDGET_MESSAGES = {
  // Popup picker (framework §5 "Pickers and selects", §8)
  popupConfigInvalid: { zh: 'popup参数未正确配置!', en: 'The popup parameters are not configured correctly!' },
  popupFieldCountMismatch: {
    zh: 'popup参数未正确配置,原始值和目标值数量不一致!',
    en: 'The popup parameters are not configured correctly: source and target field counts differ!',
  },
  selectOneRecord: { zh: '请选择一条记录', en: 'Please select one record' },
  errorTitle: { zh: '出错了', en: 'Something went wrong' },
  popupInitFailed: { zh: 'Popup初始化失败', en: 'Popup initialisation failed' },
  // Upload failures (framework §8) and the file pop-up (framework §5)
  uploadFailedWith: { zh: '文件上传失败：{n}', en: 'File upload failed: {n}' },
  uploadErrorTitle: { zh: '上传出错', en: 'Upload error' },
  uploadErrorInfo: { zh: '错误信息：{n}', en: 'Error message: {n}' },
  uploadItemFailed: { zh: '上传失败', en: 'Upload failed' },
  noFileUploaded: { zh: '未上传任何文件', en: 'No file has been uploaded' },
  // Tree select and dictionary select
  treeConditionInvalid: {
    zh: '组件JTreeSelect-condition传值有误，需要一个json字符串!',
    en: 'JTreeSelect condition is invalid: a JSON string is required!',
  },
  // The spec names no text for a bad tree dictionary: this zh is ours.
  treeDictInvalid: {
    zh: '组件JTreeSelect-dict传值有误，需要 表名,文本字段,编码字段!',
    en: 'JTreeSelect dict is invalid: table,text,code is required!',
  },
  dictCodeEmpty: { zh: 'dictionary code cannot be empty', en: 'dictionary code cannot be empty' },
  // Cron text checks (framework §5 "Cron bounds"); the spec gives no texts for them, these are ours.
  cronPartCount: { zh: 'cron表达式需要7个部分', en: 'A cron expression needs 7 parts' },
  cronFieldInvalid: { zh: 'cron表达式的{n}部分无效', en: 'The {n} part of the cron expression is invalid' },
  cronDayWeekExclusive: {
    zh: '日和周必须有一个为?',
    en: 'One of day and week must be ?',
  },
  cronNoNextRun: { zh: '该表达式没有下次执行时间', en: 'This expression has no next run' },
} as const satisfies Record<string, { zh: string; en: string }>;
