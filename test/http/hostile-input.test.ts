import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ANALYTICS_ENDPOINTS } from '../../src/catalog/index.js';
import { buildApp, type AppOptions } from '../../src/http/app.js';
import type { DataSnapshot } from '../../src/serving/context.js';
import { openSnapshot, staticContext } from '../../src/serving/snapshot.js';
import { duckdbBackend } from '../../src/backends/duckdb.js';

/** Issue #12, items 1, 2, 6, 8 and 11: what a hostile client sends, through the real application. */
const { dataDir } = inject('dataset');
let snapshot: DataSnapshot;
let app: FastifyInstance;
const apps: FastifyInstance[] = [];

async function appWith(options: Partial<AppOptions>): Promise<FastifyInstance> {
  const built = await buildApp({ context: staticContext(snapshot), ...options });
  apps.push(built);
  return built;
}

beforeAll(async () => {
  snapshot = await openSnapshot(duckdbBackend({ dataDir, engineConnections: 2, engineThreads: 1 }));
  app = await appWith({});
});
afterAll(async () => {
  await Promise.all(apps.map((a) => a.close()));
  await snapshot.engine.close();
});

interface Problem {
  type: string;
  status: number;
  detail: string;
  instance: string;
  errors?: { parameter: string; message: string }[];
}

/** Every name Object.prototype carries, as a client could send it. */
const PROTOTYPE_NAMES = Object.getOwnPropertyNames(Object.prototype);

/** A valid request of each endpoint, for its first dataset and grain. */
function baseQuery(path: string): string {
  const endpoint = ANALYTICS_ENDPOINTS.find((e) => e.path === path)!;
  const time = endpoint.family.sources[0]!.grains.includes('quarter') ? 'quarter=2' : 'month=5';
  const where = endpoint.kind === 'route' ? 'origin=ATL&destination=LAX' : 'by=origin';
  return `${path}?${where}&year=2025&${time}`;
}

describe('values named like Object.prototype members (item 1)', () => {
  it('answers every filter of every endpoint with a 400 naming that filter, never a 500 or a 200', async () => {
    expect(PROTOTYPE_NAMES).toEqual(expect.arrayContaining(['__proto__', 'constructor', 'toString']));
    const unexpected: string[] = [];
    for (const endpoint of ANALYTICS_ENDPOINTS) {
      for (const filter of endpoint.filters) {
        for (const value of PROTOTYPE_NAMES) {
          const url = `${baseQuery(endpoint.path)}&${filter.id}=${encodeURIComponent(value)}`;
          const response = await app.inject(url);
          const problem = response.json<Problem>();
          if (
            response.statusCode !== 400 ||
            !problem.errors?.some((error) => error.parameter === filter.id)
          ) {
            unexpected.push(`${response.statusCode} ${url}`);
          }
        }
      }
    }
    expect(unexpected).toEqual([]);
  });

  it('answers /docs/assets/<prototype name> with a 404 problem', async () => {
    for (const name of PROTOTYPE_NAMES) {
      const response = await app.inject(`/docs/assets/${encodeURIComponent(name)}`);
      expect(response.statusCode, name).toBe(404);
      expect(response.json<Problem>().type).toBe('/problems/not-found');
    }
  });
});

describe('request target limits and bounded error bodies (item 2)', () => {
  it('counts the whole raw target: a second ? does not hide 8,000 characters', async () => {
    for (const url of [
      `/support/airports?q=x?${'a'.repeat(8000)}`,
      `/support/airports?q=x?${'a'.repeat(15_500)}`,
      `/support/${'a'.repeat(4100)}`,
    ]) {
      const response = await app.inject(url);
      expect(response.statusCode, url.slice(0, 40)).toBe(414);
      expect(response.json<Problem>().type).toBe('/problems/uri-too-long');
    }
    const under = await app.inject(`/support/airports?q=${'a'.repeat(4000)}`);
    expect(under.statusCode).toBe(200);
  });

  it('lists at most 20 problems and says how many more there were', async () => {
    const names = Array.from({ length: 400 }, (_, i) => `u${i}=1`);
    let query = names.join('&');
    while (`/support/airports?${query}`.length > 4096) query = query.slice(0, query.lastIndexOf('&'));
    const count = query.split('&').length;
    const response = await app.inject(`/support/airports?${query}`);
    expect(response.statusCode).toBe(400);
    const problem = response.json<Problem>();
    expect(problem.type).toBe('/problems/unknown-parameter');
    expect(problem.errors).toHaveLength(20);
    expect(problem.errors!.map((e) => e.parameter)).toEqual(Array.from({ length: 20 }, (_, i) => `u${i}`));
    expect(problem.detail).toMatch(new RegExp(`; and ${count - 20} more problems not listed$`));
    expect(response.body.length).toBeLessThan(20_000);
  });
});

describe('the result cache key (item 6)', () => {
  it('never answers a crafted invalid request with the cached 200 of a valid one', async () => {
    const server = await appWith({});
    const valid = await server.inject('/performance/breakdown?by=carrier&year=2025&month=5');
    expect(valid.statusCode).toBe(200);
    // one parameter whose name spells the valid request's other parameters, as a joined key would
    const crafted = await server.inject(
      `/performance/breakdown?${encodeURIComponent('by="carrier"&month="5"&year')}=2025`,
    );
    expect(crafted.statusCode).toBe(400);
    expect(crafted.json<Problem>().type).toBe('/problems/unknown-parameter');
  });
});

