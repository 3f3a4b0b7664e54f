// How long a newly published data version takes to be served by a running `atss serve`, idle and under load:
// from the rename of a new manifest (what an ingest's publication is) to the first /readyz naming the new version.
// Usage: node bench/version-switch.mjs DATA_DIR [--rounds N] [--concurrency C] [--seconds-between S]
// DATA_DIR is copied to a temporary folder first (the copy is the one republished and removed at the end).
import { cp, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { keepAliveGet, startAtss } from './http-load.mjs';

const [source, ...rest] = process.argv.slice(2);
if (!source) throw new Error('usage: node bench/version-switch.mjs DATA_DIR [--rounds N] [--concurrency C]');
const option = (name, fallback) => {
  const at = rest.indexOf(`--${name}`);
  return at < 0 ? fallback : Number(rest[at + 1]);
};
const rounds = option('rounds', 5);
const concurrency = option('concurrency', 32);
const between = option('seconds-between', 3);

const dir = await mkdtemp(join(tmpdir(), 'atss-version-switch-'));
const data = join(dir, 'data');
await cp(source, data, { recursive: true });
const { child, port } = await startAtss(['--data', data]);
console.error(`serving on port ${port}`);
/** The version /readyz names (undefined when it could not be asked: a reset under load is asked again). */
const versionServed = async () =>
  fetch(`http://127.0.0.1:${port}/readyz`)
    .then((r) => r.json())
    .then((body) => body.data_version)
    .catch(() => undefined);

let republished = 0;
/** Publishes the same store as a new version (a new published_at), as an ingest's rename does; ms until served. */
async function switchOnce() {
  let before;
  while (before === undefined) before = await versionServed();
  const manifest = JSON.parse(await readFile(join(data, 'manifest.json'), 'utf8'));
  republished += 1;
  manifest.published_at = new Date(Date.parse(manifest.published_at) + republished * 1000).toISOString();
  await writeFile(join(data, 'manifest.json.tmp'), JSON.stringify(manifest));
  const renamedAt = performance.now();
  await rename(join(data, 'manifest.json.tmp'), join(data, 'manifest.json'));
  for (;;) {
    const served = await versionServed();
    if (served !== undefined && served !== before) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return Math.round(performance.now() - renamedAt);
}

/** Engine queries the result cache cannot answer (another limit each time), from `concurrency` clients. */
function load(stop) {
  const get = keepAliveGet(concurrency);
  let i = 0;
  const client = async () => {
    while (!stop.stopped) {
      i += 1;
      await get(
        port,
        `/performance/breakdown?by=carrier&year=2025&month=${1 + (i % 9)}&metrics=flights,on_time_pct&limit=${1 + (i % 400)}`,
      ).catch(() => undefined);
    }
  };
  return Promise.all(Array.from({ length: concurrency }, client));
}

const results = {};
try {
  for (const condition of ['idle', 'load']) {
    const stop = { stopped: false };
    const loading = condition === 'load' ? load(stop) : Promise.resolve();
    const ms = [];
    for (let round = 0; round < rounds; round += 1) {
      await new Promise((resolve) => setTimeout(resolve, between * 1000));
      ms.push(await switchOnce());
      console.error(
        `${condition}: version served ${ms.at(-1)} ms after its publication (load ${loadavg()[0].toFixed(1)})`,
      );
    }
    stop.stopped = true;
    await loading;
    const sorted = [...ms].sort((a, b) => a - b);
    results[condition] = {
      ms,
      median: sorted[Math.floor(sorted.length / 2)],
      max: sorted.at(-1),
      load1: loadavg()[0],
    };
  }
  console.log(JSON.stringify({ source, rounds, concurrency, results }, null, 2));
} finally {
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  await rm(dir, { recursive: true, force: true });
}
