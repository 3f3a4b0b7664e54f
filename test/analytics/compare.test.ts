import type { FastifyInstance } from 'fastify';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateDataset } from '../../src/generate/index.js';
import { ingestPaths } from '../../src/ingest/index.js';
import { getOk, openTestApp } from '../support/app.js';
import { parseCsv } from '../support/csv.js';
import {
  busiestPair,
  db1bMarketFile,
  groupBy,
  onTime,
  ontimeFile,
  readCsvZips,
  total,
  type Raw,
} from '../support/raw-records.js';

/**
 * compare=previous_year (docs/API-CONTRACT.md §9) on two generated years (on-time and DB1B, April-June of 2024 and
 * of 2025): `previous` is computed from the raw 2024 records, `change_pct` from both, in plain JS.
 */
let root: string;
let raw2024: string;
let raw2025: string;
let app: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'atss-compare-'));
  raw2024 = join(root, 'raw-2024');
  raw2025 = join(root, 'raw-2025');
  const quarter = (year: number) => ({ from: { year, month: 4 }, to: { year, month: 6 } });
  await generateDataset({
    outDir: raw2024,
    seed: 3,
    scale: 0.001,
    ...quarter(2024),
    only: ['ontime', 'db1b'],
  });
  await generateDataset({
    outDir: raw2025,
    seed: 4,
    scale: 0.001,
    ...quarter(2025),
    only: ['reference', 'ontime', 'db1b'],
  });
  await ingestPaths([raw2024, raw2025], { dataDir: join(root, 'data') });
  ({ app, close } = await openTestApp(join(root, 'data')));
});
afterAll(async () => {
  await close();
  await rm(root, { recursive: true, force: true });
});

const get = (url: string): Promise<any> => getOk(app, url);

/** The records of `now` on an origin-destination pair that `before` also has. */
function inBoth(now: Raw[], before: Raw[]): Raw[] {
  const pairs = new Set(before.map((r) => `${r.Origin}-${r.Dest}`));
  return now.filter((r) => pairs.has(`${r.Origin}-${r.Dest}`));
}

const change = (value: number, previous: number) => (100 * (value - previous)) / previous;
const METRICS = ['flights', 'on_time_pct', 'avg_arr_delay', 'avg_arr_delay_signed'] as const;

function expectCompared(actual: any, now: ReturnType<typeof onTime>, before: ReturnType<typeof onTime>) {
  const close = (value: number | null, expected: number, id: string) => {
    // answers are rounded to 2 decimals (minutes, percentages)
    if (Number.isFinite(expected)) expect(Math.abs(value! - expected), id).toBeLessThanOrEqual(0.005 + 1e-9);
    else expect(value, id).toBeNull();
  };
  for (const id of METRICS) {
    close(actual[id].value, now[id], id);
    close(actual[id].previous, before[id], id);
    close(actual[id].change_pct, before[id] === 0 ? NaN : change(now[id], before[id]), id);
  }
}

