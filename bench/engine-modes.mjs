// Tables read in place or copied into memory (ATSS_ENGINE_IN_MEMORY, issue #15), side by side in one process:
// the compiled SQL of every analytics URL of bench/queries.mjs, run one at a time, alternating between the two
// stores (so the machine's other load falls on both alike), REPEAT times each; reports each mode's median
// wall time and the in-place / in-memory ratio per URL. Results go to bench/results/engine-modes-<date>.json.
// Usage: node bench/engine-modes.mjs [DATA_DIR [REPEAT]]
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { duckdbBackend } from '../dist/backends/duckdb.js';
import { ANALYTICS_ENDPOINTS } from '../dist/catalog/index.js';
import { openSnapshot } from '../dist/serving/snapshot.js';
import { prepareAnalyticsQuery } from '../dist/query/prepare.js';
import { ensureQueryDataset } from './dataset.mjs';
import { ROUTE_SINGLE_PERIOD } from './route-mix.mjs';

const dataDir = process.argv[2] || ensureQueryDataset();
const repeat = Number(process.argv[3] ?? 15);
const URLS = [
  ...ROUTE_SINGLE_PERIOD,
  '/tickets/markets/breakdown?by=opcarrier&year=2025&quarter=2',
  '/tickets/coupons/breakdown?by=origin&year=2025&quarter=2',
  '/performance/breakdown?by=origin&year=2025&month=6',
  '/traffic/segments/breakdown?by=carrier&year=2025&month=6',
  '/traffic/segments/breakdown?by=carrier&origin=ATL&year=2025&month=6',
  '/tickets/markets/breakdown?by=opcarrier&start_year=2025&start_quarter=1&end_year=2025&end_quarter=2',
  '/performance/breakdown?by=origin&start_year=2024&start_month=10&end_year=2025&end_month=9',
  '/traffic/segments/breakdown?by=carrier&start_year=2024&start_month=10&end_year=2025&end_month=9',
];

const open = (engineInMemory) =>
  openSnapshot(duckdbBackend({ dataDir, engineConnections: 1, engineThreads: 2, engineInMemory }));
const modes = { in_place: await open(false), in_memory: await open(true) };
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const results = [];
for (const url of URLS) {
  const [path, query] = url.split('?');
  const endpoint = ANALYTICS_ENDPOINTS.find((e) => e.path === path);
  const times = { in_place: [], in_memory: [] };
  for (let i = 0; i <= repeat; i++) {
    for (const [mode, snapshot] of Object.entries(modes)) {
      const { compiled } = prepareAnalyticsQuery(
        endpoint,
        Object.fromEntries(new URLSearchParams(query)),
        snapshot,
      );
      const started = performance.now();
      await snapshot.engine.query(compiled.sql, compiled.params);
      if (i > 0) times[mode].push(performance.now() - started); // the first run of each warms up
    }
  }
  const row = {
    url,
    in_place_ms: +median(times.in_place).toFixed(2),
    in_memory_ms: +median(times.in_memory).toFixed(2),
  };
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
