import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/http/app.js';
import type { DataSnapshot } from '../../src/serving/context.js';
import { openSnapshot, staticContext } from '../../src/serving/snapshot.js';
import { REFERENCE_ROWS, removeDir, writeTinyStore } from '../support/tiny-store.js';
import { duckdbBackend } from '../../src/backends/duckdb.js';

let dir: string;
let emptyDir: string;
let snapshot: DataSnapshot;
let empty: DataSnapshot;
let app: FastifyInstance;
let emptyApp: FastifyInstance;

beforeAll(async () => {
  dir = await writeTinyStore([
    ...REFERENCE_ROWS,
    { table: 'ontime', period: '2024-02', rows: [] },
    { table: 'ontime', period: '2024-01', rows: [] },
  ]);
  emptyDir = await writeTinyStore([]);
  await removeDir(`${emptyDir}/manifest.json`);
  snapshot = await openSnapshot(duckdbBackend({ dataDir: dir, engineConnections: 1, engineThreads: 1 }));
  empty = await openSnapshot(duckdbBackend({ dataDir: emptyDir, engineConnections: 1, engineThreads: 1 }));
  app = await buildApp({ context: staticContext(snapshot) });
  emptyApp = await buildApp({ context: staticContext(empty) });
});

afterAll(async () => {
  await Promise.all([app.close(), emptyApp.close()]);
  await Promise.all([snapshot.engine.close(), empty.engine.close()]);
  await Promise.all([removeDir(dir), removeDir(emptyDir)]);
});

describe('service endpoints', () => {
  it('answers /livez always and /readyz only when data is published', async () => {
    expect((await emptyApp.inject('/livez')).json()).toEqual({ status: 'ok' });
    const notReady = await emptyApp.inject('/readyz');
    expect(notReady.statusCode).toBe(503);
    expect(notReady.json<{ status: string }>().status).toBe('not_ready');
    const ready = await app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      status: 'ready',
      data_version: snapshot.dataVersion,
      published_at: '2026-01-02T03:04:05.000Z',
      route_index: 'ready',
    });
  });

  it('describes the loaded coverage per table', async () => {
    const body = (await app.inject('/support/coverage')).json<{ tables: Record<string, unknown>[] }>();
    const ontime = body.tables.find((t) => t.table === 'ontime');
    expect(ontime).toEqual({
      table: 'ontime',
      grain: 'month',
      description: expect.any(String) as unknown,
      first_period: '2024-01',
      last_period: '2024-02',
      period_count: 2,
      record_count: 0,
      stored_rows: 0,
      scopes: null, // T-100 tables only
      // each period's source: the file it was ingested from (the tiny store names one per period)
      sources: [
        { period: '2024-01', source: 'ontime-2024-01.csv' },
        { period: '2024-02', source: 'ontime-2024-02.csv' },
      ],
    });
    expect(body.tables.find((t) => t.table === 'carriers')).toMatchObject({
      record_count: 4,
      period_count: 0,
    });
    expect((await app.inject('/support/coverage?x=1')).statusCode).toBe(400);
  });

  it('refuses any query parameter on the endpoints that take none (docs/API-CONTRACT.md §2), each named', async () => {
    for (const path of ['/', '/livez', '/readyz', '/metrics', '/problems/not-found', '/support/coverage']) {
      const response = await app.inject(`${path}?verbose=1&limit=2`);
      expect(response.statusCode, path).toBe(400);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      const problem = response.json<{ type: string; errors: { parameter: string }[] }>();
      expect(problem.type).toBe('/problems/unknown-parameter');
      expect(problem.errors.map((e) => e.parameter)).toEqual(['verbose', 'limit']);
    }
    // format is the one parameter /support/coverage takes: one CSV row per table (documented in /openapi.json)
    const csv = await app.inject('/support/coverage?format=csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.body.split('\r\n')[0]).toBe(
      'table,grain,description,first_period,last_period,period_count,record_count,stored_rows,scopes,sources',
    );
  });

  it('answers unknown paths with 404 and other methods with 405, as problem documents', async () => {
    const missing = await app.inject('/nowhere?x=1');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toContain('application/problem+json');
    expect(missing.json()).toMatchObject({
      type: '/problems/not-found',
      status: 404,
      instance: '/nowhere?x=1',
    });
    const post = await app.inject({ method: 'POST', url: '/support/airports' });
    expect(post.statusCode).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD, OPTIONS');
    expect(post.json()).toMatchObject({ type: '/problems/method-not-allowed' });
  });

  it('answers a query string over 4096 bytes with 414', async () => {
    const response = await app.inject(`/support/airports?q=${'a'.repeat(4100)}`);
    expect(response.statusCode).toBe(414);
    expect(response.json()).toMatchObject({ type: '/problems/uri-too-long', status: 414 });
  });

  it('echoes a valid X-Request-Id, replaces an invalid one, and sets nosniff', async () => {
    const echoed = await app.inject({ url: '/livez', headers: { 'x-request-id': 'abc-123' } });
    expect(echoed.headers['x-request-id']).toBe('abc-123');
    expect(echoed.headers['x-content-type-options']).toBe('nosniff');
    expect(echoed.headers['x-powered-by']).toBeUndefined();
    const replaced = await app.inject({ url: '/nowhere', headers: { 'x-request-id': 'bad id <script>' } });
    expect(replaced.headers['x-request-id']).not.toBe('bad id <script>');
    expect(replaced.json<{ request_id: string }>().request_id).toBe(replaced.headers['x-request-id']);
  });

  it('explains each problem type', async () => {
    expect((await app.inject('/problems/range-too-large')).json()).toMatchObject({ status: 400 });
    expect((await app.inject('/problems/nope')).statusCode).toBe(404);
  });

  it('publishes an OpenAPI 3.1 document with every support parameter, and the docs page', async () => {
    const document = (await app.inject('/openapi.json')).json<{
      openapi: string;
      paths: Record<string, { get: { parameters?: { name: string }[] } }>;
    }>();
    expect(document.openapi).toBe('3.1.0');
    const names = (path: string) => document.paths[path]?.get.parameters?.map((p) => p.name);
    expect(names('/support/aircrafts')).toEqual([
      'aircraft_type_id',
      'aircraft_group',
      'manufacturer',
      'active_on',
      'q',
      'order_by',
      'sort_order',
      'limit',
      'offset',
      'format',
    ]);
    expect(names('/support/airports')).toContain('city_market_id');
    const docs = await app.inject('/docs');
    expect(docs.statusCode).toBe(200);
    expect(docs.body).toContain('/docs/assets/swagger-ui-bundle.js');
    const bundle = await app.inject('/docs/assets/swagger-ui-bundle.js');
    expect(bundle.statusCode).toBe(200);
    expect(bundle.body.length).toBeGreaterThan(100_000);
  });
});
