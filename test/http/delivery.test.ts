import { Writable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp, type AppOptions } from '../../src/http/app.js';
import type { DataSnapshot, ServiceContext } from '../../src/serving/context.js';
import { openSnapshot } from '../../src/serving/snapshot.js';
import { duckdbBackend } from '../../src/backends/duckdb.js';

const { dataDir } = inject('dataset');
let snapshot: DataSnapshot;
let engineQueries = 0;
const apps: FastifyInstance[] = [];

/** A context whose engine counts the queries that reach it. */
function countingContext(base: DataSnapshot, overrides: Partial<DataSnapshot> = {}): ServiceContext {
  const engine = {
    query: (sql: string, params?: readonly (string | number | boolean | null)[]) => {
      engineQueries += 1;
      return base.engine.query(sql, params);
    },
    close: () => Promise.resolve(),
  };
  const current = { ...base, engine, ...overrides };
  return { current: () => current };
}

async function app(
  options: Partial<AppOptions> = {},
  overrides: Partial<DataSnapshot> = {},
): Promise<FastifyInstance> {
  const built = await buildApp({ context: countingContext(snapshot, overrides), ...options });
  apps.push(built);
  return built;
}

beforeAll(async () => {
  snapshot = await openSnapshot(duckdbBackend({ dataDir, engineConnections: 2, engineThreads: 1 }));
});
afterAll(async () => {
  await Promise.all(apps.map((a) => a.close()));
  await snapshot.engine.close();
});

// a breakdown by carrier at one airport (the route index answers it: issue #45), for the CSV
const CSV_BREAKDOWN =
  '/performance/breakdown?by=carrier&year=2025&month=5&origin=ATL&metrics=flights,on_time_pct&limit=3';
// a breakdown the engine answers (by two dimensions: the route index answers breakdowns by one)
const BREAKDOWN =
  '/performance/breakdown?by=carrier,dayofweek&year=2025&month=5&origin=ATL&metrics=flights,on_time_pct&limit=3';

describe('CSV', () => {
  it('answers format=csv with one header row and flattened objects', async () => {
    const response = await (await app()).inject(`${CSV_BREAKDOWN}&format=csv`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const json = (await (await app()).inject(CSV_BREAKDOWN)).json<{ results: any[] }>();
    const lines = response.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'carrier_carrier_code,carrier_carrier_name,carrier_airline_id,flights_value,flights_share,on_time_pct_value,on_time_pct_share',
    );
    expect(lines).toHaveLength(4);
    const first = json.results[0];
    expect(lines[1]).toBe(
      [
        first.carrier.carrier_code,
        first.carrier.carrier_name,
        first.carrier.airline_id,
        first.flights.value,
        first.flights.share,
        first.on_time_pct.value,
        first.on_time_pct.share,
      ].join(','),
    );
  });

  it('gives multi-period rows their period columns, and honours Accept: text/csv', async () => {
    const url =
      '/performance/route?origin=ATL&destination=LAX&start_year=2025&start_month=4&end_year=2025&end_month=5&metrics=flights';
    const response = await (await app()).inject({ url, headers: { accept: 'text/csv' } });
    const lines = response.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('year,month,flights_value');
    expect(lines.slice(1).map((l) => l.split(',').slice(0, 2).join('-'))).toEqual(['2025-4', '2025-5']);
    const preferJson = await (
      await app()
    ).inject({ url, headers: { accept: 'application/json, text/csv;q=0.5' } });
    expect(preferJson.headers['content-type']).toContain('application/json');
  });

  it('quotes fields per RFC 4180 and rejects unknown formats', async () => {
    const response = await (await app()).inject('/support/airports?iata=ATL&format=csv');
    const lines = response.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'airport_id,iata,city_market_id,name,city,state,state_fips,country,wac,latitude,longitude',
    );
    expect(lines[1]).toContain(',"Atlanta, GA",GA,13,US,34,');
    const bad = await (await app()).inject('/support/airports?format=xml');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      type: '/problems/invalid-parameter',
      errors: [{ parameter: 'format' }],
    });
  });
});

