import { DuckDBInstance } from '@duckdb/node-api';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import { readZippedCsv } from './csv.js';

/**
 * The generated raw BTS records, read the way a user would read the downloads (CSV by a simple reader,
 * Parquet by DuckDB's reader with no SQL of the project): expectations are computed from these in plain JS.
 */
export type Raw = Record<string, string>;

export const num = (value: string | undefined): number =>
  value === undefined || value === '' ? 0 : Number(value);
export const total = (rows: readonly Raw[], column: string): number =>
  rows.reduce((s, r) => s + num(r[column]), 0);

export const ontimeFile = (rawDir: string, year: number, month: number) =>
  join(rawDir, `On_Time_Reporting_Carrier_On_Time_Performance_1987_present_${year}_${month}.zip`);
export const segmentFile = (rawDir: string, year: number, month: number) =>
  join(rawDir, `T_T100_SEGMENT_ALL_CARRIER_${year}_${month}.zip`);
export const db1bMarketFile = (rawDir: string, year: number, quarter: number) =>
  join(rawDir, `Origin_and_Destination_Survey_DB1BMarket_${year}_${quarter}.zip`);

/** Every CSV record of the given zips, concatenated. */
export async function readCsvZips(paths: readonly string[]): Promise<Raw[]> {
  const all: Raw[] = [];
  for (const path of paths) all.push(...(await readZippedCsv(path)));
  return all;
}

/** The Parquet member of a DB1C zip, every value as text like the CSV reader gives. */
export async function readZippedParquet(path: string): Promise<Raw[]> {
  const members = unzipSync(await readFile(path));
  const name = Object.keys(members).find((n) => n.endsWith('.parquet'));
  if (!name) throw new Error(`${path} holds no Parquet`);
  const dir = await mkdtemp(join(tmpdir(), 'atss-raw-'));
  const file = join(dir, 'member.parquet');
  await writeFile(file, members[name]!);
  const instance = await DuckDBInstance.create(':memory:');
  const connection = await instance.connect();
  try {
    const reader = await connection.runAndReadAll(`SELECT * FROM read_parquet('${file}')`);
    const names = reader.columnNames();
    return reader
      .getRows()
      .map((row) =>
        Object.fromEntries(
          names.map((n, i) => [n, row[i] === null ? '' : String(row[i] as string | number)]),
        ),
      );
  } finally {
    connection.closeSync();
    instance.closeSync();
    await rm(dir, { recursive: true, force: true });
  }
}

/** The DB1C market records of the given months of 2025 (their zip names carry a release date). */
export async function db1cMarkets(rawDir: string, months: readonly number[]): Promise<Raw[]> {
  const { readdir } = await import('node:fs/promises');
  const names = await readdir(rawDir);
  const rows: Raw[] = [];
  for (const month of months) {
    const name = names.find((n) => n.startsWith(`DB1C.MARKET.2025${String(month).padStart(2, '0')}.`));
    if (!name) throw new Error(`no DB1C market file for 2025-${month}`);
    rows.push(...(await readZippedParquet(join(rawDir, name))));
  }
  return rows;
}

/** The pair with the most records (ties by name), as [origin, destination]. */
export function busiestPair(rows: readonly Raw[], origin: string, dest: string): [string, string] {
  const counts = new Map<string, number>();
  for (const r of rows)
    counts.set(`${r[origin]}-${r[dest]}`, (counts.get(`${r[origin]}-${r[dest]}`) ?? 0) + 1);
  const top = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]![0];
  return top.split('-') as [string, string];
}

/** Groups records by a key. */
export function groupBy(rows: readonly Raw[], key: (r: Raw) => string): Map<string, Raw[]> {
  const groups = new Map<string, Raw[]>();
  for (const r of rows) groups.set(key(r), [...(groups.get(key(r)) ?? []), r]);
  return groups;
}

/** On-time metrics of a set of flights, as docs/API-CONTRACT.md §6 and §10 define them. */
export function onTime(rows: readonly Raw[]) {
  const flights = total(rows, 'Flights');
  const cancelled = total(rows, 'Cancelled');
  const arrived = flights - cancelled - total(rows, 'Diverted');
  return {
    flights,
    on_time_pct: (100 * (arrived - total(rows, 'ArrDel15'))) / flights,
    avg_dep_delay: total(rows, 'DepDelayMinutes') / (flights - cancelled),
    avg_arr_delay: total(rows, 'ArrDelayMinutes') / arrived,
    avg_dep_delay_signed: total(rows, 'DepDelay') / (flights - cancelled),
    avg_arr_delay_signed: total(rows, 'ArrDelay') / arrived,
  };
}
