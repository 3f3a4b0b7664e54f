import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore } from '../../src/engines/duckdb/open-store.js';
import type { DuckDbPool } from '../../src/engines/duckdb/pool.js';
import { EngineOverloadedError, EngineTimeoutError } from '../../src/engines/errors.js';
import { buildApp } from '../../src/http/app.js';
import type { DataSnapshot } from '../../src/serving/context.js';
import { openSnapshot } from '../../src/serving/snapshot.js';
import { emptyManifest } from '../../src/storage/manifest.js';
import { duckdbBackend } from '../../src/backends/duckdb.js';
import { sharedDataset } from '../support/dataset.js';

/** Hours of work for one engine thread: it only ends early when the engine interrupts it. */
const SLOW = 'SELECT count(*) AS n FROM range(100000000000) WHERE range % 7 = 3';
const { dataDir } = sharedDataset();

describe('engine limits', () => {
  let pool: DuckDbPool;
  beforeAll(async () => {
    ({ engine: pool } = await openStore({
      dataDir,
      manifest: emptyManifest(),
      connections: 1,
      threads: 1,
      limits: { maxQueue: 1, timeoutMs: 2000 },
    }));
  });
  afterAll(async () => {
    await pool.close();
  });

  it('interrupts a query that runs past the timeout', async () => {
    await expect(pool.query(SLOW)).rejects.toBeInstanceOf(EngineTimeoutError);
    // the only connection is free again: left running, the slow query would hold it for hours and this one
    // would time out waiting for it
    expect(await pool.query('SELECT 42 AS answer')).toEqual([{ answer: 42 }]);
  });

  it('refuses queries beyond the bounded queue, and counts time spent queued against the deadline', async () => {
    const running = pool.query(SLOW).catch((e: unknown) => e);
    const queued = pool.query('SELECT 1 AS one').catch((e: unknown) => e);
    await expect(pool.query('SELECT 2 AS two')).rejects.toBeInstanceOf(EngineOverloadedError);
    expect(await running).toBeInstanceOf(EngineTimeoutError);
    // it waited out its whole deadline behind the slow query: 504 without running
    expect(await queued).toBeInstanceOf(EngineTimeoutError);
    expect(await pool.query('SELECT 3 AS three')).toEqual([{ three: 3 }]);
  });
});

describe('admission lanes', () => {
  let pool: DuckDbPool;
  beforeAll(async () => {
    ({ engine: pool } = await openStore({
      dataDir,
      manifest: emptyManifest(),
      connections: 2,
      threads: 1,
      limits: { maxQueue: 4, timeoutMs: 5000 },
    }));
  });
  afterAll(async () => {
    await pool.close();
  });

  it('keeps a connection for light queries: a route never waits behind national breakdowns', async () => {
    const order: string[] = [];
    const heavy = [1, 2, 3].map((i) =>
      pool.query(SLOW, [], { lane: 'heavy' }).then(
        () => order.push(`heavy ${i}`),
        () => order.push(`heavy ${i} interrupted`),
      ),
    );
    const light = await pool.query('SELECT 42 AS answer', [], { lane: 'light' });
    order.push('light');
    expect(light).toEqual([{ answer: 42 }]);
    await Promise.all(heavy);
    // the light query finished first, while the heavy ones ran or waited for their single connection
    expect(order[0]).toBe('light');
    expect(order.slice(1).every((entry) => entry.startsWith('heavy'))).toBe(true);
  });

  it('bounds each lane queue separately', async () => {
    const heavy = Array.from({ length: 5 }, () =>
      pool.query(SLOW, [], { lane: 'heavy' }).catch((e: unknown) => e),
    );
    // one heavy query runs, four wait: the fifth is refused, and a light query is still admitted
    await expect(pool.query(SLOW, [], { lane: 'heavy' })).rejects.toBeInstanceOf(EngineOverloadedError);
    expect(await pool.query('SELECT 1 AS one', [], { lane: 'light' })).toEqual([{ one: 1 }]);
    // the running one is interrupted at the deadline, the waiting ones leave the queue at theirs
    const outcomes = await Promise.all(heavy);
    expect(outcomes.every((outcome) => outcome instanceof EngineTimeoutError)).toBe(true);
  });
});

describe('HTTP answers for engine limits', () => {
  let snapshot: DataSnapshot;
  const apps: FastifyInstance[] = [];
  beforeAll(async () => {
    snapshot = await openSnapshot(duckdbBackend({ dataDir, engineConnections: 1, engineThreads: 1 }));
  });
  afterAll(async () => {
    await Promise.all(apps.map((a) => a.close()));
    await snapshot.engine.close();
  });

  async function failingWith(error: Error): Promise<FastifyInstance> {
    const engine = { query: () => Promise.reject(error), close: () => Promise.resolve() };
    const app = await buildApp({
      context: { current: () => ({ ...snapshot, engine }) },
      delivery: { cacheMb: 0 },
    });
    apps.push(app);
    return app;
  }

  // a breakdown the engine answers (by two dimensions: the route index answers breakdowns by one)
  const url = '/performance/breakdown?by=carrier,dayofweek&year=2025&month=5&origin=ATL';

  it('answers 503 overloaded with Retry-After', async () => {
    const response = await (await failingWith(new EngineOverloadedError(1))).inject(url);
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('1');
    expect(response.json()).toMatchObject({ type: '/problems/overloaded', status: 503 });
  });

  it('answers 504 query-timeout', async () => {
    const response = await (await failingWith(new EngineTimeoutError(300))).inject(url);
    expect(response.statusCode).toBe(504);
    expect(response.json()).toMatchObject({ type: '/problems/query-timeout', status: 504 });
  });

  it('answers 500 without the engine message for anything else', async () => {
    const response = await (await failingWith(new Error('Binder Error: secret table xyz'))).inject(url);
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('secret');
    expect(response.json()).toMatchObject({ type: '/problems/internal', status: 500 });
  });
});
