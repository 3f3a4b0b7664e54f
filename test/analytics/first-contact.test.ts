import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANALYTICS_ENDPOINTS } from '../../src/catalog/index.js';
import { buildApp } from '../../src/http/app.js';
import type { DataSnapshot } from '../../src/serving/context.js';
import { openSnapshot, staticContext } from '../../src/serving/snapshot.js';
import { REFERENCE_ROWS, removeDir, writeTinyStore, type TableRow } from '../support/tiny-store.js';
import { duckdbBackend } from '../../src/backends/duckdb.js';

/**
 * What a new user meets first (issue #13, "Wrong or missing"), over a store written by hand so that every
 * expected value below is computed from the rows here.
 */
let dir: string;
let snapshot: DataSnapshot;
let app: FastifyInstance;

const flightRow = (carrier: string, cancellationcode: string | null, flights: number): TableRow => ({
  year: 2025,
  month: 6,
  origin: 'ATL',
  destination: 'LAX',
  carrier,
  dayofweek: 1,
  cancellationcode,
  distancegroup: 4,
  record_count: flights,
  flights,
  cancelled: cancellationcode === null ? 0 : flights,
});
const db1cRow = (month: number, purwingrp: string | null, passengers: number): TableRow => ({
  year: 2025,
  quarter: Math.ceil(month / 3),
  month,
  origin: 'ATL',
  destination: 'LAX',
  rpcarrier: 'DL',
  opcarrier: 'DL',
  mktcarrier: 'DL',
  purwingrp,
  record_count: 1,
  passengers,
  revenue: passengers * 300.1,
  tax_cost: passengers * 30,
  total_distance: passengers * 1946,
  nonstop_miles: passengers * 1946,
});

const segmentRow = (carrierEntity: string, passengers: number): TableRow => ({
  year: 2025,
  quarter: 2,
  month: 6,
  origin: 'ATL',
  destination: 'LAX',
  carrier: 'DL',
  carrier_entity: carrierEntity,
  region: 'D',
  record_count: 1,
  passengers,
});
const db1bRow = (passengers: number): TableRow => ({
  year: 2025,
  quarter: 2,
  origin: 'ATL',
  destination: 'LAX',
  tkcarrier: 'DL',
  opcarrier: 'DL',
  rpcarrier: 'DL',
  fare_class: 'X',
  record_count: 1,
  passengers,
  revenue: passengers * 250,
  total_distance: passengers * 1946,
  nonstop_miles: passengers * 1946,
  // as ingest stores it for a market without a ground coupon (a null would be unknown: docs/API-CONTRACT.md §12)
  ground_passengers: 0,
});

const BEDFORD: TableRow = {
  airport_id: 10466,
  iata: 'BED',
  city_market_id: 30466,
  name: 'Laurence G. Hanscom Field',
  city: 'Bedford, MA',
  state: 'MA',
  state_fips: '25',
  country: 'US',
  wac: 13,
  latitude: 42.47,
  longitude: -71.289,
};

beforeAll(async () => {
  dir = await writeTinyStore([
    ...REFERENCE_ROWS.map((partition) =>
      partition.table === 'airports' ? { ...partition, rows: [...partition.rows, BEDFORD] } : partition,
    ),
    { table: 'ontime', period: '2025-06', rows: [flightRow('DL', null, 90), flightRow('DL', 'B', 10)] },
    {
      table: 'db1b_market',
      period: '2025-Q2',
      rows: [
        { ...db1bRow(7), revenue: 0.1 },
        // an interline market whose first coupon is a ground segment: fare class Y, one ground coupon
        { ...db1bRow(3), tkcarrier: '99', revenue: 0.2, fare_class: 'Y', ground_passengers: 3 },
      ],
    },
    {
      table: 'carrier_entities',
      rows: [
        { carrier_entity: '01260', carrier_code: 'DL', carrier_name: 'Delta Air Lines Inc.', region: 'D' },
        { carrier_entity: '11260', carrier_code: 'DL', carrier_name: 'Delta Air Lines Inc.', region: 'A' },
      ],
    },
    {
      table: 't100_segment',
      period: '2025-06',
      rows: [segmentRow('01260', 100), segmentRow('11260', 40), segmentRow('9ZZZZ', 5)],
    },
    { table: 'db1c_market', period: '2025-07', rows: [db1cRow(7, null, 4), db1cRow(7, '21AP', 6)] },
    { table: 'db1c_market', period: '2025-08', rows: [db1cRow(8, '2290', 5)] },
    { table: 'db1c_market', period: '2025-09', rows: [db1cRow(9, '91UP', 5)] },
  ]);
  snapshot = await openSnapshot(duckdbBackend({ dataDir: dir, engineConnections: 1, engineThreads: 1 }));
  app = await buildApp({ context: staticContext(snapshot) });
});

