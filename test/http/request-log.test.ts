import { request as httpRequest } from 'node:http';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { QueryEngine, Row } from '../../src/engines/engine.js';
import {
  EngineOverloadedError,
  EngineTimeoutError,
  EngineUnavailableError,
} from '../../src/engines/errors.js';
import type { AppOptions } from '../../src/http/app.js';
import { buildServer } from '../../src/server.js';
import type { DataSnapshot } from '../../src/serving/context.js';
import { openSnapshot, staticContext } from '../../src/serving/snapshot.js';
import { duckdbBackend } from '../../src/backends/duckdb.js';

/**
 * Issue #29 point 7: the README promises one JSON log line per request. Counted per request id (sent as
 * X-Request-Id) for answers, client errors, 304, 429, engine failures (whose cause goes on that same line, at
 * warn or error) and a request whose client leaves before the answer (logged once, `aborted`).
 */
const { dataDir } = inject('dataset');
const ROUTE = '/performance/route?origin=ATL&destination=LAX&year=2025&month=6';
// a breakdown the engine answers (by two dimensions: the route index answers breakdowns by one)
const BREAKDOWN = '/performance/breakdown?by=carrier,dayofweek&year=2025&month=5&origin=ATL';
const lines: Record<string, unknown>[] = [];
let snapshot: DataSnapshot;
const apps: FastifyInstance[] = [];

function logStream(): Writable {
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n')) if (line) lines.push(JSON.parse(line));
      done();
    },
  });
}

async function app(options: Partial<AppOptions> = {}): Promise<FastifyInstance> {
  const made = await buildServer({
    context: staticContext(snapshot),
    logger: { level: 'info', stream: logStream() },
    ...options,
  });
  apps.push(made);
  return made;
}

/** The app over an engine that fails every query with `error`. */
function failingEngine(error: Error): Partial<AppOptions> {
  const engine: QueryEngine = { query: () => Promise.reject(error), close: () => Promise.resolve() };
  return { context: { current: () => ({ ...snapshot, engine }) }, delivery: { cacheMb: 0 } };
}

const linesOf = (id: string) => lines.filter((line) => line.reqId === id);

beforeAll(async () => {
  snapshot = await openSnapshot(duckdbBackend({ dataDir, engineConnections: 2, engineThreads: 1 }));
});
afterAll(async () => {
  await Promise.all(apps.map((made) => made.close()));
  await snapshot?.engine.close();
});

