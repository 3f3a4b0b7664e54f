import { DuckDBInstance } from '@duckdb/node-api';
import type { FastifyInstance } from 'fastify';
import { readFile, rename } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANALYTICS_ENDPOINTS } from '../../src/catalog/index.js';
import { prepareAnalyticsQuery } from '../../src/query/prepare.js';
import type { DataSnapshot } from '../../src/serving/context.js';
import type { Manifest } from '../../src/storage/manifest.js';
import { getOk, openTestApp } from '../support/app.js';
import { REFERENCE_ROWS, removeDir, writeTinyStore, type TableRow } from '../support/tiny-store.js';

/**
 * Data ingested before the signed delay sums and the fare histograms existed: its Parquet files lack those
 * columns. Every other metric keeps working; the signed delays and fare quantiles are null there, and null
 * too when such a period is combined with a newer one (never a partial sum). Rows written by hand;
 * expectations computed from them in plain JS.
 */
const flight = (
  month: number,
  carrier: string,
  flights: number,
  arrDelayMinutes: number,
  signed?: number,
): TableRow => ({
  year: 2024,
  month,
  origin: 'BOS',
  destination: 'LAX',
  carrier,
  dayofweek: 1,
  cancellationcode: null,
  distancegroup: 6,
  record_count: flights,
  flights,
  cancelled: 0,
  diverted: 0,
  dep_delayed: 0,
  arr_delayed: 0,
  dep_delay_minutes: 0,
  arr_delay_minutes: arrDelayMinutes,
  total_distance: flights * 2611,
  air_time: 0,
  taxi_out: 0,
  taxi_in: 0,
  elapsed_time: 0,
  ...(signed === undefined ? {} : { dep_delay_signed: 0, arr_delay_signed: signed }),
});
const OLD = [flight(1, 'AA', 10, 100), flight(1, 'B6', 5, 50)];
const NEW = [flight(2, 'AA', 10, 120, -40), flight(2, 'B6', 4, 20, 8)];
/**
 * A month whose AA rows, in two departure time blocks, have the signed sum on one row only (as a store of rows
 * from files with and without the column, once a period holds both): the rollups without the time blocks sum
 * them in one group, which must stay null, as the table's own sum over both rows is.
 */
const MIXED = [
  { ...flight(3, 'AA', 6, 60, -12), dep_time_block: '0700-0759' },
  { ...flight(3, 'AA', 3, 30), dep_time_block: '0800-0859' },
  { ...flight(3, 'B6', 2, 10, 4), dep_time_block: '0700-0759' },
  // another day and route with the signed sum: the one-dimension rollups sum its group, which has it, with the
  // one above, which lacks it (by carrier: two days; by origin: two routes), and must stay null
  { ...flight(3, 'AA', 1, 10, 5), destination: 'SFO', dayofweek: 2, dep_time_block: '0700-0759' },
];
const MARKET: TableRow = {
  year: 2024,
  quarter: 1,
  origin: 'BOS',
  destination: 'LAX',
  tkcarrier: 'AA',
  record_count: 3,
  passengers: 3,
  revenue: 900,
  total_distance: 3 * 2611,
};

/** A quarter stored with fare histograms but before the ticket fare histogram (bucket 40: $200-$205). */
const MARKET_Q2: TableRow = { ...MARKET, quarter: 2, fare_histogram: '[{b: 40, p: 3}]' };
/** A quarter stored with both (ticket fare bucket 80: $400-$405). */
const MARKET_Q3: TableRow = { ...MARKET_Q2, quarter: 3, itin_fare_histogram: '[{b: 80, p: 3}]' };

let dir: string;
let app: FastifyInstance;
let close: () => Promise<void>;
let snapshot: DataSnapshot;

/** Rewrites a partition's Parquet file without the given columns, as an older ingest wrote it. */
async function dropColumns(table: string, period: string, columns: readonly string[]): Promise<void> {
  const manifest = JSON.parse(await readFile(join(dir, 'manifest.json'), 'utf8')) as Manifest;
  const file = join(dir, manifest.tables[table as 'ontime']!.partitions[period]!.files[0]!);
  const instance = await DuckDBInstance.create(':memory:');
  const connection = await instance.connect();
  try {
    await connection.run(
      `COPY (SELECT * EXCLUDE (${columns.join(', ')}) FROM read_parquet('${file}')) TO '${file}.old' (FORMAT parquet)`,
    );
    const described = await connection.runAndReadAll(`DESCRIBE SELECT * FROM read_parquet('${file}.old')`);
    for (const column of columns) expect(described.getRows().map((r) => r[0])).not.toContain(column);
  } finally {
    connection.closeSync();
    instance.closeSync();
  }
  await rename(`${file}.old`, file);
}

