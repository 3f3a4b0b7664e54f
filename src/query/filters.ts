import type { DimensionDef, DimensionKind } from '../catalog/types.js';
import { isAirportCode } from '../reference/airport-codes.js';
import type { ReferenceData } from '../reference/types.js';
import type { FilterValue } from '../sql/plan.js';
import { parseAirportCode, parseBoolean, parseCarrierCode, parseInteger, type Parsed } from './primitives.js';

export type { FilterValue };

export interface FilterProblem {
  readonly reason: string;
  readonly allowed?: readonly (string | number)[];
}

type FilterResult =
  | { readonly ok: true; readonly value: FilterValue }
  | { readonly ok: false; readonly problem: FilterProblem };

/**
 * A data version without a reference table cannot check codes: the reason says so and how to load one, instead
 * of calling every code unknown.
 */
const NO_REFERENCE = {
  airport: (code: string) =>
    `airport "${code}" cannot be checked: this data version has no airport reference (ingest a Master Coordinate download with the data)`,
  cityMarket: (id: number) =>
    `city market ${id} cannot be checked: this data version has no airport reference (ingest a Master Coordinate download with the data)`,
  carrier: (code: string) =>
    `carrier "${code}" cannot be checked: this data version has no carrier reference (ingest a carrier decode or L_UNIQUE_CARRIERS download with the data)`,
};

type KindOf<T extends DimensionKind['type']> = Extract<DimensionKind, { type: T }>;
type KindParser<T extends DimensionKind['type']> = (
  raw: string,
  kind: KindOf<T>,
  reference: ReferenceData,
  dimension: DimensionDef,
) => FilterResult;

const fail = (reason: string, allowed?: readonly (string | number)[]): FilterResult => ({
  ok: false,
  problem: allowed ? { reason, allowed } : { reason },
});
const from = (parsed: Parsed<FilterValue>): FilterResult =>
  parsed.ok ? { ok: true, value: parsed.value } : fail(parsed.reason);

/** How a filter value of each dimension kind is read, checking codes against the reference tables. */
const FILTER_PARSERS: { readonly [T in DimensionKind['type']]: KindParser<T> } = {
  airport(raw, _kind, reference) {
    const parsed = parseAirportCode(raw);
    if (!parsed.ok) return fail(parsed.reason);
    if (reference.airportsByIata.size === 0 && reference.airportHistory.size === 0)
      return fail(NO_REFERENCE.airport(parsed.value));
    if (!isAirportCode(reference, parsed.value)) return fail(`unknown airport "${parsed.value}"`);
    return { ok: true, value: parsed.value };
  },
  carrier(raw, kind, reference) {
    const parsed = parseCarrierCode(raw);
    if (!parsed.ok) return fail(parsed.reason);
    const extra = Object.hasOwn(kind.extraCodes ?? {}, parsed.value);
    if (reference.carriersByCode.size === 0 && !extra) return fail(NO_REFERENCE.carrier(parsed.value));
    if (!reference.carriersByCode.has(parsed.value) && !extra)
      return fail(`unknown carrier "${parsed.value}"`);
    return { ok: true, value: parsed.value };
  },
  aircraft_type: (raw) => from(parseInteger(raw, 0, 99_999)),
  city_market(raw, _kind, reference) {
    const parsed = parseInteger(raw, 10_000, 99_999);
    if (!parsed.ok)
      return fail(
        `must be a city market id (5 digits, e.g. 31703 New York; see /support/city-markets): ${parsed.reason}`,
      );
    if (reference.cityMarketsById.size === 0) return fail(NO_REFERENCE.cityMarket(parsed.value));
    if (!reference.cityMarketsById.has(parsed.value))
      return fail(`unknown city market ${parsed.value} (see /support/city-markets)`);
    return { ok: true, value: parsed.value };
  },
  connection(raw, kind, reference, dimension) {
    const word = raw.toLowerCase();
    if (kind.words.includes(word)) return { ok: true, value: word };
    const airport = FILTER_PARSERS.airport(raw, { type: 'airport' }, reference, dimension);
    return airport.ok
      ? airport
      : fail(`must be ${kind.words.join(', ')} or a connecting airport code (${airport.problem.reason})`);
  },
  boolean: (raw) => from(parseBoolean(raw)),
  band: (raw, kind) => from(parseInteger(raw, kind.min, kind.max)),
  coded(raw, kind) {
    if (kind.pattern) {
      return kind.pattern.test(raw)
        ? { ok: true, value: raw.toUpperCase() }
        : fail(`must be ${kind.patternText ?? 'a valid code'}`);
    }
    const codes = kind.codes ?? Object.keys(kind.labels);
    const aliases = kind.aliases ?? {};
    const allowed = [...Object.keys(aliases), ...codes];
    // own properties only: a value like `constructor` or `__proto__` must not find Object.prototype
    const code = Object.hasOwn(aliases, raw) ? aliases[raw] : codes.includes(raw) ? raw : undefined;
    if (code === undefined) {
      return fail(
        `must be one of ${allowed.join(', ')}`,
        kind.valueType === 'integer' ? codes.map(Number) : allowed,
      );
    }
    return { ok: true, value: kind.valueType === 'integer' ? Number(code) : code };
  },
};

/** Parses one filter value by its dimension's kind, checking codes against the reference tables. */
export function parseFilterValue(
  dimension: DimensionDef,
  raw: string,
  reference: ReferenceData,
): FilterResult {
  const parse = FILTER_PARSERS[dimension.kind.type] as KindParser<DimensionKind['type']>;
  return parse(raw, dimension.kind, reference, dimension);
}
