import { describe, expect, it } from 'vitest';
import { ingestPaths } from '../../src/ingest/index.js';
import { useTempDirs } from '../ingest/helpers.js';
import { readSampleCsv, sample } from '../ingest/samples.js';
import { openTestApp, type TestApp } from '../support/app.js';

/**
 * Empty by rule is zero (docs/API-CONTRACT.md §12): BTS leaves the arrival fields of a cancelled or diverted flight
 * empty, the departure fields of a cancelled one, the cause minutes of a flight not delayed 15+; in a file that
 * has the column they count 0. So the all-cancelled groups of the real 9E sample (August 2023, cancellation codes
 * A, B, C) answer 0 delayed arrivals and 0 delay minutes of N flights, `on_time_pct` 0 and null averages (nothing to
 * average over). Expectations from the raw CSV; the engine, the national index (by cancellation code) and the
 * route index (a route filtered on a code) give the same whole bodies.
 */
const temp = useTempDirs();
type Rec = Record<string, string>;
const round2 = (x: number) => Math.round(x * 100) / 100;
const ENDEAVOR = 'ontime/ontime_2023_08_9E_days1-10__zhouzizi.csv';
const MASTER = 'reference/T_MASTER_CORD_full__cesarcsp_2025-12.csv';
const SUMS = {
  flights: 'Flights',
  cancelled: 'Cancelled',
  diverted: 'Diverted',
  arr_delayed: 'ArrDel15',
  dep_delayed: 'DepDel15',
  arr_delay_minutes: 'ArrDelayMinutes',
  dep_delay_minutes: 'DepDelayMinutes',
  taxi_out: 'TaxiOut',
  taxi_in: 'TaxiIn',
  carrier_delay_minutes: 'CarrierDelay',
} as const;
const RATIOS = ['on_time_pct', 'avg_arr_delay', 'avg_dep_delay', 'avg_taxi_out'] as const;
const METRICS = [...Object.keys(SUMS), ...RATIOS].join(',');

/** Every metric of METRICS over some records of the file (which has every column): an empty cell counts 0. */
function expected(records: readonly Rec[]): Record<string, number | null> {
  const sums = Object.fromEntries(
    Object.entries(SUMS).map(([metric, column]) => [
      metric,
      round2(records.reduce((t, r) => t + Number(r[column] || 0), 0)),
    ]),
  ) as Record<keyof typeof SUMS, number>;
  const ratio = (a: number, b: number, scale = 1) => (b === 0 ? null : round2((scale * a) / b));
  const completed = sums.flights - sums.cancelled;
  const arrived = completed - sums.diverted;
  return {
    ...sums,
    on_time_pct: ratio(arrived - sums.arr_delayed, sums.flights, 100),
    avg_arr_delay: ratio(sums.arr_delay_minutes, arrived),
    avg_dep_delay: ratio(sums.dep_delay_minutes, completed),
    avg_taxi_out: ratio(sums.taxi_out, completed),
  };
}

const values = (row: Record<string, { value: unknown }>) =>
  Object.fromEntries(METRICS.split(',').map((m) => [m, row[m]!.value]));

async function answer(app: TestApp, url: string): Promise<{ body: any; executor: string | undefined }> {
  const response = await app.app.inject(url);
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  const executor = /exec;desc=([\w-]+)/.exec(String(response.headers['server-timing']))?.[1];
  return { body: response.json(), executor };
}

describe('cancelled flights in a file with the arrival, departure and cause columns (9E, August 2023)', () => {
  it('count 0 delayed and 0 minutes, on_time_pct 0, averages null; identical from every executor', async () => {
    const { records } = readSampleCsv(ENDEAVOR);
    await ingestPaths([sample(ENDEAVOR), sample(MASTER)], { dataDir: temp.dataDir() });
    const codes = ['A', 'B', 'C'];
    const byCode = (code: string, rows: readonly Rec[] = records) =>
      rows.filter((r) => r.CancellationCode === code);
    for (const code of codes) expect(byCode(code).every((r) => r.Cancelled === '1.00')).toBe(true);
    const engine = await openTestApp(temp.dataDir(), { routeIndex: 'off' });
    const indexed = await openTestApp(temp.dataDir(), { routeIndex: 'rollups' });
    try {
      const url = `/performance/breakdown?by=cancellationcode&year=2023&month=8&metrics=${METRICS}`;
      const fromEngine = await answer(engine, url);
      const fromIndex = await answer(indexed, url);
      expect([fromEngine.executor, fromIndex.executor]).toEqual(['engine', 'national-index']);
      expect(fromIndex.body).toEqual(fromEngine.body);
      const rows = fromEngine.body.results as any[];
      for (const code of codes) {
        const row = rows.find((r) => r.cancellationcode?.code === code);
        const want = expected(byCode(code));
        expect(values(row), code).toEqual(want);
        // 0 of N flights arrived on time; nothing to average over
        expect(want).toMatchObject({
          arr_delayed: 0,
          arr_delay_minutes: 0,
          carrier_delay_minutes: 0,
          on_time_pct: 0,
        });
        expect(want).toMatchObject({ avg_arr_delay: null, avg_dep_delay: null, avg_taxi_out: null });
      }
      expect(values(rows.find((r) => r.cancellationcode === null))).toEqual(
        expected(records.filter((r) => r.CancellationCode === '')),
      );

      // the route with the most flights cancelled for weather (B), filtered on it: from the route index too
      const route = (r: Rec) => `${r.Origin}|${r.Dest}`;
      const counts = new Map<string, number>();
      for (const r of byCode('B')) counts.set(route(r), (counts.get(route(r)) ?? 0) + 1);
      const [busiest] = [...counts].sort((a, b) => b[1] - a[1])[0]!;
      const [origin, destination] = busiest.split('|');
      const routeUrl = `/performance/route?origin=${origin}&destination=${destination}&year=2023&month=8&cancellationcode=B&metrics=${METRICS}`;
      const routeEngine = await answer(engine, routeUrl);
      const routeIndex = await answer(indexed, routeUrl);
      expect([routeEngine.executor, routeIndex.executor]).toEqual(['engine', 'route-index']);
      expect(routeIndex.body).toEqual(routeEngine.body);
      expect(values(routeEngine.body.result)).toEqual(
        expected(
          byCode(
            'B',
            records.filter((r) => route(r) === busiest),
          ),
        ),
      );
    } finally {
      await engine.close();
      await indexed.close();
    }
  });
});
