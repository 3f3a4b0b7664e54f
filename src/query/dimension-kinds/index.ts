import type { AirportFields, DimensionDef, DimensionKind } from '../../catalog/types.js';
import type { ValueSchema } from '../../catalog/value-schema.js';
import type { MonthSpan } from '../../reference/carrier-names.js';
import type { ReferenceData } from '../../reference/types.js';
import type { FilterValue } from '../../sql/plan.js';
import { AIRCRAFT_TYPE_KIND } from './aircraft-type.js';
import { AIRPORT_KIND } from './airport.js';
import { BAND_KIND } from './band.js';
import { BOOLEAN_KIND } from './boolean.js';
import { CARRIER_KIND } from './carrier.js';
import { CITY_MARKET_KIND } from './city-market.js';
import { CODED_KIND } from './coded.js';
import { CONNECTION_KIND } from './connection.js';
import type { FilterResult, KindDeclaration } from './declaration.js';

export type { FilterProblem, FilterResult, KindDeclaration } from './declaration.js';
export { airportObject } from './objects.js';

/**
 * The one declaration of each dimension kind (`DimensionKind` of catalog/types.ts): how a filter value is read
 * and bounded, planned, shown in rows, described in the response schemas, OpenAPI and MCP. A new kind does not
 * compile until it is declared here, and `test/unit/dimension-kinds.test.ts` holds every bound to what parse,
 * OpenAPI and MCP say. Its order is the order of the response schemas in `components.schemas`.
 */
export const DIMENSION_KINDS: {
  readonly [T in DimensionKind['type']]: KindDeclaration<Extract<DimensionKind, { type: T }>>;
} = {
  airport: AIRPORT_KIND,
  carrier: CARRIER_KIND,
  city_market: CITY_MARKET_KIND,
  aircraft_type: AIRCRAFT_TYPE_KIND,
  connection: CONNECTION_KIND,
  boolean: BOOLEAN_KIND,
  band: BAND_KIND,
  coded: CODED_KIND,
};

/** The declaration of a dimension's kind. */
export const declarationOf = (dimension: Pick<DimensionDef, 'kind'>): KindDeclaration<DimensionKind> =>
  DIMENSION_KINDS[dimension.kind.type] as KindDeclaration<DimensionKind>;

/** The JSON Schema of a filter's values (OpenAPI parameters, MCP tool inputs). */
export const filterSchema = (dimension: DimensionDef): ValueSchema =>
  declarationOf(dimension).filter(dimension.kind);

/** Parses one filter value by its dimension's kind, checking codes against the reference tables. */
export const parseFilterValue = (
  dimension: DimensionDef,
  raw: string,
  reference: ReferenceData,
): FilterResult => declarationOf(dimension).parse(raw, dimension.kind, reference);

/** A filter value naming an airport: an airport filter, or a connection's connecting airport (not nonstop). */
export const namesAirport = (dimension: DimensionDef, value: FilterValue): boolean =>
  declarationOf(dimension).namesAirport(dimension.kind, value);

/** What a filter or `by` dimension accepts, for a model. */
export const acceptedValues = (dimension: DimensionDef): unknown =>
  declarationOf(dimension).accepts(dimension.kind);

/** What a dimension's values look like in rows, in words. */
export const valuesText = (dimension: DimensionDef): string => declarationOf(dimension).shown(dimension.kind);

/** A dimension value as rows show it (docs/API-CONTRACT.md §4 "Dimension values in rows"). */
export function dimensionValue(
  dimension: DimensionDef,
  value: unknown,
  fields: AirportFields,
  reference: ReferenceData,
  span?: MonthSpan,
): unknown {
  if (value === null || value === undefined) return null;
  const text = typeof value === 'string' || typeof value === 'number' ? String(value) : JSON.stringify(value);
  return declarationOf(dimension).show(dimension.kind, value, text, { fields, reference, span });
}

/** The JSON Schema of a dimension value in rows (null included). */
export const dimensionSchema = (dimension: DimensionDef, fields: AirportFields): object =>
  declarationOf(dimension).schema(dimension.kind, fields);

/**
 * The fields of a dimension's value object in rows, in the order the shapers write them (a scalar value,
 * a boolean, has none). CSV columns are named `<dimension>_<field>` from this list.
 */
export const dimensionFields = (dimension: DimensionDef, fields: AirportFields): readonly string[] =>
  declarationOf(dimension).fields(dimension.kind, fields);

/**
 * How an answer's `meta` repeats an applied filter: under its id in `meta.filters`, and a place (a city market)
 * also as its object at the top of `meta` (`asObject`: its name and airports); an airport (origin, destination)
 * only as its object there, the airport its code named in the periods asked. The parameters of the table repeat
 * as their `echo` says (catalog/parameter-def.ts).
 */
export const filterEcho = (dimension: Pick<DimensionDef, 'kind'>): KindDeclaration<DimensionKind>['echo'] =>
  declarationOf(dimension).echo;

/** The response schemas dimension values refer to, for `components.schemas`. */
export const DIMENSION_COMPONENTS: Readonly<Record<string, object>> = Object.fromEntries(
  Object.values(DIMENSION_KINDS).flatMap((declaration) => Object.entries(declaration.components ?? {})),
);
