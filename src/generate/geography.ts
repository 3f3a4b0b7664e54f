import { BTS_AIRPORTS, BTS_CITY_MARKETS, BTS_COUNTRIES, BTS_STATES } from './bts-codes.js';

/**
 * An airport as BTS codes it: its AIRPORT_ID, AIRPORT_SEQ_ID, CITY_MARKET_ID, World Area Code, names, state and
 * country, from the Master Coordinate's latest open row for the code (`bts-codes.ts`, derived from the real
 * TranStats reference downloads by `scripts/bts-codes.ts`).
 */
export interface BtsAirport {
  readonly airportId: number;
  readonly seqId: number;
  readonly cityMarketId: number;
  /** DISPLAY_CITY_MARKET_NAME_FULL: "New York City, NY (Metropolitan Area)". */
  readonly cityMarketName: string;
  readonly wac: number;
  /** DISPLAY_AIRPORT_NAME. */
  readonly name: string;
  /** DISPLAY_AIRPORT_CITY_NAME_FULL: "Atlanta, GA", "London, United Kingdom". */
  readonly cityName: string;
  /** AIRPORT_STATE_CODE of a US airport (territories: PR, VI, TT), else empty. */
  readonly state: string;
  readonly stateName: string;
  readonly stateFips: string;
  /** AIRPORT_COUNTRY_CODE_ISO: US for the US and its territories. */
  readonly country: string;
  readonly countryName: string;
}

/** BTS's codes for an airport, or undefined when the Master Coordinate has no open airport of that code. */
export function btsAirport(code: string): BtsAirport | undefined {
  const row = BTS_AIRPORTS[code];
  if (row === undefined) return undefined;
  const [airportId, seqId, cityMarketId, wac, name, cityName, state, country] = row;
  const [stateName, stateFips] = BTS_STATES[state] ?? ['', ''];
  return {
    airportId,
    seqId,
    cityMarketId,
    cityMarketName: BTS_CITY_MARKETS[cityMarketId] ?? cityName,
    wac,
    name,
    cityName,
    state,
    stateName,
    stateFips,
    country,
    countryName: BTS_COUNTRIES[country] ?? country,
  };
}
