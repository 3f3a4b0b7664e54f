import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ingestPaths } from '../../src/ingest/index.js';
import { getOk, openTestApp, type TestApp } from '../support/app.js';
import { defineCityMarketChecks } from '../support/city-market-checks.js';
import { testDir } from '../support/dataset.js';
import { num, type Raw } from '../support/raw-records.js';
import { readSampleCsv, sample } from '../ingest/samples.js';

/**
 * City markets and DB1B connections (docs/API-CONTRACT.md §12, issue #26 §3-§4) over DuckDB: the generated dataset
 * (test/support/city-market-checks.ts, shared with the ClickHouse cluster test), then real TranStats files:
 * the January 2024 T-100 international segments (ORIGIN_CITY_MARKET_ID ...) named by the real Master
 * Coordinate and L_CITY_MARKET_ID, and a field-selected on-time download without city market columns (null).
 */
const { rawDir, dataDir } = inject('dataset');
let generated: TestApp;
beforeAll(async () => {
  generated = await openTestApp(dataDir);
});
afterAll(async () => {
  await generated?.close();
});
defineCityMarketChecks('city markets and connections on DuckDB', rawDir, () => generated);

const T100_2024_01 = 't100-segment/T_T100I_SEGMENT_ALL_CARRIER_2024-01__zravii.csv';
const MASTER_CORD = 'reference/T_MASTER_CORD_full__cesarcsp_2025-12.csv';
const CITY_MARKET_NAMES = 'reference/L_CITY_MARKET_ID__mhmdfakhir_2026.csv';
/** A field selection of 2021-02 on-time records with no city market column (nor airport ids). */
const ONTIME_WITHOUT_MARKETS = 'ontime/T_ONTIME_REPORTING_2021-02_OMA__olgazakharovao.csv';

describe('city markets in real TranStats files', () => {
  let api: TestApp;
  let segments: Raw[];
  beforeAll(async () => {
    segments = readSampleCsv(T100_2024_01).records;
    const dir = await testDir('city-markets-real');
    await ingestPaths(
      [sample(MASTER_CORD), sample(CITY_MARKET_NAMES), sample(T100_2024_01), sample(ONTIME_WITHOUT_MARKETS)],
      { dataDir: dir },
    );
    api = await openTestApp(dir);
  });
  afterAll(async () => {
    await api?.close();
  });

  it('New York (31703) is JFK, LGA, EWR ... named "New York City, NY (Metropolitan Area)"', async () => {
    const { records } = readSampleCsv(MASTER_CORD);
    const latest = records.filter((r) => r.AIRPORT_IS_LATEST === '1' && r.CITY_MARKET_ID === '31703');
    const body = await getOk(api.app, '/support/city-markets?city_market_id=31703');
    expect(body.results).toEqual([
      {
        city_market_id: 31703,
        name: 'New York City, NY (Metropolitan Area)',
        airports: [...new Set(latest.map((r) => r.AIRPORT!))].sort(),
      },
    ]);
    expect(body.results[0].airports).toEqual(expect.arrayContaining(['EWR', 'JFK', 'LGA']));
  });

  it('international passengers from New York by destination city market, as the file sums them', async () => {
    const fromNyc = segments.filter((r) => r.ORIGIN_CITY_MARKET_ID === '31703' && r.CLASS === 'F');
    const expected = new Map<number, number>();
    for (const r of fromNyc)
      expected.set(
        Number(r.DEST_CITY_MARKET_ID),
        (expected.get(Number(r.DEST_CITY_MARKET_ID)) ?? 0) + num(r.PASSENGERS),
      );
    const body = await getOk(
      api.app,
      '/traffic/segments/breakdown?year=2024&month=1&origin_city_market=31703&service_class=F&by=destination_city_market&metrics=passengers&limit=100',
    );
    expect(body.meta.total_count).toBe(expected.size);
    for (const row of body.results)
      expect(row.passengers.value).toBe(expected.get(row.destination_city_market.city_market_id));
    // London's market, named by L_CITY_MARKET_ID or the Master Coordinate
    const london = body.results.find((row: any) => row.destination_city_market.airports.includes('LHR'));
    expect(london.destination_city_market.name).toMatch(/London/);
    // the route from the city market to one airport
    const lhr = fromNyc.filter((r) => r.DEST === 'LHR');
    const route = await getOk(
      api.app,
      '/traffic/segments/route?year=2024&month=1&origin_city_market=31703&destination=LHR&service_class=F&metrics=passengers',
    );
    expect(route.result.passengers.value).toBe(lhr.reduce((s, r) => s + num(r.PASSENGERS), 0));
    expect(new Set(lhr.map((r) => r.ORIGIN)).size).toBeGreaterThan(1);
  });

  it('a file without city market columns takes them from the Master Coordinate of the period, never 0', async () => {
    // docs/API-CONTRACT.md §12 "Derived where BTS derives"; the counts per market: derived-dimensions.test.ts
    const { records } = readSampleCsv(ONTIME_WITHOUT_MARKETS);
    const body = await getOk(
      api.app,
      '/performance/breakdown?year=2021&month=2&by=origin_city_market&metrics=flights&limit=100',
    );
    const rows = body.results as {
      origin_city_market: { city_market_id: number } | null;
      flights: { value: number };
    }[];
    expect(rows.filter((row) => row.origin_city_market === null)).toEqual([]);
    expect(rows.reduce((total, row) => total + row.flights.value, 0)).toBe(records.length);
  });
});
