// This checkout's engine against another checkout's, side by side in one process (issue #28: rollups stored
// compressed, then the on-time rollups without the time blocks): each URL's SQL, compiled by each checkout's own
// planner (so each reads the rollups its checkout declares), run one at a time, alternating between the two engines
// (so the machine's other load falls on both alike), REPEAT times each; reports each one's median wall time, the
// ratio, whether the answers are equal, and both processes' view of DuckDB's memory (`duckdb_memory()`). Route
// index off on both: every query reaches the engine. URLs: the breakdowns of bench/engine-modes.mjs and two
// routes, or with CLASS (`|`-separated parts of class names) those classes of bench/query-classes.mjs.
// Usage: ATSS_BENCH_BASE=<other checkout, built> node bench/engine-ab.mjs DATA_DIR [REPEAT [CLASS]]
import { join } from 'node:path';
import { ENGINE_BREAKDOWN_URLS, timeSideBySide } from './engine-side-by-side.mjs';
import { CLASSES } from './query-classes.mjs';

const dataDir = process.argv[2];
const repeat = Number(process.argv[3] ?? 9);
const only = process.argv[4];
const base = process.env.ATSS_BENCH_BASE;
if (!dataDir || !base)
  throw new Error('usage: ATSS_BENCH_BASE=<checkout> node bench/engine-ab.mjs DATA_DIR [REPEAT [CLASS]]');
const URLS = only
  ? CLASSES.filter((cls) => !cls.cache && only.split('|').some((part) => cls.name.includes(part))).flatMap(
      (cls) => cls.urls.filter((url) => !url.startsWith('/support/')),
    )
  : [
      '/performance/route?origin=ATL&destination=LAX&year=2025&month=6',
      '/tickets/markets/route?origin=ATL&destination=LAX&year=2025&quarter=2',
      ...ENGINE_BREAKDOWN_URLS,
    ];

/** A checkout's engine over the store, and its planner. */
async function open(checkout) {
  const module = (...path) => import(join(checkout, 'dist', ...path));
  const { duckdbBackend } = await module('backends', 'duckdb.js');
  const { openSnapshot } = await module('serving', 'snapshot.js');
  const { ANALYTICS_ENDPOINTS } = await module('catalog', 'index.js');
  const { prepareAnalyticsQuery } = await module('query', 'prepare.js');
  const backend = duckdbBackend({ dataDir, engineConnections: 1, engineThreads: 2 });
  const started = performance.now();
  const snapshot = await openSnapshot(backend, { routeIndex: 'off' });
  const open_ms = Math.round(performance.now() - started);
  // the rows of each rollup the checkout builds at open
  const { ROLLUPS } = await module('storage', 'rollups.js');
  const rollup_rows = {};
  for (const { name } of ROLLUPS)
    rollup_rows[name] = Number((await snapshot.engine.query(`SELECT COUNT(*) AS n FROM "${name}"`))[0].n);
  console.log(JSON.stringify({ checkout, open_ms, rollup_rows }));
  // a checkout finishing breakdowns in JS (query/finish-breakdown.js) turns the grouped rows into the answer's
  const finish = await module('query', 'finish-breakdown.js').then(
    (m) => m.answerRows,
    () => undefined,
  );
  return { snapshot, planner: { endpoints: ANALYTICS_ENDPOINTS, prepare: prepareAnalyticsQuery, finish } };
}
const opened = { this: await open(join(import.meta.dirname, '..')), base: await open(base) };
const engines = Object.fromEntries(Object.entries(opened).map(([name, { snapshot }]) => [name, snapshot]));
const planners = Object.fromEntries(Object.entries(opened).map(([name, { planner }]) => [name, planner]));
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
/** Equal rows, numbers to 1e-9 relative (sums over other groupings differ in their last bits). */
const sameRows = (a, b) =>
  a.length === b.length &&
  a.every((row, i) =>
    Object.entries(row).every(([column, value]) => {
      const other = b[i][column];
      if (typeof value !== 'number' || typeof other !== 'number')
        return JSON.stringify(value) === JSON.stringify(other);
      return Math.abs(value - other) <= 1e-9 * Math.max(1, Math.abs(value), Math.abs(other));
    }),
  );
for (const url of URLS) {
  const { medians, answers, tables } = await timeSideBySide(engines, url, repeat, planners);
  const row = {
    url,
    this_table: tables.this,
    base_table: tables.base,
    this_ms: medians.this,
    base_ms: medians.base,
  };
  row.ratio = +(row.this_ms / row.base_ms).toFixed(2);
  row.same_answer = sameRows(answers.this, answers.base);
  console.log(JSON.stringify(row));
}
for (const snapshot of Object.values(engines)) await snapshot.engine.close();
