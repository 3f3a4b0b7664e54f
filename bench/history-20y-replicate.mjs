// The years of the 20-year benchmark that are not generated (bench/history-20y.mjs, ATSS_HISTORY_GENERATED): on
// 2 shared cores a session cannot generate and ingest 20 years, so each such year is a copy of a generated full
// year (`source`) inside the store: every period partition of that year rewritten with the year changed
// (DuckDB, Parquet to Parquet, zstd), listed in the manifest under the new period key, and the year's rows of
// `airport_hubs` (per calendar year) copied too. The copies hold the generated year's cardinalities exactly (every
// airport, route and carrier of each month), which is what memory, the route index and the latencies depend on.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';

/** DB1B's last quarter (as `atss generate` has it): a copied year keeps no quarter after it. */
const LAST_DB1B = { year: 2025, quarter: 2 };
const afterLastDb1b = (key) => {
  const quarter = /^(\d{4})-Q(\d)$/.exec(key);
  return (
    quarter !== null && Number(quarter[1]) * 4 + Number(quarter[2]) > LAST_DB1B.year * 4 + LAST_DB1B.quarter
  );
};
const literal = (text) => `'${text.replaceAll("'", "''")}'`;
const copyWithYear = (from, to, year) =>
  `COPY (SELECT * REPLACE (${year}::INTEGER AS year) FROM read_parquet(${literal(from)})) TO ${literal(to)} (FORMAT parquet, COMPRESSION zstd)`;

/** A partition of the source year as the partition `key` of `year`: its files copied into the key's folder. */
async function copyPartition(connection, storeDir, entry, key, year) {
  const renamed = new Map();
  for (const file of entry.files) {
    // store/<table>/<period>/<file>.parquet
    const target = join(dirname(dirname(file)), key, basename(file));
    mkdirSync(dirname(join(storeDir, target)), { recursive: true });
    await connection.run(copyWithYear(join(storeDir, file), join(storeDir, target), year));
    renamed.set(file, target);
  }
  const files = (list) => list.map((file) => renamed.get(file));
  const scopes = entry.scopes
    ? Object.fromEntries(
        Object.entries(entry.scopes).map(([scope, part]) => [scope, { ...part, files: files(part.files) }]),
      )
    : undefined;
  return { ...entry, files: files(entry.files), ...(scopes ? { scopes } : {}) };
}

/** `airport_hubs` with the source year's rows copied to each replicated year (one new file replacing the old). */
async function copyHubs(connection, storeDir, manifest, copies) {
  const entry = manifest.tables.airport_hubs?.partitions?.all;
  if (!entry) return;
  const sources = `read_parquet([${entry.files.map((f) => literal(join(storeDir, f))).join(', ')}])`;
  const added = copies.map(
    ({ year, source }) =>
      `SELECT * REPLACE (${year}::INTEGER AS year) FROM ${sources} WHERE year = ${source}`,
  );
  const target = join(dirname(entry.files[0]), `replica-hubs-${Date.now()}.parquet`);
  await connection.run(
    `COPY (SELECT * FROM ${sources} UNION ALL ${added.join(' UNION ALL ')} ORDER BY year, iata) TO ${literal(join(storeDir, target))} (FORMAT parquet, COMPRESSION zstd)`,
  );
  const rows = Number(
    (
      await connection.runAndReadAll(`SELECT count(*) FROM read_parquet(${literal(join(storeDir, target))})`)
    ).getRows()[0][0],
  );
  manifest.tables.airport_hubs.partitions.all = { ...entry, files: [target], rows };
}

/**
 * Copies, for each `{ year, source }`, every period partition of the source year to the year; writes the new
 * manifest atomically (temp file, rename). Returns the seconds it took and the partitions added.
 */
export async function replicateYears(dataDir, copies) {
  const started = performance.now();
  const manifestFile = join(dataDir, 'manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const instance = await DuckDBInstance.create(':memory:', { threads: '1' });
  const connection = await instance.connect();
  let partitions = 0;
  for (const { year, source } of copies)
    for (const entry of Object.values(manifest.tables))
      for (const [key, partition] of Object.entries(entry.partitions)) {
        if (!key.startsWith(`${source}-`)) continue;
        const target = `${year}${key.slice(String(source).length)}`;
        if (entry.partitions[target] || afterLastDb1b(target)) continue;
        entry.partitions[target] = await copyPartition(connection, dataDir, partition, target, year);
        partitions += 1;
      }
  await copyHubs(connection, dataDir, manifest, copies);
  connection.closeSync();
  instance.closeSync();
  for (const entry of Object.values(manifest.tables))
    entry.partitions = Object.fromEntries(
      Object.entries(entry.partitions).sort(([a], [b]) => a.localeCompare(b)),
    );
  const temp = `${manifestFile}.replica-${process.pid}`;
  writeFileSync(temp, JSON.stringify({ ...manifest, published_at: new Date().toISOString() }, null, 2));
  renameSync(temp, manifestFile);
  return { seconds: +((performance.now() - started) / 1000).toFixed(1), partitions };
}
