import { describe, expect, it } from 'vitest';
import { ANALYTICS_ENDPOINTS } from '../../src/catalog/index.js';
import { referenceData } from '../../src/reference/load.js';
import { planComparison } from '../../src/query/compare.js';
import { prepareAnalyticsQuery } from '../../src/query/prepare.js';
import { coverageOf, type RouteIndexScope } from '../../src/route-index/build.js';
import { clickhouse } from '../../src/sql/clickhouse.js';
import { compile } from '../../src/sql/compile.js';
import type { SqlValue } from '../../src/sql/plan.js';
import type { Dialect } from '../../src/sql/dialect.js';
import { duckdb } from '../../src/sql/duckdb.js';
import type { Manifest, PartitionEntry } from '../../src/storage/manifest.js';

/**
 * Golden SQL: representative plans compiled to text for each dialect, with the executor the planner chooses
 * for them with each route index scope, compared with the committed files beside this test.
 */
const entry: PartitionEntry = { files: [], rows: 0, source_rows: 0, ingested_at: '', sources: [] };
const months = Object.fromEntries(
  ['2025-04', '2025-05', '2025-06', '2025-07', '2025-08', '2025-09'].map((m) => [m, entry]),
);
const manifest: Manifest = {
  format: 1,
  published_at: '2026-01-01T00:00:00.000Z',
  tables: {
    ontime: { partitions: months },
    t100_segment: { partitions: months },
    db1b_market: { partitions: { '2025-Q2': entry } },
    db1c_market: { partitions: months },
  },
};
/** A year more of every table, so that compare=previous_year finds its earlier periods. */
const twoYears: Manifest = {
  format: 1,
  published_at: '2026-01-01T00:00:00.000Z',
  tables: {
    ontime: { partitions: { ...months, ...yearEarlier(months) } },
    t100_segment: { partitions: { ...months, ...yearEarlier(months) } },
    db1b_market: { partitions: { '2024-Q2': entry, '2025-Q2': entry } },
    db1c_market: { partitions: months },
  },
};
function yearEarlier(partitions: Record<string, PartitionEntry>): Record<string, PartitionEntry> {
  return Object.fromEntries(
    Object.entries(partitions).map(([key, value]) => [
      `${Number(key.slice(0, 4)) - 1}${key.slice(4)}`,
      value,
    ]),
  );
}
const airport = (iata: string) => ({
  airport_id: 1,
  iata,
  city_market_id: 1,
  name: iata,
  city: '',
  state: '',
  state_fips: '',
  country: 'US',
  wac: 1,
  latitude: 0,
  longitude: 0,
});
const reference = referenceData(
  [airport('ATL'), airport('LAX'), airport('BOS')],
  [{ carrier_code: 'DL', carrier_name: 'Delta', airline_id: 1 }],
  [],
);

/** The executor the planner chooses with each route index scope (ATSS_ROUTE_INDEX), and why. */
function executorsFor(url: string, data: Manifest): string {
  const [path, query = ''] = url.split('?');
  const endpoint = ANALYTICS_ENDPOINTS.find((e) => e.path === path)!;
  const scopes: RouteIndexScope[] = ['rollups', 'tables'];
  return scopes
    .map((scope) => {
      const { executor } = prepareAnalyticsQuery(endpoint, Object.fromEntries(new URLSearchParams(query)), {
        manifest: data,
        reference,
        dialect: duckdb,
        routeIndex: coverageOf(scope),
      });
      return `-- executor (route index of ${scope}): ${executor.executor} (${executor.reason})`;
    })
    .join('\n');
}

/**
 * The SQL of a request; with compare=previous_year also the statement of the same plan one year earlier (for
 * a breakdown restricted to `shownGroups`, the group values of the rows the first statement answered).
 */
function sqlFor(
  url: string,
  dialect: Dialect,
  data: Manifest = manifest,
  shownGroups: readonly (readonly SqlValue[])[] = [],
): string {
  const [path, query = ''] = url.split('?');
  const endpoint = ANALYTICS_ENDPOINTS.find((e) => e.path === path)!;
  const { request, planned, compiled } = prepareAnalyticsQuery(
    endpoint,
    Object.fromEntries(new URLSearchParams(query)),
    { manifest: data, reference, dialect },
  );
  const { plan } = planned;
  const { sql, params } = compiled;
  const finished =
    compiled.rows === 'grouped' ? '-- rows: grouped (finished in JS, query/finish-breakdown.ts)\n' : '';
  const text = `-- ${url}\n${executorsFor(url, data)}\n-- plan: ${JSON.stringify(plan)}\n-- params: ${JSON.stringify(params)}\n${finished}${sql}\n`;
  if (!request.modes.compare) return text;
  const earlier = planComparison(request, planned, data, shownGroups);
  if (earlier.plan === undefined) return `${text}-- previous year: not loaded\n`;
  const previous = compile(earlier.plan, dialect);
  const previousFinished = previous.rows === 'grouped' ? '-- previous year rows: grouped\n' : '';
  return `${text}-- previous year plan: ${JSON.stringify(earlier.plan)}\n-- previous year params: ${JSON.stringify(previous.params)}\n${previousFinished}${previous.sql}\n`;
}

