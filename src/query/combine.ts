import type { SourceDef } from '../catalog/types.js';
import { ApiProblem } from '../problems/problems.js';
import { keyOf, monthKey, monthsOfQuarter, type PeriodGrain, type Period } from '../storage/periods.js';
import type { AnalyticsRequest } from './request.js';

/** The months a period covers. */
function monthsOf(period: Period, grain: PeriodGrain): string[] {
  const months = grain === 'month' ? [period.index] : monthsOfQuarter(period.index);
  return months.map((month) => monthKey(period.year, month));
}

/**
 * combine_periods over tickets (docs/API-CONTRACT.md §9): DB1B quarters and DB1C months are different samples and
 * cannot be summed into one answer. When a requested period the chosen dataset lacks is held by another
 * dataset, the request spans the boundary: a 400 naming `dataset`, instead of silently combining only part
 * of the range. `loadedOf` gives a source's loaded periods at its stored grain.
 */
export function checkCombinable(
  request: AnalyticsRequest,
  missing: readonly Period[],
  loadedOf: (source: SourceDef) => readonly Period[],
): void {
  const { source, time } = request;
  if (!request.endpoint.family.selectsDataset || missing.length === 0) return;
  for (const other of request.endpoint.family.sources) {
    if (other === source) continue;
    const held = new Set(loadedOf(other).flatMap((p) => monthsOf(p, other.storedGrain)));
    const elsewhere = missing.filter((p) => monthsOf(p, time.grain).some((m) => held.has(m)));
    if (elsewhere.length === 0) continue;
    throw new ApiProblem(
      'conflicting-parameters',
      `combine_periods cannot combine ${source.dataset} and ${other.dataset}: ${elsewhere
        .map((p) => keyOf(p, time.grain))
        .join(
          ', ',
        )} ${elsewhere.length === 1 ? 'is' : 'are'} ${other.dataset} data, not ${source.dataset}; ask each dataset for its own periods`,
      [
        {
          parameter: 'dataset',
          message: `the requested periods span ${source.dataset} and ${other.dataset}`,
        },
      ],
    );
  }
}
