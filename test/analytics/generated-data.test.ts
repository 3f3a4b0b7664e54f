import type { FastifyInstance } from 'fastify';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { getOk, openTestApp } from '../support/app.js';
import { readZippedCsv } from '../support/csv.js';
import { expectRoundedTo } from '../support/precision.js';

/**
 * Every value below is computed a second way: straight from the raw generated BTS records (parsed here with a
 * simple CSV reader), never through the service's storage or SQL.
 */
const { rawDir, dataDir } = inject('dataset');
let app: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, close } = await openTestApp(dataDir));
});
afterAll(async () => {
  await close();
});

const get = (url: string): Promise<any> => getOk(app, url);

type Raw = Record<string, string>;
const n = (value: string | undefined) => (value === undefined || value === '' ? 0 : Number(value));
const sum = (rows: readonly Raw[], column: string) => rows.reduce((s, r) => s + n(r[column]), 0);
const ontime = (month: number) =>
  readZippedCsv(join(rawDir, `On_Time_Reporting_Carrier_On_Time_Performance_1987_present_2025_${month}.zip`));
const segments = (month: number) =>
  readZippedCsv(join(rawDir, `T_T100_SEGMENT_ALL_CARRIER_2025_${month}.zip`));
const markets = (month: number) => readZippedCsv(join(rawDir, `T_T100_MARKET_ALL_CARRIER_2025_${month}.zip`));

function performance(rows: readonly Raw[]) {
  const flights = sum(rows, 'Flights');
  const cancelled = sum(rows, 'Cancelled');
  const diverted = sum(rows, 'Diverted');
  const arrived = flights - cancelled - diverted;
  return {
    flights,
    cancelled,
    diverted,
    on_time_pct: (100 * (arrived - sum(rows, 'ArrDel15'))) / flights,
    cancel_pct: (100 * cancelled) / flights,
    divert_pct: (100 * diverted) / flights,
    avg_dep_delay: sum(rows, 'DepDelayMinutes') / (flights - cancelled),
    avg_arr_delay: sum(rows, 'ArrDelayMinutes') / arrived,
    avg_taxi_out: sum(rows, 'TaxiOut') / (flights - cancelled),
    avg_taxi_in: sum(rows, 'TaxiIn') / arrived,
    avg_air_time: sum(rows, 'AirTime') / arrived,
    avg_elapsed_time: sum(rows, 'ActualElapsedTime') / arrived,
    total_distance: sum(rows, 'Distance'),
  };
}

function busiest(rows: readonly Raw[], origin: string, dest: string): [string, string] {
  const counts = new Map<string, number>();
  for (const r of rows)
    counts.set(`${r[origin]}-${r[dest]}`, (counts.get(`${r[origin]}-${r[dest]}`) ?? 0) + 1);
  const top = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]![0];
  return top.split('-') as [string, string];
}

const PERFORMANCE_METRICS = [
  'flights',
  'cancelled',
  'diverted',
  'on_time_pct',
  'cancel_pct',
  'divert_pct',
  'avg_dep_delay',
  'avg_arr_delay',
  'avg_taxi_out',
  'avg_taxi_in',
  'avg_air_time',
  'avg_elapsed_time',
  'total_distance',
] as const;

/** Metrics that are plain ratios, answered with 4 decimals (the others with 2). */
const RATIOS = new Set([
  'load_factor',
  'departures_completion_rate',
  'avg_seats_per_departure',
  'avg_passengers_per_departure',
]);

function expectMetrics(
  actual: Record<string, { value: number | null }>,
  expected: Record<string, number>,
  ids: readonly string[],
) {
  for (const id of ids) {
    const want = expected[id]!;
    if (Number.isFinite(want)) expectRoundedTo(actual[id]?.value, want, RATIOS.has(id) ? 4 : 2);
    else expect(actual[id]?.value, id).toBeNull();
  }
}

