import { TABLES, tableColumns } from '../storage/schema.js';
import { columnsOf } from './expressions.js';
import type { ParameterDef } from './parameter-def.js';
import { PARAMETERS } from './parameters.js';
import type { EndpointDef, MetricDef } from './types.js';

/** The carrier or histogram column a distribution metric reads for a dataset ('' when it has none). */
function distributionColumns(metric: MetricDef, dataset: string): string[] {
  const d = metric.distribution;
  if (d === undefined) return [];
  return [d.kind === 'quantile' ? d.histogram : (d.carrier[dataset] ?? '')];
}

const SNAKE = /^[a-z][a-z0-9_]*$/;

/** Consistency of the catalog with itself and with the storage schema; returns every mistake found. */
export function checkCatalog(endpoints: readonly EndpointDef[]): string[] {
  const mistakes: string[] = [];
  const paths = new Set<string>();
  for (const endpoint of endpoints) {
    if (paths.has(endpoint.path)) mistakes.push(`${endpoint.path}: declared twice`);
    paths.add(endpoint.path);
    const metricIds = new Set<string>();
    for (const metric of endpoint.metrics) {
      if (!SNAKE.test(metric.id)) mistakes.push(`${endpoint.path}: metric id ${metric.id} is not snake_case`);
      if (metricIds.has(metric.id)) mistakes.push(`${endpoint.path}: metric ${metric.id} declared twice`);
      if (metric.distribution?.kind === 'concentration' && metric.expr.kind !== 'sum')
        mistakes.push(`${endpoint.path}: ${metric.id} weighs its carriers by more than one plain sum`);
      metricIds.add(metric.id);
    }
    for (const id of endpoint.baseMetrics) {
      if (!metricIds.has(id)) mistakes.push(`${endpoint.path}: base metric ${id} is not a metric`);
    }
    for (const source of endpoint.family.sources) {
      const columns = new Set(tableColumns(TABLES[source.table]).map((c) => c.name));
      const datasetMetrics = endpoint.metrics.filter(
        (m) => m.datasets === undefined || (m.datasets as readonly string[]).includes(source.dataset),
      );
      for (const metric of datasetMetrics) {
        for (const column of [...columnsOf(metric.expr), ...distributionColumns(metric, source.dataset)]) {
          if (!columns.has(column))
            mistakes.push(`${endpoint.path}: ${metric.id} reads ${source.table}.${column}, absent`);
        }
      }
      const dimensions = [...endpoint.filters, ...endpoint.dimensions].filter(
        (d) =>
          d.airportAttribute === undefined &&
          (d.datasets === undefined || (d.datasets as readonly string[]).includes(source.dataset)),
      );
      for (const dimension of dimensions) {
        if (!SNAKE.test(dimension.id))
          mistakes.push(`${endpoint.path}: dimension ${dimension.id} is not snake_case`);
        if (!columns.has(dimension.column)) {
          mistakes.push(
            `${endpoint.path}: ${dimension.id} reads ${source.table}.${dimension.column}, absent`,
          );
        }
      }
    }
    // a filter is a query parameter too: it must not take the name of a fixed one (origin and destination
    // are both: required on routes, filters on breakdowns)
    const fixed = new Set<string>(
      PARAMETERS.filter((p: ParameterDef) => p.accepts(endpoint)).map((p) => p.name),
    );
    for (const filter of endpoint.filters) {
      if (fixed.has(filter.id))
        mistakes.push(`${endpoint.path}: filter ${filter.id} is also a fixed parameter`);
    }
    if (endpoint.kind === 'route' && endpoint.dimensions.length > 0) {
      mistakes.push(`${endpoint.path}: a route endpoint has no by dimensions`);
    }
  }
  return mistakes;
}
