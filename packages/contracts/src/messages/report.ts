/** Messages of the framework layer's report part (framework §5, §8), zh-CN verbatim from the spec and en-US. */
export const REPORT_MESSAGES = {
  reportNotFound: { zh: '报表不存在：{n}', en: 'No such report: {n}' },
  reportParamRequired: { zh: '缺少报表参数：{n}', en: 'The report needs the parameter {n}' },
} as const satisfies Record<string, { zh: string; en: string }>;
