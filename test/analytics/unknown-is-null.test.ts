import { describe, expect, it } from 'vitest';
import { ingestPaths } from '../../src/ingest/index.js';
import { useTempDirs } from '../ingest/helpers.js';
import { readSampleCsv, sample } from '../ingest/samples.js';
import { getOk, openTestApp, type TestApp } from '../support/app.js';
import { sharedDataset } from '../support/dataset.js';
import { num, ontimeFile, readCsvZips, type Raw } from '../support/raw-records.js';

/**
 * Unknown is null (docs/API-CONTRACT.md §8, §12 "Null"): a sum with no source value is null, a ratio with a null input
 * is null, and a 15-minute flag a download lacks is derived from its delay minutes. Expected values are
 * recomputed in plain JS from the raw CSV; every route answer is asked of the engine and of both route indexes.
 */
const temp = useTempDirs();
const round2 = (x: number) => Math.round(x * 100) / 100;
const SCOPES = ['off', 'rollups', 'tables'] as const;
function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

async function withApps<T>(dataDir: string, use: (apps: TestApp[]) => Promise<T>): Promise<T> {
  const apps: TestApp[] = [];
  try {
    for (const scope of SCOPES) apps.push(await openTestApp(dataDir, { routeIndex: scope }));
    return await use(apps);
  } finally {
    for (const app of apps) await app.close();
  }
}

const OMA_2021_02 = 'ontime/T_ONTIME_REPORTING_2021-02_OMA__olgazakharovao.csv';
const METRICS =
  'flights,cancelled,diverted,arr_delayed,on_time_pct,avg_arr_delay,dep_delayed,taxi_out,cancel_pct,avg_dep_delay';

/** The expected values of one group of the field-selected file (no arrival delay, diverted or taxi columns). */
function expected(records: readonly Record<string, string>[]) {
  const flights = records.length;
  const cancelled = records.filter((r) => num(r.CANCELLED) === 1).length;
  const minutes = records.filter((r) => r.DEP_DELAY_NEW !== '');
  const depMinutes = minutes.reduce((t, r) => t + Number(r.DEP_DELAY_NEW), 0);
  return {
    flights,
    cancelled,
    // the file has no DIVERTED, ARR_DEL15, ARR_DELAY_NEW or TAXI_OUT column: unknown, so null
    diverted: null,
    arr_delayed: null,
    on_time_pct: null,
    avg_arr_delay: null,
    taxi_out: null,
    // DEP_DEL15 is absent but DEP_DELAY_NEW is there: BTS's flag is minutes >= 15
    dep_delayed: minutes.length > 0 ? minutes.filter((r) => Number(r.DEP_DELAY_NEW) >= 15).length : null,
    cancel_pct: round2((100 * cancelled) / flights),
    avg_dep_delay: round2(depMinutes / (flights - cancelled)),
  };
}