describe('compare=previous_year', () => {
  it('adds the same months one year earlier to every metric of a route, period by period', async () => {
    const now = await readCsvZips([4, 5, 6].map((m) => ontimeFile(raw2025, 2025, m)));
    const before = await readCsvZips([4, 5, 6].map((m) => ontimeFile(raw2024, 2024, m)));
    const [origin, dest] = busiestPair(inBoth(now, before), 'Origin', 'Dest');
    const pair = (rows: Raw[], month: number) =>
      rows.filter((r) => r.Origin === origin && r.Dest === dest && r.Month === String(month));
    const body = await get(
      `/performance/route?origin=${origin}&destination=${dest}&start_year=2025&start_month=4&end_year=2025&end_month=6&metrics=${METRICS.join(',')}&compare=previous_year`,
    );
    expect(body.meta).toMatchObject({ compare: 'previous_year', missing_comparison_periods: [] });
    body.results.forEach((result: any, i: number) => {
      expectCompared(result.result, onTime(pair(now, 4 + i)), onTime(pair(before, 4 + i)));
    });
  });

  it('compares a combined breakdown with the combined months a year earlier, row by row', async () => {
    const now = groupBy(
      await readCsvZips([4, 5, 6].map((m) => ontimeFile(raw2025, 2025, m))),
      (r) => r.Reporting_Airline!,
    );
    const before = groupBy(
      await readCsvZips([4, 5, 6].map((m) => ontimeFile(raw2024, 2024, m))),
      (r) => r.Reporting_Airline!,
    );
    const body = await get(
      `/performance/breakdown?by=carrier&start_year=2025&start_month=4&end_year=2025&end_month=6&metrics=${METRICS.join(',')}&combine_periods=true&compare=previous_year&limit=100`,
    );
    expect(body.results).toHaveLength(now.size);
    for (const row of body.results) {
      const code = row.carrier.carrier_code;
      if (!before.has(code)) {
        expect(row.flights.previous).toBe(0);
        expect(row.flights.change_pct).toBeNull();
        continue;
      }
      expectCompared(row, onTime(now.get(code)!), onTime(before.get(code)!));
      expect(Object.keys(row.flights)).toEqual(['value', 'share', 'previous', 'change_pct']);
    }
  });

  it('compares only the rows shown, a null dimension value included', async () => {
    const count = (rows: Raw[]) =>
      new Map(
        [...groupBy(rows, (r) => r.CancellationCode ?? '')].map(([code, own]) => [
          code,
          total(own, 'Flights'),
        ]),
      );
    const now = count(await readCsvZips([ontimeFile(raw2025, 2025, 5)]));
    const before = count(await readCsvZips([ontimeFile(raw2024, 2024, 5)]));
    const body = await get(
      '/performance/breakdown?by=cancellationcode&year=2025&month=5&metrics=flights&compare=previous_year&limit=2',
    );
    const top = [...now].sort((a, b) => b[1] - a[1]).slice(0, 2);
    expect(top[0]![0]).toBe(''); // flights not cancelled: the null code
    expect(body.results.map((r: any) => [r.cancellationcode?.code ?? '', r.flights])).toEqual(
      top.map(([code, flights]) => {
        const previous = before.get(code) ?? 0;
        return [
          code,
          {
            value: flights,
            share: expect.any(Number),
            previous,
            change_pct: expect.closeTo(change(flights, previous), 2),
          },
        ];
      }),
    );
  });

  it('compares DB1B quarters', async () => {
    const now = await readCsvZips([db1bMarketFile(raw2025, 2025, 2)]);
    const before = await readCsvZips([db1bMarketFile(raw2024, 2024, 2)]);
    const [origin, dest] = busiestPair(inBoth(now, before), 'Origin', 'Dest');
    const pair = (rows: Raw[]) => rows.filter((r) => r.Origin === origin && r.Dest === dest);
    const fare = (rows: Raw[]) =>
      rows.reduce((s, r) => s + Number(r.MktFare) * Number(r.Passengers), 0) / total(rows, 'Passengers');
    const body = await get(
      `/tickets/markets/route?origin=${origin}&destination=${dest}&year=2025&quarter=2&metrics=passengers,avg_fare&compare=previous_year`,
    );
    const [p, pp] = [total(pair(now), 'Passengers'), total(pair(before), 'Passengers')];
    expect(pp).toBeGreaterThan(0);
    expect(body.result.passengers).toEqual({
      value: p,
      previous: pp,
      change_pct: expect.closeTo(change(p, pp), 2),
    });
    expect(body.result.avg_fare.previous).toBeCloseTo(fare(pair(before)), 2);
    expect(body.result.avg_fare.change_pct).toBeCloseTo(change(fare(pair(now)), fare(pair(before))), 2);
  });

  it('gives null previous values at the first stored year, listing the periods', async () => {
    const body = await get(
      '/performance/route?origin=ATL&destination=LAX&year=2024&month=5&metrics=flights,avg_arr_delay&compare=previous_year',
    );
    expect(body.result.flights).toEqual({ value: expect.any(Number), previous: null, change_pct: null });
    expect(body.result.avg_arr_delay).toMatchObject({ previous: null, change_pct: null });
    expect(body.meta.missing_comparison_periods).toEqual([{ year: 2023, month: 5 }]);

    const breakdown = await get(
      '/performance/breakdown?by=carrier&start_year=2024&start_month=4&end_year=2024&end_month=6&compare=previous_year&metrics=flights',
    );
    expect(breakdown.results.length).toBeGreaterThan(0);
    for (const row of breakdown.results)
      expect(row.flights).toMatchObject({ previous: null, change_pct: null });
    expect(breakdown.meta.missing_comparison_periods).toEqual(
      [4, 5, 6].map((month) => ({ year: 2023, month })),
    );
  });

  it('leaves a combined previous null when any earlier period is missing', async () => {
    const body = await get(
      '/performance/route?origin=ATL&destination=LAX&start_year=2024&start_month=6&end_year=2025&end_month=4&combine_periods=true&compare=previous_year&metrics=flights',
    );
    expect(body.result.flights).toMatchObject({ previous: null, change_pct: null });
    expect(body.meta.missing_comparison_periods).toContainEqual({ year: 2023, month: 6 });
    expect(body.meta.missing_comparison_periods).not.toContainEqual({ year: 2024, month: 4 });
  });

  it('refuses an unknown comparison', async () => {
    const response = await app.inject(
      '/performance/route?origin=ATL&destination=LAX&year=2025&month=5&compare=last_year',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { parameter: 'compare', message: 'compare must be one of previous_year', allowed: ['previous_year'] },
    ]);
  });
});

/**
 * Issue #29 point 2: the CSV of an answer carries every field of its JSON rows. Each case requests the same
 * answer twice, in JSON and in CSV: the header is written out here, and every cell is the JSON field it names
 * (a period list as `2025-04 2025-05` / `2025-Q2`, a null as an empty cell).
 */