beforeAll(async () => {
  dir = await writeTinyStore([
    ...REFERENCE_ROWS,
    { table: 'ontime', period: '2024-01', rows: OLD },
    { table: 'ontime', period: '2024-02', rows: NEW },
    { table: 'ontime', period: '2024-03', rows: MIXED },
    { table: 'db1b_market', period: '2024-Q1', rows: [MARKET] },
    { table: 'db1b_market', period: '2024-Q2', rows: [MARKET_Q2] },
    { table: 'db1b_market', period: '2024-Q3', rows: [MARKET_Q3] },
  ]);
  await dropColumns('ontime', '2024-01', ['dep_delay_signed', 'arr_delay_signed']);
  await dropColumns('db1b_market', '2024-Q1', ['fare_histogram', 'itin_fare_histogram']);
  await dropColumns('db1b_market', '2024-Q2', ['itin_fare_histogram']);
  ({ app, close, snapshot } = await openTestApp(dir));
});
afterAll(async () => {
  await close();
  await removeDir(dir);
});

const get = (url: string): Promise<any> => getOk(app, url);
/** The table the engine reads for a URL (a rollup or the stored table). */
function readTable(url: string): string {
  const [path, query = ''] = url.split('?');
  const endpoint = ANALYTICS_ENDPOINTS.find((e) => e.path === path)!;
  return prepareAnalyticsQuery(endpoint, Object.fromEntries(new URLSearchParams(query)), snapshot).planned
    .plan.table;
}

const ROUTE =
  '/performance/route?origin=BOS&destination=LAX&metrics=flights,avg_arr_delay,avg_arr_delay_signed';

