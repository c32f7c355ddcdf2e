import type { Scope } from '../../platform/auth/scope.js';
import type { Db } from '../../platform/db/database.js';
import { OVERVIEW_COUNTERS } from './counters.js';
import { visibleTenants } from './visits.js';

export { loginInfo, visitInfo } from './visits.js';

export interface OverviewCount {
  key: string;
  label: string;
  value: number;
}

/** GET /sys/overview: the real counts of the caller's tenant (a platform admin: of all tenants). */
export async function overview(db: Db, scope: Scope): Promise<{ counts: OverviewCount[] }> {
  const tenants = visibleTenants(scope);
  const values = await Promise.all(OVERVIEW_COUNTERS.map((counter) => counter.count(db, tenants)));
  return {
    counts: OVERVIEW_COUNTERS.map((counter, index) => ({
      key: counter.key,
      label: counter.label,
      value: values[index],
    })),
  };
}
