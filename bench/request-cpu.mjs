// Per-request CPU (issue #28): the server's CPU time per answer over sequential keep-alive requests (one client,
// one request at a time), for a bare Fastify route returning a small JSON object and for atss's cheapest answers
// (/livez, routes the route index answers: a hub route, a long-tail route, a pair of real airports with no rows;
// the same routes repeated on a server whose result cache answers them; routes each spelled for the first time
// in the data version, which pay their preparation), measured in the same run, in turns, so
// a change in the shared machine's load weighs on all of them.
// Usage: node bench/request-cpu.mjs [DATA_DIR [REQUESTS_PER_TURN [TURNS]]]   (default: the benchmark dataset of
// bench/dataset.mjs; 500 requests a turn, 6 turns). ATSS_BENCH_BASELINE_BIN=<other checkout>/bin/atss.js (built)
// also drives that build's atss over the same classes in the same turns: a before/after comparison in one run.
// ATSS_BENCH_VARIANTS='[{"name":"main","bin":"<checkout>/bin/atss.js"},{"name":"x","env":{...}}]' drives
// any number of other builds or settings that way (as bench/mixed.mjs does); `"cached": true` adds their
// result cache hit classes: an ablation (a trial build with one plugin left out) reads each one's cost per request.
// Two refusal classes (issue #45): the same unknown airport, and a different one each time. ATSS_BENCH_CLIENTS=8,32
// then drives every class of one URL with that many clients side by side with the bare route
// (ATSS_BENCH_SECONDS each, default 10, in five turns): `atss_to_bare_rps` per class in `concurrent`.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { ensureQueryDataset } from './dataset.mjs';
import { keepAliveGet, spawnOnPort0, startAtss } from './http-load.mjs';
import { driveSideBySide } from './postgres/load-client.mjs';
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
  // the airports of that month, busiest first: their ordered pairs are routes or empty routes, all answered
  const airports = (
    await rows(
      `SELECT origin FROM read_parquet([${files}]) GROUP BY ALL ORDER BY sum(flights) DESC, origin LIMIT 80`,
    )
  ).map((row) => row.origin);
  connection.closeSync();
  db.closeSync();
  const route = ({ origin, destination }) =>
    `/performance/route?origin=${origin}&destination=${destination}&year=${year}&month=${month}`;
  return {
    year,
    month,
    tail: route(tail),
    tailFlights: Number(tail.flights),
    empty: route(empty),
    firstSpellings: firstSpellings(airports, year, month),
  };
}

/**
 * Requests spelled differently from each other (the route index answers each): every ordered pair of the
 * month's airports, each in several spellings (the default metrics, or a list of them, parameters in another
 * order), enough for the warm-up and every turn, so that none is seen twice and each pays its preparation
 * (parse, plan, executor choice, key), kept per data version and spelling.
 */
function firstSpellings(airports, year, month) {
  const spellings = [
    (o, d) => `origin=${o}&destination=${d}&year=${year}&month=${month}`,
    (o, d) => `year=${year}&month=${month}&origin=${o}&destination=${d}`,
    (o, d) => `origin=${o}&destination=${d}&year=${year}&month=${month}&metrics=flights,on_time_pct`,
    (o, d) => `metrics=on_time_pct,cancel_pct&destination=${d}&origin=${o}&month=${month}&year=${year}`,
    (o, d) => `origin=${o}&destination=${d}&month=${month}&year=${year}&metrics=flights`,
  ];
  const urls = [];
  for (const spell of spellings)
    for (const origin of airports)
      for (const destination of airports)
        if (origin !== destination) urls.push(`/performance/route?${spell(origin, destination)}`);
  return urls;
}

const loadAtStart = loadavg();
const routes = await pickRoutes();
const hub = `/performance/route?origin=ATL&destination=LAX&year=${routes.year}&month=${routes.month}`;
// refusals (issue #45): a well-formed code no airport has, the same each time and a different one each time
// (every status is checked: a code the reference tables know would stop the run)
const refusal = (code) =>
  `/performance/route?origin=${code}&destination=LAX&year=${routes.year}&month=${routes.month}`;
