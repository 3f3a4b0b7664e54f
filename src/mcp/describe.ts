import { BY_TOTAL } from '../catalog/dimensions.js';
import { metricFormula } from '../catalog/analyst-metrics.js';
import { formulaOf, PLAIN_NOTATION } from '../catalog/expressions.js';
import type { DimensionDef, EndpointDef } from '../catalog/types.js';
import { acceptedValues } from '../query/dimension-kinds/index.js';
import { coverageOf } from '../serving/coverage.js';
import type { DataSnapshot } from '../serving/context.js';
import { endpointOf } from './areas.js';

const dimensionEntry = (dimension: DimensionDef) => ({
  id: dimension.id,
  description: dimension.description,
  values: acceptedValues(dimension),
  ...(dimension.datasets ? { datasets: dimension.datasets } : {}),
});

/** The `describe_dataset` answer: what an area holds, its loaded periods, metrics with formulas, dimensions, filters. */
export function describeArea(area: string, snapshot: DataSnapshot): Record<string, unknown> {
  const route = endpointOf('route', area);
  const breakdown = endpointOf('breakdown', area);
  const endpoints = [route, breakdown].filter((e): e is EndpointDef => e !== undefined);
  const family = endpoints[0]!.family;
  const coverage = coverageOf(snapshot.manifest);
  const filters = new Map(endpoints.flatMap((e) => e.filters).map((d) => [d.id, d]));
  return {
    data_version: snapshot.dataVersion,
    area,
    endpoints: Object.fromEntries(endpoints.map((e) => [e.kind, { path: e.path, summary: e.summary }])),
    datasets: family.sources.map((source) => {
      const loaded = coverage.find((table) => table.table === source.table);
      return {
        dataset: source.dataset,
        grains: source.grains,
        max_periods_per_request: source.caps,
        loaded: {
          grain: source.storedGrain,
          first_period: loaded?.first_period ?? null,
          last_period: loaded?.last_period ?? null,
          period_count: loaded?.period_count ?? 0,
        },
      };
    }),
    default_metrics: endpoints[0]!.baseMetrics,
    metrics: endpoints[0]!.metrics.map((metric) => ({
      id: metric.id,
      description: metric.description,
      unit: metric.unit,
      formula: metricFormula(metric, (expr) => formulaOf(expr, PLAIN_NOTATION)),
      additive: metric.additive,
      ...(metric.datasets ? { datasets: metric.datasets } : {}),
    })),
    breakdown_by: breakdown
      ? [...breakdown.dimensions.map(dimensionEntry), { id: BY_TOTAL.id, description: BY_TOTAL.description }]
      : [],
    filters: [...filters.values()].map(dimensionEntry),
    route_requires: ['origin', 'destination'],
  };
}
