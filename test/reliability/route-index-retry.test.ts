import { readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Backend } from '../../src/backends/backend.js';
import { duckdbBackend } from '../../src/backends/duckdb.js';
import { EngineTimeoutError } from '../../src/engines/errors.js';
import { buildApp } from '../../src/http/app.js';
import { LiveContext } from '../../src/serving/live-context.js';
import { buildRouteIndex } from '../../src/route-index/build.js';
import { copyOfSharedData, sharedDataset } from '../support/dataset.js';

/**
 * Issue #23 §3: a route index build that fails at the start (its engine queries time out under a burst of
 * clients) is retried with backoff for the same data version, /readyz says so, and a newer version stops it.
 * Failures are injected into the build attempts through LiveContext's `buildRouteIndex` seam.
 */
const ROUTE = '/performance/route?origin=ATL&destination=LAX&year=2025&month=5';
const cleanup: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step();
});

type Logged = { fields: Record<string, unknown>; message: string };
function memoryLog(): { log: never; logged: Logged[] } {
  const logged: Logged[] = [];
  const push = (fields: Record<string, unknown>, message: string) => logged.push({ fields, message });
  return { log: { info: push, error: push } as never, logged };
}

const backendOver = (dataDir: string) => duckdbBackend({ dataDir, engineConnections: 1, engineThreads: 1 });

/** Resolves the first time `check` holds (checked every 10 ms; the test's own bound catches a hang). */
async function until(check: () => boolean): Promise<void> {
  while (!check()) await new Promise((resolve) => setTimeout(resolve, 10));
}