describe('a field-selected on-time download without arrival columns (OMA, February 2021)', () => {
  it('answers null for what the file cannot support, and derives dep_delayed from DEP_DELAY_NEW', async () => {
    const { records } = readSampleCsv(OMA_2021_02);
    // with a Master Coordinate download, so that routes can name their airports
    const summary = await ingestPaths(
      [sample(OMA_2021_02), sample('reference/T_MASTER_CORD_full__cesarcsp_2025-12.csv')],
      { dataDir: temp.dataDir() },
    );
    // DepDel15 is derived, not missing; the others are stored as null
    expect(summary.files.find((f) => f.family.startsWith('On-Time'))!.warnings).toEqual([
      'no column OriginCityMarketID, DestCityMarketID, DepDelay, TaxiOut, TaxiIn, ArrDelayMinutes, ArrDelay, ArrDel15, Diverted, ActualElapsedTime, Flights, CarrierDelay, NASDelay, SecurityDelay, LateAircraftDelay, DepTimeBlk, ArrTimeBlk: stored as null',
    ]);
    const oo = records.filter((r) => r.OP_UNIQUE_CARRIER === 'OO');
    const ooWant = expected(oo);
    expect(ooWant.dep_delayed).toBeGreaterThan(50);
    const route = (r: Record<string, string>) => `${r.ORIGIN}|${r.DEST}`;
    const busiest = [...groupBy(records, route)].sort((a, b) => b[1].length - a[1].length)[0]!;
    const [origin, destination] = busiest[0].split('|');

    await withApps(temp.dataDir(), async (apps) => {
      const breakdown = await getOk(
        apps[0]!.app,
        `/performance/breakdown?by=carrier&year=2021&month=2&metrics=${METRICS}&limit=50`,
      );
      const rows = breakdown.results as ({ carrier: { carrier_code: string } } & Record<string, any>)[];
      const names = METRICS.split(',');
      const values = (row: Record<string, any>) => Object.fromEntries(names.map((k) => [k, row[k].value]));
      expect(values(rows.find((row) => row.carrier.carrier_code === 'OO')!)).toEqual(ooWant);
      for (const [carrier, group] of groupBy(records, (r) => r.OP_UNIQUE_CARRIER!))
        expect(values(rows.find((row) => row.carrier.carrier_code === carrier)!), carrier).toEqual(
          expected(group),
        );

      // its one cause column (WEATHER_DELAY) answers; the other causes, the counts and the shares of all
      // cause minutes need the five columns: null, never 0 (docs/API-CONTRACT.md §12)
      const causes = await getOk(
        apps[0]!.app,
        '/performance/breakdown?by=carrier&year=2021&month=2&metrics=weather_delay_minutes,carrier_delay_minutes,weather_delay_count,weather_delay_pct&limit=50',
      );
      for (const [carrier, group] of groupBy(records, (r) => r.OP_UNIQUE_CARRIER!)) {
        const row = causes.results.find((r: any) => r.carrier.carrier_code === carrier);
        expect([
          carrier,
          ...[
            'weather_delay_minutes',
            'carrier_delay_minutes',
            'weather_delay_count',
            'weather_delay_pct',
          ].map((k) => row[k].value),
        ]).toEqual([
          carrier,
          round2(group.reduce((t, r) => t + Number(r.WEATHER_DELAY || 0), 0)),
          null,
          null,
          null,
        ]);
      }

      // the same figures from the engine and from both route indexes
      const url = `/performance/route?origin=${origin}&destination=${destination}&year=2021&month=2&metrics=${METRICS}`;
      const routeWant = expected(busiest[1]);
      for (const app of apps) {
        const body = await getOk(app.app, url);
        expect(values(body.result)).toEqual(routeWant);
      }
    });
  });
});

describe('a group of cancelled flights only (generated data, June 2025)', () => {
  it('answers 0 arrival delay and taxi sums (empty by rule), null averages; identical from every executor', async () => {
    const { rawDir, dataDir } = sharedDataset();
    const records: Raw[] = await readCsvZips([ontimeFile(rawDir, 2025, 6)]);
    // the generated file has every column: an empty cell is empty by rule and counts 0 (§12)
    const sum = (rows: Raw[], column: string) => round2(rows.reduce((t, r) => t + Number(r[column] || 0), 0));
    const byCode = groupBy(records, (r) => r.CancellationCode ?? '');
    const cancelledCodes = [...byCode.keys()].filter((code) => code !== '');
    expect(cancelledCodes.length).toBeGreaterThan(0);
    await withApps(dataDir, async (apps) => {
      const body = await getOk(
        apps[0]!.app,
        '/performance/breakdown?by=cancellationcode&year=2025&month=6&metrics=flights,arr_delay_minutes,taxi_in,avg_taxi_in',
      );
      const rows = body.results as ({ cancellationcode: { code: string } | null } & Record<string, any>)[];
      for (const code of cancelledCodes) {
        const group = byCode.get(code)!;
        const row = rows.find((r) => r.cancellationcode?.code === code)!;
        expect(row.flights.value).toBe(group.length);
        expect(row.arr_delay_minutes.value).toBe(0);
        expect(row.taxi_in.value).toBe(0);
        expect(sum(group, 'TaxiIn')).toBe(0);
        // nothing to average over
        expect(row.avg_taxi_in.value).toBeNull();
      }
      const flown = rows.find((r) => r.cancellationcode === null)!;
      expect(flown.taxi_in.value).toBe(sum(byCode.get('')!, 'TaxiIn'));

      // a route with cancelled flights, filtered to one cancellation code: the same from every executor
      const cancelled = byCode.get(cancelledCodes[0]!)!;
      const [origin, destination] = [cancelled[0]!.Origin, cancelled[0]!.Dest];
      const url = `/performance/route?origin=${origin}&destination=${destination}&year=2025&month=6&cancellationcode=${cancelledCodes[0]}&metrics=flights,arr_delay_minutes,taxi_in,on_time_pct`;
      const want = cancelled.filter((r) => r.Origin === origin && r.Dest === destination).length;
      for (const app of apps) {
        const metrics = (await getOk(app.app, url)).result;
        expect(metrics.flights.value).toBe(want);
        expect(metrics.arr_delay_minutes.value).toBe(0);
        expect(metrics.taxi_in.value).toBe(0);
        // no flight arrived: 0 of them on time (§12 "Empty by rule is zero")
        expect(metrics.on_time_pct.value).toBe(0);
      }
    });
  });
});
