import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { ingestPaths } from '../../src/ingest/index.js';
import { useTempDirs } from '../ingest/helpers.js';
import { readSampleCsv, sample } from '../ingest/samples.js';
import { openTestApp, type TestApp } from '../support/app.js';
import { MIXED_SAMPLES, writeT100Split } from '../support/mixed-samples.js';

/**
 * Mixed columns in one answer (docs/API-CONTRACT.md §12): where the records of one answer value come partly from
 * files with a metric's input column and partly from files without it, a sum over them is null and so is every
 * ratio using it, and `meta.partial` names the periods (and scopes) whose files lack the input; a value whose
 * records all come from files with the column is exact. Real samples (and files derived from them in the layout
 * TranStats writes), expectations recomputed from the raw CSV here, every answer asked of the engine, the route
 * index and the national index (the executor each one reports is checked), whose whole bodies must be equal.
 */
const temp = useTempDirs();
type Rec = Record<string, string>;
const round2 = (x: number) => Math.round(x * 100) / 100;
const { oma: OMA, endeavor: ENDEAVOR, master: MASTER } = MIXED_SAMPLES;
const METRICS = [
  'flights',
  'cancelled',
  'arr_delayed',
  'on_time_pct',
  'avg_arr_delay',
  'avg_taxi_out',
  'cancel_pct',
];

/**
 * The sums of one file's records, as the contract defines them: null where the file's header lacks the column
 * (under any of the names TranStats uses), an empty cell of a column it has counting 0 (empty by rule).
 */
function fileSums(header: readonly string[], records: readonly Rec[]) {
  const sum = (...names: string[]) => {
    const name = names.find((n) => header.includes(n));
    return name === undefined ? null : records.reduce((t, r) => t + Number(r[name] || 0), 0);
  };
  return {
    flights: records.length,
    cancelled: sum('Cancelled', 'CANCELLED'),
    diverted: sum('Diverted', 'DIVERTED'),
    arr_delayed: sum('ArrDel15', 'ARR_DEL15'),
    arr_delay_minutes: sum('ArrDelayMinutes', 'ARR_DELAY_NEW'),
    taxi_out: sum('TaxiOut', 'TAXI_OUT'),
  };
}
type Sums = ReturnType<typeof fileSums>;

/** Sums over several files: null when any file lacks the column (the null rule). */
function together(parts: readonly Sums[]): Sums {
  const add = (key: keyof Sums) =>
    parts.some((p) => p[key] === null) ? null : parts.reduce((t, p) => t + p[key]!, 0);
  return {
    flights: add('flights')!,
    cancelled: add('cancelled'),
    diverted: add('diverted'),
    arr_delayed: add('arr_delayed'),
    arr_delay_minutes: add('arr_delay_minutes'),
    taxi_out: add('taxi_out'),
  };
}

/** The metrics of METRICS from sums, by the formulas of docs/API-CONTRACT.md §6. */
function metricsOf(s: Sums): Record<string, number | null> {
  const ratio = (a: number | null, b: number | null, scale = 1) =>
    a === null || b === null || b === 0 ? null : round2((scale * a) / b);
  const completed = s.cancelled === null ? null : s.flights - s.cancelled;
  const arrived = completed === null || s.diverted === null ? null : completed - s.diverted;
  return {
    flights: s.flights,
    cancelled: s.cancelled,
    arr_delayed: s.arr_delayed,
    on_time_pct: ratio(
      arrived === null || s.arr_delayed === null ? null : arrived - s.arr_delayed,
      s.flights,
      100,
    ),
    avg_arr_delay: ratio(s.arr_delay_minutes, arrived),
    avg_taxi_out: ratio(s.taxi_out, completed),
    cancel_pct: ratio(s.cancelled, s.flights, 100),
  };
}

const values = (row: Record<string, { value: unknown }>) =>
  Object.fromEntries(METRICS.map((m) => [m, row[m]!.value]));

/** The engine (no route index) and the route index (which holds the national one-dimension rollups too). */
async function withApps<T>(
  dataDir: string,
  use: (engine: TestApp, indexed: TestApp) => Promise<T>,
): Promise<T> {
  const engine = await openTestApp(dataDir, { routeIndex: 'off' });
  const indexed = await openTestApp(dataDir, { routeIndex: 'rollups' }).catch(async (error: unknown) => {
    await engine.close();
    throw error;
  });
  try {
    return await use(engine, indexed);
  } finally {
    await engine.close();
    await indexed.close();
  }
}

