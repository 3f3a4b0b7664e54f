import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFile, readdir, rm, mkdtemp, writeFile, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../src/http/app.js';
import { LiveContext } from '../../src/serving/live-context.js';
import { ingestPaths } from '../../src/ingest/index.js';
import { LOCK_FILE } from '../../src/storage/lock.js';
import { RETIRED_FILE } from '../../src/ingest/retire.js';
import { readManifest, storedFiles } from '../../src/storage/manifest.js';
import { TABLE_IDS } from '../../src/storage/schema.js';
import { duckdbBackend } from '../../src/backends/duckdb.js';

const { rawDir } = inject('dataset');
const APRIL_TO_SEPTEMBER = ['2025-04', '2025-05', '2025-06', '2025-07', '2025-08', '2025-09'];
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
        expect(Object.keys((await readManifest(dataDir))!.manifest.tables.ontime!.partitions)).toEqual(
          APRIL_TO_SEPTEMBER,
        );
        return;
      }
    }
    const summary = await ingestPaths(next, { dataDir });
    const manifest = (await readManifest(dataDir))!;
    expect(manifest.dataVersion).toBe(summary.dataVersion);
    expect(Object.keys(manifest.manifest.tables.ontime!.partitions)).toEqual(APRIL_TO_SEPTEMBER);
    expect(
      (await readdir(dataDir)).filter((n) => n.startsWith('.staging') || n.startsWith('.ingest.lock')),
    ).toEqual([]);
  });
});

describe('a running server', () => {
  it('picks up a new ingest without a restart and without a failed request', async () => {
    const dataDir = await freshDataDir();
    await ingestPaths(await months(4, 4), { dataDir });
    const context = await LiveContext.open(
      duckdbBackend({ dataDir, engineConnections: 2, engineThreads: 1 }),
    );
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
  });
});

/** Why a fault test cannot run here (printed), or undefined when it can. */
function cannot(command: string, args: string[]): string | undefined {
  const result = spawnSync(command, args, { stdio: 'pipe' });
  return result.status === 0
    ? undefined
    : `${command} ${args.join(' ')} failed: ${String(result.stderr || result.error)}`;
}
const noPidNamespace = cannot('unshare', ['--pid', '--fork', '--mount-proc', 'true']);
if (noPidNamespace) console.warn(`skipping the PID 1 fault test: ${noPidNamespace}`);
const noTmpfs =
  process.getuid?.() !== 0
    ? 'not running as root (mounting a tmpfs needs root)'
    : cannot('unshare', ['--mount', 'true']);
if (noTmpfs) console.warn(`skipping the full-disk fault test: ${noTmpfs}`);

/** Files the data directory holds that nothing lists: staging folders, locks, temp manifests, unlisted store files. */
async function leftovers(dataDir: string): Promise<string[]> {
  const manifest = (await readManifest(dataDir))?.manifest;
  const listed = new Set(manifest ? TABLE_IDS.flatMap((id) => storedFiles(manifest, id)) : []);
  const retired = await readFile(join(dataDir, RETIRED_FILE), 'utf8')
    .then((text) => (JSON.parse(text) as { file: string }[]).map((entry) => entry.file))
    .catch(() => []);
  for (const file of retired) listed.add(file);
  const top = (await readdir(dataDir)).filter(
    (name) => name.startsWith('.staging') || name.startsWith(LOCK_FILE) || name.endsWith('.tmp'),
  );
  const store = await readdir(join(dataDir, 'store'), { recursive: true, withFileTypes: true }).catch(
    () => [],
  );
  const unlisted = store
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(dataDir.length + 1))
    .filter((file) => !listed.has(file));
  return [...top, ...unlisted];
}

describe.skipIf(noPidNamespace !== undefined)(
  'an ingest that is PID 1 of its PID namespace (a container)',
  () => {
    it('killed with SIGKILL at random points: served data unchanged each time, the next PID 1 takes over, nothing left behind', async () => {
      const dataDir = await freshDataDir();
      await ingestPaths(await months(4, 5), { dataDir });
      const before = await readFile(join(dataDir, 'manifest.json'), 'utf8');
      const next = await months(6, 9);
      const ingestAsPid1 = () =>
        spawn(
          'unshare',
          [
            '--pid',
            '--fork',
            '--mount-proc',
            process.execPath,
            join(root, 'bin', 'atss.js'),
            'ingest',
            ...next,
            '--data',
            dataDir,
            '--quiet',
          ],
          { stdio: 'ignore' },
        );
      let random = 11;
      for (let round = 0; round < 6; round += 1) {
        random = (random * 48271) % 2147483647;
        const delayMs = 150 + (random % 900);
        const child = ingestAsPid1();
        const exited = new Promise((resolve) => child.once('exit', resolve));
        await new Promise((resolve) => setTimeout(resolve, delayMs));
        // the node process inside is PID 1 of the namespace; its host pid is unshare's child
        const inner = (
          await readFile(`/proc/${child.pid}/task/${child.pid}/children`, 'utf8').catch(() => '')
        ).trim();
        if (inner) process.kill(Number(inner.split(' ')[0]), 'SIGKILL');
        await exited;
        const after = await readFile(join(dataDir, 'manifest.json'), 'utf8');
        if (after !== before) {
          // it finished before the kill: then it is complete
          expect(Object.keys((await readManifest(dataDir))!.manifest.tables.ontime!.partitions)).toHaveLength(
            6,
          );
          break;
        }
      }
      const final = ingestAsPid1();
      const code = await new Promise((resolve) => final.once('exit', resolve));
      expect(code).toBe(0);
      expect(Object.keys((await readManifest(dataDir))!.manifest.tables.ontime!.partitions)).toEqual(
        APRIL_TO_SEPTEMBER,
      );
      expect(await leftovers(dataDir)).toEqual([]);
    });
  },
);

