// Query benchmark (issue #7): the real server under a fixed concurrency (8, or the class's `clients`) per endpoint
// class, the same SQL straight on DuckDB over the same store at the same concurrency, and the server's peak RSS.
// The route classes (issue #15) run with the route index (the default) and without it (`routeIndex: 'off'`, the
// engine answering every route), at 8 and 32 clients, for single periods and twelve-month series.
// Usage: node bench/queries.mjs [DATA_DIR [SECONDS_PER_CLASS [CLASS_NAME_PART]]]   (default: the benchmark dataset of
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
import { duckdb } from '../dist/sql/duckdb.js';
import { cardinalityTable, storeCardinalities } from './cardinalities.mjs';
import { ensureQueryDataset } from './dataset.mjs';
import { CLASSES } from './query-classes.mjs';
import { drive, keepAliveGet, startAtss } from './http-load.mjs';

const root = join(import.meta.dirname, '..');
const dataDir = process.argv[2] || ensureQueryDataset();
const seconds = Number(process.argv[3] ?? 10);
// optional: run only the classes whose name contains this text (e.g. route)
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
  return [main, ...(earlier ? [compile(earlier, duckdb)] : [])];
};

const results = [];
let peak = 0;
for (const cls of CLASSES) {
  if (only && !cls.name.includes(only)) continue;
  const { child: server, port } = await startServer(cls.cache ? 256 : 0, cls.routeIndex);
  const executors = new Set();
  for (const url of cls.urls) executors.add((await httpGet(port, url)).executor);
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
  peak = Math.max(peak, peakRssMb(server.pid));
  server.kill('SIGTERM');
  const queries = cls.urls.map(compiled).filter(Boolean);
  const engine =
    queries.length && !cls.cache
      ? await driveClass(async (i) => {
          const statements = queries[i % queries.length];
          await Promise.all(statements.map((q) => snapshot.engine.query(q.sql, q.params)));
        }, clients)
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
  };
  results.push(row);
  console.log(JSON.stringify(row));
}
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
