import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp } from '../support/app.js';
import { REFERENCE_ROWS, removeDir, writeTinyStore } from '../support/tiny-store.js';

let dir: string;
let app: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  dir = await writeTinyStore(REFERENCE_ROWS);
  ({ app, close } = await openTestApp(dir));
});

afterAll(async () => {
  await close();
  await removeDir(dir);
});

async function get(url: string) {
  const response = await app.inject({ method: 'GET', url });
  return {
    status: response.statusCode,
    headers: response.headers,
    body: response.json<Record<string, unknown>>(),
  };
}

describe('GET /support/airports', () => {
  it('lists every airport with the spec fields, ordered by airport_id, with the list envelope', async () => {
    const { status, body } = await get('/support/airports');
    expect(status).toBe(200);
    expect(body.meta).toEqual({ count_returned: 5, total_count: 5, limit: 500, offset: 0 });
    const results = body.results as Record<string, unknown>[];
    expect(results.map((r) => r.iata)).toEqual(['ATL', 'BOS', 'LAX', 'MCO', 'ORD']);
    expect(results[0]).toEqual({
      airport_id: 10397,
      iata: 'ATL',
      city_market_id: 30397,
      name: 'Hartsfield-Jackson Atlanta International',
      city: 'Atlanta, GA',
      state: 'GA',
      state_fips: '13',
      country: 'US',
      wac: 34,
      latitude: 33.6367,
      longitude: -84.428101,
    });
  });

  it('filters exactly, case-insensitively and by search', async () => {
    expect(((await get('/support/airports?iata=lax')).body.results as unknown[]).length).toBe(1);
    const byState = await get('/support/airports?state=fl');
    expect((byState.body.results as { iata: string }[]).map((r) => r.iata)).toEqual(['MCO']);
    const byWac = await get('/support/airports?wac=91');
    expect((byWac.body.results as { iata: string }[]).map((r) => r.iata)).toEqual(['LAX']);
    const search = await get('/support/airports?q=inter&order_by=iata&sort_order=desc');
    expect((search.body.results as { iata: string }[]).map((r) => r.iata)).toEqual([
      'ORD',
      'MCO',
      'LAX',
      'BOS',
      'ATL',
    ]);
    const city = await get('/support/airports?q=chicago');
    expect((city.body.results as { iata: string }[]).map((r) => r.iata)).toEqual(['ORD']);
    const none = await get('/support/airports?city=nowhere');
    expect(none.body.meta).toEqual({ count_returned: 0, total_count: 0, limit: 500, offset: 0 });
  });

  it('pages with limit and offset, reporting the total before paging', async () => {
    const { body } = await get('/support/airports?order_by=name&limit=2&offset=1');
    expect(body.meta).toEqual({ count_returned: 2, total_count: 5, limit: 2, offset: 1 });
    expect((body.results as { name: string }[]).map((r) => r.name)).toEqual([
      'Hartsfield-Jackson Atlanta International',
      'Logan International',
    ]);
  });

  it('reports every bad parameter at once, naming each', async () => {
    const { status, headers, body } = await get('/support/airports?limit=0&offset=-1&order_by=size&wac=x');
    expect(status).toBe(400);
    expect(headers['content-type']).toContain('application/problem+json');
    expect(body.type).toBe('/problems/invalid-parameter');
    expect(body.status).toBe(400);
    expect(body.instance).toBe('/support/airports?limit=0&offset=-1&order_by=size&wac=x');
    expect(typeof body.request_id).toBe('string');
    const errors = body.errors as { parameter: string; allowed?: unknown[] }[];
    expect(errors.map((e) => e.parameter).sort()).toEqual(['limit', 'offset', 'order_by', 'wac']);
    expect(errors.find((e) => e.parameter === 'order_by')?.allowed).toEqual([
      'airport_id',
      'iata',
      'name',
      'city',
      'state',
      'country',
      'wac',
    ]);
  });

  it('rejects unknown, repeated and out-of-range parameters', async () => {
    const unknown = await get('/support/airports?iata_code=BOS');
    expect(unknown.status).toBe(400);
    expect(unknown.body.type).toBe('/problems/unknown-parameter');
    expect((unknown.body.errors as { parameter: string; allowed: string[] }[])[0]?.allowed).toContain('iata');
    const repeated = await get('/support/airports?iata=BOS&iata=LAX');
    expect(repeated.status).toBe(400);
    expect((repeated.body.errors as { parameter: string }[])[0]?.parameter).toBe('iata');
    expect((await get('/support/airports?limit=5001')).status).toBe(400);
    expect((await get('/support/airports?limit=5000')).status).toBe(200);
    expect((await get('/support/airports?sort_order=up')).status).toBe(400);
    expect((await get('/support/airports?q=')).status).toBe(400);
  });
});

describe('GET /support/carriers', () => {
  it('filters and orders carriers', async () => {
    const { body } = await get('/support/carriers?order_by=airline_id&sort_order=desc');
    expect((body.results as { carrier_code: string }[]).map((r) => r.carrier_code)).toEqual([
      'B6',
      'UA',
      'AA',
      'DL',
    ]);
    const one = await get('/support/carriers?airline_id=19790');
    expect(one.body.results).toEqual([
      {
        carrier_code: 'DL',
        carrier_name: 'Delta Air Lines Inc.',
        airline_id: 19790,
        holders: [expect.objectContaining({ airline_id: 19790, carrier_name: 'Delta Air Lines Inc.' })],
      },
    ]);
    const search = await get('/support/carriers?q=air');
    expect((search.body.results as { carrier_code: string }[]).map((r) => r.carrier_code)).toEqual([
      'AA',
      'B6',
      'DL',
      'UA',
    ]);
    expect((await get('/support/carriers?airline_id=1.5')).status).toBe(400);
  });
});

describe('GET /support/aircrafts', () => {
  it('returns dates as YYYY-MM-DD and a null end date for active types', async () => {
    const { body } = await get('/support/aircrafts?aircraft_type_id=608');
    expect(body.results).toEqual([
      {
        aircraft_type_id: 608,
        aircraft_group: 6,
        ssd_name: 'B727-200',
        manufacturer: 'Boeing',
        long_name: 'Boeing 727-200/231A',
        short_name: 'B727-200',
        begin_date: '1970-01-01',
        end_date: '2010-12-31',
      },
    ]);
  });

  it('finds the types active on a date, and by manufacturer and group', async () => {
    const active = await get('/support/aircrafts?active_on=1999-06-01');
    expect((active.body.results as { aircraft_type_id: number }[]).map((r) => r.aircraft_type_id)).toEqual([
      608, 614, 694,
    ]);
    const boeing = await get('/support/aircrafts?manufacturer=BOEING&order_by=begin_date');
    expect((boeing.body.results as { aircraft_type_id: number }[]).map((r) => r.aircraft_type_id)).toEqual([
      608, 614,
    ]);
    const group = await get('/support/aircrafts?aircraft_group=4');
    expect((group.body.results as { aircraft_type_id: number }[]).map((r) => r.aircraft_type_id)).toEqual([
      482,
    ]);
    const endDesc = await get('/support/aircrafts?order_by=end_date&sort_order=desc');
    expect((endDesc.body.results as { aircraft_type_id: number }[])[0]?.aircraft_type_id).toBe(608);
    expect((await get('/support/aircrafts?active_on=2023-02-30')).status).toBe(400);
    expect((await get('/support/aircrafts?active_on=yesterday')).body.type).toBe(
      '/problems/invalid-parameter',
    );
  });
});