describe('ingests racing for a stale lock', () => {
  it('never has two holders in 50 rounds of three processes', async () => {
    const dataDir = await freshDataDir();
    const contender = join(root, 'test', 'reliability', 'lock-contender.mjs');
    // a dead owner: this boot, a pid that ran and exited
    const dead = spawnSync(process.execPath, ['-e', '0']).pid;
    let held = 0;
    for (let round = 0; round < 50; round += 1) {
      await writeFile(
        join(dataDir, LOCK_FILE),
        JSON.stringify({ pid: dead, boot_id: null, start_time: '1', token: `round-${round}` }),
      );
      const go = join(dataDir, `go-${round}`);
      const runs = [0, 1, 2].map(
        () =>
          new Promise<{ code: number | null; out: string }>((resolve) => {
            const child = spawn(process.execPath, [contender, dataDir, go], {
              stdio: ['ignore', 'pipe', 'inherit'],
            });
            let out = '';
            child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
            child.once('exit', (code) => resolve({ code, out }));
          }),
      );
      await new Promise((resolve) => setTimeout(resolve, 120));
      await writeFile(go, '');
      const results = await Promise.all(runs);
      expect(results.map((r) => r.code)).toEqual([0, 0, 0]);
      const winners = results.filter((r) => r.out.startsWith('held')).length;
      expect(winners).toBeGreaterThanOrEqual(1);
      held += winners;
      await rm(go);
      expect((await readdir(dataDir)).filter((name) => name.startsWith(LOCK_FILE))).toEqual([]);
    }
    expect(held).toBeGreaterThanOrEqual(50);
  });
});

describe.skipIf(noTmpfs !== undefined)('a full disk', () => {
  it('refuses with a clear error, publishes nothing, frees what it wrote, leaves nothing behind', async () => {
    const mount = await freshDataDir();
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=24m', 'tmpfs', mount]);
    try {
      const dataDir = join(mount, 'data');
      await ingestPaths(await months(4, 4), { dataDir });
      const before = await readFile(join(dataDir, 'manifest.json'), 'utf8');
      const freeBefore = (await import('node:fs/promises')).statfs(mount).then((s) => s.bavail);
      // a zip the disk cannot hold is refused before extraction
      const big = join(await freshDataDir(), 'On_Time_big.zip');
      const { strToU8, zip } = await import('fflate');
      // random hex text: compresses about 2:1, far from the ratio bound; zipped off the event loop (fflate's
      // worker), as compressing 40 MB here would block vitest's worker for seconds, minutes at load 20
      const zipped = await new Promise<Uint8Array>((resolve, reject) =>
        zip({ 'big.csv': strToU8(randomBytes(20_000_000).toString('hex')) }, { level: 1 }, (error, data) =>
          error ? reject(error) : resolve(data),
        ),
      );
      await writeFile(big, zipped);
      await expect(ingestPaths([big], { dataDir })).rejects.toThrow(
        /needs 0\.04 GB of staging space to extract, but only 0\.0\d GB is free/,
      );
      // a disk that fills while writing: the engine's Parquet or the manifest hits ENOSPC
      const filler = join(mount, 'filler');
      const free = (await (await import('node:fs/promises')).statfs(mount)).bavail * 4096;
      await writeFile(filler, Buffer.alloc(Math.max(0, free - 48 * 1024)));
      // plain CSV (no zip to extract): the engine's Parquet output hits ENOSPC
      const csvs = await freshDataDir();
      const { unzipSync } = await import('fflate');
      const inputs: string[] = [];
      for (const zip of (await months(5, 9)).filter((path) => /On_Time/.test(path))) {
        for (const [name, bytes] of Object.entries(unzipSync(await readFile(zip))).filter(([n]) =>
          n.endsWith('.csv'),
        )) {
          inputs.push(join(csvs, `${inputs.length}-${name}`));
          await writeFile(inputs.at(-1)!, bytes);
        }
      }
      // the CSVs lost their zips' generated mark: mixed with the generated store on purpose
      const error = await ingestPaths(inputs, { dataDir, mixSynthetic: true }).catch((e: unknown) => e);
      expect((error as Error).message).toMatch(/no space left on the device/);
      await rm(filler);
      expect(await readFile(join(dataDir, 'manifest.json'), 'utf8')).toBe(before);
      expect(await leftovers(dataDir)).toEqual([]);
      expect((await (await import('node:fs/promises')).statfs(mount)).bavail).toBe(await freeBefore);
      await stat(dataDir);
    } finally {
      execFileSync('umount', ['-l', mount]);
    }
  });
});
