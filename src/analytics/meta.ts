import {
  ECHO_PARTS,
  echoKey,
  echoedIn,
  echoedOn,
  type EchoPart,
  type EchoedParameter,
} from '../catalog/parameter-def.js';
import { PARAMETERS, type EchoedParameterName } from '../catalog/parameters.js';
import type { Row } from '../engines/engine.js';
import { dimensionValue, filterEcho, namesAirport } from '../query/dimension-kinds/index.js';
import type { PlannedQuery } from '../query/plan.js';
import type { OtherDatasetHint } from '../query/prepare.js';
import { breakdownBy, type AnalyticsRequest } from '../query/request.js';
import { monthSpan } from '../query/spans.js';
import { codeIn } from '../reference/airport-codes.js';
import type { ReferenceData } from '../reference/types.js';
import type { Period } from '../storage/periods.js';
import type { ComparisonRows } from './comparison.js';
import type { PartialPeriods } from './partial.js';

export interface ShapeInput {
  readonly request: AnalyticsRequest;
  readonly planned: PlannedQuery;
  readonly rows: readonly Row[];
  readonly reference: ReferenceData;
  readonly dataVersion: string;
  /** Another ticket dataset that has periods this answer is missing. */
  readonly hint?: OtherDatasetHint | undefined;
  /** compare=previous_year: the same query one year earlier. */
  readonly comparison?: ComparisonRows;
  /** `meta.partial`: the periods (and scopes) lacking an input of a metric whose values mix files (`partial.ts`). */
  readonly partial?: PartialPeriods | undefined;
  /** The answer reads generated (synthetic) periods: `meta.synthetic: true`. */
  readonly synthetic?: boolean;
}

/**
 * An answer's `meta` as a door reads it: the fields the answer writes itself, typed; the parameters' echoes
 * under the keys their declarations give (`echoKey`; `meta.filters` for the `filters` part), the places filtered
 * on under their dimension's id (`filterEcho`), the period fields under their grain.
 */
export interface AnswerMeta {
  readonly mode: PlannedQuery['mode'];
  readonly filters: Readonly<Record<string, unknown>>;
  readonly data_version: string;
  /** Present (true) when the answer reads generated (synthetic) periods: the demo, `atss generate`. */
  readonly synthetic?: true;
  /** compare: the periods one year earlier with no data. */
  readonly missing_comparison_periods?: readonly Readonly<Record<string, number>>[];
  /** Per metric, the periods (and scopes) lacking an input where an answer value mixes files (`partial.ts`). */
  readonly partial?: PartialPeriods;
  /** Breakdowns: the groups matched, and whether a limit cut some. */
  readonly total_count?: number;
  readonly truncated?: boolean;
  readonly [key: string]: unknown;
}

/** An analytics envelope: `meta`, then `result` or `results`. */
export interface AnalyticsEnvelope {
  readonly meta: AnswerMeta;
  readonly [field: string]: unknown;
}

export function periodFields(request: AnalyticsRequest, period: Period): Record<string, number> {
  return { year: period.year, [request.time.grain]: period.index };
}

/**
 * The value each parameter `meta` repeats took in an answer, as `meta` shows it (undefined: not shown): what
 * the request asked, with the defaults the plan resolved (the sort key, the limit by answer shape). Where and
 * under which key is each one's `echo` in catalog/parameters.ts; a parameter declared with one does not compile
 * until its value is read here.
 */
const ANSWERED: Readonly<Record<EchoedParameterName, (input: ShapeInput) => unknown>> = {
  dataset: ({ request }) => request.source.dataset,
  combine_periods: ({ planned }) => planned.plan.combined === true,
  compare: ({ request, comparison }) => (comparison ? request.modes.compare : undefined),
  metrics: ({ request }) => request.metrics.map((m) => m.id),
  by: ({ request }) => breakdownBy(request),
  sort_by: ({ planned }) => planned.plan.sort.key,
  sort_order: ({ planned }) => planned.plan.sort.order,
  limit: ({ planned }) => planned.plan.limit,
  normalize_to_db1b: ({ request }) => request.normalize,
};