afterAll(async () => {
  await app.close();
  await snapshot.engine.close();
  await removeDir(dir);
});

const csvLines = async (url: string): Promise<string[]> => {
  const response = await app.inject(url);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
  return response.body.split('\r\n').slice(0, -1);
};

describe('CSV columns declared by the request', () => {
  it('flattens a null coded dimension under the same columns as its non-null values (item 1)', async () => {
    const lines = await csvLines(
      '/performance/breakdown?by=cancellationcode&year=2025&month=6&metrics=flights&format=csv',
    );
    expect(lines).toEqual([
      'cancellationcode_code,cancellationcode_name,flights_value,flights_share',
      ',,90,90',
      'B,Weather,10,10',
    ]);
  });

  it('does the same for the DB1C purchase window, null first or not', async () => {
    const lines = await csvLines(
      '/tickets/markets/breakdown?dataset=db1c&by=purwingrp&year=2025&month=7&metrics=passengers&sort_order=asc&format=csv',
    );
    expect(lines).toEqual([
      'purwingrp_code,purwingrp_name,passengers_value,passengers_share',
      ',,4,40',
      '21AP,Purchase up to 21 days before travel,6,60',
    ]);
  });

  it('writes the header row of an empty answer (item 2)', async () => {
    expect(
      await csvLines(
        '/performance/breakdown?by=carrier&year=2025&month=6&origin=BOS&metrics=flights&format=csv',
      ),
    ).toEqual(['carrier_carrier_code,carrier_carrier_name,carrier_airline_id,flights_value,flights_share']);
    expect(
      await csvLines(
        '/performance/breakdown?by=origin,dayofweek&start_year=2025&start_month=6&end_year=2025&end_month=6&carrier=UA&metrics=flights&format=csv',
      ),
    ).toEqual([
      'year,month,origin_iata_code,origin_airport_id,origin_city_market_id,origin_name,origin_city,origin_state,' +
        'origin_state_fips,origin_country,origin_world_area_code,origin_latitude,origin_longitude,dayofweek_code,dayofweek_name,flights_value,flights_share',
    ]);
    expect(
      await csvLines(
        '/performance/route?origin=ATL&destination=LAX&year=2025&month=6&carrier=UA&metrics=flights,cancelled&format=csv',
      ),
    ).toEqual(['year,month,flights_value,cancelled_value', '2025,6,0,0']);
  });
});

