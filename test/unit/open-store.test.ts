import { DuckDBInstance } from '@duckdb/node-api';
import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore } from '../../src/engines/duckdb/open-store.js';
import type { DuckDbPool } from '../../src/engines/duckdb/pool.js';
import { EngineRefusedError } from '../../src/engines/errors.js';
import type { Manifest } from '../../src/storage/manifest.js';

describe('the server store', () => {
  let dir: string;
  let store: DuckDbPool;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'atss-store-'));
    await mkdir(join(dir, 'store', 'carriers', 'all'), { recursive: true });
    const writer = await (await DuckDBInstance.create(':memory:')).connect();
    await writer.run(
      `COPY (SELECT * FROM (VALUES ('AA', 'American Airlines Inc.', 19805), ('DL', 'Delta Air Lines Inc.', 19790))
         AS t(carrier_code, carrier_name, airline_id))
       TO '${join(dir, 'store', 'carriers', 'all', 'c.parquet')}' (FORMAT parquet)`,
    );
    writer.closeSync();
    const part = {
      files: ['store/carriers/all/c.parquet'],
      rows: 2,
      source_rows: 2,
      ingested_at: 'x',
      sources: [],
    };
    const manifest: Manifest = {
      format: 1,
      published_at: 'x',
      tables: { carriers: { partitions: { all: part } } },
    };
    ({ engine: store } = await openStore({ dataDir: dir, manifest, connections: 2, threads: 1 }));
  });

  afterAll(async () => {
    await store.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('serves the manifest files as tables, with bound parameters', async () => {
    const rows = await store.query('SELECT carrier_name FROM carriers WHERE carrier_code = $1', ['DL']);
    expect(rows).toEqual([{ carrier_name: 'Delta Air Lines Inc.' }]);
  });

  it('has an empty table for a table without data', async () => {
    expect(await store.query('SELECT count(*)::INTEGER AS n FROM ontime')).toEqual([{ n: 0 }]);
  });

  it('gives a table without data the DuckDB type of each neutral storage type', async () => {
    const types = async (table: string) =>
      Object.fromEntries(
        (
          await store.query(
            'SELECT column_name, data_type FROM information_schema.columns WHERE table_name = $1',
            [table],
          )
        ).map((row) => [row.column_name, row.data_type]),
      );
    expect(await types('aircraft_types')).toMatchObject({
      aircraft_type_id: 'INTEGER',
      ssd_name: 'VARCHAR',
      begin_date: 'DATE',
    });
    expect(await types('db1b_market')).toMatchObject({
      year: 'INTEGER',
      origin: 'VARCHAR',
      nonstop: 'BOOLEAN',
      passengers: 'DOUBLE',
      fare_histogram: 'STRUCT(b INTEGER, p DOUBLE)[]',
    });
  });

  it('cannot read a file outside the store, nor unlock its configuration', async () => {
    await expect(store.query("SELECT * FROM read_csv('/etc/passwd')")).rejects.toThrow(/disabled|Permission/);
    await expect(store.query('SET enable_external_access = true')).rejects.toThrow(/refused|locked/);
    await expect(store.query(`COPY carriers TO '${join(dir, 'out.csv')}'`)).rejects.toThrow();
  });

  it('runs nothing but SELECT: COPY, ATTACH, INSTALL, SET and every other writing statement are refused', async () => {
    const store_ = join(dir, 'store');
    const listing = async () => (await readdir(dir, { recursive: true })).sort();
    const before = await listing();
    const statements = [
      `COPY carriers TO '${join(store_, 'leak.csv')}'`,
      `COPY (SELECT 1 AS x) TO '${join(store_, 'carriers', 'all', 'x.parquet')}' (FORMAT parquet)`,
      `EXPORT DATABASE '${join(store_, 'export')}'`,
      `ATTACH '${join(store_, 'new.duckdb')}' AS other`,
      'INSTALL httpfs',
      'LOAD httpfs',
      "SET allowed_directories = ['/']",
      "SET memory_limit = '1GB'",
      'PRAGMA threads = 4',
      'CREATE TABLE t AS SELECT 1 AS x',
      "INSERT INTO carriers VALUES ('ZZ', 'Injected', 1)",
      "UPDATE carriers SET carrier_name = 'x'",
      'DROP VIEW carriers',
      'CALL pragma_version()',
    ];
    for (const sql of statements) {
      await expect(store.query(sql), sql).rejects.toBeInstanceOf(Error);
    }
    await expect(store.query(statements[0]!)).rejects.toBeInstanceOf(EngineRefusedError);
    await expect(store.query("SET memory_limit = '1GB'")).rejects.toThrow(/refused|locked/);
    expect(await listing(), JSON.stringify(await listing())).toEqual(before);
    expect(await store.query('SELECT count(*)::INTEGER AS n FROM carriers')).toEqual([{ n: 2 }]);
  });
});
