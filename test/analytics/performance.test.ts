import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataSnapshot } from '../../src/serving/context.js';
import { openTestApp } from '../support/app.js';
import { REFERENCE_ROWS, removeDir, writeTinyStore, type TableRow } from '../support/tiny-store.js';
import { expectRoundedTo, roundedTo } from '../support/precision.js';

/** On-time aggregate rows written by hand; expectations below are computed from these arrays in plain JS. */
function row(
  month: number,
  carrier: string,
  origin: string,
  destination: string,
  dayofweek: number,
  cancellationcode: string | null,
  flights: number,
  cancelled: number,
  diverted: number,
  arrDelayed: number,
  arrDelayMinutes: number,
  depDelayMinutes: number,
): TableRow {
  return {
    year: 2024,
    month,
    origin,
    destination,
    carrier,
    dayofweek,
    cancellationcode,
    distancegroup: origin === 'BOS' && destination === 'LAX' ? 6 : 2,
    record_count: flights,
    flights,
    cancelled,
    diverted,
    dep_delayed: arrDelayed,
    arr_delayed: arrDelayed,
    dep_delay_minutes: depDelayMinutes,
    arr_delay_minutes: arrDelayMinutes,
    total_distance: flights * 2611,
    air_time: (flights - cancelled - diverted) * 330,
    taxi_out: (flights - cancelled) * 18,
    taxi_in: (flights - cancelled - diverted) * 7,
    elapsed_time: (flights - cancelled - diverted) * 355,
  };
}

const JAN = [
  row(1, 'AA', 'BOS', 'LAX', 1, null, 20, 0, 1, 4, 300, 280),
  row(1, 'AA', 'BOS', 'LAX', 2, 'B', 2, 2, 0, 0, 0, 0),
  row(1, 'B6', 'BOS', 'LAX', 1, null, 30, 0, 0, 9, 500, 420),
  row(1, 'DL', 'ATL', 'MCO', 3, null, 50, 0, 0, 5, 250, 260),
];
const FEB = [
  row(2, 'AA', 'BOS', 'LAX', 1, null, 18, 0, 0, 2, 100, 90),
  row(2, 'B6', 'BOS', 'LAX', 5, 'A', 1, 1, 0, 0, 0, 0),
  row(2, 'B6', 'BOS', 'LAX', 5, null, 25, 0, 0, 10, 700, 650),
];

type Row = ReturnType<typeof row>;
const sumOf = (rows: readonly Row[], column: string) => rows.reduce((s, r) => s + Number(r[column]), 0);
const expected = (rows: readonly Row[]) => {
  const flights = sumOf(rows, 'flights');
  const cancelled = sumOf(rows, 'cancelled');
  const diverted = sumOf(rows, 'diverted');
  const arrDelayed = sumOf(rows, 'arr_delayed');
  return {
    flights,
    on_time_pct: (100 * (flights - cancelled - diverted - arrDelayed)) / flights,
    cancel_pct: (100 * cancelled) / flights,
    avg_arr_delay: sumOf(rows, 'arr_delay_minutes') / (flights - cancelled - diverted),
    avg_dep_delay: sumOf(rows, 'dep_delay_minutes') / (flights - cancelled),
    divert_pct: (100 * diverted) / flights,
  };
};

let dir: string;
let snapshot: DataSnapshot;
let app: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  dir = await writeTinyStore([
    ...REFERENCE_ROWS,
    { table: 'ontime', period: '2024-01', rows: JAN },
    { table: 'ontime', period: '2024-02', rows: FEB },
  ]);
  ({ app, snapshot, close } = await openTestApp(dir));
});

afterAll(async () => {
  await close();
  await removeDir(dir);
});

async function get(url: string) {
  const response = await app.inject(url);
  return { status: response.statusCode, body: response.json<Record<string, any>>() };
}

const bosLax = (rows: readonly Row[]) => rows.filter((r) => r.origin === 'BOS' && r.destination === 'LAX');

