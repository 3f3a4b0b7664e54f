// Query benchmark (issue #7): the real server under a fixed concurrency (8, or the class's `clients`) per endpoint
// class, the same SQL straight on DuckDB over the same store at the same concurrency (a breakdown of the grouped
// form, sql/breakdown.ts: its grouped rows, finished in JS as the server does), and the server's peak RSS.
// Each class then runs every URL alone, one request at a time alternating with its SQL on DuckDB (per-URL ratios).
// The route classes (issue #15) run with the route index (the default) and without it (`routeIndex: 'off'`, the
// engine answering every route), at 8 and 32 clients, for single periods and twelve-month series.
// Usage: node bench/queries.mjs [DATA_DIR [SECONDS_PER_CLASS [CLASS_NAME_PART[|PART...]]]]   (default: the benchmark dataset of
// bench/dataset.mjs, generated and ingested when missing; 10 s per class)
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { duckdbBackend } from '../dist/backends/duckdb.js';
import { loadConfig } from '../dist/config.js';
import { openSnapshot } from '../dist/serving/snapshot.js';
import { ANALYTICS_ENDPOINTS } from '../dist/catalog/index.js';
import { prepareAnalyticsQuery } from '../dist/query/prepare.js';
import { planComparison } from '../dist/query/compare.js';
import { compile } from '../dist/sql/compile.js';
import { answerRows } from '../dist/query/finish-breakdown.js';
import { duckdb } from '../dist/sql/duckdb.js';
import { cardinalityTable, storeCardinalities } from './cardinalities.mjs';
import { ensureQueryDataset } from './dataset.mjs';
import { CLASSES } from './query-classes.mjs';
import { drive, keepAliveGet, startAtss } from './http-load.mjs';

const root = join(import.meta.dirname, '..');
const dataDir = process.argv[2] || ensureQueryDataset();
const seconds = Number(process.argv[3] ?? 10);
// optional: run only the classes whose name contains this text, or one of these texts separated by | (e.g. route)
const only = process.argv[4];
const CONCURRENCY = 8;
const MAX_CLIENTS = 32;

const httpGet = keepAliveGet(MAX_CLIENTS);
/** Runs `task` from `clients` clients for the class's seconds (`drive` of http-load.mjs). */
const driveClass = (task, clients = CONCURRENCY) => drive(task, clients, seconds);

/** `atss serve` over the benchmark data on a port the kernel picks, with its cache and route index. */
const startServer = (cacheMb, routeIndex = 'rollups') =>
  startAtss(['--data', dataDir], { ATSS_CACHE_MB: String(cacheMb), ATSS_ROUTE_INDEX: routeIndex });

/** CPU seconds a process has used (user + system), from /proc: the server's cost per request on a shared machine. */
const cpuSeconds = (pid) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
};
const peakRssMb = (pid) =>
  Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;

// the baseline opens the store as the server does (ATSS_ENGINE_IN_MEMORY), so the ratio is the server's own cost
const { engineInMemory } = loadConfig();
const snapshot = await openSnapshot(
  duckdbBackend({ dataDir, engineConnections: 4, engineThreads: 2, engineInMemory }),
  { routeIndex: 'off' },
);
const compiled = (url) => {
  const [path, query] = url.split('?');
  const endpoint = ANALYTICS_ENDPOINTS.find((e) => e.path === path);
  if (!endpoint) return undefined;
  const {
    request,
    planned,
    compiled: main,
  } = prepareAnalyticsQuery(endpoint, Object.fromEntries(new URLSearchParams(query)), snapshot);
  // compare=previous_year runs the same query a year earlier next to it, as the server does
  const earlier = request.modes.compare
    ? planComparison(request, planned, snapshot.manifest).plan
    : undefined;
  // in the engine's lane the server gives it (analytics/fetch-rows.ts): a route is light, a breakdown heavy
  const lane = endpoint.kind === 'route' ? 'light' : 'heavy';
  return [
    { ...main, plan: planned.plan },
    ...(earlier ? [{ ...compile(earlier, duckdb), plan: earlier }] : []),
  ].map((q) => ({ ...q, lane }));
};
/**
 * Runs a URL's statements on DuckDB at once, as the server does (compare: the year before beside it), each
 * breakdown's grouped rows finished as the server finishes them (query/finish-breakdown.ts).
 */
const runStatements = (statements) =>
  Promise.all(
    statements.map((q) =>
      snapshot.engine.query(q.sql, q.params, { lane: q.lane }).then((rows) => answerRows(q.plan, q, rows)),
    ),
  );

/** The median of some latencies (null without any). */
const median = (values) =>
  values.length ? +[...values].sort((a, b) => a - b)[Math.floor(values.length / 2)].toFixed(2) : null;

/** Requests per URL in the one-at-a-time pass (each followed by the same SQL on DuckDB). */
const ROUNDS_ALONE = 15;