describe('problem documents name each parameter (item 7)', () => {
  const problem = async (url: string) => {
    const response = await app.inject(url);
    expect(response.statusCode).toBe(400);
    return response.json<{
      type: string;
      errors: { parameter: string; message: string; allowed?: string[] }[];
    }>();
  };

  it.each([
    [
      '/tickets/markets/route?origin=ATL&destination=LAX&dataset=db1c&year=2025&quarter=3&month=7',
      ['quarter', 'month'],
    ],
    [
      '/performance/route?origin=ATL&destination=LAX&year=2025&month=6&start_year=2025',
      ['year', 'month', 'start_year'],
    ],
    [
      '/tickets/coupons/route?origin=ATL&destination=LAX&year=2025&month=7&nonstop=true&purwingrp=21AP',
      ['nonstop', 'purwingrp'],
    ],
    [
      '/tickets/markets/route?origin=ATL&destination=LAX&year=2025&month=7&dataset=db1b',
      ['dataset', 'month'],
    ],
    [
      '/performance/breakdown?by=carrier&start_year=2025&start_month=6&end_year=2025&end_month=6&sort_by=flights&sort_order=asc',
      ['sort_by', 'sort_order'],
    ],
  ])('%s names %j, one entry each', async (url, parameters) => {
    const body = await problem(url);
    expect(body.type).toBe('/problems/conflicting-parameters');
    expect(body.errors.map((e) => e.parameter)).toEqual(parameters);
    expect(new Set(body.errors.map((e) => e.message)).size).toBe(1);
  });

  it('lists format among the allowed parameters of an unknown-parameter problem', async () => {
    for (const url of [
      '/performance/route?origin=ATL&destination=LAX&year=2025&month=6&colour=red',
      '/support/airports?colour=red',
    ]) {
      const body = await problem(url);
      expect(body.type).toBe('/problems/unknown-parameter');
      expect(body.errors[0]?.allowed).toContain('format');
    }
  });
});

describe('the DB1C hint (item 5)', () => {
  const route = '/tickets/markets/route?origin=ATL&destination=LAX&metrics=passengers';

  it('answers a 2025-Q3 ticket quarter without dataset with the request that has it', async () => {
    const response = await app.inject(`${route}&year=2025&quarter=3`);
    expect(response.statusCode).toBe(404);
    const send =
      '/tickets/markets/route?origin=ATL&destination=LAX&metrics=passengers&year=2025&quarter=3&dataset=db1c';
    expect(response.json()).toMatchObject({
      type: '/problems/no-data',
      detail: `none of the requested periods is loaded; db1b covers 2025-Q2 to 2025-Q2; dataset=db1c has 2025-Q3: send ${send}`,
      coverage: { dataset: 'db1b', first_period: '2025-Q2', last_period: '2025-Q2' },
      hint: { dataset: 'db1c', periods: ['2025-Q3'], request: send },
    });
    const followed = await app.inject(send);
    expect(followed.statusCode).toBe(200);
    expect(followed.json()).toMatchObject({
      meta: { dataset: 'db1c' },
      result: { passengers: { value: 20 } },
    });
  });

  it('gives the same hint for a range wholly past DB1B, and in meta for a range crossing into DB1C', async () => {
    const past = await app.inject(`${route}&start_year=2025&start_quarter=3&end_year=2025&end_quarter=4`);
    expect(past.statusCode).toBe(404);
    expect(past.json()).toMatchObject({
      hint: {
        dataset: 'db1c',
        periods: ['2025-Q3'],
        request: `${route}&start_year=2025&start_quarter=3&end_year=2025&end_quarter=4&dataset=db1c`,
      },
    });
    const crossing = await app.inject(`${route}&start_year=2025&start_quarter=2&end_year=2025&end_quarter=3`);
    expect(crossing.statusCode).toBe(200);
    expect(crossing.json()).toMatchObject({
      meta: {
        dataset: 'db1b',
        periods: [{ year: 2025, quarter: 2 }],
        missing_periods: [{ year: 2025, quarter: 3 }],
        hint: {
          dataset: 'db1c',
          periods: ['2025-Q3'],
          request: `${route}&start_year=2025&start_quarter=2&end_year=2025&end_quarter=3&dataset=db1c`,
        },
      },
      results: [{ year: 2025, quarter: 2, result: { passengers: { value: 10 } } }],
    });
  });

  it("quotes each request's own spelling in the hint, also when the same question was answered (cached) before", async () => {
    const first = `${route}&start_year=2025&start_quarter=2&end_year=2025&end_quarter=3`;
    const reordered = `/tickets/markets/route?end_quarter=3&end_year=2025&start_quarter=2&start_year=2025&metrics=passengers&destination=LAX&origin=ATL`;
    const hintOf = async (url: string) =>
      (await app.inject(url)).json<{ meta: { hint: { request: string } } }>().meta.hint.request;
    expect(await hintOf(first)).toBe(`${first}&dataset=db1c`);
    expect(await hintOf(reordered)).toBe(`${reordered}&dataset=db1c`);
    expect(await hintOf(first)).toBe(`${first}&dataset=db1c`);
  });

  it('gives no hint when the other dataset lacks the periods too', async () => {
    const response = await app.inject(`${route}&year=2026&quarter=1`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).not.toHaveProperty('hint');
  });
});

