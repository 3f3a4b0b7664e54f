import { DuckDBInstance } from '@duckdb/node-api';
import type { FastifyInstance } from 'fastify';
import { access, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { duckdbBackend } from '../../src/backends/duckdb.js';
import { openStore } from '../../src/engines/duckdb/open-store.js';
import { completeRollups, ingestPaths } from '../../src/ingest/index.js';
import { RETIRED_FILE } from '../../src/ingest/retire.js';
import { readManifest, type Manifest } from '../../src/storage/manifest.js';
import { rollupFileNames, rollupShape } from '../../src/storage/rollups.js';
import { TABLE_IDS, type TableId } from '../../src/storage/schema.js';
import { answerDifferences } from '../support/answer-differences.js';
import { openBackendApp, type TestApp } from '../support/app.js';
import { copyOfSharedData, sharedDataset } from '../support/dataset.js';

/**
 * Rollup files (issue #46): ingest writes each partition's rollups beside its files, the server reads them at
 * its start instead of summing every stored row, and every answer is the one the rollups built from the rows
 * give (a store written by an older atss, without rollup files, still serves: its rollups are built at the start,
 * and `atss rollups` persists them).
 */
const FACT_TABLES = TABLE_IDS.filter((id) => rollupFileNames(id).length > 0);

/** Answers that read every kind of rollup: routes (route index and engine), national breakdowns, series. */
const URLS = [
  '/performance/route?origin=ATL&destination=LAX&year=2025&month=6',
  '/performance/breakdown?by=carrier&year=2025&month=6&limit=100',
  '/performance/breakdown?by=carrier&year=2025&month=4&metrics=flights,on_time_pct,avg_arr_delay&limit=100',
  '/performance/breakdown?by=dep_time_block&year=2025&month=6&limit=100',
  '/performance/breakdown?by=origin&year=2025&month=6&limit=100',
  '/performance/breakdown?by=carrier&year=2025&month=6&dep_time_block=0700-0759&limit=100',
  '/performance/breakdown?by=carrier&origin=ATL&year=2025&month=6&limit=100',
  '/traffic/segments/breakdown?by=carrier&year=2025&month=5&limit=100',
  '/traffic/segments/breakdown?by=origin&year=2025&month=5&limit=100',
  '/traffic/markets/breakdown?by=carrier&year=2025&month=7&limit=100',
  '/tickets/markets/breakdown?by=fare_class&year=2025&quarter=2&limit=100',
  '/tickets/markets/breakdown?by=tkcarrier&year=2025&quarter=2&limit=100',
  '/tickets/markets/breakdown?by=connection&year=2025&quarter=2&limit=100',
  '/tickets/markets/breakdown?by=origin&year=2025&quarter=3&dataset=db1c&limit=100',
  '/tickets/coupons/breakdown?by=opcarrier&year=2025&quarter=2&limit=100',
  '/traffic/segments/route?origin=ATL&destination=LAX&start_year=2025&start_month=4&end_year=2025&end_month=9',
];

/** Each fact partition's rollup files of the current shape, by table and period (undefined: lacks them). */
function rollupsByPartition(manifest: Manifest): Map<string, Readonly<Record<string, string>> | undefined> {
  const found = new Map<string, Readonly<Record<string, string>> | undefined>();
  for (const table of FACT_TABLES)
    for (const [period, entry] of Object.entries(manifest.tables[table]?.partitions ?? {})) {
      const rollups = entry.rollups?.shape === rollupShape(table) ? entry.rollups.files : undefined;
      found.set(`${table} ${period}`, rollups);
    }
  return found;
}

/** The answers to URLS (status and body) of an app. */
async function answersOf(app: FastifyInstance): Promise<unknown[]> {
  const answers: unknown[] = [];
  for (const url of URLS) {
    const response = await app.inject(url);
    const body = response.json<{ meta?: Record<string, unknown> }>();
    // the data version is the manifest's hash: it names which store answered, not what it answered
    if (body.meta) delete body.meta.data_version;
    answers.push({ url, status: response.statusCode, body });
  }
  return answers;
}

/** The store's rollup files removed and the manifest written as an older atss wrote it (no `rollups`). */
async function asWrittenByOlderAtss(dataDir: string): Promise<void> {
  const manifest = (await readManifest(dataDir))!.manifest as unknown as {
    tables: Record<string, { partitions: Record<string, { rollups?: { files: Record<string, string> } }> }>;
  };
  for (const table of Object.values(manifest.tables))
    for (const entry of Object.values(table.partitions)) {
      for (const file of Object.values(entry.rollups?.files ?? {})) await rm(join(dataDir, file));
      delete entry.rollups;
    }
  await writeFile(join(dataDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
}

/** Rewrites a Parquet file with `select` (over the file) in its place. */
async function rewriteParquet(file: string, select: string): Promise<void> {
  const instance = await DuckDBInstance.create(':memory:');
  const connection = await instance.connect();
  try {
    await connection.run(`COPY (${select} FROM read_parquet('${file}')) TO '${file}.new' (FORMAT parquet)`);
  } finally {
    connection.closeSync();
    instance.closeSync();
  }
  await rename(`${file}.new`, file);
}

async function rollupsBuiltAtStart(dataDir: string): Promise<readonly TableId[]> {
  const manifest = (await readManifest(dataDir))!.manifest;
  const opened = await openStore({ dataDir, manifest, connections: 1, threads: 1 });
  await opened.engine.close();
  return opened.rollupsBuilt;
}

const openApp = (dataDir: string): Promise<TestApp> =>
  openBackendApp(duckdbBackend({ dataDir, engineConnections: 2, engineThreads: 1, queryTimeoutMs: 600_000 }));

let persisted: string;
let older: string;
let expected: unknown[];
beforeAll(async () => {
  persisted = await copyOfSharedData('rollup-files');
  older = await copyOfSharedData('rollup-files-older');
  await asWrittenByOlderAtss(older);
  // the answers of rollups built from every stored row at the start, as every atss before rollup files did
  const app = await openApp(older);
  try {
    expected = await answersOf(app.app);
  } finally {
    await app.close();
  }
}, 600_000);
afterAll(async () => {
  await Promise.all([persisted, older].map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('rollup files', () => {
  it('are written by ingest for every partition of every fact table, each one listed and present', async () => {
    const manifest = (await readManifest(sharedDataset().dataDir))!.manifest;
    const partitions = rollupsByPartition(manifest);
    expect(partitions.size).toBeGreaterThan(20);
    for (const [partition, files] of partitions) {
      const table = partition.split(' ')[0] as TableId;
      expect(Object.keys(files ?? {}).sort(), partition).toEqual(rollupFileNames(table).sort());
      for (const file of Object.values(files!)) await access(join(sharedDataset().dataDir, file));
    }
  });

  it('are read at the start instead of summing the stored rows, with the same answers', async () => {
    expect(await rollupsBuiltAtStart(persisted)).toEqual([]);
    const stored = (await readManifest(older))!.manifest.tables;
    expect(await rollupsBuiltAtStart(older)).toEqual(FACT_TABLES.filter((id) => stored[id] !== undefined));
    const app = await openApp(persisted);
    try {
      const answers = await answersOf(app.app);
      expect(
        answers
          .filter((a) => (a as { status: number }).status !== 200)
          .map((a) => (a as { url: string }).url),
      ).toEqual([]);
      expect(answerDifferences(answers, expected)).toEqual([]);
    } finally {
      await app.close();
    }
  }, 600_000);

  it('are what the server reads: a rollup file changed by hand changes the answers over it', async () => {
    const dir = await copyOfSharedData('rollup-files-changed');
    const url = '/traffic/segments/breakdown?by=carrier&year=2025&month=5&metrics=passengers&limit=5';
    const passengers = async () => {
      const app = await openApp(dir);
      try {
        const response = await app.app.inject(url);
        expect(response.statusCode, response.body).toBe(200);
        const body = response.json<{ results: { passengers: { value: number } }[] }>();
        return body.results.map((row) => row.passengers.value);
      } finally {
        await app.close();
      }
    };
    try {
      const original = await passengers();
      expect(original.length).toBeGreaterThan(1);
      const manifest = (await readManifest(dir))!.manifest;
      const files = manifest.tables.t100_segment!.partitions['2025-05']!.rollups!.files;
      const file = join(dir, files['t100_segment__one_dimension']!);
      await rewriteParquet(file, 'SELECT * REPLACE (passengers * 2 AS passengers)');
      expect(await passengers()).toEqual(original.map((value) => value * 2));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 600_000);

  it('are written once for a store an older atss wrote (`atss rollups`), then read with the same answers', async () => {
    const dir = await copyOfSharedData('rollup-files-complete');
    await asWrittenByOlderAtss(dir);
    expect(await completeRollups({ dataDir: dir })).toBe(
      rollupsByPartition((await readManifest(dir))!.manifest).size,
    );
    const manifest = (await readManifest(dir))!.manifest;
    expect([...rollupsByPartition(manifest).values()].filter((files) => files === undefined)).toEqual([]);
    expect(await rollupsBuiltAtStart(dir)).toEqual([]);
    // nothing left to write: no new data version
    const before = (await readManifest(dir))!.dataVersion;
    expect(await completeRollups({ dataDir: dir })).toBe(0);
    expect((await readManifest(dir))!.dataVersion).toBe(before);
    const app = await openApp(dir);
    try {
      expect(answerDifferences(await answersOf(app.app), expected)).toEqual([]);
    } finally {
      await app.close();
      await rm(dir, { recursive: true, force: true });
    }
  }, 600_000);

  it('are replaced with their period: a period ingested again gets new ones, the old ones retired', async () => {
    const raw = join(
      sharedDataset().rawDir,
      'On_Time_Reporting_Carrier_On_Time_Performance_1987_present_2025_6.zip',
    );
    const before = (await readManifest(persisted))!.manifest;
    const old = before.tables.ontime!.partitions['2025-06']!.rollups!.files;
    await ingestPaths([raw], { dataDir: persisted });
    const after = (await readManifest(persisted))!.manifest;
    const fresh = after.tables.ontime!.partitions['2025-06']!.rollups!.files;
    expect(Object.keys(fresh).sort()).toEqual(Object.keys(old).sort());
    for (const name of Object.keys(old)) expect(fresh[name]).not.toBe(old[name]);
    // the other periods keep theirs
    expect(after.tables.ontime!.partitions['2025-05']!.rollups).toEqual(
      before.tables.ontime!.partitions['2025-05']!.rollups,
    );
    const retired = JSON.parse(await readFile(join(persisted, RETIRED_FILE), 'utf8')) as { file: string }[];
    expect(retired.map((entry) => entry.file)).toEqual(expect.arrayContaining(Object.values(old)));
    const app = await openApp(persisted);
    try {
      expect(answerDifferences(await answersOf(app.app), expected)).toEqual([]);
    } finally {
      await app.close();
    }
  }, 600_000);
});