describe('a route index build that fails', () => {
  it('is retried for the same version until built; /readyz says retrying, then ready', async () => {
    const attempts: string[] = [];
    let releaseThird!: () => void;
    const third = new Promise<void>((resolve) => (releaseThird = resolve));
    let thirdStarted!: () => void;
    const thirdStarting = new Promise<void>((resolve) => (thirdStarted = resolve));
    const { log, logged } = memoryLog();
    const context = await LiveContext.open(backendOver(sharedDataset().dataDir), log, {
      routeIndexRetry: { firstDelayMs: 1, maxDelayMs: 1 },
      buildRouteIndex: async (engine, dialect, manifest, options) => {
        attempts.push(manifest.published_at);
        // the first two attempts time out; the third waits for the test, then builds
        if (attempts.length <= 2) throw new EngineTimeoutError(10_000);
        thirdStarted();
        await third;
        return buildRouteIndex(engine, dialect, manifest, options);
      },
    });
    cleanup.push(() => context.close());
    const app = await buildApp({ context, delivery: { cacheMb: 0 } });
    cleanup.push(() => app.close());
    const version = context.current().dataVersion;
    const publishedAt = context.current().manifest.published_at;

    // without retries the build is given up after the first failure (settled, no index)
    await Promise.race([thirdStarting, context.routeIndexSettled()]);
    expect(attempts).toEqual([publishedAt, publishedAt, publishedAt]);
    const retrying = await app.inject('/readyz');
    expect(retrying.statusCode).toBe(200);
    expect(retrying.json()).toEqual({
      status: 'ready',
      data_version: version,
      published_at: publishedAt,
      route_index: 'retrying',
      route_index_detail:
        'the route index build failed 2 times (last: its engine queries timed out) and is retried with ' +
        'backoff; routes are answered by the engine meanwhile',
    });
    const byEngine = await app.inject(ROUTE);
    expect(byEngine.statusCode).toBe(200);
    expect(byEngine.headers['server-timing']).toMatch(/exec;desc=engine$/);

    releaseThird();
    await context.routeIndexSettled();
    expect(await app.inject('/readyz').then((r) => r.json())).toEqual({
      status: 'ready',
      data_version: version,
      published_at: publishedAt,
      route_index: 'ready',
    });
    const byIndex = await app.inject(ROUTE);
    expect(byIndex.headers['server-timing']).toMatch(/exec;desc=route-index$/);
    expect(byIndex.json()).toEqual(byEngine.json());
    expect(logged.map((entry) => [entry.message, entry.fields.attempt])).toEqual([
      ['route index not built: routes are answered by the engine until a retry builds it', 1],
      ['route index not built: routes are answered by the engine until a retry builds it', 2],
      ['route index built', undefined],
    ]);
  });

  it('is no longer retried once a newer version is served, which builds its own', async () => {
    const dir = await copyOfSharedData('route-index-retry');
    const first = JSON.parse(await readFile(join(dir, 'manifest.json'), 'utf8')) as { published_at: string };
    const attempts: string[] = [];
    const { log, logged } = memoryLog();
    const context = await LiveContext.open(backendOver(dir), log, {
      routeIndexRetry: { firstDelayMs: 5, maxDelayMs: 5 },
      buildRouteIndex: async (engine, dialect, manifest, options) => {
        attempts.push(manifest.published_at);
        // the first version's index never builds; the next one's does
        if (manifest.published_at === first.published_at) throw new EngineTimeoutError(10_000);
        return buildRouteIndex(engine, dialect, manifest, options);
      },
    });
    cleanup.push(() => context.close());
    const before = context.current().dataVersion;
    await until(() => (context.routeIndexBuild()?.failedAttempts ?? 0) >= 2);
    expect(context.current().routeIndex).toBeUndefined();

    // a new version, published as an ingest does: a new manifest renamed over the old one
    const next = { ...first, published_at: new Date(Date.parse(first.published_at) + 1000).toISOString() };
    await writeFile(join(dir, 'manifest.json.tmp'), JSON.stringify(next));
    await rename(join(dir, 'manifest.json.tmp'), join(dir, 'manifest.json'));
    expect(await context.refresh()).toBe(true);
    const after = context.current().dataVersion;
    expect(after).not.toBe(before);
    await context.routeIndexSettled();
    expect(context.current().routeIndex?.tables.size).toBeGreaterThan(0);
    expect(context.routeIndexBuild()).toBeUndefined();
    // the first version's retries end (its loop logs why and releases its snapshot)
    await until(() => logged.some((entry) => entry.message.startsWith('route index no longer retried')));
    const stopped = logged.find((entry) => entry.message.startsWith('route index no longer retried'));
    expect(stopped).toEqual({
      fields: { data_version: before, serving: after },
      message: 'route index no longer retried: a newer data version is served',
    });
    const firstVersionAttempts = attempts.filter((at) => at === first.published_at).length;
    expect(firstVersionAttempts).toBeGreaterThanOrEqual(2);
    expect(attempts.filter((at) => at === next.published_at)).toEqual([next.published_at]);
    // nothing retries the first version once it said so
    expect(logged.filter((entry) => entry.fields.data_version === before).length).toBe(
      firstVersionAttempts + 1,
    );
  });
});

describe('a route index build while the engine is down', () => {
  it('is built once the engine is back, not after the backoff it had grown to meanwhile', async () => {
    const backend = backendOver(sharedDataset().dataDir);
    // the engine as a cluster's entry server: down (every query refused at once) until the test restarts it
    let down = false;
    let queriesWhileDown = 0;
    const refused = () =>
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:8123'), { code: 'ECONNREFUSED' });
    const killable: Backend = {
      name: backend.name,
      publishedStamp: () => backend.publishedStamp(),
      watch: (onChange) => backend.watch(onChange),
      close: () => backend.close(),
      openCurrent: async () => {
        const opened = await backend.openCurrent();
        const query: typeof opened.engine.query = async (sql, params, options) => {
          if (down) {
            queriesWhileDown += 1;
            throw refused();
          }
          return opened.engine.query(sql, params, options);
        };
        return { ...opened, engine: { query, close: () => opened.engine.close() } };
      },
    };
    const attempts: boolean[] = [];
    const { log } = memoryLog();
    const context = await LiveContext.open(killable, log, {
      // the wait after the failed attempt would last an hour: only the engine's recovery can end it sooner
      routeIndexRetry: { firstDelayMs: 3_600_000, maxDelayMs: 3_600_000, probeMs: 20 },
      buildRouteIndex: async (engine, dialect, manifest, options) => {
        // the version opened, the entry server is killed as its index build starts
        if (attempts.length === 0) down = true;
        attempts.push(down);
        if (down) throw refused();
        return buildRouteIndex(engine, dialect, manifest, options);
      },
    });
    cleanup.push(() => context.close());
    await until(() => (context.routeIndexBuild()?.failedAttempts ?? 0) >= 1);
    // probed while it waits: the probes find the engine down
    const probes = queriesWhileDown;
    await until(() => queriesWhileDown > probes);
    down = false;
    await context.routeIndexSettled();
    expect(context.current().routeIndex?.tables.size).toBeGreaterThan(0);
    expect(attempts).toEqual([true, false]);
  }, 120_000);
});

