import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { getOk, openTestApp } from '../support/app.js';
import { expectRoundedTo, roundedTo } from '../support/precision.js';
import {
  db1bMarketFile,
  ontimeFile,
  readCsvZips,
  segmentFile,
  total,
  type Raw,
} from '../support/raw-records.js';

/**
 * `by=total` (docs/API-CONTRACT.md §12): a breakdown without grouping, the filtered totals, one row per period (one
 * combined). Every expectation is computed from the raw generated BTS files in plain JS.
 */
const { rawDir, dataDir } = inject('dataset');
let app: FastifyInstance;
let close: () => Promise<void>;
const MONTHS = [4, 5, 6, 7, 8, 9];
let ontime: Map<number, Raw[]>;

beforeAll(async () => {
  ({ app, close } = await openTestApp(dataDir));
  ontime = new Map();
  for (const month of MONTHS) ontime.set(month, await readCsvZips([ontimeFile(rawDir, 2025, month)]));
});
afterAll(async () => {
  await close();
});

const RANGE = 'start_year=2025&start_month=4&end_year=2025&end_month=9';

function onTime(rows: readonly Raw[]) {
  const flights = total(rows, 'Flights');
  const arrived = flights - total(rows, 'Cancelled') - total(rows, 'Diverted');
  return { flights, on_time_pct: (100 * (arrived - total(rows, 'ArrDel15'))) / flights };
}

describe('by=total on /performance/breakdown', () => {
  it("answers ORD's on-time rate month by month: one row per period, no dimension key", async () => {
    const body = await getOk(
      app,
      `/performance/breakdown?by=total&origin=ORD&${RANGE}&metrics=flights,on_time_pct`,
    );
    expect(body.meta).toMatchObject({
      breakdown_by: ['total'],
      mode: 'range',
      count: 6,
      total_count: 6,
      truncated: false,
      metrics: ['flights', 'on_time_pct'],
    });
    expect(body.results.map((r: Record<string, unknown>) => Object.keys(r))).toEqual(
      MONTHS.map(() => ['year', 'month', 'flights', 'on_time_pct']),
    );
    for (const [i, month] of MONTHS.entries()) {
      const expected = onTime(ontime.get(month)!.filter((r) => r.Origin === 'ORD'));
      expect(expected.flights).toBeGreaterThan(0);
      const row = body.results[i];
      expect({ year: row.year, month: row.month, flights: row.flights }).toEqual({
        year: 2025,
        month,
        flights: { value: expected.flights, share: 100 },
      });
      expectRoundedTo(row.on_time_pct.value, expected.on_time_pct);
      expect(row.on_time_pct.share).toBe(100);
    }
  });

  it('answers one row in single-period mode and one with combine_periods=true', async () => {
    const single = await getOk(app, '/performance/breakdown?by=total&year=2025&month=5&carrier=DL');
    const may = onTime(ontime.get(5)!.filter((r) => r.Reporting_Airline === 'DL'));
    expect(single.results).toHaveLength(1);
    expect(Object.keys(single.results[0])).toEqual(['flights', 'on_time_pct', 'cancel_pct', 'avg_arr_delay']);
    expect(single.results[0].flights).toEqual({ value: may.flights, share: 100 });
    expectRoundedTo(single.results[0].on_time_pct.value, may.on_time_pct);

    const combined = await getOk(
      app,
      `/performance/breakdown?by=total&origin=ORD&${RANGE}&combine_periods=true&metrics=flights,on_time_pct`,
    );
    const all = onTime(MONTHS.flatMap((m) => ontime.get(m)!).filter((r) => r.Origin === 'ORD'));
    expect(combined.meta).toMatchObject({ combined: true, breakdown_by: ['total'], count: 1 });
    expect(combined.results).toHaveLength(1);
    expect(combined.results[0].flights).toEqual({ value: all.flights, share: 100 });
    expectRoundedTo(combined.results[0].on_time_pct.value, all.on_time_pct);
  });

  it('gives a period whose filters match no record a row of zero sums and null ratios', async () => {
    // a carrier that flies in the data but never from ORD
    const everywhere = MONTHS.flatMap((m) => ontime.get(m)!);
    const atOrd = new Set(everywhere.filter((r) => r.Origin === 'ORD').map((r) => r.Reporting_Airline));
    const carrier = [...new Set(everywhere.map((r) => r.Reporting_Airline))]
      .sort()
      .find((c) => !atOrd.has(c));
    expect(carrier).toBeDefined();
    for (const combine of ['', '&combine_periods=true']) {
      const body = await getOk(
        app,
        `/performance/breakdown?by=total&origin=ORD&carrier=${carrier}&${RANGE}&metrics=flights,on_time_pct${combine}`,
      );
      expect(body.results).toHaveLength(combine ? 1 : 6);
      for (const row of body.results) {
        expect(row.flights).toEqual({ value: 0, share: null });
        expect(row.on_time_pct).toEqual({ value: null, share: null });
      }
    }
  });

  it('answers CSV with the period and metric columns only', async () => {
    const response = await app.inject(
      `/performance/breakdown?by=total&origin=ORD&${RANGE}&metrics=flights&format=csv`,
    );
    expect(response.statusCode).toBe(200);
    const lines = response.body.trim().split(/\r?\n/);
    expect(lines[0]).toBe('year,month,flights_value,flights_share');
    expect(lines.slice(1).map((line) => Number(line.split(',')[2]))).toEqual(
      MONTHS.map((m) =>
        total(
          ontime.get(m)!.filter((r) => r.Origin === 'ORD'),
          'Flights',
        ),
      ),
    );
  });

  it('refuses total with other dimensions, naming by', async () => {
    const response = await app.inject('/performance/breakdown?by=total,carrier&year=2025&month=5');
    expect(response.statusCode).toBe(400);
    const problem = response.json();
    expect(problem.type).toBe('/problems/invalid-parameter');
    expect(problem.errors).toEqual([
      expect.objectContaining({
        parameter: 'by',
        message: 'by=total (no grouping) cannot be combined with other dimensions',
      }),
    ]);
  });
});

describe('by=total on traffic and tickets', () => {
  it("answers ATL's T-100 segment passengers month by month", async () => {
    const body = await getOk(
      app,
      `/traffic/segments/breakdown?by=total&origin=ATL&${RANGE}&metrics=passengers,departures_performed`,
    );
    expect(body.results).toHaveLength(6);
    for (const [i, month] of MONTHS.entries()) {
      const rows = (await readCsvZips([segmentFile(rawDir, 2025, month)])).filter((r) => r.ORIGIN === 'ATL');
      expect(body.results[i]).toEqual({
        year: 2025,
        month,
        passengers: { value: roundedTo(total(rows, 'PASSENGERS')), share: 100 },
        departures_performed: { value: roundedTo(total(rows, 'DEPARTURES_PERFORMED')), share: 100 },
      });
    }
  });

  it('answers the DB1B market passengers of a quarter in one row', async () => {
    const body = await getOk(
      app,
      '/tickets/markets/breakdown?by=total&origin=BOS&year=2025&quarter=2&metrics=passengers',
    );
    const rows = (await readCsvZips([db1bMarketFile(rawDir, 2025, 2)])).filter((r) => r.Origin === 'BOS');
    expect(body.meta).toMatchObject({ breakdown_by: ['total'], dataset: 'db1b', count: 1 });
    const passengers = roundedTo(total(rows, 'Passengers'));
    // docs/API-CONTRACT.md, "Metric objects": the share is null when the total is zero
    expect(body.results).toEqual([
      { passengers: { value: passengers, share: passengers === 0 ? null : 100 } },
    ]);
  });
});