describe('GET /performance/route', () => {
  it('answers one month with the base metrics and the full airport objects', async () => {
    const { status, body } = await get('/performance/route?origin=bos&destination=LAX&year=2024&month=1');
    expect(status).toBe(200);
    const e = expected(bosLax(JAN));
    expect(body.meta).toEqual({
      year: 2024,
      month: 1,
      metrics: ['flights', 'on_time_pct', 'cancel_pct', 'avg_arr_delay'],
      origin: {
        iata_code: 'BOS',
        airport_id: 10721,
        city_market_id: 30721,
        name: 'Logan International',
        city: 'Boston, MA',
        state: 'MA',
        state_fips: '25',
        country: 'US',
        world_area_code: 13,
        latitude: 42.3643,
        longitude: -71.005203,
      },
      destination: expect.objectContaining({ iata_code: 'LAX', world_area_code: 91 }),
      mode: 'single',
      filters: {},
      data_version: snapshot.dataVersion,
    });
    expect(body.result.flights).toEqual({ value: e.flights });
    expectRoundedTo(body.result.on_time_pct.value, e.on_time_pct);
    expectRoundedTo(body.result.cancel_pct.value, e.cancel_pct);
    expectRoundedTo(body.result.avg_arr_delay.value, e.avg_arr_delay);
  });

  it('applies filters and echoes them normalized', async () => {
    const { body } = await get(
      '/performance/route?origin=BOS&destination=LAX&year=2024&month=1&carrier=aa&metrics=flights,avg_dep_delay,divert_pct',
    );
    const e = expected(bosLax(JAN).filter((r) => r.carrier === 'AA'));
    expect(body.meta.filters).toEqual({ carrier: 'AA' });
    expect(body.result.flights.value).toBe(e.flights);
    expectRoundedTo(body.result.avg_dep_delay.value, e.avg_dep_delay);
    expectRoundedTo(body.result.divert_pct.value, e.divert_pct);
    const cancelled = await get(
      '/performance/route?origin=BOS&destination=LAX&year=2024&month=1&cancellationcode=B',
    );
    expect(cancelled.body.result.flights.value).toBe(2);
    expect(cancelled.body.result.avg_arr_delay.value).toBeNull();
  });

  it('answers a range chronologically, with zeros and nulls for a route without flights in a month', async () => {
    const { body } = await get(
      '/performance/route?origin=ATL&destination=MCO&start_year=2024&start_month=1&end_year=2024&end_month=2&metrics=flights,on_time_pct',
    );
    expect(body.meta.mode).toBe('range');
    expect(body.meta.periods).toEqual([
      { year: 2024, month: 1 },
      { year: 2024, month: 2 },
    ]);
    expect(body.meta.missing_periods).toEqual([]);
    expect(body.results).toEqual([
      { year: 2024, month: 1, result: { flights: { value: 50 }, on_time_pct: { value: 90 } } },
      { year: 2024, month: 2, result: { flights: { value: 0 }, on_time_pct: { value: null } } },
    ]);
  });

  it('lists periods that are not loaded, and answers 404 no-data when none is', async () => {
    const { body } = await get(
      '/performance/route?origin=BOS&destination=LAX&start_year=2023&end_year=2024&months=2',
    );
    expect(body.meta.mode).toBe('specific');
    expect(body.meta.missing_periods).toEqual([{ year: 2023, month: 2 }]);
    expect(body.results.map((r: { month: number }) => r.month)).toEqual([2]);
    const none = await get('/performance/route?origin=BOS&destination=LAX&year=2020&month=5');
    expect(none.status).toBe(404);
    expect(none.body.type).toBe('/problems/no-data');
    expect(none.body.coverage).toEqual({
      dataset: 'ontime',
      grain: 'month',
      first_period: '2024-01',
      last_period: '2024-02',
      period_count: 2,
    });
  });

  it('selects the most recent loaded months with limit_results alone, and keeps the most recent with limit', async () => {
    const latest = await get('/performance/route?origin=BOS&destination=LAX&limit_results=true');
    expect(latest.body.meta.mode).toBe('range');
    expect(latest.body.results.map((r: { month: number }) => r.month)).toEqual([1, 2]);
    const limited = await get(
      '/performance/route?origin=BOS&destination=LAX&start_year=2024&start_month=1&end_year=2024&end_month=2&limit=1',
    );
    expect(limited.body.results.map((r: { month: number }) => r.month)).toEqual([2]);
  });
});

