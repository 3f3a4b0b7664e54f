// The rollup files of the 20-year benchmark store (bench/history-20y.mjs, issue #46), for a store written before
// them: `atss rollups` builds every partition's from its own files (about 0.8 CPU seconds an on-time month), so
// for the years copied from a generated one (bench/history-20y-replicate.mjs) this copies the generated year's
// rollup files with the year rewritten, exactly as the data files were copied (a copied partition's rows are the
// source partition's with another year, and so are its rollups' rows), building the source year's first with
// atss's own writer (dist/engines/duckdb/rollup-files.js). What is neither (DB1C) is left to `atss rollups`.
// Writes the manifest atomically (temp file, rename); no server or ingest may run on the store meanwhile.
// Usage: node bench/history-20y-rollups.mjs DATA_DIR SOURCE_YEAR
import { randomUUID } from 'node:crypto';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { writePartitionRollups } from '../dist/engines/duckdb/rollup-files.js';
import { rollupFileNames, rollupShape } from '../dist/storage/rollups.js';

const [dataDir, sourceYear] = [process.argv[2], process.argv[3]];
const literal = (text) => `'${text.replaceAll("'", "''")}'`;
const manifestFile = join(dataDir, 'manifest.json');
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
const instance = await DuckDBInstance.create(':memory:', { threads: '1' });
const connection = await instance.connect();
const started = performance.now();
const current = (table, entry) =>
  entry.rollups?.shape === rollupShape(table) &&
  rollupFileNames(table).every((name) => entry.rollups.files[name] !== undefined);
const newFiles = (table, key) =>
  Object.fromEntries(
    rollupFileNames(table).map((name) => [
      name,
      join('store', table, key, `${randomUUID()}.${name}.parquet`),
    ]),
  );
let built = 0;
let copied = 0;
for (const [table, { partitions }] of Object.entries(manifest.tables)) {
  if (rollupFileNames(table).length === 0) continue;
  for (const [key, entry] of Object.entries(partitions)) {
    if (!key.startsWith(`${sourceYear}-`) || current(table, entry)) continue;
    const files = newFiles(table, key);
    const absolute = entry.files.map((file) => join(dataDir, file));
    await writePartitionRollups(connection, table, absolute, (name) => join(dataDir, files[name]));
    partitions[key] = { ...entry, rollups: { shape: rollupShape(table), files } };
    built += 1;
  }
  for (const [key, entry] of Object.entries(partitions)) {
    const source = partitions[`${sourceYear}${key.slice(4)}`];
    if (key.startsWith(`${sourceYear}-`) || current(table, entry) || !source || !current(table, source))
      continue;
    // only a copy of the source year (same period in the year, same rows): its data files were copied from it
    if (entry.rows !== source.rows) continue;
    const year = Number(key.slice(0, 4));
    const files = newFiles(table, key);
    for (const [name, file] of Object.entries(source.rollups.files))
      await connection.run(
        `COPY (SELECT * REPLACE (${year}::INTEGER AS year) FROM read_parquet(${literal(join(dataDir, file))})) TO ${literal(join(dataDir, files[name]))} (FORMAT parquet, COMPRESSION zstd, ROW_GROUP_SIZE 122880)`,
      );
    partitions[key] = { ...entry, rollups: { shape: source.rollups.shape, files } };
    copied += 1;
  }
  console.log(
    JSON.stringify({ table, built, copied, seconds: +((performance.now() - started) / 1000).toFixed(1) }),
  );
}
connection.closeSync();
instance.closeSync();
const temp = `${manifestFile}.${process.pid}.tmp`;
writeFileSync(temp, `${JSON.stringify(manifest, null, 2)}\n`);
renameSync(temp, manifestFile);
console.log(JSON.stringify({ built, copied, seconds: +((performance.now() - started) / 1000).toFixed(1) }));