describe('airport search (item 8)', () => {
  const iatas = async (url: string): Promise<string[]> => {
    const response = await app.inject(url);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ results: { iata: string }[] }>().results.map((r) => r.iata);
  };

  it('finds a city by a case-insensitive prefix or by whole words', async () => {
    expect(await iatas('/support/airports?city=chicago')).toEqual(['ORD']);
    expect(await iatas('/support/airports?city=CHICAGO,%20il')).toEqual(['ORD']);
    expect(await iatas('/support/airports?city=angeles')).toEqual(['LAX']);
    expect(await iatas('/support/airports?city=los%20angeles')).toEqual(['LAX']);
    expect(await iatas('/support/airports?city=hicago')).toEqual([]);
    expect(await iatas('/support/airports?city=a')).toEqual(['ATL']);
  });

  it('ranks the exact code first, then names, when q is given without order_by', async () => {
    // BED (Bedford, airport_id below ORD's) contains "ord" inside a word; ORD is the exact code
    expect(await iatas('/support/airports?q=ord')).toEqual(['ORD', 'BED']);
    expect(await iatas('/support/airports?q=ord&order_by=airport_id')).toEqual(['BED', 'ORD']);
    // "Angeles" starts a word of LAX's name; the others only contain "an" (then by airport_id)
    expect(await iatas('/support/airports?q=an')).toEqual(['LAX', 'ATL', 'BED', 'BOS', 'MCO']);
  });
});

describe('names of codes BTS describes (item 9)', () => {
  it('names carrier 99 as more than one carrier', async () => {
    const response = await app.inject(
      '/tickets/markets/breakdown?by=tkcarrier&year=2025&quarter=2&metrics=passengers',
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ results: unknown[] }>().results).toEqual([
      {
        tkcarrier: { carrier_code: 'DL', carrier_name: 'Delta Air Lines Inc.', airline_id: 19790 },
        passengers: { value: 7, share: 70 },
      },
      {
        tkcarrier: {
          carrier_code: '99',
          carrier_name: 'More than one carrier (itinerary not on-line)',
          airline_id: null,
        },
        passengers: { value: 3, share: 30 },
      },
    ]);
  });

  it('names each carrier entity from the Carrier Decode reference: carrier and operation region', async () => {
    const response = await app.inject(
      '/traffic/segments/breakdown?by=carrier_entity&year=2025&month=6&metrics=passengers',
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(
      response.json<{ results: { carrier_entity: unknown }[] }>().results.map((r) => r.carrier_entity),
    ).toEqual([
      { code: '01260', name: 'Delta Air Lines Inc. (Domestic)' },
      { code: '11260', name: 'Delta Air Lines Inc. (Atlantic)' },
      { code: '9ZZZZ', name: null },
    ]);
  });
});

