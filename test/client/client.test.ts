import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  AtssHttpError,
  AtssProblemError,
  RateLimitedError,
  createClient,
  type AtssClient,
} from '../../clients/typescript/src/index.js';
import { EngineOverloadedError } from '../../src/engines/errors.js';
import { buildApp } from '../../src/http/app.js';
import type { DataSnapshot } from '../../src/serving/context.js';
import { openSnapshot, staticContext } from '../../src/serving/snapshot.js';
import { duckdbBackend } from '../../src/backends/duckdb.js';

/** Every function of the typed client against a live server, compared with a plain GET of the same URL. */
const { dataDir } = inject('dataset');
let snapshot: DataSnapshot;
const servers: FastifyInstance[] = [];
let baseUrl: string;
let client: AtssClient;

async function listen(context = staticContext(snapshot), apiKeys: string[] = []): Promise<string> {
  const app = await buildApp({ context, delivery: { apiKeys, cacheMb: 0 } });
  servers.push(app);
  return app.listen({ port: 0, host: '127.0.0.1' });
}

beforeAll(async () => {
  snapshot = await openSnapshot(duckdbBackend({ dataDir, engineConnections: 2, engineThreads: 1 }));
  baseUrl = await listen();
  client = createClient({ baseUrl });
});

afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
  await snapshot?.engine.close();
});

const month = { year: 2025, month: 6 } as const;
const quarter = { year: 2025, quarter: 2 } as const;
const pair = { origin: 'ATL', destination: 'LAX' } as const;

/** One call per client function, with the query string a person would type for the same question. */
const CALLS: Record<keyof AtssClient, [(c: AtssClient) => Promise<unknown>, string]> = {
  serviceIndex: [(c) => c.serviceIndex(), '/'],
  livez: [(c) => c.livez(), '/livez'],
  readyz: [(c) => c.readyz(), '/readyz'],
  supportCoverage: [(c) => c.supportCoverage(), '/support/coverage'],
  problems: [(c) => c.problems({ code: 'no-data' }), '/problems/no-data'],
  supportAirports: [
    (c) => c.supportAirports({ q: 'chicago', limit: 5 }),
    '/support/airports?q=chicago&limit=5',
  ],
  supportCityMarkets: [
    (c) => c.supportCityMarkets({ q: 'new york', limit: 5 }),
    '/support/city-markets?q=new%20york&limit=5',
  ],
  supportCarriers: [(c) => c.supportCarriers({ carrier_code: 'DL' }), '/support/carriers?carrier_code=DL'],
  supportAircrafts: [
    (c) => c.supportAircrafts({ manufacturer: 'Boeing', limit: 3 }),
    '/support/aircrafts?manufacturer=Boeing&limit=3',
  ],
  ticketsMarketsRoute: [
    (c) => c.ticketsMarketsRoute({ ...pair, ...quarter, metrics: ['passengers', 'avg_fare'] }),
    '/tickets/markets/route?origin=ATL&destination=LAX&year=2025&quarter=2&metrics=passengers,avg_fare',
  ],
  ticketsMarketsBreakdown: [
    (c) => c.ticketsMarketsBreakdown({ by: ['origin', 'tkcarrier'], ...quarter, limit: 5 }),
    '/tickets/markets/breakdown?by=origin,tkcarrier&year=2025&quarter=2&limit=5',
  ],
  ticketsCouponsRoute: [
    (c) => c.ticketsCouponsRoute({ ...pair, dataset: 'db1c', year: 2025, month: 8 }),
    '/tickets/coupons/route?origin=ATL&destination=LAX&dataset=db1c&year=2025&month=8',
  ],
  ticketsCouponsBreakdown: [
    (c) => c.ticketsCouponsBreakdown({ by: ['fare_class'], ...quarter, metrics: ['passengers', 'yield'] }),
    '/tickets/coupons/breakdown?by=fare_class&year=2025&quarter=2&metrics=passengers,yield',
  ],
  trafficSegmentsRoute: [
    (c) =>
      c.trafficSegmentsRoute({ ...pair, start_year: 2025, start_month: 4, end_year: 2025, end_month: 6 }),
    '/traffic/segments/route?origin=ATL&destination=LAX&start_year=2025&start_month=4&end_year=2025&end_month=6',
  ],
  trafficSegmentsBreakdown: [
    (c) =>
      c.trafficSegmentsBreakdown({ by: ['aircraft_type'], ...month, metrics: ['passengers', 'load_factor'] }),
    '/traffic/segments/breakdown?by=aircraft_type&year=2025&month=6&metrics=passengers,load_factor',
  ],
  trafficMarketsRoute: [
    (c) => c.trafficMarketsRoute({ ...pair, ...month }),
    '/traffic/markets/route?origin=ATL&destination=LAX&year=2025&month=6',
  ],
  trafficMarketsBreakdown: [
    (c) => c.trafficMarketsBreakdown({ by: ['carrier'], ...month, sort_by: 'passengers', sort_order: 'asc' }),
    '/traffic/markets/breakdown?by=carrier&year=2025&month=6&sort_by=passengers&sort_order=asc',
  ],
  performanceRoute: [
    (c) => c.performanceRoute({ ...pair, ...month }),
    '/performance/route?origin=ATL&destination=LAX&year=2025&month=6',
  ],
  performanceBreakdown: [
    (c) =>
      c.performanceBreakdown({
        by: ['carrier'],
        ...month,
        dayofweek: 3,
        metrics: ['flights', 'on_time_pct'],
      }),
    '/performance/breakdown?by=carrier&year=2025&month=6&dayofweek=3&metrics=flights,on_time_pct',
  ],
};

