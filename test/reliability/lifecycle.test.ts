import { readFile, rename, unlink, writeFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';
import { buildApp } from '../../src/http/app.js';
import { LiveContext } from '../../src/serving/live-context.js';
import { openSnapshot, staticContext } from '../../src/serving/snapshot.js';
import { duckdbBackend } from '../../src/backends/duckdb.js';
import { readManifest, tableFiles } from '../../src/storage/manifest.js';
import { copyOfSharedData, sharedDataset, testDir } from '../support/dataset.js';
import { startAtss } from '../support/server.js';

/** Issue #12 item 10: shutdown, new versions, missing and corrupt data, settings. */
const { dataDir } = sharedDataset();
const cleanup: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step();
});

async function appOver(dir: string, engineInMemory = false): Promise<FastifyInstance> {
  const snapshot = await openSnapshot(
    duckdbBackend({ dataDir: dir, engineConnections: 1, engineThreads: 1, engineInMemory }),
  );
  const app = await buildApp({ context: staticContext(snapshot) });
  cleanup.push(async () => {
    await app.close();
    await snapshot.engine.close();
  });
  return app;
}

const ROUTE = '/performance/route?origin=ATL&destination=LAX&year=2025&month=5';

describe('SIGTERM with a stalled stdout', () => {
  it('keeps answering while nobody reads its log, and exits within the drain timeout', async () => {
    const server = await startAtss(['serve', '--data', dataDir], {
      env: { ATSS_LOG_LEVEL: 'info', ATSS_DRAIN_TIMEOUT_MS: '3000' },
      stdout: 'stall',
    });
    cleanup.push(() => server.stop('SIGKILL'));
    // nobody reads stdout from now on: about 200 bytes of log per request, 1,500 requests fill the pipe
    // (64 KiB) several times over; a server writing its log synchronously would stop answering
    const answered = new Map<string | number, number>();
    for (let i = 0; i < 1500; i += 1) {
      const status = await fetch(`${server.url}/livez`, { signal: AbortSignal.timeout(30_000) }).then(
        (r) => r.status,
        (error: unknown) => (error instanceof Error && error.name === 'TimeoutError' ? 'no answer' : 'error'),
      );
      answered.set(status, (answered.get(status) ?? 0) + 1);
      if (status !== 200) break;
    }
    expect(Object.fromEntries(answered)).toEqual({ 200: 1500 });
    // the drain timeout (3 s) ends the process whatever its stdout does: far longer than that is a hang
    const code = await Promise.race([
      server.stop('SIGTERM', 120_000),
      new Promise<string>((resolve) => setTimeout(() => resolve('still running 60 s after SIGTERM'), 60_000)),
    ]);
    expect(code).toBe(0);
  });
});

