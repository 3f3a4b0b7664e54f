/** Code lists and their human labels (spec enumerations and reference/bts-source-formats.md §8). */

export const DAY_OF_WEEK: Readonly<Record<string, string>> = {
  '1': 'Monday',
  '2': 'Tuesday',
  '3': 'Wednesday',
  '4': 'Thursday',
  '5': 'Friday',
  '6': 'Saturday',
  '7': 'Sunday',
};

/** Carrier codes of ticket records that no carrier holds (bts-source-formats.md: TkCarrier, OpCarrier). */
export const MULTIPLE_CARRIERS: Readonly<Record<string, string>> = {
  '99': 'More than one carrier (itinerary not on-line)',
};

export const CANCELLATION_CODE: Readonly<Record<string, string>> = {
  A: 'Carrier',
  B: 'Weather',
  C: 'National Air System',
  D: 'Security',
};

export const REGION: Readonly<Record<string, string>> = {
  A: 'Atlantic',
  D: 'Domestic',
  I: 'International',
  L: 'Latin America',
  P: 'Pacific',
  S: 'System',
};

export const AIRCRAFT_GROUP: Readonly<Record<string, string>> = {
  '0': 'Piston, 1-engine / combined single engine',
  '1': 'Piston, 2-engine',
  '2': 'Piston, 3-engine or 4-engine',
  '3': 'Helicopter / STOL',
  '4': 'Turboprop, 1-engine or 2-engine',
  '5': 'Turboprop, 4-engine',
  '6': 'Jet, 2-engine',
  '7': 'Jet, 3-engine',
  '8': 'Jet, 4-engine or 6-engine',
  '9': 'Miscellaneous / unattributed',
};

export const AIRCRAFT_CONFIG: Readonly<Record<string, string>> = {
  '1': 'Passenger',
  '2': 'Freight',
  '3': 'Combined passenger and freight',
};

export const SERVICE_CLASS: Readonly<Record<string, string>> = {
  F: 'Scheduled passenger/cargo',
  G: 'Scheduled all cargo',
  L: 'Non-scheduled civilian passenger/cargo',
  P: 'Non-scheduled civilian all cargo',
};

export const FARE_CLASS: Readonly<Record<string, string>> = {
  '-': 'Ground',
  C: 'Business unrestricted',
  D: 'Business restricted',
  F: 'First unrestricted',
  G: 'First restricted',
  U: 'Unknown',
  X: 'Coach restricted',
  Y: 'Coach unrestricted',
};

/** Fare-class aliases of the spec, alias -> code. */
export const FARE_CLASS_ALIASES: Readonly<Record<string, string>> = {
  ground: '-',
  business_unrestricted: 'C',
  business_restricted: 'D',
  first_unrestricted: 'F',
  first_restricted: 'G',
  unknown: 'U',
  coach_restricted: 'X',
  coach_unrestricted: 'Y',
};

export const GEO_TYPE: Readonly<Record<string, string>> = {
  '0': 'International',
  '1': 'Non-contiguous domestic (Hawaii, Alaska, territories)',
  '2': 'Contiguous domestic (lower 48 states)',
};

export const PURCHASE_WINDOW: Readonly<Record<string, string>> = {
  '2290': 'Purchase 22-90 days before travel',
  '21AP': 'Purchase up to 21 days before travel',
  '91UP': 'Purchase 91 or more days before travel',
};

export const HUB_CLASS: Readonly<Record<string, string>> = {
  L: 'Large hub',
  M: 'Medium hub',
  S: 'Small hub',
  N: 'Non-hub',
};

export const AIRPORT_ROLE: Readonly<Record<string, string>> = {
  P: 'Primary commercial service',
  R: 'Reliever',
  G: 'General aviation',
};

export const COUPON_TYPE: Readonly<Record<string, string>> = {
  A: 'US reporting carrier between two US points',
  B: 'US reporting carrier between a US and a foreign point',
  C: 'US reporting carrier between two foreign points',
  D: 'US non-reporting carrier within North America or surface traffic',
  E: 'Foreign carrier between two US points',
  F: 'Foreign carrier between a foreign and a US point',
  G: 'Non-reporting foreign or unknown carrier between foreign points',
};

/** The spec's 500-mile bands: 1 is under 500 miles, n covers 500(n-1) to 500n-1, 25 is 12000 or more. */
export function distanceBandLabel(band: number): string {
  if (band === 1) return 'Less than 500 miles';
  if (band === 25) return '12000 miles or more';
  return `${500 * (band - 1)}-${500 * band - 1} miles`;
}
