// The cardinalities of a store (issue #15): per fact table its rows (stored after pre-aggregation, and the source
// records they came from), periods, distinct airports, origin-destination markets per period, carriers and aircraft
// types, and its size on disk; per reference table its rows. The figures that pre-aggregation ratios, memory and
// breakdown times depend on, printed next to benchmark results.
// Usage: node bench/cardinalities.mjs [DATA_DIR] [--json]   (default: the benchmark dataset of bench/dataset.mjs)
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { ensureQueryDataset } from './dataset.mjs';

/** Columns holding a carrier code (not its group, entity or change flag). */
const CARRIER_COLUMNS = ['carrier', 'tkcarrier', 'opcarrier', 'rpcarrier', 'mktcarrier'];
const PERIOD_COLUMNS = ['year', 'quarter', 'month'];

function bytesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).reduce((sum, entry) => {
    const path = join(dir, entry.name);
    return sum + (entry.isDirectory() ? bytesUnder(path) : statSync(path).size);
  }, 0);
}

const sqlList = (files) => `[${files.map((f) => `'${f.replaceAll("'", "''")}'`).join(', ')}]`;

async function scalar(connection, sql) {
  const reader = await connection.runAndReadAll(sql);
  return Number(reader.getRows()[0][0]);
}

/** The cardinalities of every table of the store in `dataDir`. */
export async function storeCardinalities(dataDir) {
  const manifest = JSON.parse(readFileSync(join(dataDir, 'manifest.json'), 'utf8'));
  const instance = await DuckDBInstance.create(':memory:');
  const connection = await instance.connect();
  const tables = [];
  for (const [name, table] of Object.entries(manifest.tables).sort(([a], [b]) => a.localeCompare(b))) {
    const partitions = Object.values(table.partitions);
    const files = partitions.flatMap((p) => p.files.map((f) => join(dataDir, f)));
    if (files.length === 0) continue;
    const source = `read_parquet(${sqlList(files)}, union_by_name = true)`;
    const columns = (await connection.runAndReadAll(`DESCRIBE SELECT * FROM ${source}`))
      .getRows()
      .map((row) => String(row[0]));
    const has = (column) => columns.includes(column);
    const row = {
      table: name,
      periods: partitions.length,
      rows: partitions.reduce((sum, p) => sum + (p.rows ?? 0), 0),
      source_rows: partitions.reduce((sum, p) => sum + (p.source_rows ?? p.rows ?? 0), 0),
      mb: Math.round(bytesUnder(join(dataDir, 'store', name)) / 1e5) / 10,
    };
    if (has('origin') && has('destination')) {
      row.origins = await scalar(connection, `SELECT count(DISTINCT origin) FROM ${source}`);
      row.airports = await scalar(
        connection,
        `SELECT count(*) FROM (SELECT origin FROM ${source} UNION SELECT destination FROM ${source})`,
      );
      const period = PERIOD_COLUMNS.filter(has);
      row.markets_per_period = await scalar(
        connection,
        `SELECT round(avg(n)) FROM (SELECT count(DISTINCT (origin, destination)) AS n FROM ${source}
         GROUP BY ${period.join(', ')})`,
      );
    }
    for (const column of CARRIER_COLUMNS.filter(has)) {
      row[`${column}s`] = await scalar(connection, `SELECT count(DISTINCT ${column}) FROM ${source}`);
    }
    if (has('aircraft_type')) {
      row.aircraft_types = await scalar(connection, `SELECT count(DISTINCT aircraft_type) FROM ${source}`);
    }
    tables.push(row);
  }
  connection.closeSync();
  return tables;
}

/** The cardinalities as a Markdown table (one row per table, a column per figure any table has). */
export function cardinalityTable(tables) {
  const keys = [...new Set(tables.flatMap((t) => Object.keys(t)))];
  const cell = (value) =>
    value === undefined ? '' : typeof value === 'number' ? value.toLocaleString('en-US') : value;
  return [
    `| ${keys.join(' | ')} |`,
    `| ${keys.map(() => '---').join(' | ')} |`,
    ...tables.map((t) => `| ${keys.map((k) => cell(t[k])).join(' | ')} |`),
  ].join('\n');
}

if (process.argv[1] === import.meta.filename) {
  const args = process.argv.slice(2);
  const dataDir = args.find((a) => !a.startsWith('--')) ?? ensureQueryDataset();
  const tables = await storeCardinalities(dataDir);
  console.log(args.includes('--json') ? JSON.stringify(tables, null, 2) : cardinalityTable(tables));
}
