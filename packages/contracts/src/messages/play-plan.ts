/** Messages of play plans (issue #15); the spec names none, so the zh-CN texts are ours. */
export const PLAY_PLAN_MESSAGES = {
  planNameRequired: { zh: '请输入计划名称', en: 'Please enter a plan name' },
  planNameLength: { zh: '计划名称最多50个字符', en: 'A plan name has at most 50 characters' },
  planPriorityRange: { zh: '优先级为1到100的整数', en: 'The priority is a whole number from 1 to 100' },
  planDaysRequired: { zh: '请至少选择一天', en: 'Please choose at least one day of the week' },
  planDateInvalid: { zh: '日期格式应为YYYY-MM-DD', en: 'Dates are written YYYY-MM-DD' },
  planDateOrder: { zh: '结束日期不能早于开始日期', en: 'The end date cannot be before the start date' },
  planWindowTime: { zh: '时间段格式应为HH:mm，例如08:30', en: 'Time windows are written HH:mm, for example 08:30' },
  planWindowEmpty: { zh: '时间段的开始和结束不能相同', en: 'A time window cannot start and end at the same time' },
  planWindowOverlap: { zh: '同一计划的时间段不能重叠', en: 'The time windows of one plan cannot overlap' },
  planWindowsMax: { zh: '每个计划最多6个时间段', en: 'A plan has at most 6 time windows' },
  planInterruptRange: {
    zh: '插播间隔为1到720分钟，时长为1到600秒，且不超过间隔',
    en: 'An interrupt repeats every 1 to 720 minutes, lasts 1 to 600 seconds and no longer than its interval',
  },
  planTargetsRequired: { zh: '请选择设备或设备分组', en: 'Please choose screens or screen groups' },
  planContentMissing: { zh: '请选择播放内容', en: 'Please choose what to play' },
  planWebPageUrl: {
    zh: '网页地址须以http://或https://开头',
    en: 'The web page address must start with http:// or https://',
  },
  planTargetForeign: { zh: '只能选择本门店的设备和分组', en: 'Only screens and groups of this shop can be chosen' },
  planContentForeign: {
    zh: '只能选择本门店的作品和作品分组',
    en: 'Only works and works groups of this shop can be chosen',
  },
  planNotFound: { zh: '播放计划不存在', en: 'No such play plan' },
} as const satisfies Record<string, { zh: string; en: string }>;