describe('typed client against a live server', () => {
  it('has one function per endpoint, each covered here', () => {
    expect(Object.keys(client).sort()).toEqual(Object.keys(CALLS).sort());
  });

  it.each(Object.keys(CALLS) as (keyof AtssClient)[])(
    '%s answers what GET of the same URL answers',
    async (name) => {
      const [run, path] = CALLS[name];
      const answer = await run(client);
      const response = await fetch(new URL(path, baseUrl));
      expect(response.status).toBe(200);
      expect(answer).toEqual(await response.json());
    },
  );

  it('reads typed results', async () => {
    const answer = await client.performanceBreakdown({
      by: ['carrier'],
      ...month,
      metrics: ['flights'],
      limit: 3,
    });
    const first = answer.results[0]!;
    expect(typeof first.carrier?.carrier_code).toBe('string');
    expect(typeof first.flights?.value).toBe('number');
    expect(answer.meta.data_version).toBe(snapshot.dataVersion);
  });

  it('raises a problem document as AtssProblemError with its code, status and parameter errors', async () => {
    const error = await client
      .performanceBreakdown({ by: ['carrier'], ...month, metrics: ['avg_fare' as 'flights'] })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AtssProblemError);
    const problem = error as AtssProblemError;
    expect(problem.code).toBe('invalid-parameter');
    expect(problem.status).toBe(400);
    expect(problem.problem.errors?.[0]?.parameter).toBe('metrics');
    expect(problem.message).toBe(`invalid-parameter: ${problem.problem.detail}`);
    const noData = await client.performanceRoute({ ...pair, year: 2019, month: 1 }).catch((e: unknown) => e);
    expect(noData).toMatchObject({ code: 'no-data', status: 404 });
  });

  it('sends the API key and raises 401 without it', async () => {
    const key = 'client-test-key-0123456789';
    const url = await listen(staticContext(snapshot), [key]);
    await expect(
      createClient({ baseUrl: url }).supportCarriers({ carrier_code: 'DL' }),
    ).rejects.toMatchObject({
      code: 'unauthorized',
      status: 401,
    });
    const answer = await createClient({ baseUrl: url, apiKey: key }).supportCarriers({ carrier_code: 'DL' });
    expect(answer.results.map((c) => c.carrier_code)).toEqual(['DL']);
  });

  it('retries a 503 overloaded after Retry-After, and gives up after maxRetries', async () => {
    let refusals = 1;
    let queries = 0;
    const engine = {
      query: (sql: string, params?: readonly (string | number | boolean | null)[]) => {
        queries += 1;
        if (refusals > 0) {
          refusals -= 1;
          return Promise.reject(new EngineOverloadedError(1));
        }
        return snapshot.engine.query(sql, params);
      },
      close: () => Promise.resolve(),
    };
    // without the route index, so the route reaches the refusing engine
    const overloaded = { ...snapshot, engine, routeIndex: undefined };
    const url = await listen({ current: () => overloaded });
    const started = Date.now();
    const answer = await createClient({ baseUrl: url }).performanceRoute({ ...pair, ...month });
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    expect(queries).toBe(2);
    expect(answer.meta.data_version).toBe(snapshot.dataVersion);

    refusals = 2;
    const error = await createClient({ baseUrl: url, maxRetries: 1, maxRetryDelayMs: 10 })
      .performanceRoute({ ...pair, ...month })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'overloaded', status: 503 });
  });

  it('raises a 429 as RateLimitedError with the Retry-After seconds', async () => {
    const app = await buildApp({
      context: staticContext(snapshot),
      delivery: { cacheMb: 0, rateLimit: 1, rateLimitWindowSeconds: 60 },
    });
    servers.push(app);
    const limited = createClient({ baseUrl: await app.listen({ port: 0, host: '127.0.0.1' }) });
    await limited.supportCarriers({ carrier_code: 'DL' });
    const error = await limited.supportCarriers({ carrier_code: 'DL' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RateLimitedError);
    expect(error).toMatchObject({ code: 'rate-limited', status: 429 });
    const seconds = (error as RateLimitedError).retryAfterSeconds;
    expect(Number.isInteger(seconds) && seconds! >= 1 && seconds! <= 60).toBe(true);
  });

  it('raises a non-problem error answer as AtssHttpError', async () => {
    const empty = await openSnapshot(
      duckdbBackend({ dataDir: `${dataDir}-none`, engineConnections: 1, engineThreads: 1 }),
    );
    try {
      const url = await listen(staticContext(empty));
      // readyz says Retry-After too: no retries here
      const error = await createClient({ baseUrl: url, maxRetries: 0 })
        .readyz()
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AtssHttpError);
      expect(error).not.toBeInstanceOf(AtssProblemError);
      expect((error as AtssHttpError).status).toBe(503);
    } finally {
      await servers.pop()?.close();
      await empty.engine.close();
    }
  });
});