describe('GET /performance/breakdown', () => {
  it('groups by carrier with shares over all groups, sorted by the first metric', async () => {
    const { body } = await get(
      '/performance/breakdown?by=carrier&year=2024&month=1&metrics=flights,on_time_pct',
    );
    const all = expected(JAN);
    const aa = expected(JAN.filter((r) => r.carrier === 'AA'));
    expect(body.meta).toMatchObject({
      year: 2024,
      month: 1,
      breakdown_by: ['carrier'],
      metrics: ['flights', 'on_time_pct'],
      count: 3,
      sort_by: 'flights',
      sort_order: 'desc',
      limit: 50,
      total_count: 3,
      truncated: false,
      mode: 'single',
    });
    expect(body.results.map((r: any) => r.carrier.carrier_code)).toEqual(['DL', 'B6', 'AA']);
    const aaRow = body.results[2];
    expect(aaRow.carrier).toEqual({
      carrier_code: 'AA',
      carrier_name: 'American Airlines Inc.',
      airline_id: 19805,
    });
    expect(aaRow.flights.value).toBe(22);
    expectRoundedTo(aaRow.flights.share, (100 * 22) / all.flights);
    expectRoundedTo(aaRow.on_time_pct.value, aa.on_time_pct);
    expectRoundedTo(aaRow.on_time_pct.share, (100 * aa.on_time_pct) / all.on_time_pct);
  });

  it('honours sort_by, sort_order and limit, reporting the total before the limit', async () => {
    const { body } = await get(
      '/performance/breakdown?by=origin,dayofweek&year=2024&month=1&metrics=flights&sort_by=dayofweek&sort_order=asc&limit=2',
    );
    expect(body.meta).toMatchObject({
      count: 2,
      total_count: 3,
      truncated: true,
      sort_by: 'dayofweek',
      sort_order: 'asc',
    });
    expect(body.results[0].dayofweek).toEqual({ code: 1, name: 'Monday' });
    expect(body.results[0].origin).toMatchObject({ iata_code: 'BOS', airport_id: 10721 });
    expect(body.results[0].flights).toEqual({ value: 50, share: roundedTo((100 * 50) / 102) });
  });

  it('shows coded dimensions as {code, name}', async () => {
    const { body } = await get(
      '/performance/breakdown?by=cancellationcode,distancegroup&year=2024&month=2&metrics=flights',
    );
    expect(body.results).toEqual([
      {
        cancellationcode: null,
        distancegroup: { code: 6, name: '2500-2999 miles' },
        flights: { value: 43, share: roundedTo((100 * 43) / 44) },
      },
      {
        cancellationcode: { code: 'A', name: 'Carrier' },
        distancegroup: { code: 6, name: '2500-2999 miles' },
        flights: { value: 1, share: roundedTo((100 * 1) / 44) },
      },
    ]);
  });

  it('answers multi-period breakdowns as flat rows per period with a per-period limit', async () => {
    const { body } = await get(
      '/performance/breakdown?by=carrier&start_year=2024&start_month=1&end_year=2024&end_month=2&metrics=flights&limit=1&origin=BOS',
    );
    expect(body.meta).toMatchObject({ mode: 'range', count: 2, total_count: 4, truncated: true, limit: 1 });
    expect(body.meta.origin).toMatchObject({ iata_code: 'BOS' });
    expect(body.results).toEqual([
      {
        year: 2024,
        month: 1,
        carrier: expect.objectContaining({ carrier_code: 'B6' }),
        flights: { value: 30, share: roundedTo((100 * 30) / 52) },
      },
      {
        year: 2024,
        month: 2,
        carrier: expect.objectContaining({ carrier_code: 'B6' }),
        flights: { value: 26, share: roundedTo((100 * 26) / 44) },
      },
    ]);
  });
});