const unknownAirport = refusal('QQQ');
// 1,080 codes (three-letter ones such as XNA or ZRH are real airports), sent in turn, again from the first
// when all were sent: more than any memo of refusals keeps
const unknownAirports = [...'QXZ'].flatMap((first) =>
  [...'0123456789'].flatMap((second) =>
    [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'].map((third) => refusal(first + second + third)),
  ),
);
const bare = await spawnOnPort0([join(root, 'bench', 'bare-fastify.mjs')], {}, /listening on port (\d+)/);
// ATSS_BENCH_CACHE_HITS=0 leaves out the server with the result cache on (its hit classes): one route index
// build fewer, for a before/after at real volume on a busy machine
const cacheHits = process.env.ATSS_BENCH_CACHE_HITS !== '0';
const baselineBin = process.env.ATSS_BENCH_BASELINE_BIN;
const variants = [
  ...(baselineBin ? [{ name: 'baseline', bin: baselineBin }] : []),
  ...JSON.parse(process.env.ATSS_BENCH_VARIANTS ?? '[]'),
];
// every server starts at once (each builds its route index: minutes at real volume), then all are measured
// result cache off for the index answers (each is computed), then on for the repeated request
const [atss, cached, ...variantServers] = await Promise.all([
  startAtss(['--data', dataDir], { ATSS_CACHE_MB: '0' }),
  cacheHits ? startAtss(['--data', dataDir], { ATSS_CACHE_MB: '64' }) : undefined,
  ...variants.flatMap((variant) => {
    const env = variant.env ?? {};
    return [
      startAtss(['--data', dataDir], { ATSS_CACHE_MB: '0', ...env }, variant.bin),
      variant.cached
        ? startAtss(['--data', dataDir], { ATSS_CACHE_MB: '64', ...env }, variant.bin)
        : undefined,
    ];
  }),
]);
const started = variants.map((variant, i) => ({
  variant,
  atss: variantServers[2 * i],
  cached: variantServers[2 * i + 1],
}));
/**
 * The classes of one atss server: /livez and the three routes, answered by the route index with the result
 * cache off, or from the cache (`hit`: the same requests, so each is a hit after the first). A server with the
 * cache on serves as many classes as one with it off, so both are as busy and as warm; its /livez, the same
 * answer on both, shows how far two processes of one build differ.
 */
const serverClasses = (server, hit = false) => {
  const answeredBy = hit ? 'result cache hit' : 'route index';
  return [
    { name: `atss /livez${hit ? ' (cache on)' : ''}`, server, url: '/livez' },
    { name: `atss hub route (${answeredBy})`, server, url: hub },
    { name: `atss long-tail route, ${routes.tailFlights} flights (${answeredBy})`, server, url: routes.tail },
    { name: `atss empty route (${answeredBy})`, server, url: routes.empty },
    ...(hit
      ? []
      : [
          {
            name: 'atss route, first spelling in the version (route index)',
            server,
            urls: routes.firstSpellings,
          },
          {
            name: 'atss refusal, unknown airport (400)',
            server,
            url: unknownAirport,
            status: 400,
          },
          {
            name: 'atss refusal, a different unknown airport each time (400)',
            server,
            urls: unknownAirports,
            status: 400,
            cycle: true,
          },
        ]),
  ];
};
const atssClasses = (server, cachedServer) => [
  ...serverClasses(server),
  ...(cachedServer ? serverClasses(cachedServer, true) : []),
];
const classes = [
  { name: 'bare Fastify, small JSON object', server: bare, url: '/' },
  ...atssClasses(atss, cached),
  ...started.flatMap(({ variant, atss: server, cached: cachedServer }) =>
    atssClasses(server, cachedServer).map((cls) => ({ ...cls, name: `${variant.name}: ${cls.name}` })),
  ),
];

const get = keepAliveGet(1);
const measured = classes.map(() => ({ cpu: 0, requests: 0, executor: undefined }));
// every class is warmed by as many requests as a turn sends before it is measured
const warmup = Math.max(200, perTurn);
// a class of first spellings sends each of its URLs once (`sent` counts them)
const sent = classes.map(() => 0);
const urlOf = (cls, i) => {
  if (cls.urls === undefined) return cls.url;
  if (cls.cycle) return cls.urls[sent[i]++ % cls.urls.length];
  if (sent[i] >= cls.urls.length)
    throw new Error(
      `${cls.urls.length} first spellings are too few for ${warmup + turns * perTurn} requests`,
    );
  return cls.urls[sent[i]++];
};
for (const [i, cls] of classes.entries()) {
  for (let w = 0; w < warmup; w++) {
    const url = urlOf(cls, i);
    const { status, executor } = await get(cls.server.port, url);
    if (status !== (cls.status ?? 200)) throw new Error(`${status} for ${url}`);
    measured[i].executor = executor;
  }
}
for (let turn = 0; turn < turns; turn++) {
  for (const [i, cls] of classes.entries()) {
    const before = cpuSeconds(cls.server.child.pid);
    for (let r = 0; r < perTurn; r++) {
      const url = urlOf(cls, i);
      const { status } = await get(cls.server.port, url);
      if (status !== (cls.status ?? 200)) throw new Error(`${status} for ${url}`);
    }
    measured[i].cpu += cpuSeconds(cls.server.child.pid) - before;
    measured[i].requests += perTurn;
  }
}
// ATSS_BENCH_CLIENTS=8,32 (issue #45): then each class of one URL driven by that many concurrent clients for
// ATSS_BENCH_SECONDS (default 10) in five turns alternating with the bare route: req/s and their ratio
const concurrent = [];
const clientCounts = (process.env.ATSS_BENCH_CLIENTS ?? '').split(',').filter(Boolean).map(Number);
for (const clients of clientCounts)
  for (const cls of classes.slice(1).filter((c) => c.url !== undefined)) {
    const [atssRun, bareRun] = await driveSideBySide(
      [
        { port: cls.server.port, urls: [cls.url], status: cls.status ?? 200 },
        { port: bare.port, urls: ['/'] },
      ],
      [],
      clients,
      Number(process.env.ATSS_BENCH_SECONDS ?? 10),
    );
    concurrent.push({
      class: cls.name,
      clients,
      atss_rps: atssRun.rps,
      bare_rps: bareRun.rps,
      atss_to_bare_rps: +(atssRun.rps / bareRun.rps).toFixed(2),
    });
    console.log(JSON.stringify(concurrent.at(-1)));
  }
for (const server of [bare, atss, cached, ...started.flatMap((s) => [s.atss, s.cached])])
  server?.child.kill('SIGTERM');

const bareUs = (measured[0].cpu * 1e6) / measured[0].requests;
const results = classes.map((cls, i) => {
  const us = (measured[i].cpu * 1e6) / measured[i].requests;
  return {
    class: cls.name,
    url: cls.url ?? `${cls.urls.length} URLs, e.g. ${cls.urls[0]}`,
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
  variants,
  load_average: { start: loadAtStart, end: loadavg() },
  results,
  concurrent,
};
mkdirSync(join(root, 'bench', 'results'), { recursive: true });
const file = join(root, 'bench', 'results', `request-cpu-${out.date.slice(0, 10)}.json`);
writeFileSync(file, `${JSON.stringify(out, null, 2)}\n`);
console.log(`written to ${file}`);