describe('a route index build under way when a newer version is served', () => {
  it('stops at its next engine query, so the superseded version is closed without waiting for it', async () => {
    const dir = await copyOfSharedData('route-index-superseded');
    const first = JSON.parse(await readFile(join(dir, 'manifest.json'), 'utf8')) as { published_at: string };
    const backend = backendOver(dir);
    // whether each opened version's engine was closed
    const closed: boolean[] = [];
    const tracking: Backend = {
      name: backend.name,
      publishedStamp: () => backend.publishedStamp(),
      watch: (onChange) => backend.watch(onChange),
      close: () => backend.close(),
      openCurrent: async () => {
        const opened = await backend.openCurrent();
        const version = closed.push(false) - 1;
        return {
          ...opened,
          engine: {
            query: (sql, params, options) => opened.engine.query(sql, params, options),
            close: async () => {
              closed[version] = true;
              await opened.engine.close();
            },
          },
        };
      },
    };
    // the first version's build queries, counted; its second waits until the test has swapped versions
    let firstBuildQueries = 0;
    let releaseSecondQuery!: () => void;
    const secondQuery = new Promise<void>((resolve) => (releaseSecondQuery = resolve));
    let secondQueryWaiting!: () => void;
    const waiting = new Promise<void>((resolve) => (secondQueryWaiting = resolve));
    const { log, logged } = memoryLog();
    const context = await LiveContext.open(tracking, log, {
      buildRouteIndex: (engine, dialect, manifest, options) => {
        if (manifest.published_at !== first.published_at)
          return buildRouteIndex(engine, dialect, manifest, options);
        const gated = {
          query: async (...args: Parameters<typeof engine.query>) => {
            firstBuildQueries += 1;
            if (firstBuildQueries === 2) {
              secondQueryWaiting();
              await secondQuery;
            }
            return engine.query(...args);
          },
          close: () => engine.close(),
        };
        return buildRouteIndex(gated, dialect, manifest, options);
      },
    });
    cleanup.push(() => context.close());
    await waiting;
    const before = context.current().dataVersion;

    const next = { ...first, published_at: new Date(Date.parse(first.published_at) + 1000).toISOString() };
    await writeFile(join(dir, 'manifest.json.tmp'), JSON.stringify(next));
    await rename(join(dir, 'manifest.json.tmp'), join(dir, 'manifest.json'));
    expect(await context.refresh()).toBe(true);
    const after = context.current().dataVersion;
    // the first version is still held by its build, which waits in its second query
    expect(closed[0]).toBe(false);

    releaseSecondQuery();
    await until(() => closed[0] === true);
    // no engine query of the first version's build after the one under way when the newer version came
    expect(firstBuildQueries).toBe(2);
    expect(logged.find((entry) => entry.message.startsWith('route index build stopped'))).toEqual({
      fields: { data_version: before, serving: after },
      message: 'route index build stopped: a newer data version is served',
    });
    expect(logged.some((entry) => entry.message.startsWith('route index not built'))).toBe(false);
    // the newer version builds its own
    await context.routeIndexSettled();
    expect(context.current().dataVersion).toBe(after);
    expect(context.current().routeIndex?.tables.size).toBeGreaterThan(0);
  });
});
