/** The data overview's figures (GET /sys/overview), by key, as the dashboard titles them. */
export const OVERVIEW_LABELS = {
  users: { zh: '账号数', en: 'Accounts' },
  departs: { zh: '部门数', en: 'Departments' },
  todayLogins: { zh: '今日登录', en: 'Sign-ins today' },
  scenes: { zh: '场景数', en: 'Scenes' },
  shops: { zh: '门店数', en: 'Shops' },
  works: { zh: '作品数', en: 'Works' },
  kepian: { zh: '样片数', en: 'Sample albums' },
  storageUsed: { zh: '已用存储', en: 'Storage used' },
} as const;

export type OverviewKey = keyof typeof OVERVIEW_LABELS;
