import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { afterAll, describe, expect, it } from 'vitest';
import { keyOf, KEY_PRINTF, parsePeriodKey, periodsBetween } from '../../src/storage/periods.js';
import { dataVersionOf, readManifest, tableFiles, type Manifest } from '../../src/storage/manifest.js';
import { TABLES, TABLE_IDS, distanceBand, tableColumns } from '../../src/storage/schema.js';

describe('period keys', () => {
  it('round-trips quarter and month keys and orders them', () => {
    expect(keyOf({ year: 2024, index: 1 }, 'quarter')).toBe('2024-Q1');
    expect(keyOf({ year: 2025, index: 7 }, 'month')).toBe('2025-07');
    expect(parsePeriodKey('2025-07')).toEqual({ grain: 'month', period: { year: 2025, index: 7 } });
    expect(parsePeriodKey('2024-Q4')).toEqual({ grain: 'quarter', period: { year: 2024, index: 4 } });
    expect(parsePeriodKey('2024-13')).toBeUndefined();
    expect(parsePeriodKey('2024-Q5')).toBeUndefined();
    expect(parsePeriodKey('reference')).toBeUndefined();
    const months = periodsBetween({ year: 2024, index: 11 }, { year: 2025, index: 2 }, 'month');
    expect(months.map((p) => keyOf(p, 'month'))).toEqual(['2024-11', '2024-12', '2025-01', '2025-02']);
    const quarters = periodsBetween({ year: 2024, index: 4 }, { year: 2025, index: 1 }, 'quarter');
    expect(quarters.map((p) => keyOf(p, 'quarter'))).toEqual(['2024-Q4', '2025-Q1']);
  });
});

describe('period keys written by ingest SQL', () => {
  it('DuckDB printf with KEY_PRINTF writes the keys keyOf writes', async () => {
    const instance = await DuckDBInstance.create(':memory:');
    const connection = await instance.connect();
    try {
      for (const [grain, year, index] of [
        ['month', 2025, 7],
        ['month', 1987, 12],
        ['quarter', 2024, 3],
      ] as const) {
        const reader = await connection.runAndReadAll(
          `SELECT printf('${KEY_PRINTF[grain]}', CAST('${year}' AS INTEGER), CAST('${index}' AS INTEGER))`,
        );
        expect(reader.getRows()[0]![0], grain).toBe(keyOf({ year, index }, grain));
      }
    } finally {
      connection.closeSync();
      instance.closeSync();
    }
  });
});

describe('storage schema', () => {
  it('uses snake_case column names, unique within each table, and sorts by its own columns', () => {
    for (const id of TABLE_IDS) {
      const table = TABLES[id];
      const names = tableColumns(table).map((column) => column.name);
      expect(new Set(names).size, id).toBe(names.length);
      for (const name of names) expect(name, `${id}.${name}`).toMatch(/^[a-z][a-z0-9_]*$/);
      for (const column of table.sortBy) expect(names, `${id} sortBy`).toContain(column);
      for (const measure of table.measures) expect(measure.type, `${id}.${measure.name}`).toBe('double');
    }
  });

  it('computes the 500-mile distance band of the contract', () => {
    expect([0, 404, 499, 500, 999, 1000, 2475, 11999, 12000, 20000].map(distanceBand)).toEqual([
      1, 1, 1, 2, 2, 3, 5, 24, 25, 25,
    ]);
  });
});

describe('manifest', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it('reads the published manifest, hashes its bytes as the data version and lists files in period order', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'atss-manifest-'));
    dirs.push(dir);
    expect(await readManifest(dir)).toBeUndefined();
    const entry = (file: string) => ({
      files: [file],
      rows: 1,
      source_rows: 1,
      ingested_at: 'x',
      sources: [],
    });
    const manifest: Manifest = {
      format: 1,
      published_at: '2026-01-01T00:00:00.000Z',
      tables: { ontime: { partitions: { '2024-02': entry('b.parquet'), '2024-01': entry('a.parquet') } } },
    };
    const bytes = JSON.stringify(manifest);
    await writeFile(join(dir, 'manifest.json'), bytes);
    const loaded = await readManifest(dir);
    expect(loaded?.dataVersion).toBe(dataVersionOf(bytes));
    expect(loaded?.dataVersion).toMatch(/^[0-9a-f]{16}$/);
    expect(tableFiles(manifest, 'ontime')).toEqual(['a.parquet', 'b.parquet']);
    expect(tableFiles(manifest, 't100_market')).toEqual([]);
  });
});
