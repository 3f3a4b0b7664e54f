// This checkout's engine against another checkout's, side by side in one process (issue #28: rollups stored
// compressed): the compiled SQL of the breakdown URLs of bench/engine-modes.mjs and two route URLs, run one at a
// time, alternating between the two engines (so the machine's other load falls on both alike), REPEAT times each;
// reports each one's median wall time, the ratio, and both processes' view of DuckDB's memory (`duckdb_memory()`).
// Route index off on both: every query reaches the engine.
// Usage: ATSS_BENCH_BASE=<other checkout, built> node bench/engine-ab.mjs DATA_DIR [REPEAT]
import { join } from 'node:path';
import { ANALYTICS_ENDPOINTS } from '../dist/catalog/index.js';
import { prepareAnalyticsQuery } from '../dist/query/prepare.js';

const dataDir = process.argv[2];
const repeat = Number(process.argv[3] ?? 9);
const base = process.env.ATSS_BENCH_BASE;
if (!dataDir || !base)
  throw new Error('usage: ATSS_BENCH_BASE=<checkout> node bench/engine-ab.mjs DATA_DIR [REPEAT]');
const URLS = [
  '/performance/route?origin=ATL&destination=LAX&year=2025&month=6',
  '/tickets/markets/route?origin=ATL&destination=LAX&year=2025&quarter=2',
  '/tickets/markets/breakdown?by=opcarrier&year=2025&quarter=2',
  '/tickets/coupons/breakdown?by=origin&year=2025&quarter=2',
  '/performance/breakdown?by=origin&year=2025&month=6',
  '/traffic/segments/breakdown?by=carrier&year=2025&month=6',
  '/traffic/segments/breakdown?by=carrier&origin=ATL&year=2025&month=6',
  '/tickets/markets/breakdown?by=opcarrier&start_year=2025&start_quarter=1&end_year=2025&end_quarter=2',
  '/performance/breakdown?by=origin&start_year=2024&start_month=10&end_year=2025&end_month=9',
  '/traffic/segments/breakdown?by=carrier&start_year=2024&start_month=10&end_year=2025&end_month=9',
];

async function open(checkout) {
  const { duckdbBackend } = await import(join(checkout, 'dist', 'backends', 'duckdb.js'));
  const { openSnapshot } = await import(join(checkout, 'dist', 'serving', 'snapshot.js'));
  const backend = duckdbBackend({ dataDir, engineConnections: 1, engineThreads: 2 });
  return openSnapshot(backend, { routeIndex: 'off' });
}
const engines = { this: await open(join(import.meta.dirname, '..')), base: await open(base) };
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
for (const [name, snapshot] of Object.entries(engines)) {
  const memory = await snapshot.engine.query(
    'SELECT tag, memory_usage_bytes FROM duckdb_memory() WHERE memory_usage_bytes > 0',
  );
  console.log(
    JSON.stringify({
      engine: name,
      duckdb_memory_mb: Object.fromEntries(
        memory.map((m) => [m.tag, Math.round(m.memory_usage_bytes / 1e6)]),
      ),
    }),
  );
}
for (const url of URLS) {
  const [path, query] = url.split('?');
  const endpoint = ANALYTICS_ENDPOINTS.find((e) => e.path === path);
  const times = { this: [], base: [] };
  const answers = {};
  for (let i = 0; i <= repeat; i++) {
    for (const [name, snapshot] of Object.entries(engines)) {
      const { compiled } = prepareAnalyticsQuery(
        endpoint,
        Object.fromEntries(new URLSearchParams(query)),
        snapshot,
      );
      const started = performance.now();
      answers[name] = await snapshot.engine.query(compiled.sql, compiled.params);
      if (i > 0) times[name].push(performance.now() - started); // the first run of each warms up
    }
  }
  const row = { url, this_ms: +median(times.this).toFixed(2), base_ms: +median(times.base).toFixed(2) };
  row.ratio = +(row.this_ms / row.base_ms).toFixed(2);
  row.same_answer = JSON.stringify(answers.this) === JSON.stringify(answers.base);
  console.log(JSON.stringify(row));
}
for (const snapshot of Object.values(engines)) await snapshot.engine.close();
