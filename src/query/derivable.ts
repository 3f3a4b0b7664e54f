import type { DimensionDef } from '../catalog/types.js';
import { ApiProblem } from '../problems/problems.js';
import type { Manifest } from '../storage/manifest.js';
import { keyOf, monthKey, monthsOfQuarter, type Period, type PeriodGrain } from '../storage/periods.js';
import { TABLES, tableColumns, type TableId } from '../storage/schema.js';

/**
 * Derived where BTS derives (docs/API-CONTRACT.md §12): a dimension a file lacks is derived at ingest (city market
 * from the Master Coordinate, time blocks from the scheduled times, distance band from the distance group or the
 * distance); where nothing derived it the stored value is null and the partition names the column as `unknown`
 * (manifest.ts). A filter on such a column over those periods would count only the records that have a value: a
 * 400 naming the periods instead, never a short or empty 200. A breakdown by it shows them as a null group.
 */
export function checkFilterable(
  manifest: Manifest,
  table: TableId,
  grain: PeriodGrain,
  periods: readonly Period[],
  filters: readonly { readonly dimension: DimensionDef }[],
): void {
  const derivable = new Set(
    tableColumns(TABLES[table])
      .filter((column) => column.derivable)
      .map((column) => column.name),
  );
  const partitions = manifest.tables[table]?.partitions ?? {};
  const keysOf = (period: Period): string[] =>
    grain === 'quarter' && TABLES[table].grain === 'month'
      ? monthsOfQuarter(period.index).map((month) => monthKey(period.year, month))
      : [keyOf(period, grain)];
  const errors = filters
    .filter((f) => derivable.has(f.dimension.column))
    .flatMap(({ dimension }) => {
      const lacking = periods.filter((period) =>
        keysOf(period).some((key) => partitions[key]?.unknown?.includes(dimension.column)),
      );
      if (lacking.length === 0) return [];
      const named = lacking.map((period) => keyOf(period, grain)).join(', ');
      return [
        {
          parameter: dimension.id,
          message: `cannot be filtered in ${named}: the files of ${lacking.length > 1 ? 'these periods' : 'this period'} give no ${dimension.id} for some records and nothing derives it (for a city market: ingest the Master Coordinate, T_MASTER_CORD, with them)`,
        },
      ];
    });
  if (errors.length > 0)
    throw new ApiProblem(
      'invalid-parameter',
      errors.map((e) => `${e.parameter} ${e.message}`).join('; '),
      errors,
    );
}