describe('CSV of compared and combined answers', () => {
  const label = (p: { year: number; month?: number; quarter?: number }) =>
    p.month === undefined ? `${p.year}-Q${p.quarter}` : `${p.year}-${String(p.month).padStart(2, '0')}`;
  const cell = (value: unknown) =>
    typeof value === 'number' || typeof value === 'string' || typeof value === 'boolean' ? String(value) : '';

  /** The JSON rows as the CSV should hold them: one record per row, cells named as the header names them. */
  function expectedCells(body: any, columns: string[]): Record<string, string>[] {
    const rows: any[] = body.results ?? [{ ...body.meta, result: body.result }];
    return rows.map((row) => {
      const fields = row.result ?? row;
      return Object.fromEntries(
        columns.map((column) => {
          if (column === 'periods' || column === 'missing_periods') {
            return [column, body.meta[column].map(label).join(' ')];
          }
          if (column === 'year' || column === 'month' || column === 'quarter')
            return [column, cell(row[column])];
          // `<object>_<field>`: the dimension or metric object of the row, and one of its fields
          const object = Object.keys(fields)
            .sort((a, b) => b.length - a.length)
            .find((key) => column.startsWith(`${key}_`));
          expect(object, column).toBeDefined();
          return [column, cell(fields[object!][column.slice(object!.length + 1)])];
        }),
      );
    });
  }

  async function expectCsvMatches(url: string, header: string): Promise<Record<string, string>[]> {
    const body = await get(url);
    const response = await app.inject(`${url}&format=csv`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body.split('\r\n')[0]).toBe(header);
    const cells = parseCsv(response.body.replaceAll('\r\n', '\n'));
    expect(cells).toEqual(expectedCells(body, header.split(',')));
    return cells;
  }

  it('a compared route: previous and change_pct of every metric, period by period', async () => {
    const now = await readCsvZips([ontimeFile(raw2025, 2025, 5)]);
    const before = await readCsvZips([ontimeFile(raw2024, 2024, 5)]);
    const [origin, dest] = busiestPair(inBoth(now, before), 'Origin', 'Dest');
    const cells = await expectCsvMatches(
      `/performance/route?origin=${origin}&destination=${dest}&start_year=2025&start_month=4&end_year=2025&end_month=6&metrics=flights,on_time_pct&compare=previous_year`,
      'year,month,flights_value,flights_previous,flights_change_pct,on_time_pct_value,on_time_pct_previous,on_time_pct_change_pct',
    );
    expect(cells).toHaveLength(3);
    expect(cells.every((row) => row.flights_previous !== '')).toBe(true);
  });

  it('a compared breakdown: value, share, previous and change_pct', async () => {
    const cells = await expectCsvMatches(
      '/performance/breakdown?by=carrier&year=2025&month=5&metrics=flights,avg_arr_delay&compare=previous_year&limit=5',
      'carrier_carrier_code,carrier_carrier_name,carrier_airline_id,flights_value,flights_share,flights_previous,flights_change_pct,avg_arr_delay_value,avg_arr_delay_share,avg_arr_delay_previous,avg_arr_delay_change_pct',
    );
    expect(cells).toHaveLength(5);
    expect(cells.some((row) => row.flights_change_pct !== '')).toBe(true);
  });

  it('a combined and compared breakdown: the periods combined, and previous values', async () => {
    const cells = await expectCsvMatches(
      '/performance/breakdown?by=carrier&start_year=2025&start_month=4&end_year=2025&end_month=6&metrics=flights&combine_periods=true&compare=previous_year&limit=3',
      'periods,missing_periods,carrier_carrier_code,carrier_carrier_name,carrier_airline_id,flights_value,flights_share,flights_previous,flights_change_pct',
    );
    expect(cells.map((row) => [row.periods, row.missing_periods])).toEqual(
      Array(3).fill(['2025-04 2025-05 2025-06', '']),
    );
  });

  it('a combined route of DB1B quarters: the quarters combined and those missing', async () => {
    const now = await readCsvZips([db1bMarketFile(raw2025, 2025, 2)]);
    const before = await readCsvZips([db1bMarketFile(raw2024, 2024, 2)]);
    const [origin, dest] = busiestPair(inBoth(now, before), 'Origin', 'Dest');
    const cells = await expectCsvMatches(
      `/tickets/markets/route?origin=${origin}&destination=${dest}&start_year=2024&start_quarter=2&end_year=2025&end_quarter=2&metrics=passengers,avg_fare&combine_periods=true`,
      'periods,missing_periods,passengers_value,avg_fare_value',
    );
    expect(cells).toEqual([
      expect.objectContaining({ periods: '2024-Q2 2025-Q2', missing_periods: '2024-Q3 2024-Q4 2025-Q1' }),
    ]);
  });
});
