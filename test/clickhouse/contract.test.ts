import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { clickhouseBackend } from '../../src/backends/clickhouse.js';
import { ANALYTICS_ENDPOINTS } from '../../src/catalog/index.js';
import type { EndpointDef } from '../../src/catalog/types.js';
import { publishToClickHouse } from '../../src/publish/clickhouse.js';
import { openBackendApp, openTestApp, type TestApp } from '../support/app.js';
import { answerDifferences } from '../support/answer-differences.js';
import { startAtss } from '../support/server.js';
import {
  clickHouseTestsSkipped,
  startClickHouseCluster,
  type ClickHouseCluster,
} from '../support/clickhouse-cluster.js';

/**
 * The contract on both backends: the same requests to the service over DuckDB (the oracle-tested default)
 * and over a two-shard ClickHouse cluster loaded by `atss publish` get the same answers: status, problem
 * documents, envelopes and every value to 1e-9 relative. Then one shard is killed mid-run: 503 problems,
 * never a partial answer, and answers again once the shard is back.
 */
const unavailable = clickHouseTestsSkipped();

const { dataDir } = inject('dataset');
let cluster: ClickHouseCluster;
let duck: TestApp;
let house: TestApp;

beforeAll(async () => {
  if (unavailable) return;
  cluster = await startClickHouseCluster(2);
  await publishToClickHouse({
    dataDir,
    urls: cluster.urls,
    cluster: cluster.name,
    graceMs: 600_000,
    log: () => undefined,
  });
  duck = await openTestApp(dataDir);
  house = await openBackendApp(
    clickhouseBackend({ url: cluster.urls[0]!, connections: 4, queueLimit: 64, queryTimeoutMs: 10_000 }),
  );
});
afterAll(async () => {
  await house?.close();
  await duck?.close();
  await cluster?.stop();
});

interface Answer {
  readonly status: number;
  readonly type: string | undefined;
  readonly body: unknown;
}

async function ask(app: TestApp, url: string): Promise<Answer> {
  const response = await app.app.inject(url);
  const body = response.headers['content-type']?.toString().includes('json')
    ? response.json()
    : response.body;
  return { status: response.statusCode, type: response.headers['content-type']?.toString(), body };
}

async function expectSameAnswers(urls: readonly string[]): Promise<Record<number, number>> {
  const statuses: Record<number, number> = {};
  for (const url of urls) {
    const [expected, actual] = await Promise.all([ask(duck, url), ask(house, url)]);
    expect({ url, status: actual.status, type: actual.type }).toEqual({
      url,
      status: expected.status,
      type: expected.type,
    });
    expect({ url, differences: answerDifferences(expected.body, actual.body).slice(0, 5) }).toEqual({
      url,
      differences: [],
    });
    statuses[expected.status] = (statuses[expected.status] ?? 0) + 1;
  }
  return statuses;
}

/** The time parameters that select every loaded period of an endpoint's dataset(s). */
function timeVariants(endpoint: EndpointDef): string[] {
  if (endpoint.family.id !== 'tickets') {
    return ['start_year=2025&start_month=4&end_year=2025&end_month=9', 'year=2025&month=6'];
  }
  return ['year=2025&quarter=2', 'year=2025&quarter=3&dataset=db1c', 'year=2025&month=8'];
}

const ROUTES = [
  ['ATL', 'LAX'],
  ['LAX', 'ATL'],
  ['BOS', 'LAX'],
  ['ORD', 'DEN'],
  ['JFK', 'LAX'],
  ['ATL', 'MCO'],
];

/**
 * The distribution metrics (hhi, carriers, the fare quantiles): the ClickHouse backend does not offer them yet
 * (`dialect.supports.distributions` is false: they need common tables and window functions that 18.16 lacks),
 * so they are left out of the identical-answer contract; the ClickHouse backend answers 400 for them (tested
 * below).
 */
const notOnClickHouse = (endpoint: EndpointDef) =>
  endpoint.metrics.filter((m) => m.distribution !== undefined).map((m) => m.id);
const sharedMetrics = (endpoint: EndpointDef) => endpoint.metrics.filter((m) => m.distribution === undefined);

