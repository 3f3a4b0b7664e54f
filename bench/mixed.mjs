// Mixed-load benchmark (issue #12): 64 clients against the real server with a cold (disabled) result cache,
// 56 of them running national breakdowns back to back while 8 ask single-month route questions (first alone,
// as the reference). Measures route latency while the breakdowns run, and every status seen (the target:
// route p99 <= 50 ms, nothing but 200, 503 or 504).
// Usage: node bench/mixed.mjs [DATA_DIR [SECONDS]]   (default: the benchmark dataset of bench/dataset.mjs; 30 s)
// ATSS_BENCH_VARIANTS='[{"name":"main","bin":"<checkout>/bin/atss.js"},{"name":"512MB","env":{...}}]' also
// measures other builds or settings in the same run: every server is started (and its RSS read once ready)
// side by side, then each is driven in turn.
import { Agent, get } from 'node:http';
import { mkdirSync, writeFileSync } from 'node:fs';
import { rssMb } from './server.mjs';
import { join } from 'node:path';
import { loadavg } from 'node:os';
import { ensureQueryDataset } from './dataset.mjs';
import { startAtss } from './http-load.mjs';

const root = join(import.meta.dirname, '..');
const dataDir = process.argv[2] || ensureQueryDataset();
const seconds = Number(process.argv[3] ?? 30);
const HEAVY_CLIENTS = 56;
const loadAtStart = loadavg();
const LIGHT_CLIENTS = 8;

const HEAVY = [
  '/performance/breakdown?by=origin&year=2025&month=6&limit=100',
  '/traffic/segments/breakdown?by=carrier,origin&year=2025&month=3&limit=100',
  '/tickets/markets/breakdown?by=opcarrier&year=2025&quarter=2',
  '/tickets/coupons/breakdown?by=origin&year=2025&quarter=1',
  '/performance/breakdown?by=carrier&start_year=2024&start_month=10&end_year=2025&end_month=9',
  '/traffic/segments/breakdown?by=origin,destination&start_year=2025&start_month=1&end_year=2025&end_month=6&limit=50',
];
const PAIRS = [
  ['ATL', 'LAX'],
  ['ORD', 'DEN'],
  ['DFW', 'LAX'],
  ['JFK', 'SFO'],
  ['BOS', 'LAX'],
  ['SEA', 'ORD'],
  ['ATL', 'ORD'],
  ['DEN', 'PHX'],
  ['LAS', 'LAX'],
  ['MCO', 'ATL'],
  ['CLT', 'LGA'],
  ['MSP', 'DTW'],
  ['IAH', 'ORD'],
  ['SFO', 'SEA'],
];
// every client asks a different route-month most of the time: a cold cache would not help anyway
const ROUTES = PAIRS.flatMap(([origin, destination]) =>
  [10, 11, 12, 1, 2, 3, 4, 5, 6, 7, 8, 9].map(
    (month) =>
      `/performance/route?origin=${origin}&destination=${destination}&year=${month >= 10 ? 2024 : 2025}&month=${month}`,
  ),
);

const agent = new Agent({ keepAlive: true, maxSockets: HEAVY_CLIENTS + LIGHT_CLIENTS });
const httpGet = (port, path) =>
  new Promise((resolve) => {
    get({ host: '127.0.0.1', port, path, agent }, (response) => {
      response.on('data', () => {});
      response.on('end', () =>
        resolve({
          status: response.statusCode,
          serverMs: Number(/app;dur=([\d.]+)/.exec(response.headers['server-timing'] ?? '')?.[1] ?? NaN),
        }),
      );
      response.on('error', () => resolve({ status: 'response-error', serverMs: NaN }));
    }).on('error', (error) => resolve({ status: `network-error ${error.code}`, serverMs: NaN }));
  });

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const stats = (values) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50_ms: +percentile(sorted, 50).toFixed(1),
    p95_ms: +percentile(sorted, 95).toFixed(1),
    p99_ms: +percentile(sorted, 99).toFixed(1),
    max_ms: +(sorted.at(-1) ?? 0).toFixed(1),
  };
};

/** Clients asking `urls` in turn until the deadline; latencies (client and server side) and statuses. */
async function clients(port, count, urls, deadline) {
  const client = [];
  const server = [];
  const statuses = {};
  let next = 0;
  await Promise.all(
    Array.from({ length: count }, async () => {
      while (performance.now() < deadline) {
        const url = urls[next++ % urls.length];
        const asked = performance.now();
        const { status, serverMs } = await httpGet(port, url);
        statuses[status] = (statuses[status] ?? 0) + 1;
        if (status === 200) {
          client.push(performance.now() - asked);
          server.push(serverMs);
        }
      }
    }),
  );
  return { statuses, client: stats(client), server: stats(server) };
}

/** One server's run: RSS once ready (route index built, nothing asked), routes alone, then under breakdowns. */
async function measure({ child: server, port }, rssReady) {
  // routes alone first (the reference), then routes while the breakdowns run
  const alone = await clients(port, LIGHT_CLIENTS, ROUTES, performance.now() + 10_000);
  const deadline = performance.now() + seconds * 1000;
  const [routes, breakdowns] = await Promise.all([
    clients(port, LIGHT_CLIENTS, ROUTES, deadline),
    clients(port, HEAVY_CLIENTS, HEAVY, deadline),
  ]);
  const rss = {
    ready_mb: rssReady.now,
    // the peak before any request: the start and the route index build
    peak_at_ready_mb: rssReady.peak,
    end_mb: rssMb(server.pid),
    peak_mb: rssMb(server.pid, 'VmHWM'),
  };
  server.kill('SIGTERM');
  return { routes_alone: alone, routes_during_breakdowns: routes, breakdowns, server_rss: rss };
}

const variants = [{ name: 'this checkout' }, ...JSON.parse(process.env.ATSS_BENCH_VARIANTS ?? '[]')];
const started = await Promise.allSettled(
  variants.map((variant) =>
    startAtss(['--data', dataDir], { ATSS_CACHE_MB: '0', ...variant.env }, variant.bin),
  ),
);
// the server's memory once ready, read when every server is: none has been asked anything yet
const ready = started.map((s) =>
  s.status === 'fulfilled'
    ? { now: rssMb(s.value.child.pid), peak: rssMb(s.value.child.pid, 'VmHWM') }
    : undefined,
);
const runs = [];
for (const [i, server] of started.entries()) {
  // a variant that did not start (a setting the store cannot open with) says why
  if (server.status === 'rejected') runs.push({ variant: variants[i], failed: String(server.reason) });
  else runs.push({ variant: variants[i], ...(await measure(server.value, ready[i])) });
}
agent.destroy();

const out = {
  benchmark: 'mixed',
  date: new Date().toISOString(),
  clients: { light: LIGHT_CLIENTS, heavy: HEAVY_CLIENTS },
  seconds,
  cache: 'off',
  load_average: { start: loadAtStart, end: loadavg() },
  // the first run is this checkout's, with the fields earlier results had at the top level
  ...runs[0],
  ...(runs.length > 1 ? { variants: runs } : {}),
};
console.log(JSON.stringify(out, null, 2));
mkdirSync(join(root, 'bench', 'results'), { recursive: true });
const file = join(root, 'bench', 'results', `mixed-${out.date.slice(0, 10)}.json`);
writeFileSync(file, `${JSON.stringify(out, null, 2)}\n`);
console.log(`written to ${file}`);
