/**
 * Sane ranges of the numbers in BTS files, from the BTS record layouts (../../README "Ingest bounds"): a value
 * outside is not a real figure (a sign flipped, a field shifted, `1e300`) and the file is refused with its line
 * and column rather than stored. Ranges are generous: the largest real value of each column is far inside.
 */
export interface Bounds {
  readonly min: number;
  readonly max: number;
  /** What the column holds, for the message. */
  readonly what: string;
}

const range = (min: number, max: number, what: string): Bounds => ({ min, max, what });

export const BOUNDS = {
  /** 0/1 flags: Cancelled, Diverted, DepDel15, ArrDel15, Flights (1.00 a row). */
  flag: range(0, 1, 'a 0/1 flag'),
  /** Signed delays (early is negative): BTS's largest are about 48 hours; a week either way. */
  signedDelay: range(-10_080, 10_080, 'a delay in minutes (a week either way at most)'),
  /** Delay minutes with early as 0 (DepDelayMinutes, ArrDelayMinutes). */
  delay: range(0, 10_080, 'delay minutes (0 to a week)'),
  /** Taxi, air and elapsed times of one flight. */
  flightMinutes: range(0, 1_440, 'minutes of one flight (0 to a day)'),
  /** Great-circle miles between two airports (the longest are under 10,000). */
  miles: range(0, 25_000, 'a distance in miles (0 to 25,000)'),
  /** Miles of a whole itinerary or market (several segments). */
  itineraryMiles: range(0, 100_000, 'a distance in miles (0 to 100,000)'),
  /** T-100 passengers, seats of one carrier, route, aircraft and month (the busiest are under 300,000). */
  monthlyPassengers: range(0, 10_000_000, 'a count of one month (0 to 10,000,000)'),
  /** T-100 departures of one carrier, route, aircraft and month (under 10,000 for the busiest). */
  monthlyDepartures: range(0, 100_000, 'departures of one month (0 to 100,000)'),
  /** T-100 freight and mail, pounds a month. */
  pounds: range(0, 10_000_000_000, 'pounds of one month (0 to 10 billion)'),
  /** DB1B/DB1C passengers of one record (a 10% or 40% sample: small counts). */
  recordPassengers: range(0, 1_000_000, 'passengers of one record (0 to 1,000,000)'),
  /** DB1B fares (dollars, never negative). */
  fare: range(0, 1_000_000, 'a fare in dollars (0 to 1,000,000)'),
  /** DB1C amounts and taxes (dollars; an exchange may be negative). */
  amount: range(-1_000_000, 1_000_000, 'an amount in dollars (within 1,000,000 either way)'),
  /** City market ids (OriginCityMarketID ...: five digits, 30397 Atlanta, 31703 New York). */
  cityMarket: range(10_000, 99_999, 'a city market id (5 digits)'),
  /** On-time DistanceGroup: 250-mile groups, 1 (under 250 miles) to 11 (2,500 or more). */
  distanceGroup250: range(1, 11, 'a 250-mile distance group (1 to 11)'),
  /** T-100 DISTANCE_GROUP: 500-mile groups, 1 (under 500 miles) to 25 (12,000 or more). */
  distanceGroup500: range(1, 25, 'a 500-mile distance group (1 to 25)'),
  /** Coupon counts and sequence numbers. */
  coupons: range(0, 100, 'a coupon count (0 to 100)'),
} as const satisfies Record<string, Bounds>;
