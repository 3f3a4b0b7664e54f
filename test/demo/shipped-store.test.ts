import { readdir, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { buildDemoStore } from '../../src/demo/rebuild.js';
import { SHIPPED_DEMO_DIR, shippedDemoBuild } from '../../src/demo/shipped.js';
import { readManifest, type Manifest, type PartitionEntry } from '../../src/storage/manifest.js';
import { testDir } from '../support/dataset.js';

/** What a partition holds, without what differs between two builds: file names (random) and times. */
function described(entry: PartitionEntry) {
  return {
    rows: entry.rows,
    source_rows: entry.source_rows,
    sources: [...entry.sources].sort(),
    scopes: Object.keys(entry.scopes ?? {}).sort(),
  };
}

function partitions(manifest: Manifest): Map<string, PartitionEntry> {
  return new Map(
    Object.entries(manifest.tables).flatMap(([table, entry]) =>
      Object.entries(entry?.partitions ?? {}).map(([period, partition]) => [`${table}/${period}`, partition]),
    ),
  );
}

/**
 * The columns of a Parquet source as compared: doubles rounded to 4 decimals, since DuckDB's parallel sums of
 * doubles (the ingest's pre-aggregated measures) differ between two runs in their last bits, and fare histograms
 * with their buckets sorted.
 */
async function comparable(connection: DuckDBConnection, source: string): Promise<string> {
  const reader = await connection.runAndReadAll(`DESCRIBE SELECT * FROM ${source}`);
  return reader
    .getRows()
    .map(([name, type]) => {
      const column = `"${String(name)}"`;
      if (type === 'DOUBLE' || type === 'FLOAT') return `round(${column}, 4) AS ${column}`;
      if (type === 'DOUBLE[]') return `list_transform(${column}, x -> round(x, 4)) AS ${column}`;
      // fare histograms: their buckets in the order the aggregation met them, so sorted
      if (type === 'STRUCT(b INTEGER, p DOUBLE)[]')
        return `list_sort(list_transform(${column}, x -> {'b': x.b, 'p': round(x.p, 4)})) AS ${column}`;
      return column;
    })
    .join(', ');
}

/**
 * Issue #42 point 1: the demo store shipped in demo-data/ (what `npm start` installs) is what the generator and
 * ingest build with the options it records, table by table and row by row. Not byte by byte: ingest names each
 * Parquet file with a random UUID and the manifest records when each partition was ingested, so two builds'
 * files differ in name and the manifests in those fields; their contents are compared instead (doubles to 4
 * decimals: `comparable`).
 */
describe('the prebuilt demo store', () => {
  // issue #42 aims at a few MB; the store of the 30-airport demo at scale 0.2 is 47 MB: 27 MB of tables (13 MB
  // of it on-time rows) and 20 MB of the rollup files the start reads in place instead of summing them (11 s to
  // serve instead of 26 s), so this bounds what it is today, and no single file may pass 2 MB
  it('is bounded: under 50 MB, no file over 2 MB', async () => {
    const entries = await readdir(SHIPPED_DEMO_DIR, { recursive: true, withFileTypes: true });
    const sizes = await Promise.all(
      entries.filter((e) => e.isFile()).map((e) => stat(join(e.parentPath, e.name)).then((s) => s.size)),
    );
    expect(sizes.reduce((sum, size) => sum + size, 0)).toBeLessThan(50e6);
    expect(Math.max(...sizes)).toBeLessThan(2e6);
  });

  it('equals a rebuild from the generator with its recorded options, table by table', async () => {
    const recorded = await shippedDemoBuild();
    expect(recorded).toBeDefined();
    const dir = await testDir('demo-rebuild');
    expect(await buildDemoStore(dir, recorded!.scale, loadConfig({}).ingest)).toEqual(recorded);
    const shipped = partitions((await readManifest(SHIPPED_DEMO_DIR))!.manifest);
    const rebuilt = partitions((await readManifest(dir))!.manifest);
    expect([...rebuilt.keys()].sort()).toEqual([...shipped.keys()].sort());
    const connection = await (await DuckDBInstance.create(':memory:')).connect();
    try {
      for (const [key, entry] of shipped) {
        const other = rebuilt.get(key)!;
        expect(described(other), key).toEqual(described(entry));
        const list = (root: string, files: readonly string[]) =>
          `read_parquet([${files.map((f) => `'${resolve(root, f)}'`).join(', ')}])`;
        const columns = await comparable(connection, list(SHIPPED_DEMO_DIR, entry.files));
        const a = `(SELECT ${columns} FROM ${list(SHIPPED_DEMO_DIR, entry.files)})`;
        const b = `(SELECT ${columns} FROM ${list(dir, other.files)})`;
        const reader = await connection.runAndReadAll(
          `SELECT (SELECT count(*) FROM (SELECT * FROM ${a} EXCEPT ALL SELECT * FROM ${b})),
                  (SELECT count(*) FROM (SELECT * FROM ${b} EXCEPT ALL SELECT * FROM ${a})),
                  (SELECT count(*) FROM ${a})`,
        );
        const [onlyShipped, onlyRebuilt, rows] = reader.getRows()[0]!.map(Number);
        expect({ key, onlyShipped, onlyRebuilt }).toEqual({ key, onlyShipped: 0, onlyRebuilt: 0 });
        expect(rows, key).toBeGreaterThan(0);
      }
    } finally {
      connection.closeSync();
    }
  }, 900_000);
});