const ECHOED = new Map<EchoPart, readonly EchoedParameter[]>(
  ECHO_PARTS.map((part) => [part, echoedIn(PARAMETERS, part)]),
);

/** Writes the parameters one part of `meta` repeats into `target` (meta, or meta.filters), in table order. */
export function writeEchoes(target: Record<string, unknown>, part: EchoPart, input: ShapeInput): void {
  const endpoint = input.request.endpoint;
  for (const parameter of ECHOED.get(part) ?? []) {
    if (!echoedOn(parameter, endpoint)) continue;
    const value = ANSWERED[parameter.name as EchoedParameterName](input);
    if (value === undefined || (parameter.echo.when === 'true' && value !== true)) continue;
    target[echoKey(parameter)] = value;
  }
}

/**
 * The places filtered on, as objects at the top of `meta` (`filterEcho`): an airport as the airport its code
 * named in the periods asked (SXF in 2024: the airport then coded BER), a city market with its name and airports.
 */
function writePlaces(meta: Record<string, unknown>, input: ShapeInput): void {
  const { request, planned, reference } = input;
  const span = monthSpan(planned.plan.periods, request.time.grain);
  for (const { dimension, value } of request.filters) {
    if (!filterEcho(dimension).asObject) continue;
    const fields = request.endpoint.airportFields;
    if (!namesAirport(dimension, value))
      meta[dimension.id] = dimensionValue(dimension, value, fields, reference, span);
    else if (span) {
      const code = codeIn(reference, String(value), span);
      meta[dimension.id] = dimensionValue(dimension, code, fields, reference, span);
    }
  }
}

/**
 * The `meta` both envelopes begin with: the periods answered, then what the request asked as its parameters'
 * echoes say, each part between the answer's own fields (the missing comparison periods, the places, the mode,
 * the hint, the data version). A breakdown adds its counts around the `page` part (`writeEchoes`).
 */
export function answerMeta(input: ShapeInput): Record<string, unknown> {
  const { request, planned } = input;
  const meta: Record<string, unknown> = {};
  if (planned.mode === 'single') Object.assign(meta, periodFields(request, planned.plan.periods[0]!));
  else {
    meta.periods = planned.plan.periods.map((p) => periodFields(request, p));
    meta.missing_periods = planned.missingPeriods.map((p) => periodFields(request, p));
  }
  writeEchoes(meta, 'modes', input);
  if (input.comparison)
    meta.missing_comparison_periods = input.comparison.planned.missing.map((p) => periodFields(request, p));
  writeEchoes(meta, 'grouping', input);
  writeEchoes(meta, 'metrics', input);
  writePlaces(meta, input);
  meta.mode = planned.mode;
  const filters: Record<string, unknown> = {};
  for (const { dimension, value } of request.filters) {
    if (filterEcho(dimension).inFilters) filters[dimension.id] = value;
  }
  writeEchoes(filters, 'filters', input);
  meta.filters = filters;
  writeEchoes(meta, 'dataset', input);
  if (input.hint) meta.hint = input.hint;
  if (input.partial) meta.partial = input.partial;
  if (input.synthetic === true) meta.synthetic = true;
  const missing = missingReference(input.reference);
  if (missing.length > 0) meta.missing_reference = missing;
  meta.data_version = input.dataVersion;
  return meta;
}

/**
 * The reference tables a data version lacks (issue #42 point 7): its answers name codes the data holds, with null
 * names until a Master Coordinate (airports, city markets) or a carrier table is ingested.
 */
export function missingReference(reference: ReferenceData): string[] {
  return [
    ...(reference.airportsByIata.size === 0 && reference.airportHistory.size === 0 ? ['airports'] : []),
    ...(reference.carriersByCode.size === 0 ? ['carriers'] : []),
  ];
}
