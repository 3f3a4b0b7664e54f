// The benchmark dataset (issue #7), generated with `atss generate` from a fixed seed and ingested with
// `atss ingest`; both steps are skipped when their output is already there, so later runs reuse it.
// Usage as a script: node bench/dataset.mjs   (prints the data directory)
// ATSS_BENCH_DATA=DIR puts the raw parts and the store in DIR instead of bench/data (e.g. a shared copy built once,
// such as /work/bench-data/v2 on the benchmark machine).
import { execFileSync } from 'node:child_process';
import { existsSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const benchData = process.env.ATSS_BENCH_DATA || join(root, 'bench', 'data');
const atss = join(root, 'bin', 'atss.js');

/**
 * Raw BTS-format downloads: two DB1B quarters, fifteen on-time and T-100 months at scale 1 (twelve, and the
 * three a year before the last three), three DB1C months.
 */
export const RAW_PARTS = [
  { dir: 'raw-db1b', args: ['--scale', '1', '--from', '2025-01', '--to', '2025-06', '--only', 'db1b'] },
  {
    dir: 'raw-monthly',
    args: ['--scale', '1', '--from', '2024-10', '--to', '2025-09', '--only', 'reference,t100,ontime'],
  },
  { dir: 'raw-db1c', args: ['--scale', '0.25', '--from', '2025-07', '--to', '2025-09', '--only', 'db1c'] },
  // a year earlier than the last monthly quarter, for compare=previous_year (issue #14)
  {
    dir: 'raw-prior',
    args: ['--scale', '1', '--from', '2024-07', '--to', '2024-09', '--only', 't100,ontime'],
  },
];
export const SEED = '11';
export const rawDir = (part) => join(benchData, part.dir);
export const queryDataDir = join(benchData, 'query-data');

const run = (args) => execFileSync(process.execPath, [atss, ...args], { stdio: 'inherit' });

/** Generates a raw part when missing (into a temporary folder renamed when complete); returns its folder. */
export function ensureRawPart(part) {
  const dir = rawDir(part);
  if (existsSync(dir)) return dir;
  const partial = `${dir}.partial`;
  rmSync(partial, { recursive: true, force: true });
  console.error(`generating ${part.dir}: ${part.args.join(' ')}`);
  run(['generate', '--out', partial, '--seed', SEED, ...part.args]);
  renameSync(partial, dir);
  return dir;
}

/** The ingested query-benchmark store; built from the raw parts when missing. */
export function ensureQueryDataset() {
  if (existsSync(join(queryDataDir, 'manifest.json'))) return queryDataDir;
  for (const part of RAW_PARTS) ensureRawPart(part);
  console.error(`ingesting the benchmark dataset into ${queryDataDir}`);
  run(['ingest', ...RAW_PARTS.map(rawDir), '--data', queryDataDir]);
  return queryDataDir;
}

if (process.argv[1] === import.meta.filename) console.log(ensureQueryDataset());
