import { REGION } from '../../catalog/enumerations.js';
import type { AirportFields } from '../../catalog/types.js';
import { airlineIdIn, carrierNameIn, type MonthSpan } from '../../reference/carrier-names.js';
import type { ReferenceData } from '../../reference/types.js';
import { airportIn } from '../../reference/airport-codes.js';

/** Airport object of the spec, with the fields each endpoint shows: the airport holding the code in `span`. */
export function airportObject(
  code: string,
  fields: AirportFields,
  reference: ReferenceData,
  span?: MonthSpan,
): Record<string, unknown> {
  const airport = airportIn(reference, code, span);
  const name = airport?.name ?? null;
  switch (fields) {
    case 'name':
      return { iata_code: code, name };
    case 'name_city':
      return { iata_code: code, name, city: airport?.city ?? null };
    case 'full':
      return {
        iata_code: code,
        airport_id: airport?.airport_id ?? null,
        // without an airport reference, the city market the data gives the code
        city_market_id: airport
          ? airport.city_market_id
          : (reference.dataAirports.get(code)?.city_market_id ?? null),
        name,
        city: airport?.city ?? null,
        state: airport?.state ?? null,
        state_fips: airport?.state_fips ?? null,
        country: airport?.country ?? null,
        world_area_code: airport?.wac ?? null,
        latitude: airport?.latitude ?? null,
        longitude: airport?.longitude ?? null,
      };
  }
}

/** A carrier object, named as in the months `span` covers (reference/carrier-names.ts). */
export function carrierObject(
  code: string,
  reference: ReferenceData,
  extraCodes: Readonly<Record<string, string>> = {},
  span?: MonthSpan,
): Record<string, unknown> {
  return {
    carrier_code: code,
    carrier_name:
      carrierNameIn(reference, code, span) ??
      (Object.hasOwn(extraCodes, code) ? extraCodes[code] : null) ??
      null,
    airline_id: airlineIdIn(reference, code, span),
  };
}

/** A T-100 carrier entity as BTS describes it: its carrier's name and operation region. */
export function carrierEntityName(code: string, reference: ReferenceData): string | null {
  const entity = reference.carrierEntitiesByCode.get(code);
  if (!entity?.carrier_name) return null;
  const region =
    entity.region !== null && Object.hasOwn(REGION, entity.region) ? REGION[entity.region] : entity.region;
  return region ? `${entity.carrier_name} (${region})` : entity.carrier_name;
}
