import type { AnalyticsRequest } from '../../query/request.js';
import { COMBINED_PERIOD_COLUMNS } from '../features/csv.js';
import { declarationOf, dimensionFields } from '../../query/dimension-kinds/index.js';

/**
 * The CSV columns of an analytics answer, declared by the request alone (never by the rows it happens to
 * hold), in a fixed order: the period (route answers, and breakdown rows of several periods), or with
 * combine_periods=true the `periods` combined and the `missing_periods` among them (`csv.ts` writes each list
 * as `2025-04 2025-05`, `2025-Q2`); each `by` dimension flattened into `<dimension>_<field>`; then each
 * metric's `<metric>_value`, `<metric>_share` (breakdowns) and, with compare=previous_year, its
 * `<metric>_previous` and `<metric>_change_pct`: every field of the JSON rows. A null dimension value, or an
 * empty answer, therefore keeps the same header.
 */
export function csvColumns(request: AnalyticsRequest): string[] {
  const endpoint = request.endpoint;
  const multiPeriod = request.time.mode !== 'single';
  const period = request.modes.combine
    ? [...COMBINED_PERIOD_COLUMNS]
    : endpoint.kind === 'route' || multiPeriod
      ? ['year', request.time.grain]
      : [];
  const dimensions = request.by.flatMap((dimension) => {
    const fields = dimensionFields(dimension, endpoint.airportFields);
    const objectColumns = fields.map((field) => `${dimension.id}_${field}`);
    // a connection is a word (nonstop, multiple) in its own column, or an airport object
    if (declarationOf(dimension).wordColumn) return [dimension.id, ...objectColumns];
    return fields.length === 0 ? [dimension.id] : objectColumns;
  });
  const compared = request.modes.compare !== undefined;
  const metrics = request.metrics.flatMap((metric) => [
    `${metric.id}_value`,
    ...(endpoint.kind === 'breakdown' && metric.hasShare ? [`${metric.id}_share`] : []),
    ...(compared ? [`${metric.id}_previous`, `${metric.id}_change_pct`] : []),
  ]);
  return [...period, ...dimensions, ...metrics];
}
