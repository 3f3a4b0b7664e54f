import { DuckDBInstance } from '@duckdb/node-api';
import { copyFile, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach } from 'vitest';
import { readManifest, tableFiles } from '../../src/storage/manifest.js';
import type { TableId } from '../../src/storage/schema.js';

/** The real-format fixture files of test/fixtures/bts. */
export const FIXTURES = join(dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'bts');
export const fixture = (name: string): string => join(FIXTURES, name);
export const readFixture = (name: string): Promise<string> => readFile(fixture(name), 'utf8');

/** A fresh temp folder (`dir`) with a data directory inside (`dataDir`) per test. */
export function useTempDirs(): { dir: () => string; dataDir: () => string } {
  let dir = '';
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'atss-ingest-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });
  return { dir: () => dir, dataDir: () => join(dir, 'data') };
}

/** Copies fixtures into `dir` (under the given names) and returns their paths. */
export async function copyFixtures(dir: string, names: Record<string, string>): Promise<string[]> {
  return Promise.all(
    Object.entries(names).map(async ([source, target]) => {
      await copyFile(fixture(source), join(dir, target));
      return join(dir, target);
    }),
  );
}

/** Runs SQL on a private in-memory DuckDB; BIGINT values come back as numbers. */
export async function query(sql: string): Promise<Record<string, unknown>[]> {
  const instance = await DuckDBInstance.create(':memory:');
  const connection = await instance.connect();
  try {
    const rows = (await connection.runAndReadAll(sql)).getRowObjectsJS() as Record<string, unknown>[];
    return rows.map((row) =>
      Object.fromEntries(Object.entries(row).map(([k, v]) => [k, typeof v === 'bigint' ? Number(v) : v])),
    );
  } finally {
    connection.closeSync();
    instance.closeSync();
  }
}

/** `read_parquet` over a table's files as the published manifest lists them (undefined when none). */
export async function storedSource(dataDir: string, table: TableId): Promise<string | undefined> {
  const loaded = await readManifest(dataDir);
  const files = tableFiles(loaded!.manifest, table).map((f) => `'${join(dataDir, f)}'`);
  return files.length === 0 ? undefined : `read_parquet([${files.join(', ')}])`;
}

/** Every stored row of a table, as the published manifest lists it. */
export async function storedRows(
  dataDir: string,
  table: TableId,
  orderBy: string,
  select = '*',
): Promise<Record<string, unknown>[]> {
  const source = await storedSource(dataDir, table);
  return source === undefined ? [] : query(`SELECT ${select} FROM ${source} ORDER BY ${orderBy}`);
}

/** Rounds every number of a row to 6 decimals (sums of prorated fares are not exact in binary). */
export function rounded(row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(row).map(([k, v]) => [k, typeof v === 'number' ? Math.round(v * 1e6) / 1e6 : v]),
  );
}
