import { cityMarketObject } from '../../reference/city-markets.js';
import { parseInteger } from '../primitives.js';
import { fail, type KindDeclaration } from './declaration.js';
import { noAirportReference } from './airport.js';
import { closedObject, integer, nullable, orNull, ref } from './json-schema.js';

/** A city market (docs/API-CONTRACT.md §12). */
export const CITY_MARKET = closedObject(
  {
    city_market_id: integer,
    name: nullable('string'),
    airports: { type: 'array', items: { type: 'string' }, description: 'IATA codes of its airports' },
  },
  ['city_market_id', 'name', 'airports'],
);

/** BTS's city market ids are five digits. */
const BOUNDS = { minimum: 10_000, maximum: 99_999 } as const;

/** A city market id (integer), shown as {city_market_id, name, airports} (docs/API-CONTRACT.md §12). */
export const CITY_MARKET_KIND: KindDeclaration<{ readonly type: 'city_market' }> = {
  filter: () => ({ type: 'integer', ...BOUNDS }),
  parse(raw, _kind, reference) {
    const parsed = parseInteger(raw, BOUNDS.minimum, BOUNDS.maximum);
    if (!parsed.ok)
      return fail(
        `must be a city market id (5 digits, e.g. 31703 New York; see /support/city-markets): ${parsed.reason}`,
      );
    if (reference.cityMarketsById.size === 0) return fail(noAirportReference(`city market ${parsed.value}`));
    if (!reference.cityMarketsById.has(parsed.value))
      return fail(`unknown city market ${parsed.value} (see /support/city-markets)`);
    return { ok: true, value: parsed.value };
  },
  namesAirport: () => false,
  accepts: () => `city market id (integer ${BOUNDS.minimum}-${BOUNDS.maximum}, search_city_markets)`,
  shown: () => 'a city market object {city_market_id, name, airports}',
  show: (_kind, value, _text, { reference }) => cityMarketObject(Number(value), reference.cityMarketsById),
  schema: () => orNull(ref('CityMarket')),
  fields: () => CITY_MARKET.required,
  components: { CityMarket: CITY_MARKET },
  compact: ['city_market_id', 'name', 'city_markets'],
  echo: { inFilters: true, asObject: true },
};
