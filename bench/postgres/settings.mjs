// Profiles the PostgreSQL comparison API's own settings (issue #28): the same API over the same loaded tables
// with a pool of 4, 8 and 16 connections, and with 8 connections but no prepared statements, driven side by side
// in turns (so a change in the shared machine's load weighs on all of them) over each class of the route mix at
// 8 and 32 clients. It reads a cluster the comparison loaded and kept (`ATSS_BENCH_PGDATA=DIR node
// bench/postgres/run.mjs ...` first); it loads nothing. Results go to bench/results/postgres-settings-<date>.json.
// Usage: node bench/postgres/settings.mjs PGDATA_DIR [SECONDS [CLASS...]]   (default 10 s per measurement, every
// class of bench/route-mix.mjs)
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as routeMix from '../route-mix.mjs';
import { spawnOnPort0 } from '../http-load.mjs';
import { findPostgresBinaries, startCluster } from './cluster.mjs';
import { driveSideBySide } from './load-client.mjs';

const [pgdata, secondsArg, ...classNames] = process.argv.slice(2);
if (!pgdata || !existsSync(join(pgdata, 'loaded.json')))
  throw new Error('give the folder of a cluster the comparison loaded and kept (ATSS_BENCH_PGDATA)');
const seconds = Number(secondsArg ?? 10);
const binaries = findPostgresBinaries();
if (!binaries) throw new Error('no PostgreSQL server binaries');
const classes = Object.entries(routeMix).filter(
  ([name, urls]) => Array.isArray(urls) && (classNames.length === 0 || classNames.includes(name)),
);

/** The API variants compared: pool size and whether statements are prepared. */
const VARIANTS = [
  { pool: 4, preparing: 'prepared' },
  { pool: 8, preparing: 'prepared' },
  { pool: 16, preparing: 'prepared' },
  { pool: 8, preparing: 'unprepared' },
];

const cluster = startCluster(binaries, pgdata);
const children = [];
process.on('exit', () => children.forEach((child) => child.kill('SIGTERM')));
try {
  const { host, port } = cluster.connection;
  const ports = [];
  for (const { pool, preparing } of VARIANTS) {
    const { child, port: apiPort } = await spawnOnPort0(
      [join(import.meta.dirname, 'api.mjs'), host, String(port), '0', String(pool), preparing],
      {},
      /^ready on port (\d+)$/m,
    );
    children.push(child);
    ports.push(apiPort);
  }
  const results = [];
  for (const [name, urls] of classes)
    for (const clients of [8, 32]) {
      const runs = await driveSideBySide(ports, urls, clients, seconds);
      const row = {
        class: name,
        clients,
        variants: VARIANTS.map((variant, i) => ({ ...variant, ...runs[i] })),
      };
      results.push(row);
      console.log(
        `${name}, ${clients} clients: ${row.variants.map((v) => `pool ${v.pool} ${v.preparing} ${v.rps} req/s`).join('; ')}`,
      );
    }
  const date = new Date().toISOString();
  mkdirSync(join(import.meta.dirname, '..', 'results'), { recursive: true });
  const file = join(import.meta.dirname, '..', 'results', `postgres-settings-${date.slice(0, 10)}.json`);
  writeFileSync(
    file,
    `${JSON.stringify({ benchmark: 'postgres-settings', date, seconds, results }, null, 2)}\n`,
  );
  console.log(`written to ${file}`);
} finally {
  children.forEach((child) => child.kill('SIGTERM'));
  cluster.stop();
}