/** The body of a 200 answer and the executor that gave it (`Server-Timing: exec;desc=...`). */
async function answer(app: TestApp, url: string): Promise<{ body: any; executor: string | undefined }> {
  const response = await app.app.inject(url);
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  const executor = /exec;desc=([\w-]+)/.exec(String(response.headers['server-timing']))?.[1];
  return { body: response.json(), executor };
}

/** The 200 schema /openapi.json gives the path of `url` (meta.partial's shape included). */
async function schemaOf(app: TestApp, url: string): Promise<ValidateFunction> {
  const document = (await app.app.inject('/openapi.json')).json<object>();
  const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true });
  ajv.addSchema(document, 'openapi');
  const path = url.split('?')[0]!.replaceAll('/', '~1');
  return ajv.getSchema(`openapi#/paths/${path}/get/responses/200/content/application~1json/schema`)!;
}

/**
 * The same answer from the engine and from the index (`expected` executor), whole bodies equal, matching the
 * endpoint's schema in /openapi.json.
 */
async function sameFromBoth(engine: TestApp, indexed: TestApp, url: string, expected: string): Promise<any> {
  const fromEngine = await answer(engine, url);
  const fromIndex = await answer(indexed, url);
  expect(fromEngine.executor, url).toBe('engine');
  expect(fromIndex.executor, url).toBe(expected);
  expect(fromIndex.body, url).toEqual(fromEngine.body);
  const valid = await schemaOf(engine, url);
  expect(valid(fromEngine.body) ? [] : valid.errors, url).toEqual([]);
  return fromEngine.body;
}

describe('an on-time range mixing a field-selected month (no arrival or taxi columns) with a full one', () => {
  it('answers null, never a ratio over the wrong flights, and names the month that lacks the inputs', async () => {
    const oma = readSampleCsv(OMA);
    const endeavor = readSampleCsv(ENDEAVOR);
    await ingestPaths([sample(OMA), sample(ENDEAVOR), sample(MASTER)], { dataDir: temp.dataDir() });
    const omaSums = fileSums(oma.header, oma.records);
    const endeavorSums = fileSums(endeavor.header, endeavor.records);
    // the month that has the columns alone: the figures
    expect(metricsOf(endeavorSums)).toMatchObject({
      on_time_pct: 78.98,
      avg_arr_delay: 16.09,
      avg_taxi_out: 19.86,
    });
    const range = 'start_year=2021&start_month=2&end_year=2023&end_month=8';
    const lacking = [{ year: 2021, month: 2 }];
    await withApps(temp.dataDir(), async (engine, indexed) => {
      const url = `/performance/breakdown?by=total&${range}&combine_periods=true&metrics=${METRICS.join(',')}`;
      const combined = await sameFromBoth(engine, indexed, url, 'national-index');
      const want = metricsOf(together([omaSums, endeavorSums]));
      expect(want).toMatchObject({
        arr_delayed: null,
        on_time_pct: null,
        avg_arr_delay: null,
        avg_taxi_out: null,
      });
      expect(want.cancel_pct).not.toBeNull();
      expect(combined.results.map(values)).toEqual([want]);
      expect(combined.meta.partial).toEqual({
        arr_delayed: lacking,
        on_time_pct: lacking,
        avg_arr_delay: lacking,
        avg_taxi_out: lacking,
      });

      // month by month no value mixes files: each month's own figures, and no meta.partial
      const monthly = await sameFromBoth(
        engine,
        indexed,
        url.replace('&combine_periods=true', ''),
        'national-index',
      );
      expect(monthly.results.map(values)).toEqual([metricsOf(omaSums), metricsOf(endeavorSums)]);
      expect(monthly.meta.partial).toBeUndefined();

      // by carrier over the range: a carrier flying in both months would mix; OO (February only) lacks the
      // columns, 9E (August only) is exact
      const byCarrier = await sameFromBoth(
        engine,
        indexed,
        url.replace('by=total', 'by=carrier'),
        'national-index',
      );
      const row = (code: string) => byCarrier.results.find((r: any) => r.carrier.carrier_code === code);
      const oo = oma.records.filter((r) => r.OP_UNIQUE_CARRIER === 'OO');
      expect(values(row('OO'))).toEqual(metricsOf(fileSums(oma.header, oo)));
      expect(values(row('9E'))).toEqual(metricsOf(endeavorSums));
      expect(byCarrier.meta.partial).toEqual(combined.meta.partial);

      // a route of the August file over the whole range: its records all have the columns, so exact
      const [origin, destination] = [endeavor.records[0]!.Origin!, endeavor.records[0]!.Dest!];
      const onRoute = endeavor.records.filter((r) => r.Origin === origin && r.Dest === destination);
      const route = await sameFromBoth(
        engine,
        indexed,
        `/performance/route?origin=${origin}&destination=${destination}&${range}&combine_periods=true&metrics=${METRICS.join(',')}`,
        'route-index',
      );
      expect(values(route.result)).toEqual(metricsOf(fileSums(endeavor.header, onRoute)));
    });
  });
});