describe('new data versions', () => {
  it('picks up a newly published manifest (watch and poll) and logs the swap with both versions', async () => {
    const dir = await copyOfSharedData('lifecycle');
    const logged: { fields: Record<string, unknown>; message: string }[] = [];
    const log = {
      info: (fields: Record<string, unknown>, message: string) => logged.push({ fields, message }),
      error: (fields: Record<string, unknown>, message: string) => logged.push({ fields, message }),
    };
    const context = await LiveContext.open(
      duckdbBackend({ dataDir: dir, engineConnections: 1, engineThreads: 1 }),
      log as never,
    );
    cleanup.push(() => context.close());
    // ready at once: the first version's route index is built after the start, routes go to the engine meanwhile
    expect(context.current().routeIndex).toBeUndefined();
    expect(context.routeIndexBuild()).toEqual({ failedAttempts: 0 });
    const app = await buildApp({ context, delivery: { cacheMb: 0 } });
    cleanup.push(() => app.close());
    expect((await app.inject('/readyz')).json()).toMatchObject({ status: 'ready', route_index: 'building' });
    const byEngine = await app.inject(ROUTE);
    expect(byEngine.headers['server-timing']).toMatch(/exec;desc=engine$/);
    await context.routeIndexSettled();
    expect(context.routeIndexBuild()).toBeUndefined();
    expect((await app.inject('/readyz')).json()).toMatchObject({ status: 'ready', route_index: 'ready' });
    // the same answer, now from the index
    const byIndex = await app.inject(ROUTE);
    expect(byIndex.headers['server-timing']).toMatch(/exec;desc=route-index$/);
    expect(byIndex.json()).toEqual(byEngine.json());
    context.watch();
    const before = context.current().dataVersion;
    const indexBefore = context.current().routeIndex;
    expect(indexBefore?.tables.size).toBeGreaterThan(0);
    // a new version as an ingest publishes it: a new manifest renamed over the old one
    const manifest = JSON.parse(await readFile(join(dir, 'manifest.json'), 'utf8')) as Record<
      string,
      unknown
    >;
    await writeFile(
      join(dir, 'manifest.json.tmp'),
      JSON.stringify({ ...manifest, published_at: new Date().toISOString() }),
    );
    const published = Date.now();
    await rename(join(dir, 'manifest.json.tmp'), join(dir, 'manifest.json'));
    while (context.current().dataVersion === before && Date.now() - published < 60_000) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const after = context.current().dataVersion;
    expect(after).not.toBe(before);
    expect(logged).toContainEqual({ fields: { from: before, to: after }, message: 'data version swapped' });
    // the new version is served at once, its routes by the engine until its own route index is built after
    // the swap (the old index goes with the old snapshot)
    await context.routeIndexSettled();
    const messages = logged.map((entry) => entry.message);
    expect(messages.lastIndexOf('route index built')).toBeGreaterThan(
      messages.indexOf('data version swapped'),
    );
    expect((await app.inject(ROUTE)).headers['server-timing']).toMatch(/exec;desc=route-index$/);
    expect(context.current().routeIndex?.tables.size).toBe(indexBefore?.tables.size);
    expect(context.current().routeIndex).not.toBe(indexBefore);
    expect(logged.filter((entry) => entry.message === 'route index built')).toHaveLength(2);
    console.info(`new manifest served ${Date.now() - published} ms after it was published`);

    // a corrupt manifest published next: logged, and the served version stays
    await writeFile(join(dir, 'manifest.json.tmp'), '{"format": 1, "tables": {');
    await rename(join(dir, 'manifest.json.tmp'), join(dir, 'manifest.json'));
    const failedAt = Date.now();
    while (!logged.some((l) => l.fields.serving === after) && Date.now() - failedAt < 60_000) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const failure = logged.find((l) => l.fields.serving === after);
    expect(failure?.message).toBe(
      'the published manifest cannot be served; still serving the previous version',
    );
    expect(String(failure?.fields.reason)).toContain(join(dir, 'manifest.json'));
    expect(context.current().dataVersion).toBe(after);
  });
});

