import { BY_TOTAL } from '../catalog/dimensions.js';
import { metricFormula } from '../catalog/analyst-metrics.js';
import type { DimensionDef, EndpointDef, MetricExpr } from '../catalog/types.js';
import { coverageOf } from '../serving/coverage.js';
import type { DataSnapshot } from '../serving/context.js';
import { endpointOf } from './areas.js';

/** A metric expression as a formula over the stored measure columns: `100 * sum(cancelled) / sum(flights)`. */
export function formulaOf(expr: MetricExpr): string {
  switch (expr.kind) {
    case 'sum':
      return `sum(${expr.column})`;
    case 'sumWhere':
      return `sum(${expr.column} where ${expr.where.column} = '${expr.where.value}')`;
    case 'ratio': {
      const wrap = (inner: MetricExpr) => (inner.kind === 'sum' ? formulaOf(inner) : `(${formulaOf(inner)})`);
      const quotient = `${wrap(expr.numerator)} / ${wrap(expr.denominator)}`;
      return expr.scale === undefined ? quotient : `${expr.scale} * ${quotient}`;
    }
    case 'difference':
      return `${formulaOf(expr.left)} - ${expr.right.kind === 'difference' ? `(${formulaOf(expr.right)})` : formulaOf(expr.right)}`;
  }
}

/** What a filter or `by` dimension accepts, from its kind. */
function allowedValues(dimension: DimensionDef): unknown {
  const kind = dimension.kind;
  switch (kind.type) {
    case 'airport':
      return 'IATA airport code (search_airports)';
    case 'carrier':
      return 'carrier code (search_carriers)';
    case 'aircraft_type':
      return 'aircraft type id (integer)';
    case 'city_market':
      return 'city market id (integer, search_city_markets)';
    case 'connection':
      return `${kind.words.join(', ')} or the connecting IATA airport code`;
    case 'boolean':
      return [true, false];
    case 'band':
      return `${kind.min}-${kind.max}: ${kind.label(kind.min)}, ${kind.label(kind.min + 1)}, ... ${kind.label(kind.max)}`;
    case 'coded':
      if (kind.pattern) return kind.patternText ?? kind.pattern.source;
      return { ...kind.labels, ...kind.aliases };
  }
}

const dimensionEntry = (dimension: DimensionDef) => ({
  id: dimension.id,
  description: dimension.description,
  values: allowedValues(dimension),
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
      formula: metricFormula(metric, formulaOf),
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
