import { parsePeriod, periodsBetween, type Grain, type Period } from './periods.js';

/** One table of `GET /support/coverage`. */
export interface CoverageTable {
  readonly table: string;
  readonly grain: string;
  readonly first_period: string | null;
  readonly last_period: string | null;
}

export interface LoadedPeriods {
  readonly grain: Grain;
  /** From the first loaded period to the last, in order. */
  readonly periods: readonly Period[];
}

/** The stored table whose coverage an area's pickers offer (tickets: one per dataset). */
export function tableOf(area: string, dataset: string): string | undefined {
  switch (area) {
    case 'performance':
      return 'ontime';
    case 'traffic/segments':
      return 't100_segment';
    case 'traffic/markets':
      return 't100_market';
    case 'tickets/markets':
      return `${dataset}_market`;
    case 'tickets/coupons':
      return `${dataset}_coupon`;
    default:
      return undefined;
  }
}

/** The periods loaded for an area (and ticket dataset), or undefined when none is. */
export function loadedPeriods(
  tables: readonly CoverageTable[],
  area: string,
  dataset: string,
): LoadedPeriods | undefined {
  const name = tableOf(area, dataset);
  const table = tables.find((t) => t.table === name);
  if (table?.first_period == null || table.last_period == null) return undefined;
  const first = parsePeriod(table.first_period);
  const last = parsePeriod(table.last_period);
  if (first === undefined || last === undefined || first.grain !== last.grain) return undefined;
  return { grain: first.grain, periods: periodsBetween(first.period, last.period, first.grain) };
}
