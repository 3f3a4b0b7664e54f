import type { MonthSpan } from '../reference/carrier-names.js';
import { monthsOfQuarter, periodOrdinal, type PeriodGrain, type Period } from '../storage/periods.js';

/** The months a list of periods covers, first to last: the span identities are looked up in (docs/API-CONTRACT.md §12). */
export function monthSpan(periods: readonly Period[], grain: PeriodGrain): MonthSpan | undefined {
  const months = periods.flatMap((p) =>
    (grain === 'quarter' ? monthsOfQuarter(p.index) : [p.index]).map((m) =>
      periodOrdinal({ year: p.year, index: m }, 'month'),
    ),
  );
  return months.length === 0 ? undefined : { first: Math.min(...months), last: Math.max(...months) };
}
