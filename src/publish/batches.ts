import type { ClickHouseClient } from '@clickhouse/client';
import { PublishError } from './errors.js';

/**
 * JSON text per INSERT. Each batch is its own query, so the memory the server needs for one stays bounded
 * (parsing a batch, sorting it into a part) whatever the table's size: 8 MB of JSON lines needs well under
 * 100 MB of a server's per-query `max_memory_usage`.
 */
export const BATCH_BYTES = 8 * 1024 * 1024;

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

export interface InsertStats {
  readonly rows: number;
  readonly batches: number;
}

/**
 * Inserts `rows` into `table` through `node` in INSERTs of at most BATCH_BYTES of JSON lines each, reading
 * the rows as they come (at most one batch in memory here). A failed batch fails the publish naming the
 * table, the rows and the setting (the half-loaded database is dropped by the next publish).
 */
export async function insertInBatches(
  node: ClickHouseClient,
  table: string,
  rows: AsyncIterable<Record<string, unknown>>,
  label: string,
): Promise<InsertStats> {
  let lines: string[] = [];
  let bytes = 0;
  let inserted = 0;
  let batches = 0;
  const flush = async () => {
    if (lines.length === 0) return;
    const from = inserted + 1;
    try {
      await node.command({ query: `INSERT INTO ${table} FORMAT JSONEachRow\n${lines.join('\n')}` });
    } catch (error) {
      throw publishFailure(`inserting rows ${from}-${inserted + lines.length} of ${label}`, error);
    }
    inserted += lines.length;
    batches += 1;
    lines = [];
    bytes = 0;
  };
  for await (const row of rows) {
    const line = JSON.stringify(row);
    lines.push(line);
    bytes += line.length + 1;
    if (bytes >= BATCH_BYTES) await flush();
  }
  await flush();
  return { rows: inserted, batches };
}
