import type { SqlValue } from '../sql/plan.js';
import type { Manifest } from '../storage/manifest.js';
import { loadedPeriods, type PlannedQuery, type QueryPlan } from './plan.js';
import type { AnalyticsRequest } from './request.js';
import { periodOrdinal, type Period } from '../storage/periods.js';

/** compare=previous_year (docs/API-CONTRACT.md §9): the plan of the same query one year earlier. */
export interface PlannedComparison {
  /** Undefined when no earlier period can be answered (every `previous` is then null). */
  readonly plan: QueryPlan | undefined;
  /** Earlier periods with no data, for meta.missing_comparison_periods. */
  readonly missing: readonly Period[];
}

/** Rows a comparison breakdown may return per period: every group shown (they are listed in the plan). */
const EVERY_GROUP = 1_000_000;

export const yearEarlier = (period: Period): Period => ({ year: period.year - 1, index: period.index });

/**
 * The same plan over the periods one year earlier that are loaded. A combined answer compares with the
 * combined earlier periods only when all of them are loaded (a partial year would not compare like with like).
 */
export function planComparison(
  request: AnalyticsRequest,
  planned: PlannedQuery,
  manifest: Manifest,
  /** Breakdowns: the group values of the rows answered, the only ones compared. */
  shownGroups: readonly (readonly SqlValue[])[] = [],
): PlannedComparison {
  const { source, time } = request;
  const loaded = new Set(
    loadedPeriods(manifest, source.table, time.grain).map((p) => periodOrdinal(p, time.grain)),
  );
  const earlier = planned.plan.periods.map(yearEarlier);
  const isLoaded = (p: Period) => loaded.has(periodOrdinal(p, time.grain));
  const missing = earlier.filter((p) => !isLoaded(p));
  const present = earlier.filter(isLoaded);
  if (present.length === 0 || (planned.plan.combined && missing.length > 0))
    return { plan: undefined, missing };
  if (planned.plan.kind === 'route') return { plan: { ...planned.plan, periods: present }, missing };
  const unique = new Map(shownGroups.map((values) => [JSON.stringify(values), values]));
  return {
    plan: { ...planned.plan, periods: present, limit: EVERY_GROUP, onlyGroups: [...unique.values()] },
    missing,
  };
}