describe('one log line per request', () => {
  it('for an answer, a 400, a 404, a 304, a 429 and a CSV answer, at info', async () => {
    const served = await app({ delivery: { rateLimit: 1, rateLimitWindowSeconds: 60 } });
    const unlimited = await app();
    const ok = await unlimited.inject({ url: ROUTE, headers: { 'x-request-id': 'ok' } });
    expect(ok.statusCode).toBe(200);
    const requests: [FastifyInstance, string, Record<string, string>, number][] = [
      [unlimited, `${ROUTE}&month=13`, { 'x-request-id': 'bad' }, 400],
      [unlimited, '/nowhere', { 'x-request-id': 'none' }, 404],
      [unlimited, ROUTE, { 'x-request-id': 'same', 'if-none-match': ok.headers.etag as string }, 304],
      [unlimited, `${ROUTE}&format=csv`, { 'x-request-id': 'csv' }, 200],
      [served, ROUTE, { 'x-request-id': 'first' }, 200],
      [served, ROUTE, { 'x-request-id': 'limited' }, 429],
    ];
    for (const [target, url, headers, status] of requests) {
      expect((await target.inject({ url, headers })).statusCode, url).toBe(status);
    }
    for (const [id, status] of [['ok', 200], ...requests.map(([, , h, s]) => [h['x-request-id'], s])]) {
      expect(linesOf(id as string), id as string).toEqual([
        expect.objectContaining({ level: 30, msg: 'request', method: 'GET', status }),
      ]);
    }
    expect(linesOf('none')[0]).toMatchObject({ url: '/nowhere', route: null });
  });

  it('for a query timeout, unreadable files, an internal error and a failed MCP tool: one line with its cause', async () => {
    const cases: [Error, string, number, number, string][] = [
      [new EngineTimeoutError(300), 'timeout', 504, 40, 'query interrupted'],
      [new EngineUnavailableError('gone'), 'unavailable', 503, 50, 'data files unavailable'],
      [new Error('boom'), 'internal', 500, 50, 'request failed'],
    ];
    for (const [error, id, status, level, cause] of cases) {
      const failing = await app(failingEngine(error));
      const response = await failing.inject({ url: BREAKDOWN, headers: { 'x-request-id': id } });
      expect(response.statusCode).toBe(status);
      expect(linesOf(id), id).toEqual([expect.objectContaining({ level, msg: 'request', status, cause })]);
    }
    const failing = await app(failingEngine(new Error('boom')));
    const call = {
      name: 'breakdown',
      arguments: { area: 'performance', by: ['carrier', 'dayofweek'], year: 2025, month: 5, origin: 'ATL' },
    };
    const mcp = await failing.inject({
      method: 'POST',
      url: '/mcp',
      headers: { 'x-request-id': 'tool', accept: 'application/json, text/event-stream' },
      payload: { jsonrpc: '2.0', id: 1, method: 'tools/call', params: call },
    });
    expect(mcp.statusCode).toBe(200);
    expect(mcp.json().result.isError).toBe(true);
    expect(linesOf('tool')).toEqual([
      expect.objectContaining({ level: 50, msg: 'request', status: 200, cause: 'mcp tool failed' }),
    ]);
    expect(linesOf('timeout')[0]).toMatchObject({ timeout_ms: 300 });
    expect(linesOf('internal')[0]).toMatchObject({ err: expect.objectContaining({ message: 'boom' }) });
  });

  it('answers each engine error with the same problem code on both doors (HTTP and MCP)', async () => {
    const cases: [Error, string, number][] = [
      [new EngineTimeoutError(300), 'query-timeout', 504],
      [new EngineUnavailableError('gone'), 'unavailable', 503],
      [new EngineOverloadedError(2), 'overloaded', 503],
    ];
    for (const [error, code, status] of cases) {
      const failing = await app(failingEngine(error));
      const http = await failing.inject({ url: BREAKDOWN });
      expect([http.statusCode, http.json<{ type: string }>().type]).toEqual([status, `/problems/${code}`]);
      const mcp = await failing.inject({
        method: 'POST',
        url: '/mcp',
        headers: { accept: 'application/json, text/event-stream' },
        payload: {
          jsonrpc: '2.0',
          id: 1,
          method: 'tools/call',
          params: {
            name: 'breakdown',
            arguments: {
              area: 'performance',
              by: ['carrier', 'dayofweek'],
              year: 2025,
              month: 5,
              origin: 'ATL',
            },
          },
        },
      });
      const result = mcp.json<{ result: { isError: boolean; content: { text: string }[] } }>().result;
      expect([result.isError, result.content[0]!.text.split(':')[0]], code).toEqual([true, code]);
    }
  });

  it('for a request whose client leaves before the answer: one line, aborted, nothing sent', async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let answered: Promise<Row[]> | undefined;
    const slow: QueryEngine = {
      query: (sql, params, options) =>
        (answered = released.then(() => snapshot.engine.query(sql, params, options))),
      close: () => Promise.resolve(),
    };
    const served = await app({
      context: { current: () => ({ ...snapshot, engine: slow }) },
      delivery: { cacheMb: 0 },
    });
    const url = new URL(BREAKDOWN, await served.listen({ port: 0, host: '127.0.0.1' }));
    const client = httpRequest(url, { headers: { 'x-request-id': 'gone' } });
    client.on('error', () => undefined);
    client.end();
    // the query has started: the client leaves, then the engine answers (too late)
    while (answered === undefined) await new Promise((resolve) => setTimeout(resolve, 10));
    client.destroy();
    // its line is written when the server sees the connection close (waited for up to a minute: no speed is
    // asserted; a server that never logs it fails below)
    const deadline = Date.now() + 60_000;
    while (linesOf('gone').length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    release();
    await answered;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(linesOf('gone')).toEqual([
      expect.objectContaining({
        level: 30,
        msg: 'request',
        aborted: true,
        status: null,
        route: '/performance/breakdown',
      }),
    ]);
  });
});
