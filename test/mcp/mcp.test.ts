import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ANALYTICS_ENDPOINTS } from '../../src/catalog/index.js';
import { buildServer } from '../../src/server.js';
import type { DataSnapshot } from '../../src/serving/context.js';
import { openSnapshot, staticContext } from '../../src/serving/snapshot.js';
import { duckdbBackend } from '../../src/backends/duckdb.js';

/**
 * The MCP server through the SDK's own client, over stdio (`bin/atss.js mcp`) and streamable HTTP
 * (`POST /mcp` on a loopback port), compared with the HTTP API's answers to the same questions.
 */
const { dataDir } = inject('dataset');
const AREAS = ['tickets/markets', 'tickets/coupons', 'traffic/segments', 'traffic/markets', 'performance'];
const API_KEY = 'mcp-test-key-0123456789';

let snapshot: DataSnapshot;
let app: FastifyInstance;
let keyedApp: FastifyInstance;
let baseUrl: string;
let keyedUrl: string;
const clients: Client[] = [];

async function listen(apiKeys: string[] = [], rateLimit = 0): Promise<[FastifyInstance, string]> {
  const built = await buildServer({ context: staticContext(snapshot), delivery: { apiKeys, rateLimit } });
  const address = await built.listen({ port: 0, host: '127.0.0.1' });
  return [built, address];
}

async function connect(transport: 'stdio' | 'http', url = baseUrl, headers: Record<string, string> = {}) {
  const client = new Client({ name: 'atss-test', version: '1.0.0' });
  await client.connect(
    transport === 'stdio'
      ? new StdioClientTransport({
          command: process.execPath,
          args: ['bin/atss.js', 'mcp', '--data', dataDir],
          stderr: 'inherit',
        })
      : new StreamableHTTPClientTransport(new URL('/mcp', url), { requestInit: { headers } }),
  );
  clients.push(client);
  return client;
}

async function http(path: string): Promise<{ status: number; body: any }> {
  const response = await app.inject({ method: 'GET', url: path });
  return { status: response.statusCode, body: response.json() };
}

interface ToolAnswer {
  readonly isError: boolean;
  readonly text: string;
  readonly json: any;
}

async function call(client: Client, name: string, args: Record<string, unknown>): Promise<ToolAnswer> {
  const result = (await client.callTool({ name, arguments: args })) as {
    isError?: boolean;
    content: { type: string; text: string }[];
  };
  const text = result.content[0]!.text;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { isError: result.isError === true, text, json };
}

/**
 * Equal values; floating-point results to 12 significant digits, since the stdio server is another DuckDB
 * instance whose parallel sums may add in another order.
 */
function expectSameNumber(actual: unknown, expected: unknown): void {
  if (typeof expected === 'number' && !Number.isInteger(expected))
    expect(Math.abs(Number(actual) - expected)).toBeLessThanOrEqual(1e-12 * Math.abs(expected));
  else expect(actual).toBe(expected);
}

const query = (args: Record<string, unknown>) =>
  Object.entries(args)
    .filter(([name]) => name !== 'area')
    .map(
      ([name, value]) =>
        `${name}=${encodeURIComponent(Array.isArray(value) ? value.join(',') : String(value))}`,
    )
    .join('&');

/** Time parameters with data in the test dataset, per area. */
const periodOf = (area: string) =>
  area.startsWith('tickets') ? { year: 2025, quarter: 2 } : { year: 2025, month: 6 };

beforeAll(async () => {
  snapshot = await openSnapshot(duckdbBackend({ dataDir, engineConnections: 2, engineThreads: 1 }));
  [app, baseUrl] = await listen();
  [keyedApp, keyedUrl] = await listen([API_KEY]);
});

afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()));
  await app?.close();
  await keyedApp?.close();
  await snapshot?.engine.close();
});

