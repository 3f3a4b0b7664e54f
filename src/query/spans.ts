import type { MonthSpan } from '../reference/carrier-names.js';
import { monthsOfQuarter, type PeriodGrain, type PeriodRef } from '../storage/periods.js';

/** The months a list of periods covers, first to last: the span identities are looked up in (API-CONTRACT §12). */
export function monthSpan(periods: readonly PeriodRef[], grain: PeriodGrain): MonthSpan | undefined {
  const months = periods.flatMap((p) =>
    (grain === 'quarter' ? monthsOfQuarter(p.index) : [p.index]).map((m) => p.year * 12 + m - 1),
  );
  return months.length === 0 ? undefined : { first: Math.min(...months), last: Math.max(...months) };
}
