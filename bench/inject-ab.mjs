// In-process A/B of atss builds (issue #45): each build's own application (`buildApp` of its dist/, over its own
// snapshot of DATA_DIR with the route index built, result cache off, logger at error) in one process, answering
// the same requests through `app.inject` in interleaved batches (the builds' order alternating each round, the
// first round a warm-up), the CPU of this process per request (`process.cpuUsage`) for each batch, and the
// median per build and class. No socket and no second process: what is measured is the JS of one request in
// each build (Fastify, the plugins, the answer), under the same load at the same moments, which a loaded
// machine blurs far less than two servers measured apart.
// Usage: node bench/inject-ab.mjs DATA_DIR ROUNDS BATCH NAME=CHECKOUT[,index=off]...   (each CHECKOUT built;
// e.g. `before=<main checkout> after=.`, or `engine=.,index=off index=.` for one build with its route index off
// and on); the classes read on-time routes of the last loaded month of DATA_DIR, and (issue #45) the fare
// quantiles of the DB1B market route with the most passengers in the last loaded quarter and breakdowns by
// carrier pinned to one airport (T-100 segments from ATL, on-time from ORD) in the last loaded month.
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';

const [dataArg, roundsArg, batchArg, ...buildArgs] = process.argv.slice(2);
if (!dataArg || buildArgs.length === 0)
  throw new Error('usage: node bench/inject-ab.mjs DATA_DIR ROUNDS BATCH NAME=CHECKOUT...');
const dataDir = resolve(dataArg);
const rounds = Number(roundsArg);
const batch = Number(batchArg);
const loadAtStart = loadavg();

const apps = [];
for (const [name, spec] of buildArgs.map((arg) => [
  arg.slice(0, arg.indexOf('=')),
  arg.slice(arg.indexOf('=') + 1),
])) {
  const [checkout, ...settings] = spec.split(',');
  const options = settings.includes('index=off') ? { routeIndex: 'off' } : {};
  const dist = resolve(checkout, 'dist');
  const { openSnapshot, staticContext } = await import(`${dist}/serving/snapshot.js`);
  const { duckdbBackend } = await import(`${dist}/backends/duckdb.js`);
  const { buildApp } = await import(`${dist}/http/app.js`);
  const backend = duckdbBackend({ dataDir, engineConnections: 2, engineThreads: 1 });
  const snapshot = await openSnapshot(backend, options);
  const context = staticContext(snapshot);
  const app = await buildApp({ context, logger: { level: 'error' }, delivery: { cacheMb: 0 } });
  apps.push({ name, checkout: spec, app, snapshot });
}

const manifest = JSON.parse(readFileSync(join(dataDir, 'manifest.json'), 'utf8'));
const [year, month] = Object.keys(manifest.tables.ontime?.partitions ?? { '0-0': 0 })
  .sort()
  .at(-1)
  .split('-')
  .map(Number);
const route = (origin, destination) =>
  `/performance/route?origin=${origin}&destination=${destination}&year=${year}&month=${month}`;