describe.each(['stdio', 'http'] as const)('MCP over %s', (transport) => {
  let client: Client;
  beforeAll(async () => {
    client = await connect(transport);
  });

  it('lists the six tools, with area as an enum and every catalog metric and dimension allowed', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual(
      [
        'breakdown',
        'describe_dataset',
        'route',
        'search_airports',
        'search_carriers',
        'search_city_markets',
      ].sort(),
    );
    const breakdown = tools.find((t) => t.name === 'breakdown')!.inputSchema as any;
    expect(breakdown.properties.area.enum).toEqual(AREAS);
    expect(breakdown.required).toEqual(expect.arrayContaining(['area', 'by']));
    expect(breakdown.additionalProperties).toBe(false);
    const breakdowns = ANALYTICS_ENDPOINTS.filter((e) => e.kind === 'breakdown');
    expect(new Set(breakdown.properties.metrics.items.enum)).toEqual(
      new Set(breakdowns.flatMap((e) => e.metrics.map((m) => m.id))),
    );
    expect(new Set(breakdown.properties.by.items.enum)).toEqual(
      new Set([...breakdowns.flatMap((e) => e.dimensions.map((d) => d.id)), 'total']),
    );
    expect(breakdown.properties.month).toMatchObject({ type: 'integer', minimum: 1, maximum: 12 });
    const route = tools.find((t) => t.name === 'route')!.inputSchema as any;
    // origin or origin_city_market, destination or destination_city_market: the parser checks which
    expect(route.required).toEqual(['area']);
    for (const end of ['origin', 'destination', 'origin_city_market', 'destination_city_market'])
      expect(route.properties[end]).toBeDefined();
    expect(route.properties.by).toBeUndefined();
    for (const tool of tools) expect(tool.annotations?.readOnlyHint).toBe(true);
  });

  it('search_airports, search_city_markets and search_carriers answer what their /support lists answer', async () => {
    for (const [tool, path, q] of [
      ['search_airports', '/support/airports', 'chicago'],
      ['search_city_markets', '/support/city-markets', 'new york'],
      ['search_carriers', '/support/carriers', 'delta'],
    ] as const) {
      const answer = await call(client, tool, { q });
      const expected = (await http(`${path}?q=${q}`)).body;
      expect(answer.isError).toBe(false);
      expect(answer.json.data_version).toBe(snapshot.dataVersion);
      expect(answer.json.total_count).toBe(expected.meta.total_count);
      expect(answer.json.results).toEqual(expected.results);
      expect(answer.json.total_count).toBeGreaterThan(0);
      expect(answer.json.note).toBeUndefined();
    }
    const cut = await call(client, 'search_airports', { q: 'a', limit: 2 });
    const all = (await http('/support/airports?q=a&limit=2')).body;
    expect(cut.json.returned).toBe(2);
    expect(cut.json.note).toBe(
      `${all.meta.total_count - 2} more matched beyond limit=2: pass offset=2 or narrow q`,
    );
  });

  it('search tools answer a bad argument with the problem detail of the HTTP API', async () => {
    const answer = await call(client, 'search_airports', { q: 'x', limit: 0 });
    const problem = (await http('/support/airports?q=x&limit=0')).body;
    expect(problem.status).toBe(400);
    expect(answer).toMatchObject({ isError: true, text: `invalid-parameter: ${problem.detail}` });
    const unknown = await call(client, 'search_carriers', { name: 'x' });
    expect(unknown.isError).toBe(true);
    expect(unknown.text).toContain('Input validation error');
  });

  it('describe_dataset gives loaded periods, metrics with formulas, dimensions and filters', async () => {
    const answer = await call(client, 'describe_dataset', { area: 'performance' });
    expect(answer.isError).toBe(false);
    const coverage = (await http('/support/coverage')).body;
    const ontime = (coverage.tables ?? coverage).find((t: any) => t.table === 'ontime');
    expect(answer.json.data_version).toBe(snapshot.dataVersion);
    expect(answer.json.datasets).toEqual([
      {
        dataset: 'ontime',
        grains: ['month'],
        max_periods_per_request: { month: 60 },
        loaded: { grain: 'month', first_period: '2025-04', last_period: '2025-09', period_count: 6 },
      },
    ]);
    expect(ontime).toMatchObject({ first_period: '2025-04', last_period: '2025-09', period_count: 6 });
    const onTime = answer.json.metrics.find((m: any) => m.id === 'on_time_pct');
    expect(onTime.formula).toBe(
      '100 * (sum(flights) - sum(cancelled) - sum(diverted) - sum(arr_delayed)) / sum(flights)',
    );
    expect(answer.json.breakdown_by.map((d: any) => d.id)).toEqual([
      'carrier',
      'origin',
      'destination',
      'origin_city_market',
      'destination_city_market',
      'cancellationcode',
      'dayofweek',
      'distancegroup',
      'dep_time_block',
      'arr_time_block',
      'total',
    ]);
    const dayOfWeek = answer.json.filters.find((f: any) => f.id === 'dayofweek');
    expect(dayOfWeek.values).toMatchObject({ '1': 'Monday', '7': 'Sunday' });
    const tickets = await call(client, 'describe_dataset', { area: 'tickets/markets' });
    expect(
      tickets.json.datasets.map((d: any) => [d.dataset, d.loaded.first_period, d.loaded.last_period]),
    ).toEqual([
      ['db1b', '2025-Q2', '2025-Q2'],
      ['db1c', '2025-07', '2025-09'],
    ]);
    const bad = await call(client, 'describe_dataset', { area: 'weather' });
    expect(bad.isError).toBe(true);
    expect(bad.text).toContain('area');
  });

  it.each(AREAS)('breakdown of %s matches the HTTP breakdown row for row', async (area) => {
    const endpoint = ANALYTICS_ENDPOINTS.find((e) => e.path === `/${area}/breakdown`)!;
    const by = [endpoint.dimensions.find((d) => d.id === 'origin')!.id];
    const args = { area, by, ...periodOf(area), limit: 5 };
    const answer = await call(client, 'breakdown', args);
    const expected = (await http(`/${area}/breakdown?${query(args)}`)).body;
    expect(answer.isError).toBe(false);
    expect(answer.json.data_version).toBe(expected.meta.data_version);
    expect(answer.json.metrics).toEqual(expected.meta.metrics);
    expect(answer.json.rows).toHaveLength(expected.results.length);
    expect(expected.results.length).toBeGreaterThan(0);
    expected.results.forEach((row: any, i: number) => {
      const compact = answer.json.rows[i];
      expect(compact.origin).toBe(row.origin.iata_code);
      expect(answer.json.names.airports[compact.origin]).toBe(row.origin.name);
      for (const metric of expected.meta.metrics) {
        expectSameNumber(compact[metric], row[metric].value);
        if (row[metric].share !== undefined) expectSameNumber(compact[`${metric}_share`], row[metric].share);
      }
    });
    expect(expected.meta.truncated).toBe(true);
    expect(answer.json.note).toBe(
      `rows were cut by limit=5 per period: 5 of ${expected.meta.total_count} groups returned; raise limit (at most 100) or add filters to see the rest`,
    );
  });

  it.each(AREAS)('route of %s matches the HTTP route', async (area) => {
    const args = { area, origin: 'ATL', destination: 'LAX', ...periodOf(area) };
    const answer = await call(client, 'route', args);
    const expected = (await http(`/${area}/route?${query(args)}`)).body;
    expect(answer.isError).toBe(false);
    expect(answer.json).toMatchObject({
      area,
      data_version: expected.meta.data_version,
      mode: 'single',
      filters: { origin: 'ATL', destination: 'LAX' },
      names: { airports: { ATL: expected.meta.origin.name, LAX: expected.meta.destination.name } },
    });
    expect(answer.json.rows).toHaveLength(1);
    expect(Object.keys(answer.json.rows[0])).toEqual(['period', ...Object.keys(expected.result)]);
    for (const [id, metric] of Object.entries<any>(expected.result))
      expectSameNumber(answer.json.rows[0][id], metric.value);
    expect(answer.json.note).toBeUndefined();
  });

  it('a multi-period route says when limit cut periods, and its values match HTTP', async () => {
    const args = {
      area: 'performance',
      origin: 'ATL',
      destination: 'ORD',
      start_year: 2025,
      start_month: 4,
      end_year: 2025,
      end_month: 9,
      limit: 2,
      metrics: ['flights', 'avg_arr_delay'],
    };
    const answer = await call(client, 'route', args);
    const expected = (await http(`/performance/route?${query(args)}`)).body;
    expect(answer.json.periods).toEqual(['2025-08', '2025-09']);
    expect(answer.json.rows.map((r: any) => r.period)).toEqual(
      expected.results.map((r: any) => `${r.year}-${String(r.month).padStart(2, '0')}`),
    );
    expected.results.forEach((r: any, i: number) => {
      expectSameNumber(answer.json.rows[i].flights, r.result.flights.value);
      expectSameNumber(answer.json.rows[i].avg_arr_delay, r.result.avg_arr_delay.value);
    });
    expect(answer.json.note).toBe(
      'periods were cut to the most recent 2 of 6 loaded (limit=2); raise limit (at most 100) to see more',
    );
  });

  it.each([
    ['breakdown', { area: 'performance', by: ['carrier'], year: 2025, month: 6, metrics: ['avg_fare'] }],
    ['breakdown', { area: 'traffic/segments', by: ['carrier'], year: 2025, month: 13 }],
    ['breakdown', { area: 'tickets/markets', by: ['origin'], year: 2025, month: 6, dataset: 'db1b' }],
    ['breakdown', { area: 'performance', by: ['carrier'], year: 2025, month: 6, carrier: 'ZZZ' }],
    ['route', { area: 'performance', origin: 'ATL', destination: 'LAX', year: 2019, month: 6 }],
    ['route', { area: 'traffic/markets', origin: 'ATL', destination: 'LAX' }],
    ['route', { area: 'performance', origin: 'ATL', destination: 'LAX', year: 2025, quarter: 2 }],
  ])('%s with bad arguments gives the HTTP problem detail: %j', async (tool, args) => {
    const answer = await call(client, tool, args);
    const problem = await http(`/${String(args.area)}/${tool}?${query(args)}`);
    expect(problem.status).toBeGreaterThanOrEqual(400);
    expect(answer.isError).toBe(true);
    const code = String(problem.body.type).replace('/problems/', '');
    expect(answer.text.split('\n')[0]).toBe(`${code}: ${problem.body.detail}`);
    for (const error of problem.body.errors ?? []) {
      if (error.allowed)
        expect(answer.text).toContain(`\n${error.parameter} allowed: ${error.allowed.join(', ')}`);
    }
  });

  it('rejects arguments the schema does not know, and an area outside the enum', async () => {
    const unknown = await call(client, 'route', {
      area: 'performance',
      origin: 'ATL',
      destination: 'LAX',
      yeer: 2025,
    });
    expect(unknown.isError).toBe(true);
    expect(unknown.text).toContain('yeer');
    const area = await call(client, 'breakdown', { area: 'weather', by: ['carrier'], year: 2025, month: 6 });
    expect(area.isError).toBe(true);
    expect(area.text).toContain('area');
  });
});

