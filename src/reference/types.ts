/**
 * Reference records as the API shows them (spec: "Resources and their fields"). Only the keys are always
 * present: BTS leaves the other fields empty for some records (foreign airports have no state, for example).
 */

export interface AirportRecord {
  readonly airport_id: number;
  readonly iata: string;
  readonly city_market_id: number | null;
  readonly name: string | null;
  readonly city: string | null;
  readonly state: string | null;
  readonly state_fips: string | null;
  readonly country: string | null;
  readonly wac: number | null;
  readonly latitude: number | null;
  readonly longitude: number | null;
}

/** One Master Coordinate row: an airport with the code and place it had from `valid_from` to `valid_thru`. */
export interface AirportSpan extends AirportRecord {
  /** YYYY-MM-DD */
  readonly valid_from: string;
  /** YYYY-MM-DD, null when current */
  readonly valid_thru: string | null;
}

/** A city market (co-located airports: New York = JFK, LGA, EWR ...) as answers show it. */
export interface CityMarketRecord {
  readonly city_market_id: number;
  readonly name: string | null;
  /** IATA codes of the airports the airport reference puts in the market, sorted. */
  readonly airports: readonly string[];
}

export interface CarrierRecord {
  readonly carrier_code: string;
  readonly carrier_name: string | null;
  readonly airline_id: number | null;
}

/** One holder of a carrier code: its name and DOT id, from and until when (null when no source dates it). */
export interface CarrierHolder {
  readonly airline_id: number | null;
  readonly carrier_name: string | null;
  /** YYYY-MM-DD */
  readonly valid_from: string | null;
  /** YYYY-MM-DD */
  readonly valid_thru: string | null;
}

/** A carrier code as `/support/carriers` lists it: the newest table's name and id, and every holder by period. */
export interface CarrierListRecord extends CarrierRecord {
  readonly holders: readonly CarrierHolder[];
}

/** One name of a carrier code with the dates it was valid (`carrier_history`). */
export interface CarrierNameRange {
  readonly carrier_name: string;
  /** YYYY-MM-DD */
  readonly valid_from: string;
  /** YYYY-MM-DD */
  readonly valid_thru: string;
}

/** A T-100 carrier entity: one carrier in one operation region. */
export interface CarrierEntityRecord {
  readonly carrier_entity: string;
  readonly carrier_code: string | null;
  readonly carrier_name: string | null;
  readonly region: string | null;
}

export interface AircraftTypeRecord {
  readonly aircraft_type_id: number;
  readonly aircraft_group: number | null;
  readonly ssd_name: string | null;
  readonly manufacturer: string | null;
  readonly long_name: string | null;
  readonly short_name: string | null;
  /** YYYY-MM-DD */
  readonly begin_date: string | null;
  /** YYYY-MM-DD, null when the type has no end date */
  readonly end_date: string | null;
}

/** The reference tables of one data version, held in memory with lookup maps. */
export interface ReferenceData {
  readonly airports: readonly AirportRecord[];
  readonly airportsByIata: ReadonlyMap<string, AirportRecord>;
  /** Master Coordinate rows by the code they held, and by airport id (airport-codes.ts). */
  readonly airportHistory: ReadonlyMap<string, readonly AirportSpan[]>;
  readonly airportHistoryById: ReadonlyMap<number, readonly AirportSpan[]>;
  /**
   * The airport codes the stored data holds (its route rollups), each with the city market the data gives it
   * (null where none): what a data version without an airport reference answers from (data-airports.ts).
   */
  readonly dataAirports: ReadonlyMap<string, { readonly city_market_id: number | null }>;
  /** City markets by id (city-markets.ts). */
  readonly cityMarkets: readonly CityMarketRecord[];
  readonly cityMarketsById: ReadonlyMap<number, CityMarketRecord>;
  readonly carriers: readonly CarrierRecord[];
  readonly carriersByCode: ReadonlyMap<string, CarrierRecord>;
  /** Every carrier code of the table or the T-100 files with its holders (carrier-holders.ts). */
  readonly carrierList: readonly CarrierListRecord[];
  /** Names with their date ranges, by carrier code (carrier-names.ts). */
  readonly carrierHistory: ReadonlyMap<string, readonly CarrierNameRange[]>;
  /** The names T-100 files give, by `carrierMonthKey(code, month ordinal)`. */
  readonly carrierFileNames: ReadonlyMap<string, string>;
  /** The carrier codes the T-100 files name. */
  readonly carrierFileCodes: ReadonlySet<string>;
  /** The DOT airline ids T-100 files give (AIRLINE_ID), by `carrierMonthKey(code, month ordinal)`. */
  readonly carrierFileIds: ReadonlyMap<string, number>;
  readonly carrierEntitiesByCode: ReadonlyMap<string, CarrierEntityRecord>;
  readonly aircraftTypes: readonly AircraftTypeRecord[];
  readonly aircraftTypesById: ReadonlyMap<number, AircraftTypeRecord>;
}