// well-formed codes no airport has (three-letter ones such as XNA or ZRH are real airports)
const unknownCodes = [...'QXZ'].flatMap((first) =>
  [...'0123456789'].flatMap((second) =>
    [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'].map((third) => first + second + third),
  ),
);
const lastKey = (table) =>
  Object.keys(manifest.tables[table]?.partitions ?? {})
    .sort()
    .at(-1);
const [ticketYear, quarter] = (lastKey('db1b_market') ?? '0-Q0').split('-Q').map(Number);
/** The DB1B market route with the most passengers in the loaded quarters, from a route index built. */
function busiestMarketRoute() {
  const table = apps.find((a) => a.snapshot.routeIndex)?.snapshot.routeIndex.tables.get('db1b_market');
  if (table === undefined) return ['ATL', 'LAX'];
  const passengers = table.measures.get('passengers');
  let best = ['ATL', 'LAX'];
  let most = -1;
  for (const [key, n] of table.routes) {
    let sum = 0;
    for (let row = table.routeStarts[n]; row < table.routeStarts[n + 1]; row++)
      sum += passengers.at(row) || 0;
    if (sum > most) [most, best] = [sum, key.split('|')];
  }
  return best;
}
const [fareOrigin, fareDestination] = busiestMarketRoute();
const monthly = `year=${year}&month=${month}`;
// each class over a table the store holds (a DB1B-only store measures its fare quantiles and /livez)
const classes = [
  { name: '/livez', url: () => '/livez', status: 200 },
  {
    table: 'db1b_market',
    name: `fare quantiles, DB1B market route ${fareOrigin}-${fareDestination}`,
    url: () =>
      `/tickets/markets/route?origin=${fareOrigin}&destination=${fareDestination}&year=${ticketYear}&quarter=${quarter}&metrics=passengers,fare_median,fare_p25,fare_p75`,
    status: 200,
  },
  {
    table: 't100_segment',
    name: 'T-100 segments from ATL by carrier',
    url: () => `/traffic/segments/breakdown?by=carrier&origin=ATL&${monthly}`,
    status: 200,
  },
  {
    table: 'ontime',
    name: 'on-time from ORD by carrier',
    url: () => `/performance/breakdown?by=carrier&origin=ORD&${monthly}`,
    status: 200,
  },
  { table: 'ontime', name: 'hub route ATL-LAX', url: () => route('ATL', 'LAX'), status: 200 },
  { table: 'ontime', name: 'refusal, the same unknown airport', url: () => route('QQQ', 'LAX'), status: 400 },
  {
    table: 'ontime',
    name: 'refusal, a different unknown airport each time',
    url: (i) => route(unknownCodes[i % unknownCodes.length], 'LAX'),
    status: 400,
  },
].filter((cls) => cls.table === undefined || lastKey(cls.table) !== undefined);

const samples = new Map();
/** The executor that answered each class on each build (Server-Timing). */
const executors = new Map();
let sent = 0;
for (let round = 0; round <= rounds; round++)
  for (const cls of classes)
    for (const { name, app } of round % 2 ? [...apps].reverse() : apps) {
      const before = process.cpuUsage();
      for (let i = 0; i < batch; i++) {
        const url = cls.url(sent++);
        const response = await app.inject(url);
        if (response.statusCode !== cls.status) throw new Error(`${name}: ${response.statusCode} for ${url}`);
        const executor = /exec;desc=([\w-]+)/.exec(String(response.headers['server-timing']))?.[1];
        if (executor) executors.set(`${cls.name}|${name}`, executor);
      }
      const { user, system } = process.cpuUsage(before);
      if (round === 0) continue;
      const key = `${cls.name}|${name}`;
      samples.set(key, [...(samples.get(key) ?? []), (user + system) / batch]);
    }

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const results = classes.map((cls) => {
  const row = { class: cls.name };
  for (const { name } of apps) {
    row[`${name}_cpu_us_per_request`] = +median(samples.get(`${cls.name}|${name}`)).toFixed(1);
    row[`${name}_executor`] = executors.get(`${cls.name}|${name}`) ?? '-';
  }
  const [first, ...others] = apps;
  for (const other of others)
    row[`${other.name}_to_${first.name}`] = +(
      row[`${other.name}_cpu_us_per_request`] / row[`${first.name}_cpu_us_per_request`]
    ).toFixed(2);
  return row;
});
for (const row of results) console.log(JSON.stringify(row));
const out = {
  benchmark: 'inject-ab',
  date: new Date().toISOString(),
  data_dir_month: `${year}-${String(month).padStart(2, '0')}`,
  builds: apps.map(({ name, checkout }) => ({ name, checkout })),
  fare_route: `${fareOrigin}-${fareDestination} ${ticketYear}-Q${quarter}`,
  rounds,
  batch,
  load_average: { start: loadAtStart, end: loadavg() },
  results,
};
const dir = join(import.meta.dirname, 'results');
mkdirSync(dir, { recursive: true });
const file = join(dir, `inject-ab-${out.date.slice(0, 10)}-${apps.map((a) => a.name).join('-')}.json`);
writeFileSync(file, `${JSON.stringify(out, null, 2)}\n`);
console.log(`written to ${file}`);
process.exit(0);