describe('missing, corrupt and empty data', () => {
  it('a Parquet file deleted under the server: /readyz names it, queries answer 503, not 500', async () => {
    const dir = await copyOfSharedData('lifecycle');
    const app = await appOver(dir, false);
    expect((await app.inject(ROUTE)).statusCode).toBe(200);
    // a data file of the month (its rollup files lie beside it)
    const listed = (await readManifest(dir))!.manifest.tables.ontime!.partitions['2025-05']!.files[0]!;
    const file = resolve(dir, listed);
    await unlink(file);
    // a breakdown by origin with a filter no rollup holds (a time block; nor the route index: not a route): the
    // query reads the stored files
    const query = await app.inject(
      '/performance/breakdown?by=origin&year=2025&month=5&dep_time_block=0700-0759',
    );
    expect(query.statusCode).toBe(503);
    expect(query.headers['retry-after']).toBe('5');
    expect(query.json()).toMatchObject({ type: '/problems/unavailable', status: 503 });
    expect(query.body).not.toContain(dir);
    const ready = await app.inject('/readyz');
    expect(ready.statusCode).toBe(503);
    // named as the data directory lists it: the absolute path stays on the server (issue #43 point 6)
    const detail = `${relative(dir, file)} is missing: restore it, or publish a new data version with atss ingest`;
    expect(ready.json()).toMatchObject({ status: 'not_ready', detail });
    expect(ready.body).not.toContain(dir);
  });

  it('a corrupt manifest: the server starts not ready, naming the file and the fix', async () => {
    const dir = await testDir('lifecycle');
    await writeFile(join(dir, 'manifest.json'), '{"format": 1, "tables": ');
    const app = await appOver(dir);
    const ready = await app.inject('/readyz');
    expect(ready.statusCode).toBe(503);
    const detail = ready.json<{ detail: string }>().detail;
    expect(detail).toBe(
      "the data directory's manifest.json cannot be read; publish a new data version with: atss ingest <BTS downloads> --data <data directory>",
    );
    const query = await app.inject(ROUTE);
    expect(query.statusCode).toBe(503);
    expect(query.json()).toMatchObject({ type: '/problems/unavailable', detail });
  });

  it('a table this version cannot open (a column missing, as an older atss wrote it): that table 503, the others served', async () => {
    const dir = await copyOfSharedData('lifecycle');
    const loaded = await readManifest(dir);
    const files = tableFiles(loaded!.manifest, 'db1b_market').map((file) => resolve(dir, file));
    expect(files.length).toBeGreaterThan(0);
    const connection = await (await DuckDBInstance.create(':memory:')).connect();
    for (const file of files) {
      await connection.run(
        `COPY (SELECT * EXCLUDE (passengers) FROM read_parquet('${file}')) TO '${file}.old' (FORMAT parquet)`,
      );
      await rename(`${file}.old`, file);
    }
    connection.closeSync();
    const app = await appOver(dir, true);
    const ready = await app.inject('/readyz');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ status: 'degraded', unreadable_tables: ['db1b_market'] });
    expect(ready.body).not.toContain(dir);
    expect((await app.inject(ROUTE)).statusCode).toBe(200);
    const tickets = await app.inject('/tickets/markets/route?origin=ATL&destination=LAX&year=2025&quarter=2');
    expect(tickets.json()).toMatchObject({ type: '/problems/unavailable', status: 503 });
  });

  it('an empty data directory: 503 unavailable with the fix, not "unknown airport ATL"', async () => {
    const dir = await testDir('lifecycle');
    const app = await appOver(dir);
    const query = await app.inject(ROUTE);
    expect(query.statusCode).toBe(503);
    const detail = query.json<{ detail: string }>().detail;
    expect(detail).toBe(
      'no data has been published in the data directory (no manifest.json); load BTS downloads with: atss ingest <BTS downloads> --data <data directory>, or run atss start for the demo data',
    );
    expect((await app.inject('/support/airports')).statusCode).toBe(503);
    expect((await app.inject('/readyz')).json()).toMatchObject({ status: 'not_ready', detail });
    expect((await app.inject('/support/coverage')).statusCode).toBe(200);
  });
});

describe('boolean settings', () => {
  it('accept exactly true, false, 1 and 0', () => {
    for (const [raw, value] of [
      ['true', true],
      ['1', true],
      ['false', false],
      ['0', false],
    ] as const) {
      expect(loadConfig({ ATSS_ENGINE_IN_MEMORY: raw }).engineInMemory, raw).toBe(value);
    }
    for (const raw of ['no', 'yes', 'TRUE', 'off', ' true']) {
      expect(() => loadConfig({ ATSS_ENGINE_IN_MEMORY: raw }), raw).toThrow(ConfigError);
      expect(() => loadConfig({ ATSS_ENGINE_IN_MEMORY: raw }), raw).toThrow(
        `ATSS_ENGINE_IN_MEMORY must be true, false, 1 or 0, got "${raw}"`,
      );
    }
  });
});

describe('retired settings', () => {
  it('refuse ATSS_CACHE_ENTRIES, naming the setting that replaced it', () => {
    expect(() => loadConfig({ ATSS_CACHE_ENTRIES: '1000' })).toThrow(
      'ATSS_CACHE_ENTRIES is no longer read; the result cache is bounded in memory now: set ATSS_CACHE_MB',
    );
    expect(loadConfig({ ATSS_CACHE_MB: '64' }).cacheMb).toBe(64);
  });
});