describe('the result cache bound (item 4)', () => {
  it('holds at most its size in bytes, however many large answers pass through', async () => {
    // 4 MB: a page of the test world's ~1,200 airports is ~270 KB, and each answer must fit in an eighth
    const cacheMb = 4;
    const cacheBytes = cacheMb * 1024 * 1024;
    const server = await appWith({ delivery: { cacheMb } });
    const sizes: number[] = [];
    for (const order of ['iata', 'name', 'city', 'state', 'airport_id']) {
      for (const direction of ['asc', 'desc']) {
        for (let offset = 0; offset < 10; offset += 1) {
          const response = await server.inject(
            `/support/airports?limit=5000&order_by=${order}&sort_order=${direction}&offset=${offset}`,
          );
          expect(response.statusCode).toBe(200);
          sizes.push(response.body.length);
        }
      }
    }
    const metrics = (await server.inject('/metrics')).body;
    const held = Number(/^atss_result_cache_bytes (\d+)$/m.exec(metrics)?.[1]);
    const entries = Number(/^atss_result_cache_entries (\d+)$/m.exec(metrics)?.[1]);
    // every answer fits (under an eighth of the cache), all of them together do not
    expect(Math.max(...sizes)).toBeLessThan(cacheBytes / 8);
    expect(sizes.reduce((a, b) => a + b, 0)).toBeGreaterThan(cacheBytes);
    expect(held).toBeGreaterThan(0);
    expect(held).toBeLessThanOrEqual(cacheBytes);
    expect(entries).toBeLessThan(sizes.length);
  });
});

describe('credentials (item 8)', () => {
  const KEY = 'k-0123456789abcdef';

  it('with keys on: Cache-Control private and Vary on the credential headers', async () => {
    const server = await appWith({ delivery: { apiKeys: [KEY] } });
    const response = await server.inject({ url: '/support/carriers', headers: { 'x-api-key': KEY } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, max-age=3600');
    // header names compare case-insensitively
    expect(String(response.headers.vary).toLowerCase().split(', ')).toEqual(
      expect.arrayContaining(['accept-encoding', 'authorization', 'x-api-key']),
    );
    const open = await app.inject('/support/carriers');
    expect(open.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('refuses a key in the query string without echoing or logging it, keys on or off', async () => {
    const logs: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logs.push(chunk.toString());
        done();
      },
    });
    const keyed = await appWith({ delivery: { apiKeys: [KEY] }, logger: { level: 'info', stream } });
    const open = await appWith({ logger: { level: 'info', stream } });
    for (const server of [keyed, open]) {
      for (const name of ['api_key', 'API_KEY', 'api%5Fkey', 'access_token']) {
        const response = await server.inject(`/support/carriers?${name}=${KEY}&limit=2`);
        expect(response.statusCode, name).toBe(400);
        expect(response.body).not.toContain(KEY);
        const problem = response.json<Problem>();
        expect(problem.type).toBe('/problems/invalid-parameter');
        expect(problem.instance).toBe(`/support/carriers?${name}=REDACTED&limit=2`);
        expect(problem.detail).toMatch(/only in the Authorization or X-API-Key header/);
      }
    }
    expect(logs.length).toBeGreaterThan(0);
    expect(logs.join('')).not.toContain(KEY);
  });
});

describe('errors that were not problem documents (item 11)', () => {
  const expectProblem = (
    response: { statusCode: number; headers: Record<string, unknown>; json: () => unknown },
    status: number,
    type: string,
  ) => {
    expect(response.statusCode).toBe(status);
    expect(String(response.headers['content-type'])).toContain('application/problem+json');
    expect(response.json()).toMatchObject({ status, type: `/problems/${type}` });
  };

  it('bad percent-encoding in the path is a 400 problem', async () => {
    expectProblem(await app.inject('/support/%zz'), 400, 'bad-request');
  });

  it('an over-long /problems/{code} is a 404 problem', async () => {
    expectProblem(await app.inject(`/problems/${'a'.repeat(3000)}`), 404, 'not-found');
  });

  it('a POST (or PUT, DELETE, PATCH) with a body is a 405, not a 400', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH'] as const) {
      const response = await app.inject({
        method,
        url: '/support/airports',
        payload: '{"broken json',
        headers: { 'content-type': 'application/json' },
      });
      expectProblem(response, 405, 'method-not-allowed');
      expect(response.headers.allow).toBe('GET, HEAD, OPTIONS');
    }
  });

  it('a GET with a body is refused: the body limit is 0', async () => {
    const response = await app.inject({ method: 'GET', url: '/support/airports', payload: 'x'.repeat(10) });
    expectProblem(response, 413, 'content-too-large');
    expect(response.headers.connection).toBe('close');
  });

  it('/support/coverage?format=csv is one row per stored table', async () => {
    const json = (await app.inject('/support/coverage')).json<{
      tables: Record<string, unknown>[];
    }>();
    const response = await app.inject('/support/coverage?format=csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = response.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(Object.keys(json.tables[0]!).join(','));
    expect(lines).toHaveLength(json.tables.length + 1);
    const ontime = json.tables.find((t) => t.table === 'ontime')!;
    expect(lines).toContain(
      Object.values(ontime)
        // a list (each period's source) is written as its JSON text in one cell
        .map((v) =>
          v === null ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v as string | number),
        )
        .map((v) => (/[",]/.test(v) ? `"${v.replaceAll('"', '""')}"` : v))
        .join(','),
    );
  });
});