/** Every endpoint, every dimension, every metric both backends offer, each time mode: the systematic half of the contract. */
function systematicRequests(): string[] {
  const urls: string[] = [];
  for (const endpoint of ANALYTICS_ENDPOINTS) {
    const metrics = sharedMetrics(endpoint)
      .map((m) => m.id)
      .join(',');
    for (const time of timeVariants(endpoint)) {
      if (endpoint.kind === 'route') {
        for (const [origin, destination] of ROUTES) {
          const route = `origin=${origin}&destination=${destination}&${time}`;
          urls.push(`${endpoint.path}?${route}`, `${endpoint.path}?${route}&metrics=${metrics}`);
        }
        continue;
      }
      for (const dimension of endpoint.dimensions) {
        urls.push(`${endpoint.path}?by=${dimension.id}&${time}&metrics=${metrics}&limit=100`);
        urls.push(`${endpoint.path}?by=${dimension.id}&${time}&limit=3&sort_order=asc`);
      }
      for (const filter of endpoint.filters.slice(0, 6)) {
        urls.push(`${endpoint.path}?by=origin&${time}&${filter.id}=${filterValue(filter.id)}&limit=20`);
      }
      urls.push(`${endpoint.path}?by=carrier,origin&origin=ATL&${time}&limit=10`);
    }
  }
  return urls;
}

/** combine_periods and compare=previous_year (issue #14) on every endpoint, with every shared metric. */
function analystModeRequests(): string[] {
  const urls: string[] = [];
  for (const endpoint of ANALYTICS_ENDPOINTS) {
    const metrics = sharedMetrics(endpoint)
      .map((m) => m.id)
      .join(',');
    const time = timeVariants(endpoint)[0]!;
    const target =
      endpoint.kind === 'route' ? 'origin=ATL&destination=LAX' : `by=${endpoint.dimensions[0]!.id}&limit=5`;
    for (const mode of ['combine_periods=true', 'compare=previous_year']) {
      urls.push(
        `${endpoint.path}?${target}&${time}&${mode}`,
        `${endpoint.path}?${target}&${time}&${mode}&metrics=${metrics}`,
      );
    }
    if (endpoint.kind !== 'route') {
      urls.push(`${endpoint.path}?by=carrier,origin&origin=ATL&${time}&combine_periods=true&limit=10`);
      urls.push(`${endpoint.path}?by=carrier,origin&origin=ATL&${time}&compare=previous_year&limit=10`);
    }
  }
  return urls;
}

function filterValue(id: string): string {
  const values: Record<string, string> = {
    origin_hub: 'L',
    destination_hub: 'M',
    origin_role: 'P',
    destination_role: 'P',
    carrier: 'DL',
    origin: 'ATL',
    destination: 'LAX',
  };
  return values[id] ?? '1';
}

/** Requests the service refuses: every problem document must be the same on both backends. */
const PROBLEMS = [
  '/performance/route?origin=BOS&destination=LAX&year=2024&month=13',
  '/performance/route?origin=XXX&destination=LAX&year=2025&month=5',
  '/performance/route?origin=BOS&destination=LAX&year=2020&month=5',
  '/performance/route?origin=BOS&destination=LAX&year=2025&month=5&colour=red',
  '/performance/breakdown?by=carrier&year=2025&month=5&sort_by=seats',
  '/performance/breakdown?by=carrier&year=2025&month=5&limit=0',
  '/tickets/markets/route?origin=BOS&destination=LAX&year=2025&month=5',
  '/tickets/markets/breakdown?by=nope&year=2025&quarter=2',
  '/traffic/segments/breakdown?by=carrier&year=2025&month=5&metrics=flights,nope',
  "/traffic/markets/route?origin=O'H&destination=LAX&year=2025&month=5",
  '/nowhere',
];

