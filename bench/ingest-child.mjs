// One measured step of the ingest benchmark, in its own process so that peak RSS belongs to that step alone.
// Usage: node bench/ingest-child.mjs atss <dataDir> <zip>...   |   node bench/ingest-child.mjs duckdb <csv>...
import { DuckDBInstance } from '@duckdb/node-api';
import { loadConfig } from '../dist/config.js';
import { ingestPaths } from '../dist/ingest/index.js';

const [mode, ...args] = process.argv.slice(2);
const started = performance.now();
let rows = 0;
if (mode === 'atss') {
  const [dataDir, ...paths] = args;
  const summary = await ingestPaths(paths, { dataDir, limits: loadConfig().ingest });
  rows = summary.partitions.reduce((sum, p) => sum + p.sourceRows, 0);
} else if (mode === 'duckdb') {
  const instance = await DuckDBInstance.create(':memory:', { threads: '2', memory_limit: '6GB' });
  const connection = await instance.connect();
  for (const [i, csv] of args.entries()) {
    await connection.run(`CREATE TABLE t${i} AS SELECT * FROM read_csv('${csv}')`);
    const reader = await connection.runAndReadAll(`SELECT count(*)::BIGINT FROM t${i}`);
    rows += Number(reader.getRows()[0][0]);
  }
  connection.closeSync();
  instance.closeSync();
} else {
  throw new Error(`unknown mode ${mode}`);
}
const seconds = (performance.now() - started) / 1000;
console.log(
  JSON.stringify({ mode, seconds, rows, peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024) }),
);
