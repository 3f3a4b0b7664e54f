import { spawn } from 'node:child_process';
import { readFile, readdir, rm, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../src/http/app.js';
import { LiveContext } from '../../src/http/live-context.js';
import { ingestPaths } from '../../src/ingest/index.js';
import { readManifest } from '../../src/storage/manifest.js';

const { rawDir } = inject('dataset');
const root = join(import.meta.dirname, '..', '..');
const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
});

async function freshDataDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'atss-faults-'));
  dirs.push(dir);
  return dir;
}

const months = (from: number, to: number) =>
  (async () => {
    const names = await readdir(rawDir);
    return names
      .filter(
        (n) =>
          /^(On_Time|T_T100).*_2025_(\d+)\.zip$/.test(n) &&
          Number(/_2025_(\d+)\.zip$/.exec(n)![1]) >= from &&
          Number(/_2025_(\d+)\.zip$/.exec(n)![1]) <= to,
      )
      .concat(names.filter((n) => /^T_(MASTER_CORD|CARRIER_DECODE|AIRCRAFT_TYPES)\.zip$/.test(n)))
      .map((n) => join(rawDir, n));
  })();

describe('an ingest killed at any point', () => {
  it('leaves the served data and its version unchanged, and the next ingest succeeds', async () => {
    const dataDir = await freshDataDir();
    await ingestPaths(await months(4, 5), { dataDir });
    const before = await readFile(join(dataDir, 'manifest.json'), 'utf8');
    const next = await months(6, 9);
    for (const delayMs of [50, 150, 300, 450, 600]) {
      const child = spawn(
        process.execPath,
        [join(root, 'bin', 'atss.js'), 'ingest', ...next, '--data', dataDir, '--quiet'],
        { stdio: 'ignore' },
      );
      const exited = new Promise((resolve) => {
        child.once('exit', resolve);
        child.once('error', resolve);
      });
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      child.kill('SIGKILL');
      await exited;
      const after = await readFile(join(dataDir, 'manifest.json'), 'utf8');
      if (after !== before) {
        // the ingest finished before the kill: a complete new version, never a partial one
        expect(Object.keys((await readManifest(dataDir))!.manifest.tables.ontime!.partitions)).toEqual([
          '2025-04',
          '2025-05',
          '2025-06',
          '2025-07',
          '2025-08',
          '2025-09',
        ]);
        return;
      }
    }
    const summary = await ingestPaths(next, { dataDir });
    const manifest = (await readManifest(dataDir))!;
    expect(manifest.dataVersion).toBe(summary.dataVersion);
    expect(Object.keys(manifest.manifest.tables.ontime!.partitions)).toEqual([
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
    ]);
    expect(
      (await readdir(dataDir)).filter((n) => n.startsWith('.staging') || n.startsWith('.ingest.lock')),
    ).toEqual([]);
  }, 120_000);
});

describe('a running server', () => {
  it('picks up a new ingest without a restart and without a failed request', async () => {
    const dataDir = await freshDataDir();
    await ingestPaths(await months(4, 4), { dataDir });
    const context = await LiveContext.open({ dataDir, engineConnections: 2, engineThreads: 1 });
    const app = await buildApp({ context, delivery: { cacheMb: 0 } });
    try {
      const url = '/performance/breakdown?by=carrier&limit_results=true&metrics=flights';
      const first = (await app.inject(url)).json<{ meta: { data_version: string; periods: unknown[] } }>();
      expect(first.meta.periods).toHaveLength(1);
      let failures = 0;
      let stop = false;
      const traffic = (async () => {
        while (!stop) {
          const response = await app.inject({ url, headers: { 'x-request-id': `load-${Date.now()}` } });
          if (response.statusCode !== 200) failures += 1;
          await new Promise((resolve) => setImmediate(resolve));
        }
      })();
      await ingestPaths(await months(5, 6), { dataDir });
      expect(await context.refresh()).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 200));
      stop = true;
      await traffic;
      expect(failures).toBe(0);
      const second = (await app.inject(url)).json<{ meta: { data_version: string; periods: unknown[] } }>();
      expect(second.meta.data_version).not.toBe(first.meta.data_version);
      expect(second.meta.periods).toHaveLength(3);
      expect((await app.inject('/readyz')).json()).toMatchObject({ data_version: second.meta.data_version });
    } finally {
      await app.close();
      await context.close();
    }
  }, 60_000);
});