/**
 * Each URL of a class alone, one request at a time, each followed by its SQL on DuckDB, so both meet the same
 * moments of a shared machine's load: the server's own time (Server-Timing) against the engine's for that URL.
 * Under the class's concurrent load a URL's latency also holds the queue the others make (an answer the route
 * index gives at once sends its client back to queue for the engine sooner), so the per-URL ratio is taken here.
 */
async function eachUrlAlone(urls, statements, executors, port) {
  const rows = [];
  for (const [k, url] of urls.entries()) {
    const server = [];
    const engine = [];
    for (let round = 0; round < ROUNDS_ALONE; round++) {
      server.push((await httpGet(port, url)).serverMs);
      if (!statements[k]) continue;
      const started = performance.now();
      await runStatements(statements[k]);
      engine.push(performance.now() - started);
    }
    const [serverMs, engineMs] = [median(server), median(engine)];
    rows.push({
      url,
      executor: executors[k] ?? null,
      server_p50_ms: serverMs,
      duckdb_p50_ms: engineMs,
      ratio: serverMs !== null && engineMs ? +(serverMs / engineMs).toFixed(2) : null,
    });
  }
  return rows;
}

const results = [];
let peak = 0;
// a server is kept for the next class with the same settings: at real volume its route index takes minutes
let running;
const serverFor = async (cacheMb, routeIndex) => {
  const settings = `${cacheMb} ${routeIndex}`;
  if (running?.settings === settings) return running;
  running?.child.kill('SIGTERM');
  running = { settings, ...(await startServer(cacheMb, routeIndex)) };
  return running;
};

for (const cls of CLASSES) {
  if (only && !only.split('|').some((part) => cls.name.includes(part))) continue;
  const { child: server, port } = await serverFor(cls.cache ? 256 : 0, cls.routeIndex);
  const urlExecutors = [];
  for (const url of cls.urls) urlExecutors.push((await httpGet(port, url)).executor);
  const executors = new Set(urlExecutors);
  // warm-up above; measured below
  const clients = cls.clients ?? CONCURRENCY;
  const cpuBefore = cpuSeconds(server.pid);
  const service = await driveClass(async (i) => {
    const url = cls.urls[i % cls.urls.length];
    const { status, serverMs } = await httpGet(port, url);
    if (status !== 200) throw new Error(`${status} for ${url}`);
    return serverMs;
  }, clients);
  const serverCpuUs = ((cpuSeconds(server.pid) - cpuBefore) * 1e6) / service.requests;
  const statements = cls.urls.map(compiled);
  const urls = cls.cache ? [] : await eachUrlAlone(cls.urls, statements, urlExecutors, port);
  peak = Math.max(peak, peakRssMb(server.pid));
  const queries = statements.filter(Boolean);
  const engine =
    queries.length && !cls.cache
      ? await driveClass((i) => runStatements(queries[i % queries.length]), clients)
      : undefined;
  const row = {
    class: cls.name,
    clients,
    executor: [...executors].filter(Boolean).join(',') || null,
    ...service,
    // the server's CPU time per answer (user + system, all threads): what caps req/s on 2 cores
    server_cpu_us_per_request: Math.round(serverCpuUs),
    duckdb_p50_ms: engine?.p50_ms ?? null,
    // the server's own time (Server-Timing) against the same SQL on DuckDB, both at the same concurrency
    ratio_service_to_duckdb: engine ? +(service.server_p50_ms / engine.p50_ms).toFixed(2) : null,
    urls,
  };
  results.push(row);
  console.log(JSON.stringify(row));
}
running?.child.kill('SIGTERM');
await snapshot.engine.close();
const coverage = Object.fromEntries(
  Object.entries(snapshot.manifest.tables).map(([t, e]) => [
    t,
    Object.values(e.partitions).reduce((s, p) => s + p.source_rows, 0),
  ]),
);
const out = {
  benchmark: 'queries',
  date: new Date().toISOString(),
  concurrency: CONCURRENCY,
  note: 'route classes: clients per class; duckdb_p50_ms is the same SQL at the same concurrency',
  seconds_per_class: seconds,
  engine_in_memory: engineInMemory,
  server_peak_rss_mb: Math.round(peak),
  source_records: coverage,
  cardinalities: await storeCardinalities(dataDir),
  results,
};
console.log(cardinalityTable(out.cardinalities));
mkdirSync(join(root, 'bench', 'results'), { recursive: true });
const file = join(
  root,
  'bench',
  'results',
  `queries-${out.date.slice(0, 10)}-${engineInMemory ? 'in-memory' : 'in-place'}.json`,
);
writeFileSync(file, `${JSON.stringify(out, null, 2)}\n`);
console.log(`server peak RSS ${Math.round(peak)} MB; written to ${file}`);
