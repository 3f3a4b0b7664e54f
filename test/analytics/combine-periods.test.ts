import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { getOk, openTestApp } from '../support/app.js';
import {
  busiestPair,
  db1cMarkets,
  groupBy,
  onTime,
  ontimeFile,
  readCsvZips,
  total,
  type Raw,
} from '../support/raw-records.js';

/**
 * combine_periods=true (docs/API-CONTRACT.md §9) and the signed delays (§10) on the generated dataset (on-time
 * April-September 2025, DB1B 2025 Q2, DB1C July-September 2025); every expectation is computed from the raw
 * generated records in plain JS.
 */
const { rawDir, dataDir } = inject('dataset');
let app: FastifyInstance;
let close: () => Promise<void>;
let flights: Raw[];

beforeAll(async () => {
  ({ app, close } = await openTestApp(dataDir));
  flights = await readCsvZips([4, 5, 6, 7, 8, 9].map((m) => ontimeFile(rawDir, 2025, m)));
});
afterAll(async () => {
  await close();
});

const get = (url: string): Promise<any> => getOk(app, url);

const SIX_MONTHS = 'start_year=2025&start_month=4&end_year=2025&end_month=9';
const periods = [4, 5, 6, 7, 8, 9].map((month) => ({ year: 2025, month }));