describe('a T-100 month whose US-carrier file has SEATS and whose foreign-carrier file lacks it', () => {
  it('answers seats and load factor null for the month, exact per carrier group, and names the scope', async () => {
    const { us, foreign: others, files } = await writeT100Split(temp.dir());
    const records = [...us, ...others];
    // every record international: the two files hold the scopes I-US and I-FOREIGN
    expect(new Set(records.map((r) => Number(r.ORIGIN_WAC) < 100 && Number(r.DEST_WAC) < 100))).toEqual(
      new Set([false]),
    );
    await ingestPaths([...files, sample(MASTER)], { dataDir: temp.dataDir() });
    const total = (rows: readonly Rec[], column: string) => rows.reduce((t, r) => t + Number(r[column]), 0);
    const partial = { seats: [{ year: 2024, month: 1, scope: 'I-FOREIGN' }] };
    await withApps(temp.dataDir(), async (engine, indexed) => {
      const metrics = 'metrics=passengers,seats,load_factor';
      const month = await sameFromBoth(
        engine,
        indexed,
        `/traffic/segments/breakdown?by=total&year=2024&month=1&${metrics}`,
        'national-index',
      );
      expect(month.results.map((r: any) => [r.passengers.value, r.seats.value, r.load_factor.value])).toEqual(
        [[total(records, 'PASSENGERS'), null, null]],
      );
      expect(month.meta.partial).toEqual({ ...partial, load_factor: partial.seats });

      const groups = await sameFromBoth(
        engine,
        indexed,
        `/traffic/segments/breakdown?by=carrier_group&year=2024&month=1&${metrics}`,
        'national-index',
      );
      const group = (code: string) => groups.results.find((r: any) => r.carrier_group.code === code);
      const usSeats = total(us, 'SEATS');
      expect([group('us_international').seats.value, group('foreign').seats.value]).toEqual([usSeats, null]);
      expect(group('us_international').load_factor.value).toBe(
        Math.round((10_000 * total(us, 'PASSENGERS')) / usSeats) / 10_000,
      );

      // a route flown by US and foreign carriers mixes the files; one flown by US carriers only is exact
      const route = (r: Rec) => `${r.ORIGIN}|${r.DEST}`;
      const foreignRoutes = new Set(others.map(route));
      const busiest = (rows: readonly Rec[]) =>
        [...rows].sort((a, b) => Number(b.PASSENGERS) - Number(a.PASSENGERS))[0]!;
      const mixed = busiest(us.filter((r) => foreignRoutes.has(route(r))));
      const usOnly = busiest(us.filter((r) => !foreignRoutes.has(route(r))));
      const url = (r: Rec) =>
        `/traffic/segments/route?origin=${r.ORIGIN}&destination=${r.DEST}&year=2024&month=1&${metrics}`;
      const onRoute = (rows: readonly Rec[], r: Rec) => rows.filter((x) => route(x) === route(r));
      const both = await sameFromBoth(engine, indexed, url(mixed), 'route-index');
      expect([both.result.passengers.value, both.result.seats.value, both.result.load_factor.value]).toEqual([
        total([...onRoute(us, mixed), ...onRoute(others, mixed)], 'PASSENGERS'),
        null,
        null,
      ]);
      expect(both.meta.partial).toEqual({ ...partial, load_factor: partial.seats });
      const exact = await sameFromBoth(engine, indexed, url(usOnly), 'route-index');
      expect([exact.result.passengers.value, exact.result.seats.value]).toEqual([
        total(onRoute(us, usOnly), 'PASSENGERS'),
        total(onRoute(us, usOnly), 'SEATS'),
      ]);
    });
  });
});