describe('performance endpoints against the raw on-time records', () => {
  it('answers a single-month route with every metric', async () => {
    const rows = await ontime(5);
    const [origin, dest] = busiest(rows, 'Origin', 'Dest');
    const route = rows.filter((r) => r.Origin === origin && r.Dest === dest);
    const body = await get(
      `/performance/route?origin=${origin}&destination=${dest}&year=2025&month=5&metrics=${PERFORMANCE_METRICS.join(',')}`,
    );
    expectMetrics(body.result, performance(route), PERFORMANCE_METRICS);
  });

  it('answers a range and specific months period by period', async () => {
    const months = [await ontime(4), await ontime(5), await ontime(6)];
    const [origin, dest] = busiest(months[1]!, 'Origin', 'Dest');
    const range = await get(
      `/performance/route?origin=${origin}&destination=${dest}&start_year=2025&start_month=4&end_year=2025&end_month=6&metrics=flights,on_time_pct,avg_arr_delay`,
    );
    expect(range.results.map((r: any) => r.month)).toEqual([4, 5, 6]);
    range.results.forEach((result: any, i: number) => {
      const route = months[i]!.filter((r) => r.Origin === origin && r.Dest === dest);
      expectMetrics(result.result, performance(route), ['flights', 'on_time_pct', 'avg_arr_delay']);
    });
    const specific = await get(
      `/performance/route?origin=${origin}&destination=${dest}&start_year=2025&end_year=2025&months=6,4&metrics=flights`,
    );
    expect(specific.results.map((r: any) => [r.month, r.result.flights.value])).toEqual([
      [4, months[0]!.filter((r) => r.Origin === origin && r.Dest === dest).length],
      [6, months[2]!.filter((r) => r.Origin === origin && r.Dest === dest).length],
    ]);
  });

  it('breaks a month down by carrier with shares of the national totals', async () => {
    const rows = await ontime(6);
    const body = await get(
      '/performance/breakdown?by=carrier&year=2025&month=6&metrics=flights,avg_dep_delay,cancel_pct&limit=100',
    );
    const all = performance(rows);
    const carriers = [...new Set(rows.map((r) => r.Reporting_Airline!))];
    expect(body.meta.total_count).toBe(carriers.length);
    expect(body.results).toHaveLength(carriers.length);
    for (const row of body.results) {
      const own = performance(rows.filter((r) => r.Reporting_Airline === row.carrier.carrier_code));
      expect(row.flights.value).toBe(own.flights);
      expectRoundedTo(row.flights.share, (100 * own.flights) / all.flights);
      expectRoundedTo(row.avg_dep_delay.value, own.avg_dep_delay);
      expectRoundedTo(row.cancel_pct.share, (100 * own.cancel_pct) / all.cancel_pct);
    }
    const flights = body.results.map((r: any) => r.flights.value);
    expect(flights).toEqual([...flights].sort((a: number, b: number) => b - a));
  });

  it('breaks down by day of week and cancellation code in a multi-month request', async () => {
    const rows = [...(await ontime(4)), ...(await ontime(5))];
    const body = await get(
      '/performance/breakdown?by=cancellationcode&start_year=2025&start_month=4&end_year=2025&end_month=5&metrics=flights&dayofweek=1',
    );
    for (const row of body.results) {
      const code = row.cancellationcode?.code ?? '';
      const expected = rows.filter(
        (r) => Number(r.Month) === row.month && r.DayOfWeek === '1' && r.CancellationCode === code,
      ).length;
      expect(row.flights.value, `${row.month} ${code}`).toBe(expected);
    }
    expect(body.meta.filters).toEqual({ dayofweek: 1 });
  });
});

function segmentMetrics(rows: readonly Raw[]) {
  const passengers = sum(rows, 'PASSENGERS');
  const seats = sum(rows, 'SEATS');
  const performed = sum(rows, 'DEPARTURES_PERFORMED');
  const weighted = (a: string, b: string) => rows.reduce((s, r) => s + n(r[a]) * n(r[b]), 0);
  return {
    passengers,
    seats,
    departures_performed: performed,
    freight: sum(rows, 'FREIGHT'),
    mail: sum(rows, 'MAIL'),
    distance: sum(rows, 'DISTANCE') / rows.length,
    load_factor: passengers / seats,
    available_seat_miles: weighted('SEATS', 'DISTANCE'),
    revenue_passenger_miles: weighted('PASSENGERS', 'DISTANCE'),
    avg_stage_length: weighted('DISTANCE', 'DEPARTURES_PERFORMED') / performed,
    departures_completion_rate: performed / sum(rows, 'DEPARTURES_SCHEDULED'),
    avg_seats_per_departure: seats / performed,
    avg_passengers_per_departure: passengers / performed,
  };
}
const SEGMENT_METRICS = Object.keys(
  segmentMetrics([{ PASSENGERS: '1', SEATS: '1', DEPARTURES_PERFORMED: '1', DEPARTURES_SCHEDULED: '1' }]),
);

