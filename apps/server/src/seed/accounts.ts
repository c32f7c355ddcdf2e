import type { SeedUser } from './identity.js';

export const PLATFORM_TENANT = 'SceneCast 平台';
export const DEMO_PASSWORD = 'Demo@2026!';
export const DEMO_ADMIN_PASSWORD = 'SceneCast@2026';

/** The demo accounts the README lists. */
export const DEMO_ACCOUNTS: SeedUser[] = [
  { username: 'demo', realname: '演示店主', password: DEMO_PASSWORD, phone: '13800000001', tenantName: '演示影楼' },
  { username: 'demo2', realname: '第二店主', password: DEMO_PASSWORD, phone: '13800000002', tenantName: '第二租户' },
  {
    username: 'demo_staff',
    realname: '演示店员',
    password: DEMO_PASSWORD,
    phone: '13800000004',
    tenantName: '演示影楼',
    parent: 'demo',
  },
  { username: '13800000003', realname: '手机用户', password: null, phone: '13800000003', tenantName: '手机用户的租户' },
];