describe.skipIf(unavailable)('the same contract on DuckDB and on a two-shard ClickHouse cluster', () => {
  it('answers every endpoint, dimension, metric and time mode identically', async () => {
    const statuses = await expectSameAnswers(systematicRequests());
    // most of these are answers with data, not refusals
    expect(statuses[200]).toBeGreaterThan(150);
  });

  it('answers combine_periods and compare=previous_year identically', async () => {
    const statuses = await expectSameAnswers(analystModeRequests());
    expect(statuses[200]).toBeGreaterThan(10);
  });

  it('answers 400 for the metrics the ClickHouse backend does not offer yet (hhi, carriers, fare quantiles)', async () => {
    const refused = ANALYTICS_ENDPOINTS.filter((endpoint) => notOnClickHouse(endpoint).length > 0);
    expect(refused.length).toBeGreaterThan(0);
    for (const endpoint of refused) {
      for (const metric of notOnClickHouse(endpoint)) {
        const time = timeVariants(endpoint)[0]!;
        const target =
          endpoint.kind === 'route'
            ? 'origin=ATL&destination=LAX'
            : `by=${endpoint.dimensions.some((d) => d.id === 'origin') ? 'origin' : endpoint.dimensions[0]!.id}`;
        const url = `${endpoint.path}?${target}&${time}&metrics=${metric}`;
        const answer = await ask(house, url);
        expect({ url, status: answer.status }).toEqual({ url, status: 400 });
        expect(answer.type).toContain('application/problem+json');
        const detail = (answer.body as { detail: string }).detail;
        expect(detail).toContain(metric);
        expect(detail).toContain('clickhouse backend does not offer');
        // DuckDB answers the same request
        expect((await ask(duck, url)).status).toBe(200);
      }
    }
  });

  it('answers the refused requests with the same problem documents', async () => {
    const statuses = await expectSameAnswers(PROBLEMS);
    expect(statuses[200]).toBeUndefined();
  });

  it('answers seeded random requests (valid, mistaken and hostile values) identically', async () => {
    const names = [
      'by',
      'metrics',
      'limit',
      'sort_by',
      'sort_order',
      'carrier',
      'origin',
      'dataset',
      'month',
    ];
    const values = [
      'carrier',
      'origin',
      'passengers',
      'ATL',
      'DL',
      '0',
      '5',
      '2',
      'db1c',
      "'",
      '\\',
      '%00',
      '',
    ];
    const sample = fc.sample(
      fc.record({
        endpoint: fc.constantFrom(...ANALYTICS_ENDPOINTS),
        route: fc.constantFrom(...ROUTES),
        extra: fc.array(fc.tuple(fc.constantFrom(...names), fc.constantFrom(...values)), { maxLength: 3 }),
      }),
      { numRuns: 120, seed: 16 },
    );
    const urls = sample.map(({ endpoint, route: [origin, destination], extra }) => {
      const base = `origin=${origin}&destination=${destination}&${timeVariants(endpoint)[0]!}&by=carrier`;
      const more = extra.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&');
      return `${endpoint.path}?${base}${more ? `&${more}` : ''}`;
    });
    await expectSameAnswers(urls);
  });
});

describe.skipIf(unavailable)('a shard lost mid-run', () => {
  const url = '/traffic/segments/breakdown?by=origin&start_year=2025&start_month=4&end_year=2025&end_month=9';

  it('answers 503 problems while the shard is down, never a partial answer, and recovers', async () => {
    const expected = await ask(duck, url);
    const before = await ask(house, url);
    expect(before.status).toBe(200);
    expect(answerDifferences(expected.body, before.body)).toEqual([]);
    // requests in flight when the shard dies: each is the full answer or a 503, nothing in between
    const inFlight = Array.from({ length: 12 }, (_, i) => `${url}&limit=${i + 1}`);
    const answers = Promise.all(inFlight.map((u) => ask(house, u)));
    await new Promise((resolve) => setTimeout(resolve, 20));
    await cluster.kill(2);
    for (const [i, answer] of (await answers).entries()) {
      if (answer.status === 200) {
        expect(answerDifferences((await ask(duck, inFlight[i]!)).body, answer.body)).toEqual([]);
      } else {
        expect(answer.status).toBe(503);
        expect(answer.type).toContain('application/problem+json');
      }
    }
    // while it is down: every request not answered before is a 503 problem
    for (let i = 0; i < 5; i += 1) {
      const down = await ask(house, `${url}&limit=${20 + i}`);
      expect(down.status).toBe(503);
      expect(down.type).toContain('application/problem+json');
      expect(down.body).toMatchObject({ type: '/problems/unavailable', status: 503 });
    }
    await cluster.restart(2);
    const again = `${url}&limit=40`;
    const back = await ask(house, again);
    expect(back.status).toBe(200);
    expect(answerDifferences((await ask(duck, again)).body, back.body)).toEqual([]);
  });
});

describe.skipIf(unavailable)('the README commands (Scaling out), with the test cluster URLs', () => {
  const root = join(import.meta.dirname, '..', '..');
  const atss = join(root, 'bin', 'atss.js');

  it('atss publish --clickhouse ... --cluster, then atss serve --engine clickhouse answers as DuckDB does', async () => {
    const published = spawnSync(
      process.execPath,
      [
        atss,
        'publish',
        ...cluster.urls.flatMap((url) => ['--clickhouse', url]),
        '--cluster',
        cluster.name,
        '--data',
        dataDir,
      ],
      { encoding: 'utf8', timeout: 120_000 },
    );
    expect(published.status, published.stderr).toBe(0);
    expect(JSON.parse(published.stdout)).toMatchObject({ status: 'already-current' });

    const server = await startAtss(['serve', '--engine', 'clickhouse', '--clickhouse', cluster.urls[1]!], {
      env: { ATSS_LOG_LEVEL: 'warn' },
    });
    try {
      const url = '/tickets/markets/breakdown?by=opcarrier&year=2025&quarter=2&limit=5';
      const response = await fetch(`${server.url}${url}`);
      expect(response.status).toBe(200);
      expect(answerDifferences((await ask(duck, url)).body, await response.json())).toEqual([]);
    } finally {
      await server.stop();
    }
  });
});