describe('golden SQL', () => {
  it.each([
    [
      'performance-route-single',
      '/performance/route?origin=ATL&destination=LAX&year=2025&month=5&carrier=DL',
    ],
    [
      'traffic-segments-route-series',
      '/traffic/segments/route?origin=ATL&destination=LAX&start_year=2025&start_month=4&end_year=2025&end_month=9&metrics=passengers,load_factor',
    ],
    [
      'tickets-markets-route-filtered-shares',
      '/tickets/markets/route?origin=BOS&destination=LAX&year=2025&quarter=2&tkcarrier=DL&metrics=passengers,coach_restricted_share',
    ],
    [
      'performance-breakdown-range',
      '/performance/breakdown?by=carrier,dayofweek&start_year=2025&start_month=4&end_year=2025&end_month=6&metrics=flights,on_time_pct&limit=10',
    ],
    [
      'traffic-segments-breakdown-sorted',
      '/traffic/segments/breakdown?by=aircraft_type&year=2025&month=6&metrics=passengers,load_factor&sort_by=load_factor&sort_order=asc&origin=ATL',
    ],
    [
      'tickets-markets-breakdown-shares',
      '/tickets/markets/breakdown?by=tkcarrier&year=2025&quarter=2&metrics=passengers,coach_restricted_share,circuity&origin=BOS&destination=LAX&origin_hub=L',
    ],
    [
      'tickets-markets-breakdown-distributions',
      '/tickets/markets/breakdown?by=origin&year=2025&quarter=2&metrics=passengers,hhi,carriers,fare_median,itin_fare_median&limit=5',
    ],
    [
      // the delay causes: null where the files lack the cause columns (storage/null-rule.ts), never 0
      'performance-route-delay-causes-null-rule',
      '/performance/route?origin=ATL&destination=LAX&year=2025&month=5&metrics=carrier_delay_minutes,carrier_delay_count,carrier_delay_pct',
    ],
    [
      'tickets-db1c-quarter-normalized',
      '/tickets/markets/route?origin=BOS&destination=LAX&year=2025&quarter=3&dataset=db1c&normalize_to_db1b=true&metrics=passengers,avg_fare,base_cost',
    ],
  ])('%s', async (name, url) => {
    await expect(sqlFor(url, duckdb)).toMatchFileSnapshot(`./${name}.sql`);
    await expect(sqlFor(url, clickhouse)).toMatchFileSnapshot(`./clickhouse/${name}.sql`);
  });
});

describe('golden SQL of the answer modes and distribution metrics', () => {
  it.each([
    [
      'performance-breakdown-combined',
      '/performance/breakdown?by=carrier&start_year=2025&start_month=4&end_year=2025&end_month=6&combine_periods=true&metrics=flights,on_time_pct',
      [],
    ],
    [
      'traffic-segments-route-combined-compare',
      '/traffic/segments/route?origin=ATL&destination=LAX&start_year=2025&start_month=4&end_year=2025&end_month=6&combine_periods=true&compare=previous_year&metrics=passengers,load_factor',
      [],
    ],
    [
      'performance-breakdown-compare',
      '/performance/breakdown?by=carrier&year=2025&month=5&compare=previous_year&metrics=flights,on_time_pct&limit=5',
      [['DL'], [null]],
    ],
    [
      'tickets-markets-route-distributions-compare',
      '/tickets/markets/route?origin=BOS&destination=LAX&year=2025&quarter=2&compare=previous_year&metrics=passengers,hhi,carriers,fare_median',
      [],
    ],
  ] as const)('%s', async (name, url, shown) => {
    await expect(sqlFor(url, duckdb, twoYears, shown)).toMatchFileSnapshot(`./${name}.sql`);
    await expect(sqlFor(url, clickhouse, twoYears, shown)).toMatchFileSnapshot(`./clickhouse/${name}.sql`);
  });
});