describe('combine_periods on the on-time endpoints', () => {
  it('answers a route once for the whole range, from the summed base quantities', async () => {
    const [origin, dest] = busiestPair(flights, 'Origin', 'Dest');
    const metrics = Object.keys(onTime([]));
    const body = await get(
      `/performance/route?origin=${origin}&destination=${dest}&${SIX_MONTHS}&metrics=${metrics.join(',')}&combine_periods=true`,
    );
    const expected = onTime(flights.filter((r) => r.Origin === origin && r.Dest === dest));
    expect(Object.keys(body)).toEqual(['meta', 'result']);
    for (const id of metrics)
      expect(body.result[id].value, id).toBeCloseTo(expected[id as keyof typeof expected], 2);
    expect(body.meta).toMatchObject({ combined: true, periods, missing_periods: [], mode: 'range' });
  });

  it('breaks the range down by carrier: one row per carrier, shares of the combined total, sorted', async () => {
    const body = await get(
      `/performance/breakdown?by=carrier&${SIX_MONTHS}&metrics=flights,avg_arr_delay,avg_arr_delay_signed&combine_periods=true&sort_by=avg_arr_delay_signed&sort_order=asc&limit=100`,
    );
    const byCarrier = groupBy(flights, (r) => r.Reporting_Airline!);
    const all = onTime(flights);
    expect(body.meta).toMatchObject({
      combined: true,
      periods,
      total_count: byCarrier.size,
      truncated: false,
      sort_by: 'avg_arr_delay_signed',
      sort_order: 'asc',
    });
    expect(body.results).toHaveLength(byCarrier.size);
    for (const row of body.results) {
      expect(Object.keys(row)).toEqual(['carrier', 'flights', 'avg_arr_delay', 'avg_arr_delay_signed']);
      const own = onTime(byCarrier.get(row.carrier.carrier_code)!);
      expect(row.flights.value).toBe(own.flights);
      expect(row.flights.share).toBeCloseTo((100 * own.flights) / all.flights, 2);
      // answers are rounded to 2 decimals: within half a step of the exact value, the midpoint included
      expect(Math.abs(row.avg_arr_delay.value - own.avg_arr_delay)).toBeLessThanOrEqual(0.005 + 1e-9);
      expect(Math.abs(row.avg_arr_delay_signed.value - own.avg_arr_delay_signed)).toBeLessThanOrEqual(
        0.005 + 1e-9,
      );
    }
    const signed = body.results.map((r: any) => r.avg_arr_delay_signed.value);
    expect(signed).toEqual([...signed].sort((a: number, b: number) => a - b));
  });

  it('combines specific months and lists the missing ones; limit keeps the top rows', async () => {
    const body = await get(
      '/performance/breakdown?by=origin&start_year=2025&end_year=2026&months=5,9&metrics=flights&combine_periods=true&limit=3',
    );
    const rows = flights.filter((r) => r.Month === '5' || r.Month === '9');
    const counts = [...groupBy(rows, (r) => r.Origin!)]
      .map(([origin, own]) => [origin, total(own, 'Flights')] as const)
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
    expect(body.meta.periods).toEqual([
      { year: 2025, month: 5 },
      { year: 2025, month: 9 },
    ]);
    expect(body.meta.missing_periods).toEqual([
      { year: 2026, month: 5 },
      { year: 2026, month: 9 },
    ]);
    expect(body.meta.total_count).toBe(counts.length);
    expect(body.meta.truncated).toBe(true);
    expect(body.results.map((r: any) => [r.origin.iata_code, r.flights.value])).toEqual(counts.slice(0, 3));
  });

  it('answers in CSV with the same rows, and 304 to a matching ETag', async () => {
    const json = await get(
      `/performance/breakdown?by=carrier&${SIX_MONTHS}&metrics=flights&combine_periods=true`,
    );
    const csv = await app.inject(
      `/performance/breakdown?by=carrier&${SIX_MONTHS}&metrics=flights&combine_periods=true&format=csv`,
    );
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.trim().split('\n');
    expect(lines).toHaveLength(json.results.length + 1);
    expect(lines[0]).toContain('flights_value');
    const url = `/performance/breakdown?by=carrier&${SIX_MONTHS}&metrics=flights&combine_periods=true`;
    const first = await app.inject(url);
    const again = await app.inject({ url, headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it('refuses combine_periods on a single period, and a value that is not a boolean', async () => {
    const single = await app.inject(
      '/performance/breakdown?by=carrier&year=2025&month=5&combine_periods=true',
    );
    expect(single.statusCode).toBe(400);
    expect(single.json()).toMatchObject({
      type: '/problems/conflicting-parameters',
      errors: [{ parameter: 'combine_periods' }],
    });
    const bad = await app.inject(`/performance/breakdown?by=carrier&${SIX_MONTHS}&combine_periods=yes`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([
      { parameter: 'combine_periods', message: 'combine_periods must be true, false, 1 or 0' },
    ]);
  });
});

describe('combine_periods on the ticket endpoints', () => {
  const fare = (rows: readonly Raw[]) =>
    rows.reduce((s, r) => s + Number(r.MktAmount) * Number(r.Passengers), 0) / total(rows, 'Passengers');

  it('combines DB1C months, and the three months of a quarter give the quarter', async () => {
    const markets = await db1cMarkets(rawDir, [7, 8, 9]);
    const [origin, dest] = busiestPair(markets, 'Origin', 'Dest');
    const route = markets.filter((r) => r.Origin === origin && r.Dest === dest);
    const metrics = 'metrics=passengers,avg_fare,passengers_est';
    const months = await get(
      `/tickets/markets/route?origin=${origin}&destination=${dest}&dataset=db1c&start_year=2025&start_month=7&end_year=2025&end_month=9&${metrics}&combine_periods=true`,
    );
    expect(months.result.passengers.value).toBe(total(route, 'Passengers'));
    expect(months.result.avg_fare.value).toBeCloseTo(fare(route), 2);
    expect(months.result.passengers_est.value).toBeCloseTo(2.5 * total(route, 'Passengers'), 2);
    const quarter = await get(
      `/tickets/markets/route?origin=${origin}&destination=${dest}&dataset=db1c&start_year=2025&start_quarter=3&end_year=2025&end_quarter=3&${metrics}&combine_periods=true`,
    );
    expect(quarter.result).toEqual(months.result);
    expect(quarter.meta.periods).toEqual([{ year: 2025, quarter: 3 }]);
    // normalize_to_db1b divides the sample passengers by 4, not the full-population estimate
    const normalized = await get(
      `/tickets/markets/route?origin=${origin}&destination=${dest}&dataset=db1c&start_year=2025&start_month=7&end_year=2025&end_month=9&${metrics}&combine_periods=true&normalize_to_db1b=true`,
    );
    expect(normalized.result.passengers.value).toBeCloseTo(total(route, 'Passengers') / 4, 2);
    expect(normalized.result.passengers_est.value).toBeCloseTo(2.5 * total(route, 'Passengers'), 2);
  });

  it('refuses a combined range across the DB1B/DB1C boundary with a 400 naming dataset', async () => {
    const db1b = await app.inject(
      '/tickets/markets/breakdown?by=tkcarrier&start_year=2025&start_quarter=2&end_year=2025&end_quarter=3&combine_periods=true',
    );
    expect(db1b.statusCode).toBe(400);
    expect(db1b.json()).toMatchObject({
      type: '/problems/conflicting-parameters',
      detail: expect.stringContaining('2025-Q3 is db1c data'),
      errors: [{ parameter: 'dataset' }],
    });
    const db1c = await app.inject(
      '/tickets/coupons/breakdown?by=opcarrier&dataset=db1c&start_year=2025&start_month=6&end_year=2025&end_month=8&combine_periods=true',
    );
    expect(db1c.statusCode).toBe(400);
    expect(db1c.json()).toMatchObject({
      detail: expect.stringContaining('2025-06 is db1b data'),
      errors: [{ parameter: 'dataset' }],
    });
    // not combined, the same request answers period by period and lists the period it lacks
    const separate = await get(
      '/tickets/markets/breakdown?by=tkcarrier&start_year=2025&start_quarter=2&end_year=2025&end_quarter=3',
    );
    expect(separate.meta.missing_periods).toEqual([{ year: 2025, quarter: 3 }]);
  });
});
