import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { comparePeriods, parsePeriodKey, periodKey } from '../../src/storage/periods.js';
import { dataVersionOf, readManifest, tableFiles, type Manifest } from '../../src/storage/manifest.js';
import { TABLES, TABLE_IDS, distanceBand, tableColumns } from '../../src/storage/schema.js';

describe('period keys', () => {
  it('round-trips quarter and month keys and orders them', () => {
    expect(periodKey({ year: 2024, quarter: 1 })).toBe('2024-Q1');
    expect(periodKey({ year: 2025, month: 7 })).toBe('2025-07');
    expect(parsePeriodKey('2025-07')).toEqual({ year: 2025, month: 7 });
    expect(parsePeriodKey('2024-Q4')).toEqual({ year: 2024, quarter: 4 });
    expect(parsePeriodKey('2024-13')).toBeUndefined();
    expect(parsePeriodKey('2024-Q5')).toBeUndefined();
    const sorted = [
      { year: 2025, month: 1 },
      { year: 2024, month: 12 },
      { year: 2024, month: 2 },
    ].sort(comparePeriods);
    expect(sorted.map(periodKey)).toEqual(['2024-02', '2024-12', '2025-01']);
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
