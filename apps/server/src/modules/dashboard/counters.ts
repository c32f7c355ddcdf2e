import type { Db } from '../../platform/db/database.js';
import { countKepian } from '../kepian/counters.js';
import { countScenes } from '../scene/service.js';
import { countShops } from '../shop/service.js';
import { countDeparts } from '../sys-depart/service.js';
import { countUsers } from '../sys-user/service.js';
import { countWorks, storageUsedBytes } from '../works/counters.js';
import { countTodayLogins } from './visits.js';

/** One figure of the data overview, counted by the module that owns the data (null tenants: all). */
export interface OverviewCounter {
  key: string;
  label: string;
  count(db: Db, tenantIds: number[] | null): Promise<number>;
}

/**
 * The overview's figures, in display order. A module with a figure to show adds one line here.
 * Each count is wrapped so the list can be built while the owner modules are still loading.
 */
export const OVERVIEW_COUNTERS: OverviewCounter[] = [
  { key: 'users', label: '账号数', count: (db, tenants) => countUsers(db, tenants) },
  { key: 'departs', label: '部门数', count: (db, tenants) => countDeparts(db, tenants) },
  { key: 'todayLogins', label: '今日登录', count: (db, tenants) => countTodayLogins(db, tenants) },
  { key: 'scenes', label: '场景数', count: (db, tenants) => countScenes(db, tenants) },
  { key: 'shops', label: '门店数', count: (db, tenants) => countShops(db, tenants) },
  { key: 'works', label: '作品数', count: (db, tenants) => countWorks(db, tenants) },
  { key: 'kepian', label: '样片数', count: (db, tenants) => countKepian(db, tenants) },
  { key: 'storageUsed', label: '已用存储（字节）', count: (db, tenants) => storageUsedBytes(db, tenants) },
];
