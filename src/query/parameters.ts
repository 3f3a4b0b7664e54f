import { endpointParameters, timeParameters } from '../catalog/parameters.js';
import type { EndpointDef, SourceDef } from '../catalog/types.js';
import type { ProblemCollector } from '../problems/problems.js';

const ALLOWED = new WeakMap<EndpointDef, readonly string[]>();

/**
 * Every parameter name an endpoint accepts (across its datasets), from the parameter table; derived once per
 * endpoint (the catalog never changes), not on every request.
 */
export function allowedParameters(endpoint: EndpointDef): readonly string[] {
  let names = ALLOWED.get(endpoint);
  if (names === undefined) {
    names = Object.freeze([...endpointParameters(endpoint).names]);
    ALLOWED.set(endpoint, names);
  }
  return names;
}

const MONTHLY = timeParameters((time) => time.grain === 'month');

/**
 * The dataset a request reads (docs/API-CONTRACT.md §1): the `dataset` parameter, or by default the monthly dataset
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
  const monthly = MONTHLY.filter((name) => values.has(name));
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
