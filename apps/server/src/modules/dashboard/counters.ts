import type { OverviewKey } from '@scenecast/contracts';
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
  key: OverviewKey;
  /** What the value counts: things, or bytes (the console formats those as B/KB/MB/GB). */
  unit?: 'bytes';
  count(db: Db, tenantIds: number[] | null): Promise<number>;
}

/**
 * The overview's figures, in display order. A module with a figure to show adds one line here.
 * Each count is wrapped so the list can be built while the owner modules are still loading.
 */
export const OVERVIEW_COUNTERS: OverviewCounter[] = [
  { key: 'users', count: (db, tenants) => countUsers(db, tenants) },
  { key: 'departs', count: (db, tenants) => countDeparts(db, tenants) },
  { key: 'todayLogins', count: (db, tenants) => countTodayLogins(db, tenants) },
  { key: 'scenes', count: (db, tenants) => countScenes(db, tenants) },
  { key: 'shops', count: (db, tenants) => countShops(db, tenants) },
  { key: 'works', count: (db, tenants) => countWorks(db, tenants) },
  { key: 'kepian', count: (db, tenants) => countKepian(db, tenants) },
  { key: 'storageUsed', unit: 'bytes', count: (db, tenants) => storageUsedBytes(db, tenants) },
];
