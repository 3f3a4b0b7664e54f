import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildServer } from '../../src/server.js';
import type { DataSnapshot, ServiceContext } from '../../src/serving/context.js';
import { openSnapshot } from '../../src/serving/snapshot.js';
import { duckdbBackend } from '../../src/backends/duckdb.js';

/**
 * Issue #23 serving point 2 (the cache): MCP calls are answered from the same result cache as the HTTP API,
 * keyed on the canonical request and the data version, so an MCP call after the same HTTP request (or the other
 * way round) does not reach the engine, answers the same, and a hot swap of the data version keys it anew.
 */
const { dataDir } = inject('dataset');
let base: DataSnapshot;
let engineQueries = 0;
/** The version the swappable context serves now (a hot swap replaces it). */
let served: DataSnapshot;
const servers: FastifyInstance[] = [];

/** A context whose engine counts the queries that reach it, serving `served` (swapped by the test). */
const context: ServiceContext = { current: () => served };

async function listen(cacheMb: number): Promise<number> {
  const app = await buildServer({ context, delivery: { cacheMb } });
  servers.push(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as AddressInfo).port;
}

beforeAll(async () => {
  base = await openSnapshot(duckdbBackend({ dataDir, engineConnections: 1, engineThreads: 1 }));
  served = {
    ...base,
    engine: {
      query: (sql, params, options) => {
        engineQueries += 1;
        return base.engine.query(sql, params, options);
      },
      close: () => Promise.resolve(),
    },
  };
});
afterAll(async () => {
  await Promise.all(servers.map((app) => app.close()));
  await base.engine.close();
});

// a breakdown the engine answers (by two dimensions: the route index answers breakdowns by one)
const BREAKDOWN =
  '/performance/breakdown?by=carrier,dayofweek&year=2025&month=5&origin=ATL&metrics=flights,on_time_pct&limit=3';
/** The same question as BREAKDOWN, as the MCP breakdown tool takes it (other spelling, other order). */
const BREAKDOWN_CALL = {
  area: 'performance',
  limit: 3,
  metrics: ['flights', 'on_time_pct'],
  month: 5,
  year: 2025,
  origin: 'ATL',
  by: ['carrier', 'dayofweek'],
};
const ROUTE = '/performance/route?origin=ATL&destination=LAX&year=2025&month=5&metrics=flights,cancelled';
const ROUTE_CALL = {
  area: 'performance',
  origin: 'ATL',
  destination: 'LAX',
  year: 2025,
  month: 5,
  metrics: ['flights', 'cancelled'],
};

async function get(port: number, path: string): Promise<Response> {
  return fetch(`http://127.0.0.1:${port}${path}`);
}

let callId = 0;
async function callTool(port: number, name: string, args: Record<string, unknown>): Promise<unknown> {
  const response = await fetch(`http://127.0.0.1:${port}/mcp`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: ++callId,
      method: 'tools/call',
      params: { name, arguments: args },
    }),
  });
  expect(response.status).toBe(200);
  const body = (await response.json()) as {
    result: { isError?: boolean; content: { text: string }[] };
  };
  expect(body.result.isError).toBeUndefined();
  return JSON.parse(body.result.content[0]!.text);
}

async function cacheLookups(port: number): Promise<{ hit: number; miss: number }> {
  const metrics = await (await get(port, '/metrics')).text();
  const count = (outcome: string) =>
    Number(new RegExp(`atss_result_cache_total\\{outcome="${outcome}"\\} (\\d+)`).exec(metrics)?.[1]);
  return { hit: count('hit'), miss: count('miss') };
}

describe('one result cache for HTTP and MCP', () => {
  it('answers an MCP call from the HTTP request that computed it, and the other way round, until a hot swap', async () => {
    served = { ...served, dataVersion: 'version-one' };
    const port = await listen(64);
    // the answers of a server without a cache: what the cached answers must equal
    const uncached = await listen(0);
    const expectedCall = await callTool(uncached, 'breakdown', BREAKDOWN_CALL);
    const expectedRoute = await (await get(uncached, ROUTE)).json();

    const first = await get(port, BREAKDOWN);
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag');
    const afterHttp = engineQueries;
    expect(await cacheLookups(port)).toEqual({ hit: 0, miss: 1 });

    // the same question over MCP: from the cache, the engine untouched, the same answer
    expect(await callTool(port, 'breakdown', BREAKDOWN_CALL)).toEqual(expectedCall);
    expect(engineQueries).toBe(afterHttp);
    expect(await cacheLookups(port)).toEqual({ hit: 1, miss: 1 });

    // the other way round: an MCP call computes, the HTTP request is served from its answer
    await callTool(port, 'route', ROUTE_CALL);
    const afterCall = engineQueries;
    const route = await get(port, ROUTE);
    expect(route.headers.get('server-timing')).toMatch(/exec;desc=cache$/);
    expect(await route.json()).toEqual(expectedRoute);
    expect(engineQueries).toBe(afterCall);
    expect(await cacheLookups(port)).toEqual({ hit: 2, miss: 2 });

    // a hot swap: the new version's answers are computed from its own data, never taken from the old version's
    served = { ...served, dataVersion: 'version-two' };
    const swappedCall = (await callTool(port, 'breakdown', BREAKDOWN_CALL)) as { data_version: string };
    expect(swappedCall.data_version).toBe('version-two');
    expect(engineQueries).toBeGreaterThan(afterCall);
    const afterSwap = engineQueries;
    const swapped = await get(port, BREAKDOWN);
    expect(swapped.headers.get('etag')).not.toBe(etag);
    expect(((await swapped.json()) as { meta: { data_version: string } }).meta.data_version).toBe(
      'version-two',
    );
    expect(engineQueries).toBe(afterSwap);
    expect(await cacheLookups(port)).toEqual({ hit: 3, miss: 3 });
  });
});
