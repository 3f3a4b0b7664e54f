import fc from 'fast-check';
import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClickHouseClient } from '@clickhouse/client';
import { clickhouseClient } from '../../src/engines/clickhouse/client.js';
import { insertCsvBatch, writeCsvBatch } from '../../src/publish/batches.js';
import {
  clickHouseTestsSkipped,
  startClickHouseCluster,
  type ClickHouseCluster,
} from '../support/clickhouse-cluster.js';

/**
 * The CSV batches `atss publish` loads tables with (src/publish/batches.ts): what DuckDB writes, a real
 * ClickHouse server reads back value for value, whatever the text, NULLs, numbers and arrays.
 */
const unavailable = clickHouseTestsSkipped();

let server: ClickHouseCluster;
let client: ClickHouseClient;
let duck: DuckDBConnection;
let workDir: string;

beforeAll(async () => {
  if (unavailable) return;
  server = await startClickHouseCluster(1);
  client = clickhouseClient({ url: server.urls[0]!, requestTimeoutMs: 60_000 });
  duck = await (await DuckDBInstance.create(':memory:')).connect();
  workDir = await mkdtemp(join(tmpdir(), 'atss-csv-batches-'));
});
afterAll(async () => {
  duck?.closeSync();
  await client?.close();
  await server?.stop();
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

interface Row {
  k: number;
  s: string;
  n: string | null;
  d: number | null;
  i: number | null;
  b: number[];
  p: number[];
}

const COLUMNS = [
  ['k', 'INTEGER', 'Int32'],
  ['s', 'VARCHAR', 'String'],
  ['n', 'VARCHAR', 'Nullable(String)'],
  ['d', 'DOUBLE', 'Nullable(Float64)'],
  ['i', 'BIGINT', 'Nullable(Int64)'],
  ['b', 'INTEGER[]', 'Array(Int32)'],
  ['p', 'DOUBLE[]', 'Array(Float64)'],
] as const;

/** The rows through DuckDB, a CSV batch and a ClickHouse MergeTree, read back in key order. */
async function throughBatch(rows: readonly Row[], name: string): Promise<Row[]> {
  await duck.run(
    `CREATE OR REPLACE TABLE ${name} (${COLUMNS.map(([c, type]) => `${c} ${type}`).join(', ')})`,
  );
  const insert = await duck.prepare(
    `INSERT INTO ${name} VALUES ($1, $2, $3, $4, $5, $6::INTEGER[], $7::DOUBLE[])`,
  );
  for (const row of rows) {
    // typed binds (an untyped bind reads a large integral double as a BIGINT); lists as JSON text, exact
    // for these integers and shortest round-trip doubles
    insert.bindInteger(1, row.k);
    insert.bindVarchar(2, row.s);
    if (row.n === null) insert.bindNull(3);
    else insert.bindVarchar(3, row.n);
    if (row.d === null) insert.bindNull(4);
    else insert.bindDouble(4, row.d);
    if (row.i === null) insert.bindNull(5);
    else insert.bindBigInt(5, BigInt(row.i));
    insert.bindVarchar(6, JSON.stringify(row.b));
    insert.bindVarchar(7, JSON.stringify(row.p));
    await insert.run();
  }
  const batch = await writeCsvBatch(duck, `SELECT * FROM ${name}`, join(workDir, `${name}.csv`));
  expect(batch.rows).toBe(rows.length);
  await client.command({
    query: `CREATE TABLE default.${name} (${COLUMNS.map(([c, , type]) => `${c} ${type}`).join(', ')}) ENGINE = MergeTree ORDER BY k`,
  });
  await insertCsvBatch(client, `default.${name}`, batch, 1, `table ${name}`);
  const result = await client.query({
    query: `SELECT * FROM default.${name} ORDER BY k`,
    format: 'JSONEachRow',
    clickhouse_settings: { output_format_json_quote_64bit_integers: 0 },
  });
  return result.json<Row>();
}

describe.skipIf(unavailable)('CSV batches written by DuckDB, read by ClickHouse', () => {
  it('reads back every string exactly: quotes, commas, line breaks, backslashes, \\N, NULL, any Unicode', async () => {
    const texts = [
      '',
      'plain',
      'quo"te, comma',
      '"',
      'line\nbreak\r\nand\ttab',
      'back\\slash\\',
      '\\N',
      'NULL',
      ' leading and trailing ',
      'üñí€😀',
      ...fc.sample(fc.string({ unit: 'binary', maxLength: 40 }), { numRuns: 300, seed: 25 }),
    ].filter((text) => !text.includes('\u0000'));
    const rows = texts.map((s, k) => ({ k, s, n: k % 3 === 0 ? null : s, d: null, i: null, b: [], p: [] }));
    expect(await throughBatch(rows, 'texts')).toEqual(rows);
  });

  it('reads back every number and array (safe integers exactly, doubles to the last place), NULL as NULL', async () => {
    const doubles = fc.sample(
      fc.double({ noNaN: true, noDefaultInfinity: true }).filter((d) => d === 0 || Math.abs(d) >= 2.3e-308),
      { numRuns: 300, seed: 25 },
    );
    const integers = fc.sample(fc.maxSafeInteger(), { numRuns: 300, seed: 25 });
    const edges = [0, -1, 1.5, 0.1, 1 / 3, -2.5e-300, 1.7976931348623157e308, 123456789.12345679];
    const values = [...edges, ...doubles];
    const rows: Row[] = values.map((d, k) => ({
      k,
      s: '',
      n: null,
      d: k % 7 === 3 ? null : d,
      i: k % 5 === 4 ? null : integers[k % integers.length]!,
      b: [k, -k, 2_147_483_647].slice(0, k % 4),
      p: values.slice(k, k + (k % 3)),
    }));
    const read = await throughBatch(rows, 'numbers');
    // 18.16 reads decimal text to the nearest double or the next one (its JSON input alike): equal, or one
    // unit in the last place apart; -0 reads back as 0
    const near = (got: number | null, want: number | null) =>
      got === want || (got !== null && want !== null && Math.abs(got - want) <= Math.abs(want) * 2 ** -52);
    const asWanted = (got: Row, want: Row): Row => ({
      ...got,
      d: near(got.d, want.d) ? want.d : got.d,
      p: got.p.map((x, j) => (near(x, want.p[j]!) ? want.p[j]! : x)),
    });
    expect(read.map((row, k) => asWanted(row, rows[k]!))).toEqual(rows);
  });
});