describe('performance parameter rules', () => {
  const cases: [string, number, string, string][] = [
    ['/performance/route?destination=LAX&year=2024&month=1', 400, 'missing-parameter', 'origin'],
    ['/performance/route?origin=BOS&destination=LAX&year=2024', 400, 'missing-parameter', 'month'],
    ['/performance/route?origin=BOS&destination=LAX', 400, 'missing-parameter', 'year'],
    ['/performance/route?origin=BOS&destination=LAX&year=2024&month=13', 400, 'invalid-parameter', 'month'],
    ['/performance/route?origin=XXX&destination=LAX&year=2024&month=1', 400, 'invalid-parameter', 'origin'],
    [
      '/performance/route?origin=BOS&destination=LAX&year=2024&month=1&carrier=ZZ',
      400,
      'invalid-parameter',
      'carrier',
    ],
    [
      '/performance/route?origin=BOS&destination=LAX&year=2024&month=1&colour=red',
      400,
      'unknown-parameter',
      'colour',
    ],
    [
      '/performance/route?origin=BOS&destination=LAX&year=2024&month=1&month=2',
      400,
      'invalid-parameter',
      'month',
    ],
    [
      '/performance/route?origin=BOS&destination=LAX&year=2024&month=1&start_year=2024',
      400,
      'conflicting-parameters',
      'start_year',
    ],
    [
      '/performance/route?origin=BOS&destination=LAX&year=2024&month=1&dayofweek=8',
      400,
      'invalid-parameter',
      'dayofweek',
    ],
    [
      '/performance/route?origin=BOS&destination=LAX&year=2024&month=1&cancellationcode=E',
      400,
      'invalid-parameter',
      'cancellationcode',
    ],
    [
      '/performance/route?origin=BOS&destination=LAX&year=2024&month=1&distancegroup=26',
      400,
      'invalid-parameter',
      'distancegroup',
    ],
    [
      '/performance/route?origin=BOS&destination=LAX&year=2024&month=1&metrics=flights,nope',
      400,
      'invalid-parameter',
      'metrics',
    ],
    [
      '/performance/route?origin=BOS&destination=LAX&year=2024&month=1&metrics=flights,',
      400,
      'invalid-parameter',
      'metrics',
    ],
    [
      '/performance/route?origin=BOS&destination=LAX&year=2024&month=1&limit=101',
      400,
      'invalid-parameter',
      'limit',
    ],
    [
      '/performance/route?origin=BOS&destination=LAX&start_year=2019&start_month=1&end_year=2024&end_month=1',
      400,
      'range-too-large',
      'start_month',
    ],
    [
      '/performance/route?origin=BOS&destination=LAX&start_year=2024&start_month=3&end_year=2024&end_month=1',
      400,
      'invalid-parameter',
      'start_year',
    ],
    [
      '/performance/route?origin=BOS&destination=LAX&start_year=2019&end_year=2024&months=1,2,3,4,5,6,7,8,9,10,11',
      400,
      'range-too-large',
      'months',
    ],
    [
      '/performance/route?origin=BOS&destination=LAX&start_year=2024&end_year=2024',
      400,
      'missing-parameter',
      'start_month',
    ],
    [
      '/performance/route?origin=BOS&destination=LAX&start_year=2024&end_year=2024&months=0',
      400,
      'invalid-parameter',
      'months',
    ],
    [
      '/performance/route?origin=BOS&destination=LAX&year=2024&quarter=1',
      400,
      'unknown-parameter',
      'quarter',
    ],
    ['/performance/breakdown?year=2024&month=1', 400, 'missing-parameter', 'by'],
    ['/performance/breakdown?by=carrier,plane&year=2024&month=1', 400, 'invalid-parameter', 'by'],
    [
      '/performance/breakdown?by=carrier&carrier=AA&year=2024&month=1',
      400,
      'conflicting-parameters',
      'carrier',
    ],
    [
      '/performance/breakdown?by=carrier&year=2024&month=1&sort_by=seats',
      400,
      'invalid-parameter',
      'sort_by',
    ],
    [
      '/performance/breakdown?by=carrier&year=2024&month=1&sort_order=up',
      400,
      'invalid-parameter',
      'sort_order',
    ],
    [
      '/performance/breakdown?by=carrier&start_year=2024&start_month=1&end_year=2024&end_month=2&sort_by=flights',
      400,
      'conflicting-parameters',
      'sort_by',
    ],
    [
      '/performance/breakdown?by=carrier&start_year=2024&start_month=1&end_year=2024&end_month=2&limit=51',
      400,
      'invalid-parameter',
      'limit',
    ],
    ['/performance/breakdown?by=carrier&year=2024&month=1&limit=0', 400, 'invalid-parameter', 'limit'],
    [
      '/performance/breakdown?by=carrier&year=2024&month=1&limit_results=maybe',
      400,
      'invalid-parameter',
      'limit_results',
    ],
  ];
  it.each(cases)('%s -> %i %s naming %s', async (url, status, code, parameter) => {
    const { status: actual, body } = await get(url);
    expect(actual).toBe(status);
    expect(body.type).toBe(`/problems/${code}`);
    expect(body.errors.map((e: { parameter: string }) => e.parameter)).toContain(parameter);
  });

  it('says the sentence of a time-mode clash once, naming each parameter in its own entry', async () => {
    const { status, body } = await get(
      '/performance/route?origin=BOS&destination=LAX&year=2024&month=1&start_year=2024&start_month=1&end_year=2024&end_month=2',
    );
    expect(status).toBe(400);
    expect(body.type).toBe('/problems/conflicting-parameters');
    const parameters = body.errors.map((e: { parameter: string }) => e.parameter);
    expect(parameters.length).toBeGreaterThan(1);
    expect(new Set(parameters).size).toBe(parameters.length);
    const sentences = [...new Set(body.errors.map((e: { message: string }) => e.message))];
    expect(sentences).toHaveLength(1);
    expect(body.detail).toBe(sentences[0]);
  });

  it('reports every mistake of a request at once', async () => {
    const { body } = await get('/performance/breakdown?by=carrier&year=1900&month=0&dayofweek=9');
    expect(body.errors.map((e: { parameter: string }) => e.parameter).sort()).toEqual([
      'dayofweek',
      'month',
      'year',
    ]);
  });
});
