import { ROLLUPS } from '../storage/rollups.js';

/** One airport code the stored data holds, with one city market the data gives it (null where none). */
export interface DataAirport {
  readonly code: string;
  readonly city_market_id: number | null;
}

/**
 * Real files answer on their own (issue #42 point 7): a data version without an airport reference still knows
 * the airports its data holds, by code, with the city markets its files give them (OriginCityMarketID ...): the
 * distinct (code, city market) pairs of every readable fact table's route rollup (a damaged table is left out:
 * what needs it answers 503, the rest is served).
 */
export function dataAirportsQuery(unreadable: ReadonlySet<string> = new Set()): string {
  const routes = ROLLUPS.filter((rollup) => rollup.kind === 'route' && !unreadable.has(rollup.base));
  if (routes.length === 0) return 'SELECT NULL AS code, NULL AS city_market_id WHERE 1 = 0';
  const ends = routes.flatMap((rollup) =>
    ['origin', 'destination'].map(
      (end) => `SELECT ${end} AS code, ${end}_city_market AS city_market_id FROM ${rollup.name}`,
    ),
  );
  return `SELECT DISTINCT code, city_market_id FROM (${ends.join(' UNION ALL ')}) AS ends
    WHERE code IS NOT NULL ORDER BY code, city_market_id`;
}

/** Each code of the data with its city market (the highest the data gives it, null where it gives none). */
export function dataAirportsOf(
  rows: readonly DataAirport[],
): ReadonlyMap<string, { readonly city_market_id: number | null }> {
  const byCode = new Map<string, { city_market_id: number | null }>();
  for (const row of rows) {
    const market = row.city_market_id === null ? null : Number(row.city_market_id);
    const held = byCode.get(row.code)?.city_market_id ?? null;
    byCode.set(row.code, {
      city_market_id: market === null || (held !== null && held > market) ? held : market,
    });
  }
  return byCode;
}
