/** Reference records as the API shows them (spec: "Resources and their fields"). */

export interface AirportRecord {
  readonly airport_id: number;
  readonly iata: string;
  readonly city_market_id: number;
  readonly name: string;
  readonly city: string;
  readonly state: string;
  readonly state_fips: string;
  readonly country: string;
  readonly wac: number;
  readonly latitude: number;
  readonly longitude: number;
}

export interface CarrierRecord {
  readonly carrier_code: string;
  readonly carrier_name: string;
  readonly airline_id: number;
}

export interface AircraftTypeRecord {
  readonly aircraft_type_id: number;
  readonly aircraft_group: number;
  readonly ssd_name: string;
  readonly manufacturer: string;
  readonly long_name: string;
  readonly short_name: string;
  /** YYYY-MM-DD */
  readonly begin_date: string;
  /** YYYY-MM-DD, null when the type has no end date */
  readonly end_date: string | null;
}

/** The reference tables of one data version, held in memory with lookup maps. */
export interface ReferenceData {
  readonly airports: readonly AirportRecord[];
  readonly airportsByIata: ReadonlyMap<string, AirportRecord>;
  readonly carriers: readonly CarrierRecord[];
  readonly carriersByCode: ReadonlyMap<string, CarrierRecord>;
  readonly aircraftTypes: readonly AircraftTypeRecord[];
  readonly aircraftTypesById: ReadonlyMap<number, AircraftTypeRecord>;
}
