// Tables read in place or copied into memory (ATSS_ENGINE_IN_MEMORY, issue #15), side by side in one process:
// the compiled SQL of every analytics URL of bench/queries.mjs, run one at a time, alternating between the two
// stores (so the machine's other load falls on both alike), REPEAT times each; reports each mode's median
// wall time and the in-place / in-memory ratio per URL. Results go to bench/results/engine-modes-<date>.json.
// Usage: node bench/engine-modes.mjs [DATA_DIR [REPEAT]]
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { duckdbBackend } from '../dist/backends/duckdb.js';
import { openSnapshot } from '../dist/serving/snapshot.js';
import { ensureQueryDataset } from './dataset.mjs';
import { ENGINE_BREAKDOWN_URLS, timeSideBySide } from './engine-side-by-side.mjs';
import { ROUTE_SINGLE_PERIOD } from './route-mix.mjs';

const dataDir = process.argv[2] || ensureQueryDataset();
const repeat = Number(process.argv[3] ?? 15);
const URLS = [...ROUTE_SINGLE_PERIOD, ...ENGINE_BREAKDOWN_URLS];

const open = (engineInMemory) =>
  openSnapshot(duckdbBackend({ dataDir, engineConnections: 1, engineThreads: 2, engineInMemory }), {
    routeIndex: 'off',
  });
const modes = { in_place: await open(false), in_memory: await open(true) };

const results = [];
for (const url of URLS) {
  const { medians } = await timeSideBySide(modes, url, repeat);
  const row = { url, in_place_ms: medians.in_place, in_memory_ms: medians.in_memory };
  row.ratio = +(row.in_place_ms / row.in_memory_ms).toFixed(2);
  results.push(row);
  console.log(JSON.stringify(row));
}
for (const snapshot of Object.values(modes)) await snapshot.engine.close();
const out = { benchmark: 'engine-modes', date: new Date().toISOString(), data: dataDir, repeat, results };
mkdirSync(join(import.meta.dirname, 'results'), { recursive: true });
const file = join(import.meta.dirname, 'results', `engine-modes-${out.date.slice(0, 10)}.json`);
writeFileSync(file, `${JSON.stringify(out, null, 2)}\n`);
console.log(`written to ${file}`);
