// Ingest benchmark: one DB1B quarter (Market, Coupon, Ticket zips as downloaded) through `atss ingest`, compared
// with DuckDB's own read_csv of the same CSV files, each in its own process (time and peak RSS).
// Usage: node bench/ingest.mjs [RAW_DIR [YEAR_QUARTER]]   (default: 2025_2 of the benchmark dataset's DB1B
// quarters, bench/data/raw-db1b, generated at scale 1 when missing)
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import { RAW_PARTS, ensureRawPart } from './dataset.mjs';

const root = join(import.meta.dirname, '..');
const rawDir = process.argv[2] ?? ensureRawPart(RAW_PARTS[0]);
const quarter = process.argv[3] ?? '2025_2';
const zips = readdirSync(rawDir)
  .filter((n) => new RegExp(`DB1B(Market|Coupon|Ticket)_${quarter}\\.zip$`).test(n))
  .map((n) => join(rawDir, n));
if (zips.length !== 3)
  throw new Error(`expected the three DB1B zips of one quarter in ${rawDir}, found ${zips.length}`);
const work = join(root, 'bench', 'data', 'work');
rmSync(work, { recursive: true, force: true });
mkdirSync(work, { recursive: true });

const csvs = zips.map((zip) => {
  const members = unzipSync(readFileSync(zip), { filter: (f) => f.name.endsWith('.csv') });
  const [name, bytes] = Object.entries(members)[0];
  const path = join(work, name);
  writeFileSync(path, bytes);
  return path;
});
const sizes = {
  zip_mb: Math.round(zips.reduce((s, z) => s + statSync(z).size, 0) / 2 ** 20),
  csv_mb: Math.round(csvs.reduce((s, c) => s + statSync(c).size, 0) / 2 ** 20),
};

const run = (...args) =>
  JSON.parse(
    execFileSync(process.execPath, [join(root, 'bench', 'ingest-child.mjs'), ...args], { encoding: 'utf8' })
      .trim()
      .split('\n')
      .at(-1),
  );
const duckdb = run('duckdb', ...csvs);
const atss = run('atss', join(work, 'data'), ...zips);
const result = {
  benchmark: 'ingest one DB1B quarter',
  date: new Date().toISOString(),
  machine: { cpus: (await import('node:os')).cpus().length, node: process.version },
  files: zips.map((z) => z.split('/').at(-1)),
  ...sizes,
  source_rows: atss.rows,
  atss_ingest_seconds: Number(atss.seconds.toFixed(1)),
  atss_peak_rss_mb: atss.peakRssMb,
  duckdb_read_csv_seconds: Number(duckdb.seconds.toFixed(1)),
  duckdb_peak_rss_mb: duckdb.peakRssMb,
  ratio_atss_to_duckdb_read_csv: Number((atss.seconds / duckdb.seconds).toFixed(2)),
};
mkdirSync(join(root, 'bench', 'results'), { recursive: true });
const out = join(root, 'bench', 'results', `ingest-${result.date.slice(0, 10)}.json`);
writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);
console.log(JSON.stringify(result, null, 2));
console.log(`written to ${out}`);
rmSync(work, { recursive: true, force: true });
