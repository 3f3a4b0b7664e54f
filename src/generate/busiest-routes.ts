/**
 * The largest US domestic routes (airport pairs, both directions) and their real yearly size, as published:
 * the figures the demand model calibrates each listed route to, and the complete top-ten list that bounds every
 * other route (`demand.ts`). Public figures only, one per route, its source and year named:
 *
 * - OAG 2024: OAG's "busiest routes" of 2024, scheduled seats both directions (OAG press release, December 2024,
 *   as reported by Fox Business, 17 Dec 2024, and a count-down of the ten with their seats,
 *   veritastechpilotacademy.org, 27 Dec 2024). A complete
 *   top ten: every other domestic route had fewer seats than its tenth, DEN-LAS.
 * - OAG 2025: OAG's busiest routes in the USA in 2025 (press release, 22 Dec 2025), for the two routes whose 2024
 *   seats the published texts do not give (JFK-LAX, LGA-ORD, sixth and seventh in 2024).
 * - OAG 2023: OAG's 2023 top ten (Business Insider, 29 Dec 2023), for LAX-ORD (tenth in 2023).
 * - Routes 2017: Routesonline's passengers of the twelve months to October 2017 (OAG schedules with Sabre
 *   bookings; Airfarewatchdog, 2018), for DEN-LAX and ATL-FLL, which OAG's later top tens do not list.
 *
 * Not found with the search tools: a BTS T-100 list of the top 50 airport pairs by passengers (BTS's own tables
 * rank city-pair O&D markets, which count neither connecting passengers nor airports); the 2024 seats of the
 * sixth and eighth routes (JFK-LAX, ATL-FLL). So 13 routes, not 50, carry a figure.
 */
export interface BusiestRoute {
  /** Airport pair, codes in alphabetical order (`routeKey`). */
  readonly route: string;
  /** Yearly seats both directions (OAG), or passengers where `unit` says so. */
  readonly size: number;
  readonly unit: 'seats' | 'passengers';
  readonly source: 'OAG 2024' | 'OAG 2025' | 'OAG 2023' | 'Routes 2017';
}

export const BUSIEST_ROUTES: readonly BusiestRoute[] = [
  { route: 'ATL-MCO', size: 3_470_000, unit: 'seats', source: 'OAG 2024' },
  { route: 'HNL-OGG', size: 3_370_000, unit: 'seats', source: 'OAG 2024' },
  { route: 'LAS-LAX', size: 3_350_000, unit: 'seats', source: 'OAG 2024' },
  { route: 'DEN-PHX', size: 3_210_000, unit: 'seats', source: 'OAG 2024' },
  { route: 'LAX-SFO', size: 3_160_000, unit: 'seats', source: 'OAG 2024' },
  { route: 'ATL-LGA', size: 2_918_755, unit: 'seats', source: 'OAG 2024' },
  { route: 'DEN-LAS', size: 2_885_378, unit: 'seats', source: 'OAG 2024' },
  { route: 'JFK-LAX', size: 3_430_000, unit: 'seats', source: 'OAG 2025' },
  { route: 'LGA-ORD', size: 3_330_000, unit: 'seats', source: 'OAG 2025' },
  { route: 'LAX-ORD', size: 2_670_000, unit: 'seats', source: 'OAG 2023' },
  { route: 'DEN-LAX', size: 2_519_541, unit: 'passengers', source: 'Routes 2017' },
  { route: 'ATL-FLL', size: 2_360_786, unit: 'passengers', source: 'Routes 2017' },
];

/** BTS's domestic system load factor, about 0.84 in 2023-2024: turns published seats into passengers. */
export const DOMESTIC_LOAD_FACTOR = 0.84;

/** A listed route's real passengers a year (both directions). */
export function realPassengers(route: BusiestRoute): number {
  return route.unit === 'seats' ? route.size * DOMESTIC_LOAD_FACTOR : route.size;
}

/**
 * What the complete OAG 2024 top ten implies for every route it does not list: fewer passengers a year than its
 * tenth (DEN-LAS) carried.
 */
export const UNLISTED_ROUTE_MAX_PASSENGERS = realPassengers(
  BUSIEST_ROUTES.find((r) => r.route === 'DEN-LAS')!,
);