describe('CSV reference lists', () => {
  /** The expected CSV written from the JSON answer, field by field, independently of the service's writer. */
  function csvFromJson(results: Record<string, string | number | null>[], columns: string[]): string {
    const quote = (value: string | number | null | undefined) => {
      if (value === null || value === undefined) return '';
      const text = String(value);
      return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
    };
    return [columns.join(','), ...results.map((r) => columns.map((c) => quote(r[c])).join(','))]
      .map((line) => `${line}\r\n`)
      .join('');
  }

  it('streams the whole list, chunked, as the JSON rows; compressed when asked; cached by ETag', async () => {
    const server = await app();
    const url = '/support/airports?limit=5000&order_by=iata';
    const json = (await server.inject(url)).json<{ results: Record<string, string | number | null>[] }>();
    expect(json.results.length).toBeGreaterThan(100);
    const columns = Object.keys(json.results[0]!);
    const expected = csvFromJson(json.results, columns);

    const csv = await server.inject(`${url}&format=csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe('inline; filename="support-airports.csv"');
    expect(csv.headers['content-length']).toBeUndefined();
    expect(csv.headers['transfer-encoding']).toBe('chunked');
    expect(csv.body).toBe(expected);

    const gzip = await server.inject({
      url: `${url}&format=csv`,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(expected);
    const br = await server.inject({ url, headers: { accept: 'text/csv', 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(expected);

    const again = await server.inject({
      url: `${url}&format=csv`,
      headers: { 'if-none-match': csv.headers.etag },
    });
    expect(again.statusCode).toBe(304);
    expect(csv.headers.etag).not.toBe((await server.inject(url)).headers.etag);
    const head = await server.inject({ method: 'HEAD', url: `${url}&format=csv` });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(head.body).toBe('');
  });

  it('writes the header row of an empty list', async () => {
    const response = await (await app()).inject('/support/carriers?carrier_code=ZZZZ&format=csv');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('carrier_code,carrier_name,airline_id,holders\r\n');
  });
});

describe('HTTP caching and the result cache', () => {
  it('sends a strong ETag, Cache-Control, Last-Modified and Server-Timing, and answers If-None-Match with 304', async () => {
    const server = await app();
    const first = await server.inject(BREAKDOWN);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(first.headers['cache-control']).toBe('public, max-age=3600');
    expect(first.headers['last-modified']).toBe(snapshot.publishedAt.toUTCString());
    // the server time, then the executor that answered (a breakdown: the engine)
    expect(first.headers['server-timing']).toMatch(/^app;dur=\d+\.\d\d, exec;desc=engine$/);
    const again = await server.inject({ url: BREAKDOWN, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await server.inject(`${BREAKDOWN}&sort_order=asc`);
    expect(other.headers.etag).not.toBe(etag);
    const reordered = await server.inject(
      '/performance/breakdown?metrics=flights,on_time_pct&limit=3&origin=ATL&by=carrier,dayofweek&month=5&year=2025',
    );
    expect(reordered.headers.etag).toBe(etag);
  });

  it('changes the ETag when a new data version is published', async () => {
    const before = (await (await app()).inject(BREAKDOWN)).headers.etag;
    const after = (await (await app({}, { dataVersion: 'another-version' })).inject(BREAKDOWN)).headers.etag;
    expect(after).not.toBe(before);
  });

  it('serves a repeated request from the result cache without touching the engine, unless it is off', async () => {
    const cached = await app();
    await cached.inject(BREAKDOWN);
    const before = engineQueries;
    const second = await cached.inject(BREAKDOWN);
    expect(second.statusCode).toBe(200);
    expect(engineQueries).toBe(before);
    const uncached = await app({ delivery: { cacheMb: 0 } });
    await uncached.inject(BREAKDOWN);
    const count = engineQueries;
    await uncached.inject(BREAKDOWN);
    expect(engineQueries).toBe(count + 1);
    const metrics = (await cached.inject('/metrics')).body;
    expect(metrics).toMatch(/atss_result_cache_total\{outcome="hit"\} 1/);
  });
});

describe('compression, CORS and headers', () => {
  it('compresses with br or gzip as the client accepts', async () => {
    const server = await app();
    const plain = await server.inject('/support/airports');
    const br = await server.inject({ url: '/support/airports', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await server.inject({ url: '/support/airports', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(plain.headers['content-encoding']).toBeUndefined();
    // one Vary whatever the encoding: each header named once (names compare case-insensitively)
    const varied = (response: typeof plain) =>
      String(response.headers.vary)
        .split(',')
        .map((name) => name.trim().toLowerCase());
    for (const response of [plain, br, gzip]) expect(varied(response)).toEqual(varied(plain));
    expect(varied(plain)).toEqual([...new Set(varied(plain))]);
    expect(varied(plain)).toContain('accept-encoding');
  });

  it('allows GET from any origin and answers preflight requests', async () => {
    const server = await app();
    expect(
      (await server.inject({ url: '/livez', headers: { origin: 'https://example.org' } })).headers[
        'access-control-allow-origin'
      ],
    ).toBe('*');
    const preflight = await server.inject({
      method: 'OPTIONS',
      url: '/support/airports',
      headers: { origin: 'https://example.org', 'access-control-request-method': 'GET' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-methods']).toBe('GET, HEAD, OPTIONS');
    expect(preflight.headers['access-control-allow-headers']).toContain('Authorization');
  });
});

describe('API keys', () => {
  const KEY = 'k-0123456789abcdef';

  it('requires a valid key on data endpoints, by Bearer or X-API-Key, and never logs it', async () => {
    const logs: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logs.push(chunk.toString());
        done();
      },
    });
    const server = await app({ delivery: { apiKeys: [KEY] }, logger: { level: 'info', stream } });
    const missing = await server.inject('/support/carriers');
    expect(missing.statusCode).toBe(401);
    expect(missing.headers['www-authenticate']).toBe('Bearer realm="atss"');
    expect(missing.json()).toMatchObject({ type: '/problems/unauthorized', status: 401 });
    expect(
      (await server.inject({ url: '/support/carriers', headers: { 'x-api-key': `${KEY}x` } })).statusCode,
    ).toBe(401);
    expect(
      (await server.inject({ url: '/support/carriers', headers: { authorization: `Bearer ${KEY}` } }))
        .statusCode,
    ).toBe(200);
    expect((await server.inject({ url: BREAKDOWN, headers: { 'x-api-key': KEY } })).statusCode).toBe(200);
    for (const open of [
      '/livez',
      '/readyz',
      '/openapi.json',
      '/docs',
      '/problems/unauthorized',
      '/metrics',
    ]) {
      expect((await server.inject(open)).statusCode, open).toBe(200);
    }
    expect(logs.length).toBeGreaterThan(0);
    expect(logs.join('')).not.toContain(KEY);
  });
});

describe('rate limiting', () => {
  it('answers 429 with Retry-After and RateLimit headers past the limit, per client', async () => {
    const server = await app({ delivery: { rateLimit: 3, rateLimitWindowSeconds: 60 } });
    const answers = [];
    for (let i = 0; i < 4; i += 1) answers.push(await server.inject('/support/carriers'));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 429]);
    expect(answers[0]!.headers['ratelimit-policy']).toBe('3;w=60');
    expect(answers[0]!.headers.ratelimit).toMatch(/^limit=3, remaining=2, reset=\d+$/);
    const limited = answers[3]!;
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toMatchObject({ type: '/problems/rate-limited', status: 429 });
    expect((await server.inject('/livez')).statusCode).toBe(200);
    const otherClient = await server.inject({ url: '/support/carriers', remoteAddress: '10.9.9.9' });
    expect(otherClient.statusCode).toBe(200);
  });
});

describe('metrics', () => {
  it('exposes requests, latency, engine time, in-flight requests, data version and coverage', async () => {
    const server = await app();
    await server.inject(BREAKDOWN);
    await server.inject('/nowhere');
    const body = (await server.inject('/metrics')).body;
    expect(body).toContain(
      'atss_http_requests_total{route="/performance/breakdown",method="GET",status="200"} 1',
    );
    expect(body).toContain('atss_http_requests_total{route="unmatched",method="GET",status="404"} 1');
    expect(body).toMatch(
      /atss_http_request_duration_seconds_bucket\{le="\+Inf",route="\/performance\/breakdown"\} 1/,
    );
    expect(body).toMatch(/atss_engine_query_duration_seconds_count 1/);
    expect(body).toContain(`atss_data_version_info{data_version="${snapshot.dataVersion}"} 1`);
    expect(body).toContain('atss_coverage_periods{table="ontime"} 6');
    expect(body).toContain('atss_http_requests_in_flight 1');
  });
});
