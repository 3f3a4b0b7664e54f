import type { AnalyticsRequest } from '../../query/request.js';
import { dimensionFields } from './envelope-schemas.js';

/**
 * The CSV columns of an analytics answer, declared by the request alone (never by the rows it happens to
 * hold), in a fixed order: the period (route answers, and breakdown rows of several periods), each `by`
 * dimension flattened into `<dimension>_<field>`, then each metric's `<metric>_value` and `<metric>_share`.
 * A null dimension value, or an empty answer, therefore keeps the same header.
 */
export function csvColumns(request: AnalyticsRequest): string[] {
  const endpoint = request.endpoint;
  const multiPeriod = request.time.mode !== 'single';
  const period = endpoint.kind === 'route' || multiPeriod ? ['year', request.time.grain] : [];
  const dimensions = request.by.flatMap((dimension) => {
    const fields = dimensionFields(dimension, endpoint.airportFields);
    return fields.length === 0 ? [dimension.id] : fields.map((field) => `${dimension.id}_${field}`);
  });
  const metrics = request.metrics.flatMap((metric) =>
    endpoint.kind === 'breakdown' && metric.hasShare
      ? [`${metric.id}_value`, `${metric.id}_share`]
      : [`${metric.id}_value`],
  );
  return [...period, ...dimensions, ...metrics];
}