describe('traffic endpoints against the raw T-100 records', () => {
  it('answers a segment route with every metric', async () => {
    const rows = await segments(6);
    const [origin, dest] = busiest(rows, 'ORIGIN', 'DEST');
    const body = await get(
      `/traffic/segments/route?origin=${origin}&destination=${dest}&year=2025&month=6&metrics=${SEGMENT_METRICS.join(',')}`,
    );
    expectMetrics(
      body.result,
      segmentMetrics(rows.filter((r) => r.ORIGIN === origin && r.DEST === dest)),
      SEGMENT_METRICS,
    );
    expect(body.meta.origin).toEqual({ iata_code: origin, name: expect.any(String) });
  });

  it('breaks segments down by carrier and aircraft type over a range, per month', async () => {
    const byMonth = new Map([
      [7, await segments(7)],
      [8, await segments(8)],
    ]);
    const body = await get(
      '/traffic/segments/breakdown?by=carrier,aircraft_type&start_year=2025&start_month=7&end_year=2025&end_month=8&metrics=passengers,load_factor&limit=50',
    );
    expect(body.meta.mode).toBe('range');
    for (const row of body.results) {
      const rows = byMonth
        .get(row.month)!
        .filter(
          (r) =>
            r.UNIQUE_CARRIER === row.carrier.carrier_code &&
            Number(r.AIRCRAFT_TYPE) === row.aircraft_type.aircraft_type_id,
        );
      const expected = segmentMetrics(rows);
      expect(row.passengers.value).toBe(expected.passengers);
      if (Number.isFinite(expected.load_factor))
        expectRoundedTo(row.load_factor.value, expected.load_factor, 4);
    }
    const groups = (month: number) =>
      new Set(byMonth.get(month)!.map((r) => `${r.UNIQUE_CARRIER}/${r.AIRCRAFT_TYPE}`)).size;
    expect(body.meta.total_count).toBe(groups(7) + groups(8));
  });

  it('answers market routes and breakdowns by region with the mean distance', async () => {
    const rows = await markets(4);
    const [origin, dest] = busiest(rows, 'ORIGIN', 'DEST');
    const route = rows.filter((r) => r.ORIGIN === origin && r.DEST === dest);
    const body = await get(
      `/traffic/markets/route?origin=${origin}&destination=${dest}&year=2025&month=4&metrics=passengers,freight,mail,distance`,
    );
    expectMetrics(body.result, segmentMetrics(route), ['passengers', 'freight', 'mail', 'distance']);
    const regions = await get('/traffic/markets/breakdown?by=region&year=2025&month=4&metrics=passengers');
    for (const row of regions.results) {
      expect(row.passengers.value).toBe(
        sum(
          rows.filter((r) => r.REGION === row.region.code),
          'PASSENGERS',
        ),
      );
    }
  });

  it('names every carrier entity, in every operation region, as its carrier and region (issue #29 point 7)', async () => {
    const rows = await segments(6);
    const REGION_NAMES: Record<string, string> = {
      D: 'Domestic',
      A: 'Atlantic',
      P: 'Pacific',
      L: 'Latin America',
      I: 'International',
      S: 'System',
    };
    const expected = new Map(
      rows.map((r) => [
        r.UNIQUE_CARRIER_ENTITY!,
        `${r.UNIQUE_CARRIER_NAME} (${REGION_NAMES[r.REGION!] ?? r.REGION})`,
      ]),
    );
    expect([...expected.keys()].some((entity) => !entity.endsWith('D'))).toBe(true);
    // a breakdown answers at most 100 rows: one per operation region
    const named = new Map<string, string | null>();
    for (const region of new Set(rows.map((r) => r.REGION!))) {
      const body = await get(
        `/traffic/segments/breakdown?by=carrier_entity&region=${region}&year=2025&month=6&metrics=passengers&limit=100`,
      );
      expect(body.meta.truncated).toBe(false);
      for (const row of body.results as { carrier_entity: { code: string; name: string | null } }[]) {
        named.set(row.carrier_entity.code, row.carrier_entity.name);
      }
    }
    expect(named).toEqual(expected);
  });
});
