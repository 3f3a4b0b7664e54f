import type { QueryEngine } from '../engines/engine.js';
import type {
  AircraftTypeRecord,
  AirportRecord,
  CarrierEntityRecord,
  CarrierRecord,
  ReferenceData,
} from './types.js';

/** Loads the reference tables of a snapshot into memory, with lookup maps. */
export async function loadReference(engine: QueryEngine): Promise<ReferenceData> {
  const airports = (await engine.query(
    `SELECT airport_id, iata, city_market_id, name, city, state, state_fips, country, wac,
            latitude, longitude
       FROM airports ORDER BY airport_id`,
  )) as unknown as AirportRecord[];
  const carriers = (await engine.query(
    'SELECT carrier_code, carrier_name, airline_id FROM carriers ORDER BY carrier_code',
  )) as unknown as CarrierRecord[];
  const aircraftTypes = (await engine.query(
    `SELECT aircraft_type_id, aircraft_group, ssd_name, manufacturer, long_name, short_name,
            begin_date, end_date
       FROM aircraft_types ORDER BY aircraft_type_id`,
  )) as unknown as AircraftTypeRecord[];
  const carrierEntities = (await engine.query(
    'SELECT carrier_entity, carrier_code, carrier_name, region FROM carrier_entities ORDER BY carrier_entity',
  )) as unknown as CarrierEntityRecord[];
  return referenceData(airports, carriers, aircraftTypes, carrierEntities);
}

export function referenceData(
  airports: readonly AirportRecord[],
  carriers: readonly CarrierRecord[],
  aircraftTypes: readonly AircraftTypeRecord[],
  carrierEntities: readonly CarrierEntityRecord[] = [],
): ReferenceData {
  return {
    airports,
    airportsByIata: new Map(airports.map((a) => [a.iata, a])),
    carriers,
    carriersByCode: new Map(carriers.map((c) => [c.carrier_code, c])),
    carrierEntitiesByCode: new Map(carrierEntities.map((e) => [e.carrier_entity, e])),
    aircraftTypes,
    aircraftTypesById: new Map(aircraftTypes.map((t) => [t.aircraft_type_id, t])),
  };
}
