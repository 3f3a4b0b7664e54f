// Per-request CPU (issue #28): the server's CPU time per answer over sequential keep-alive requests (one client,
// one request at a time), for a bare Fastify route returning a small JSON object and for atss's cheapest answers
// (/livez, routes the route index answers: a hub route, a long-tail route, a pair of real airports with no rows,
// a repeated request the result cache answers), measured in the same run, in turns, so a change in the shared
// machine's load weighs on all of them.
// Usage: node bench/request-cpu.mjs [DATA_DIR [REQUESTS_PER_TURN [TURNS]]]   (default: the benchmark dataset of
// bench/dataset.mjs; 500 requests a turn, 6 turns). ATSS_BENCH_BASELINE_BIN=<other checkout>/bin/atss.js (built)
// also drives that build's atss over the same classes in the same turns: a before/after comparison in one run.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { ensureQueryDataset } from './dataset.mjs';
import { keepAliveGet, spawnOnPort0, startAtss } from './http-load.mjs';
import { cpuSeconds } from './server.mjs';

const root = join(import.meta.dirname, '..');
const dataDir = process.argv[2] || ensureQueryDataset();
const perTurn = Number(process.argv[3] ?? 500);
const turns = Number(process.argv[4] ?? 6);

/**
 * The long-tail route (the on-time pair with the fewest flights in the last loaded month) and an empty one (two
 * airports of that month with no flight between them), read from the store's Parquet files.
 */
async function pickRoutes() {
  const manifest = JSON.parse(readFileSync(join(dataDir, 'manifest.json'), 'utf8'));
  const partitions = manifest.tables.ontime.partitions;
  const last = Object.keys(partitions).sort().at(-1);
  const files = partitions[last].files.map((f) => `'${join(dataDir, f)}'`).join(', ');
  const [year, month] = last.split('-').map(Number);
  const db = await DuckDBInstance.create(':memory:');
  const connection = await db.connect();
  const rows = async (sql) => (await connection.runAndReadAll(sql)).getRowObjectsJson();
  const [tail] = await rows(
    `SELECT origin, destination, sum(flights) AS flights FROM read_parquet([${files}])
     GROUP BY ALL ORDER BY flights, origin, destination LIMIT 1`,
  );
  const [empty] = await rows(
    `WITH o AS (SELECT DISTINCT origin AS a FROM read_parquet([${files}])),
          pairs AS (SELECT DISTINCT origin, destination FROM read_parquet([${files}]))
     SELECT x.a AS origin, y.a AS destination FROM o x, o y
     WHERE x.a < y.a AND NOT EXISTS (SELECT 1 FROM pairs p WHERE p.origin = x.a AND p.destination = y.a)
     ORDER BY 1, 2 LIMIT 1`,
  );
  connection.closeSync();
  db.closeSync();
  const route = ({ origin, destination }) =>
    `/performance/route?origin=${origin}&destination=${destination}&year=${year}&month=${month}`;
  return { year, month, tail: route(tail), tailFlights: Number(tail.flights), empty: route(empty) };
}

const loadAtStart = loadavg();
const routes = await pickRoutes();
const hub = `/performance/route?origin=ATL&destination=LAX&year=${routes.year}&month=${routes.month}`;
const bare = await spawnOnPort0([join(root, 'bench', 'bare-fastify.mjs')], {}, /listening on port (\d+)/);
// result cache off for the index answers (each is computed), then on for the repeated request
const atss = await startAtss(['--data', dataDir], { ATSS_CACHE_MB: '0' });
const cached = await startAtss(['--data', dataDir], { ATSS_CACHE_MB: '64' });
const baselineBin = process.env.ATSS_BENCH_BASELINE_BIN;
const baseline = baselineBin
  ? await startAtss(['--data', dataDir], { ATSS_CACHE_MB: '0' }, baselineBin)
  : undefined;
const atssClasses = [
  { name: 'atss /livez', server: atss, url: '/livez' },
  { name: 'atss hub route (route index)', server: atss, url: hub },
  {
    name: `atss long-tail route, ${routes.tailFlights} flights (route index)`,
    server: atss,
    url: routes.tail,
  },
  { name: 'atss empty route (route index)', server: atss, url: routes.empty },
];
const classes = [
  { name: 'bare Fastify, small JSON object', server: bare, url: '/' },
  ...atssClasses,
  { name: 'atss hub route, result cache hit', server: cached, url: hub },
  ...(baseline
    ? atssClasses.map((cls) => ({ ...cls, name: `baseline: ${cls.name}`, server: baseline }))
    : []),
];

const get = keepAliveGet(1);
const measured = classes.map(() => ({ cpu: 0, requests: 0, executor: undefined }));
for (const [i, cls] of classes.entries()) {
  for (let w = 0; w < 200; w++) {
    const { status, executor } = await get(cls.server.port, cls.url);
    if (status !== 200) throw new Error(`${status} for ${cls.url}`);
    measured[i].executor = executor;
  }
}
for (let turn = 0; turn < turns; turn++) {
  for (const [i, cls] of classes.entries()) {
    const before = cpuSeconds(cls.server.child.pid);
    for (let r = 0; r < perTurn; r++) await get(cls.server.port, cls.url);
    measured[i].cpu += cpuSeconds(cls.server.child.pid) - before;
    measured[i].requests += perTurn;
  }
}
for (const server of [bare, atss, cached, baseline]) server?.child.kill('SIGTERM');

const bareUs = (measured[0].cpu * 1e6) / measured[0].requests;
const results = classes.map((cls, i) => {
  const us = (measured[i].cpu * 1e6) / measured[i].requests;
  return {
    class: cls.name,
    url: cls.url,
    executor: measured[i].executor ?? null,
    requests: measured[i].requests,
    server_cpu_us_per_request: Math.round(us),
    ratio_to_bare_fastify: +(us / bareUs).toFixed(2),
  };
});
for (const row of results) console.log(JSON.stringify(row));
const out = {
  benchmark: 'request-cpu',
  date: new Date().toISOString(),
  data_dir_periods: `on-time ${routes.year}-${String(routes.month).padStart(2, '0')}`,
  note: 'server CPU (user + system, /proc/<pid>/stat) over sequential keep-alive requests, classes in turns',
  requests_per_turn: perTurn,
  turns,
  baseline_bin: baselineBin ?? null,
  load_average: { start: loadAtStart, end: loadavg() },
  results,
};
mkdirSync(join(root, 'bench', 'results'), { recursive: true });
const file = join(root, 'bench', 'results', `request-cpu-${out.date.slice(0, 10)}.json`);
writeFileSync(file, `${JSON.stringify(out, null, 2)}\n`);
console.log(`written to ${file}`);