describe('data stored before the signed sums and fare histograms', () => {
  it('answers the other metrics and null signed delays for an old month', async () => {
    const body = await get(`${ROUTE}&year=2024&month=1`);
    expect(body.result).toEqual({
      flights: { value: 15 },
      avg_arr_delay: { value: 150 / 15 },
      avg_arr_delay_signed: { value: null },
    });
  });

  it('answers the signed delays for a newer month', async () => {
    const body = await get(`${ROUTE}&year=2024&month=2`);
    expect(body.result.avg_arr_delay_signed.value).toBeCloseTo((-40 + 8) / 14, 2);
  });

  it('keeps a combined signed delay null when an old month is in the range, the rest exact', async () => {
    const body = await get(
      `${ROUTE}&start_year=2024&start_month=1&end_year=2024&end_month=2&combine_periods=true`,
    );
    expect(body.result).toEqual({
      flights: { value: 29 },
      avg_arr_delay: { value: 290 / 29 },
      avg_arr_delay_signed: { value: null },
    });
    const breakdown = await get(
      '/performance/breakdown?by=carrier&year=2024&month=1&metrics=flights,avg_arr_delay_signed',
    );
    expect(
      breakdown.results.map((r: any) => [r.carrier.carrier_code, r.flights.value, r.avg_arr_delay_signed]),
    ).toEqual([
      ['AA', 10, { value: null, share: null }],
      ['B6', 5, { value: null, share: null }],
    ]);
  });

  it('keeps a signed delay null where any row summed lacks it, through the rollups without the time blocks', async () => {
    const carriers = (body: any) =>
      body.results.map((r: any) => [r.carrier.carrier_code, r.flights.value, r.avg_arr_delay_signed.value]);
    const metrics = 'metrics=flights,avg_arr_delay_signed';
    // the country (national rollup without the blocks) and one airport (the table without the blocks)
    for (const filter of ['', '&origin=BOS'])
      expect(
        carriers(await get(`/performance/breakdown?by=carrier&year=2024&month=3${filter}&${metrics}`)),
      ).toEqual([
        ['AA', 10, null],
        ['B6', 2, 4 / 2],
      ]);
    // by block: each row alone
    const byBlock = await get(
      `/performance/breakdown?by=dep_time_block,carrier&year=2024&month=3&${metrics}`,
    );
    expect(
      byBlock.results.map((r: any) => [
        r.dep_time_block.code,
        r.carrier.carrier_code,
        r.avg_arr_delay_signed.value,
      ]),
    ).toEqual([
      ['0700-0759', 'AA', (-12 + 5) / 7],
      ['0800-0859', 'AA', null],
      ['0700-0759', 'B6', 4 / 2],
    ]);
    // the one-dimension rollups, summed from those: by block alone (from the national rollup), by carrier (from
    // the national one without the blocks), by origin (from the route rollup) and the country's total
    const alone = async (by: string, key: (row: any) => unknown) => {
      const url = `/performance/breakdown?by=${by}&year=2024&month=3&${metrics}`;
      expect(readTable(url)).toBe(by === 'total' ? 'ontime__by_origin' : `ontime__by_${by}`);
      return (await get(url)).results.map((r: any) => [key(r), r.avg_arr_delay_signed.value]);
    };
    expect(await alone('dep_time_block', (r) => r.dep_time_block.code)).toEqual([
      ['0700-0759', Number(((-12 + 4 + 5) / 9).toFixed(2))],
      ['0800-0859', null],
    ]);
    expect(await alone('carrier', (r) => r.carrier.carrier_code)).toEqual([
      ['AA', null],
      ['B6', 4 / 2],
    ]);
    expect(await alone('origin', (r) => r.origin.iata_code)).toEqual([['BOS', null]]);
    expect(await alone('total', (r) => r.flights.value)).toEqual([[12, null]]);
    // months 2 and 3 combined, from the rollup by carrier in the route index: AA null (its March row lacks the
    // sum), B6 both months' sums over both months' flights
    const combined = await app.inject(
      `/performance/breakdown?by=carrier&start_year=2024&start_month=2&end_year=2024&end_month=3&combine_periods=true&${metrics}`,
    );
    expect(combined.headers['server-timing']).toMatch(/exec;desc=national-index$/);
    expect(carriers(combined.json())).toEqual([
      ['AA', 20, null],
      ['B6', 6, (8 + 4) / 6],
    ]);
    // the route rollup, summed from the table without the blocks
    const route = await get(`${ROUTE}&year=2024&month=3`);
    expect(route.result).toEqual({
      flights: { value: 11 },
      avg_arr_delay: { value: Number((100 / 11).toFixed(2)) },
      avg_arr_delay_signed: { value: null },
    });
  });

  it('answers ticket sums and null fare quantiles for a quarter stored without histograms', async () => {
    const body = await get(
      '/tickets/markets/route?origin=BOS&destination=LAX&year=2024&quarter=1&metrics=passengers,avg_fare,fare_median,hhi',
    );
    expect(body.result).toEqual({
      passengers: { value: 3 },
      avg_fare: { value: 300 },
      fare_median: { value: null },
      hhi: { value: 10_000 },
    });
  });

  it('answers itin_fare_median null for a quarter stored before ticket fare histograms, the rest exact', async () => {
    const route =
      '/tickets/markets/route?origin=BOS&destination=LAX&metrics=passengers,fare_median,itin_fare_median';
    const q1 = await get(`${route}&year=2024&quarter=1`);
    expect(q1.result).toEqual({
      passengers: { value: 3 },
      fare_median: { value: null },
      itin_fare_median: { value: null },
    });
    const q2 = await get(`${route}&year=2024&quarter=2`);
    expect(q2.result).toEqual({
      passengers: { value: 3 },
      fare_median: { value: 202.5 },
      itin_fare_median: { value: null },
    });
    const q3 = await get(`${route}&year=2024&quarter=3`);
    expect(q3.result).toEqual({
      passengers: { value: 3 },
      fare_median: { value: 202.5 },
      itin_fare_median: { value: 402.5 },
    });
    // combined with the older quarter: null, never the median of the newer quarter alone
    const combined = await get(
      `${route}&start_year=2024&start_quarter=2&end_year=2024&end_quarter=3&combine_periods=true`,
    );
    expect(combined.result).toEqual({
      passengers: { value: 6 },
      fare_median: { value: 202.5 },
      itin_fare_median: { value: null },
    });
  });
});
