import { type Lang, OVERVIEW_LABELS } from '@scenecast/contracts';
import type { Scope } from '../../platform/auth/scope.js';
import type { Db } from '../../platform/db/database.js';
import { OVERVIEW_COUNTERS } from './counters.js';
import { lastRollUp } from './rollup.js';
import { visibleTenants } from './visits.js';

export { loginInfo, visitInfo } from './visits.js';

export interface OverviewCount {
  key: string;
  label: string;
  unit: 'count' | 'bytes';
  value: number;
  /** The figure at the last nightly roll-up; null before the first. */
  previous: number | null;
}

/**
 * GET /sys/overview: the real counts of the caller's tenant (a platform admin: of all tenants),
 * titled in the caller's language.
 */
export async function overview(
  db: Db,
  scope: Scope,
  lang: Lang,
): Promise<{ counts: OverviewCount[]; rolledUpDay: string | null }> {
  const tenants = visibleTenants(scope);
  const [values, last] = await Promise.all([
    Promise.all(OVERVIEW_COUNTERS.map((counter) => counter.count(db, tenants))),
    lastRollUp(db, tenants),
  ]);
  return {
    counts: OVERVIEW_COUNTERS.map((counter, index) => ({
      key: counter.key,
      label: OVERVIEW_LABELS[counter.key][lang],
      unit: counter.unit ?? 'count',
      value: values[index],
      previous: last.values.get(counter.key) ?? null,
    })),
    rolledUpDay: last.day,
  };
}
