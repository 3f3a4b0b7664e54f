import type { ClickHouseClient } from '@clickhouse/client';
import type { DuckDBConnection } from '@duckdb/node-api';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { duckdbString } from '../sql/duckdb.js';
import { PublishError } from './errors.js';

/**
 * Bytes of CSV text the server parses into one block (and writes as one part) while it reads an INSERT: the
 * memory one INSERT needs on the server (the parsed block, its sorted copy) stays a few times this whatever the
 * size of the file, well under a per-query `max_memory_usage` of 1 GB.
 */
export const BLOCK_BYTES = 32 * 1024 * 1024;
/** ClickHouse's default `max_insert_block_size`: never more rows than this in one block. */
const MAX_BLOCK_ROWS = 1_048_576;

/** What a server error means for a publish, by ClickHouse error code: the setting to change, in words. */
const KNOWN_CODES: Readonly<Record<string, string>> = {
  '241':
    "the server's per-query memory limit (setting max_memory_usage of the publishing user's profile) is too low",
  '252':
    'the table has too many parts (setting parts_to_throw_insert of the server): let merges catch up, then publish again',
  '159': "the insert ran past the server's max_execution_time (setting of the publishing user's profile)",
  '210': 'the server cannot be reached (network error)',
};

/** The publish failure a server error gives while `doing` (the table named), in words, with the setting. */
export function publishFailure(doing: string, error: unknown): PublishError {
  const text = error instanceof Error ? error.message : String(error);
  const code = /Code: (\d+)/.exec(text)?.[1] ?? (error as { code?: string }).code;
  const known = code === undefined ? undefined : KNOWN_CODES[code];
  const what = known ?? `ClickHouse error ${code ?? '(no code)'}`;
  return new PublishError(`${doing} failed: ${what}`, { cause: error });
}

/** A CSV file of rows to insert (written by DuckDB): its path, its rows and its size in bytes. */
export interface CsvBatch {
  readonly path: string;
  readonly rows: number;
  readonly bytes: number;
}

/**
 * Writes the rows of a DuckDB `select` to `path` as a CSV batch in the form ClickHouse's CSV input reads:
 * no header, NULL as an unquoted `\N`, every other value quoted (ClickHouse trims the spaces around an
 * unquoted value, and a quoted `\N` stays the text). DuckDB writes it natively, at DuckDB's speed, with
 * bounded memory: no row passes through JavaScript.
 */
export async function writeCsvBatch(duck: DuckDBConnection, select: string, path: string): Promise<CsvBatch> {
  const copied = await duck.runAndReadAll(
    `COPY (${select}) TO ${duckdbString(path)} (FORMAT csv, HEADER false, NULLSTR '\\N', FORCE_QUOTE *)`,
  );
  const rows = Number(copied.getRows()[0]![0]);
  return { path, rows, bytes: (await stat(path)).size };
}

/** Rows per block for a batch: about BLOCK_BYTES of its text, at least one row, at most ClickHouse's default. */
export function blockRows(batch: CsvBatch): number {
  const rowBytes = batch.bytes / Math.max(batch.rows, 1);
  return Math.max(1, Math.min(MAX_BLOCK_ROWS, Math.floor(BLOCK_BYTES / Math.max(rowBytes, 1))));
}

/**
 * Inserts a CSV batch into `table` through `node` as one INSERT whose body is streamed from the file: the
 * server parses and writes it in blocks of `blockRows` rows (neither side holds the whole batch in memory).
 * A failure names the rows (`firstRow` is the batch's first row number in the table), the table (`label`) and
 * the setting; the half-loaded database is dropped by the next publish.
 */
export async function insertCsvBatch(
  node: ClickHouseClient,
  table: string,
  batch: CsvBatch,
  firstRow: number,
  label: string,
): Promise<void> {
  if (batch.rows === 0) return;
  const rows = blockRows(batch);
  try {
    await node.insert({
      table,
      values: createReadStream(batch.path),
      format: 'CSV',
      // parse blocks of `rows`, and write them as they are (no squashing into blocks of a million rows)
      clickhouse_settings: {
        max_insert_block_size: String(rows),
        min_insert_block_size_rows: String(rows),
        min_insert_block_size_bytes: String(BLOCK_BYTES),
      },
    });
  } catch (error) {
    throw publishFailure(`inserting rows ${firstRow}-${firstRow + batch.rows - 1} of ${label}`, error);
  }
}
