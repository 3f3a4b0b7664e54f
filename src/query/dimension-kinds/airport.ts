import type { AirportFields } from '../../catalog/types.js';
import { isAirportCode } from '../../reference/airport-codes.js';
import type { ReferenceData } from '../../reference/types.js';
import { AIRPORT, parseAirportCode } from '../primitives.js';
import { fail, type FilterResult, type KindDeclaration } from './declaration.js';
import { closedObject, nullable, orNull, ref } from './json-schema.js';
import { airportObject } from './objects.js';

const NAME = { iata_code: { type: 'string' }, name: nullable('string') };
const FULL = {
  ...NAME,
  airport_id: nullable('integer'),
  city_market_id: nullable('integer'),
  city: nullable('string'),
  state: nullable('string'),
  state_fips: nullable('string'),
  country: nullable('string'),
  world_area_code: nullable('integer'),
  latitude: nullable('number'),
  longitude: nullable('number'),
};

/** The airport object's schema for each set of fields an endpoint shows. */
export const AIRPORT_SCHEMAS: Record<AirportFields, ReturnType<typeof closedObject>> = {
  name: closedObject(NAME, Object.keys(NAME)),
  name_city: closedObject({ ...NAME, city: nullable('string') }, [...Object.keys(NAME), 'city']),
  full: closedObject(FULL, [
    'iata_code',
    'airport_id',
    'city_market_id',
    'name',
    'city',
    'state',
    'state_fips',
    'country',
    'world_area_code',
    'latitude',
    'longitude',
  ]),
};
export const AIRPORT_SCHEMA_NAMES: Record<AirportFields, string> = {
  name: 'AirportName',
  name_city: 'AirportNameCity',
  full: 'Airport',
};

/** A data version without an airport reference cannot check a code: the reason says so and how to load one. */
export const noAirportReference = (what: string): string =>
  `${what} cannot be checked: this data version has no airport reference (ingest a Master Coordinate download with the data)`;

/** An airport code: one the data holds, or one the airport reference knows. */
export function parseAirport(raw: string, reference: ReferenceData): FilterResult {
  const parsed = parseAirportCode(raw);
  if (!parsed.ok) return fail(parsed.reason);
  // a code the data holds is answered without a reference (names null until one is ingested)
  if (reference.dataAirports.has(parsed.value)) return { ok: true, value: parsed.value };
  if (reference.airportsByIata.size === 0 && reference.airportHistory.size === 0)
    return fail(noAirportReference(`airport "${parsed.value}"`));
  if (!isAirportCode(reference, parsed.value)) return fail(`unknown airport "${parsed.value}"`);
  return { ok: true, value: parsed.value };
}

export const AIRPORT_KIND: KindDeclaration<{ readonly type: 'airport' }> = {
  filter: () => ({ type: 'string', pattern: AIRPORT.source }),
  parse: (raw, _kind, reference) => parseAirport(raw, reference),
  namesAirport: () => true,
  accepts: () => 'IATA airport code (search_airports)',
  shown: () => 'an airport object',
  show: (_kind, _value, text, { fields, reference, span }) => airportObject(text, fields, reference, span),
  schema: (_kind, fields) => orNull(ref(AIRPORT_SCHEMA_NAMES[fields])),
  fields: (_kind, fields) => AIRPORT_SCHEMAS[fields].required,
  components: Object.fromEntries(
    Object.entries(AIRPORT_SCHEMA_NAMES).map(([fields, name]) => [
      name,
      AIRPORT_SCHEMAS[fields as AirportFields],
    ]),
  ),
  compact: ['iata_code', 'name', 'airports'],
  echo: { inFilters: false, asObject: true },
};
