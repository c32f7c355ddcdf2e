/** Messages of scheduled jobs (issue #12), zh-CN and en-US. */
export const JOB_MESSAGES = {
  jobNotFound: { zh: '定时任务不存在', en: 'No such scheduled job' },
  jobHandlerUnknown: { zh: '任务处理器不存在：{n}', en: 'No such job handler: {n}' },
  jobParamsInvalid: { zh: '任务参数不正确：{n}', en: 'The job parameters are not valid: {n}' },
  jobParamsNotJson: { zh: '任务参数须为 JSON 对象', en: 'The job parameters must be a JSON object' },
} as const satisfies Record<string, { zh: string; en: string }>;
