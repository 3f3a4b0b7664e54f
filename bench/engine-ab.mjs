// This checkout's engine against another checkout's, side by side in one process (issue #28: rollups stored
// compressed): the compiled SQL of the breakdown URLs of bench/engine-modes.mjs and two route URLs, run one at a
// time, alternating between the two engines (so the machine's other load falls on both alike), REPEAT times each;
// reports each one's median wall time, the ratio, and both processes' view of DuckDB's memory (`duckdb_memory()`).
// Route index off on both: every query reaches the engine.
// Usage: ATSS_BENCH_BASE=<other checkout, built> node bench/engine-ab.mjs DATA_DIR [REPEAT]
import { join } from 'node:path';
import { ENGINE_BREAKDOWN_URLS, timeSideBySide } from './engine-side-by-side.mjs';

const dataDir = process.argv[2];
const repeat = Number(process.argv[3] ?? 9);
const base = process.env.ATSS_BENCH_BASE;
if (!dataDir || !base)
  throw new Error('usage: ATSS_BENCH_BASE=<checkout> node bench/engine-ab.mjs DATA_DIR [REPEAT]');
const URLS = [
  '/performance/route?origin=ATL&destination=LAX&year=2025&month=6',
  '/tickets/markets/route?origin=ATL&destination=LAX&year=2025&quarter=2',
  ...ENGINE_BREAKDOWN_URLS,
];

async function open(checkout) {
  const { duckdbBackend } = await import(join(checkout, 'dist', 'backends', 'duckdb.js'));
  const { openSnapshot } = await import(join(checkout, 'dist', 'serving', 'snapshot.js'));
  const backend = duckdbBackend({ dataDir, engineConnections: 1, engineThreads: 2 });
  return openSnapshot(backend, { routeIndex: 'off' });
}
const engines = { this: await open(join(import.meta.dirname, '..')), base: await open(base) };
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
  const { medians, answers } = await timeSideBySide(engines, url, repeat);
  const row = { url, this_ms: medians.this, base_ms: medians.base };
  row.ratio = +(row.this_ms / row.base_ms).toFixed(2);
  row.same_answer = JSON.stringify(answers.this) === JSON.stringify(answers.base);
  console.log(JSON.stringify(row));
}
for (const snapshot of Object.values(engines)) await snapshot.engine.close();