describe('values rounded at the edge (item 10)', () => {
  it('rounds money to cents after summing, and documents the precision', async () => {
    // two fares whose float sum is 0.30000000000000004 and whose mean is 0.030000000000000002
    const body = (
      await app.inject(
        '/tickets/markets/breakdown?by=tkcarrier&year=2025&quarter=2&metrics=revenue,avg_fare,circuity&origin=ATL&destination=LAX',
      )
    ).json<{ results: Record<string, { value: number; share?: number }>[] }>();
    // sorted by revenue; a ratio's share is of the ratio over all groups, so it can pass 100
    expect(body.results.map((r) => [r.revenue, r.avg_fare, r.circuity])).toEqual([
      [
        { value: 0.2, share: 66.67 },
        { value: 0.07, share: 222.22 },
        { value: 1, share: 100 },
      ],
      [
        { value: 0.1, share: 33.33 },
        { value: 0.01, share: 47.62 },
        { value: 1, share: 100 },
      ],
    ]);
    const route = (
      await app.inject(
        '/tickets/markets/route?origin=ATL&destination=LAX&year=2025&quarter=2&metrics=revenue,avg_fare',
      )
    ).json<{ result: Record<string, { value: number }> }>();
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(route.result).toEqual({ revenue: { value: 0.3 }, avg_fare: { value: 0.03 } });
  });
});

describe('ground_share (item 4, docs/API-CONTRACT.md §6 as amended)', () => {
  it('counts the passengers of markets with a ground coupon, overlapping the fare-class shares', async () => {
    const response = await app.inject(
      '/tickets/markets/route?origin=ATL&destination=LAX&year=2025&quarter=2&metrics=ground_share,coach_unrestricted_share,coach_restricted_share',
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ result: unknown }>().result).toEqual({
      ground_share: { value: 30 },
      coach_unrestricted_share: { value: 30 },
      coach_restricted_share: { value: 70 },
    });
  });
});

describe('the OpenAPI document reads as a manual (item 3)', () => {
  type Operation = {
    summary: string;
    description?: string;
    parameters: { name: string; description?: string }[];
  };
  let paths: Record<string, { get: Operation }>;
  beforeAll(async () => {
    paths = (await app.inject('/openapi.json')).json<{ paths: Record<string, { get: Operation }> }>().paths;
  });

  it('describes every analytics operation, each metric with its formula, and every parameter', () => {
    for (const endpoint of ANALYTICS_ENDPOINTS) {
      const operation = paths[endpoint.path]!.get;
      const description = operation.description ?? '';
      for (const metric of endpoint.metrics)
        expect(description, `${endpoint.path} ${metric.id}`).toMatch(
          new RegExp(`- \`${metric.id}\`[^\\n]*: ${escape(metric.description)}\\. Formula: [^\\n]*Σ`),
        );
      for (const dimension of endpoint.dimensions) expect(description).toContain(`- \`${dimension.id}\``);
      for (const parameter of operation.parameters)
        expect(parameter.description, `${endpoint.path} ${parameter.name}`).toMatch(/\w{3}/);
      expect(description).toContain('can exceed 100');
      expect(description).toContain('`value` is null when its denominator is zero');
    }
    for (const path of ['/support/airports', '/support/carriers', '/support/aircrafts'])
      for (const parameter of paths[path]!.get.parameters)
        expect(parameter.description, `${path} ${parameter.name}`).toMatch(/\w{3}/);
  });

  it('states the circuity rule and the DB1C coupon-route rule, and the formulas', () => {
    const markets = paths['/tickets/markets/route']!.get.description!;
    expect(markets).toContain(
      '`circuity` needs both origin and destination pinned, as filters or as `by` dimensions.',
    );
    expect(markets).toContain('Formula: Σ total_distance / Σ nonstop_miles');
    expect(markets).toContain('Formula: 100 × Σ ground_passengers / Σ passengers');
    expect(paths['/tickets/coupons/route']!.get.description).toContain(
      'At most one of `opcarrier_change`, `mktcarrier_change`, `nonstop`, `roundtrip`, `purwingrp` per request for dataset db1c.',
    );
    expect(paths['/performance/route']!.get.description).toContain(
      'Formula: 100 × (Σ flights − Σ cancelled − Σ diverted − Σ arr_delayed) / Σ flights',
    );
  });
});

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
