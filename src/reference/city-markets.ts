import type { DataAirport } from './data-airports.js';
import type { AirportRecord, CityMarketRecord } from './types.js';

/**
 * City markets as answers show them (docs/API-CONTRACT.md §12): each id of the airport reference, the stored names
 * or the data, with its name (`city_markets`: the Master Coordinate's DISPLAY_CITY_MARKET_NAME_FULL,
 * L_CITY_MARKET_ID filling gaps; else the one city its airports share; else null) and its airports (IATA codes,
 * sorted): those the airport reference puts in it, else those the data's own records put in it (a market known
 * only from an L_ lookup, or from the data files alone).
 */
export function cityMarketsOf(
  airports: readonly AirportRecord[],
  names: readonly { readonly city_market_id: number; readonly name: string | null }[],
  dataAirports: readonly DataAirport[] = [],
): ReadonlyMap<number, CityMarketRecord> {
  const members = new Map<number, AirportRecord[]>();
  for (const airport of airports) {
    if (airport.city_market_id === null) continue;
    const id = Number(airport.city_market_id);
    members.set(id, [...(members.get(id) ?? []), airport]);
  }
  const named = new Map(names.map((n) => [Number(n.city_market_id), n.name]));
  const inData = new Map<number, string[]>();
  for (const { code, city_market_id } of dataAirports) {
    if (city_market_id === null) continue;
    const id = Number(city_market_id);
    inData.set(id, [...(inData.get(id) ?? []), code]);
  }
  const ids = [...new Set([...members.keys(), ...named.keys(), ...inData.keys()])].sort((a, b) => a - b);
  return new Map(
    ids.map((id) => {
      const own = members.get(id) ?? [];
      const cities = new Set(own.map((a) => a.city));
      const sharedCity = cities.size === 1 ? [...cities][0]! : null;
      const record: CityMarketRecord = {
        city_market_id: id,
        name: named.get(id) ?? sharedCity,
        airports: own.length > 0 ? own.map((a) => a.iata).sort() : [...new Set(inData.get(id) ?? [])].sort(),
      };
      return [id, record];
    }),
  );
}

/** The object a city market id stands for in answers; an id no reference knows keeps null name and no airports. */
export function cityMarketObject(
  id: number,
  markets: ReadonlyMap<number, CityMarketRecord>,
): CityMarketRecord {
  return markets.get(id) ?? { city_market_id: id, name: null, airports: [] };
}
