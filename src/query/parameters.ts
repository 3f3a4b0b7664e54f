import type { EndpointDef, SourceDef } from '../catalog/types.js';
import type { ProblemCollector } from '../problems/problems.js';
import { MONTHLY_TIME_PARAMETERS, QUARTERLY_TIME_PARAMETERS, TIME_PARAMETERS } from './time.js';

/** Every parameter name an endpoint accepts (across its datasets). */
export function allowedParameters(endpoint: EndpointDef): string[] {
  const grains = new Set(endpoint.family.sources.flatMap((s) => s.grains));
  const time = [...new Set(Object.values(TIME_PARAMETERS).flat())].filter(
    (name) =>
      (grains.has('month') || !(MONTHLY_TIME_PARAMETERS as readonly string[]).includes(name)) &&
      (grains.has('quarter') || !(QUARTERLY_TIME_PARAMETERS as readonly string[]).includes(name)),
  );
  const route = endpoint.kind === 'route' ? ['origin', 'destination'] : [];
  const breakdown = endpoint.kind === 'breakdown' ? ['by', 'sort_by', 'sort_order'] : [];
  return [
    ...(endpoint.family.selectsDataset ? ['dataset'] : []),
    ...time,
    'limit_results',
    ...route,
    'metrics',
    ...endpoint.filters.map((f) => f.id),
    ...breakdown,
    'limit',
    ...(endpoint.options ?? []).map((o) => o.id),
    // read by the delivery layer (CSV or JSON), before parsing
    'format',
  ];
}

/**
 * The dataset a request reads (API-CONTRACT §1): the `dataset` parameter, or by default the monthly dataset
 * when any monthly time parameter is present, else the first (db1b). Single-source families have no choice.
 */
export function selectSource(
  endpoint: EndpointDef,
  values: ReadonlyMap<string, string>,
  problems: ProblemCollector,
): SourceDef {
  const sources = endpoint.family.sources;
  const first = sources[0];
  if (!first) throw new Error(`endpoint ${endpoint.path} has no source`);
  if (!endpoint.family.selectsDataset) return first;
  const monthly = MONTHLY_TIME_PARAMETERS.filter((name) => values.has(name));
  const raw = values.get('dataset');
  if (raw === undefined) {
    return (monthly.length > 0 ? sources.find((s) => s.grains.includes('month')) : undefined) ?? first;
  }
  const chosen = sources.find((s) => s.dataset === raw);
  if (!chosen) {
    problems.add(
      'invalid-parameter',
      'dataset',
      `dataset must be one of ${sources.map((s) => s.dataset).join(', ')}`,
      sources.map((s) => s.dataset),
    );
    return first;
  }
  if (monthly.length > 0 && !chosen.grains.includes('month')) {
    problems.conflict(
      ['dataset', ...monthly],
      `dataset=${chosen.dataset} has quarterly periods only; ${monthly.join(', ')} need a monthly dataset`,
    );
  }
  return chosen;
}