describe('POST /mcp behind API keys', () => {
  it('refuses a client without a key with 401 and serves one with a key', async () => {
    await expect(connect('http', keyedUrl)).rejects.toThrow(/401/);
    const client = await connect('http', keyedUrl, { Authorization: `Bearer ${API_KEY}` });
    const answer = await call(client, 'search_carriers', { carrier_code: 'DL' });
    expect(answer.json.results.map((c: any) => c.carrier_code)).toEqual(['DL']);
  });

  it('counts MCP requests against the rate limit', async () => {
    const [limited, url] = await listen([], 1);
    try {
      const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'ping' });
      const headers = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
      const first = await fetch(new URL('/mcp', url), { method: 'POST', headers, body });
      expect(first.status).toBe(200);
      const second = await fetch(new URL('/mcp', url), { method: 'POST', headers, body });
      expect(second.status).toBe(429);
      expect(second.headers.get('retry-after')).not.toBeNull();
    } finally {
      await limited.close();
    }
  });

  it('counts POST /mcp in /metrics and leaves no request in flight', async () => {
    const response = await fetch(new URL('/mcp', baseUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 7, method: 'tools/list' }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-request-id')).toMatch(/\S/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const body: any = await response.json();
    expect(body.result.tools).toHaveLength(6);
    const metrics = await (await fetch(new URL('/metrics', baseUrl))).text();
    expect(metrics).toMatch(
      /^atss_http_requests_total\{route="\/mcp",method="POST",status="200"\} [1-9]\d*$/m,
    );
    // the /metrics request itself is the only one in flight
    expect(metrics).toMatch(/^atss_http_requests_in_flight 1$/m);
  });

  it('answers GET /mcp with 405, there being no server stream', async () => {
    const response = await fetch(new URL('/mcp', baseUrl));
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
  });
});
