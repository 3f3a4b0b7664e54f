import { ClickHouseError, type ClickHouseClient } from '@clickhouse/client';
import { clickhouseColumnType } from '../../sql/clickhouse.js';
import { clickhouseClient } from './client.js';
import type { QueryEngine, QueryOptions, Row, SqlValue } from '../engine.js';
import {
  EngineOverloadedError,
  EngineRefusedError,
  EngineTimeoutError,
  EngineUnavailableError,
} from '../errors.js';

export interface ClickHouseEngineOptions {
  /** HTTP URL of the server the service queries (with a cluster: any node holding the Distributed tables). */
  readonly url: string;
  /** The database of one published data version. */
  readonly database: string;
  /** Per-query limit: the server stops the query, and the client gives up shortly after (504). */
  readonly timeoutMs: number;
  /** Queries sent at once; more wait in the client. */
  readonly connections: number;
  /** Queries allowed to wait beyond `connections` before new ones get a 503. */
  readonly maxQueue: number;
}

/** Server error codes meaning a shard or the server cannot be reached (ClickHouse's ErrorCodes). */
const UNAVAILABLE_CODES = new Set([
  '32', // ATTEMPT_TO_READ_AFTER_EOF
  '209', // SOCKET_TIMEOUT
  '210', // NETWORK_ERROR
  '279', // ALL_CONNECTION_TRIES_FAILED
  '394', // QUERY_WAS_CANCELLED (server shutting down)
]);
const TIMEOUT_CODES = new Set(['159', '160']); // TIMEOUT_EXCEEDED, TOO_SLOW
const READONLY_CODE = '164';
const NETWORK_ERRORS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'UND_ERR_SOCKET',
]);

/**
 * ClickHouse types read as booleans: the dialect stores the boolean storage type, and nothing else, as UInt8
 * (service SQL never selects a bare small-integer literal, which would also be a UInt8).
 */
const BOOLEAN_TYPES = new Set([true, false].map((nullable) => clickhouseColumnType('boolean', nullable)));

/**
 * A QueryEngine over one data version's database on a ClickHouse server, through its HTTP interface
 * (@clickhouse/client works with 18.16 for plain queries). Only a SELECT is sent, read-only on the server
 * (`readonly=2`), never skips an unavailable shard (an error, never a partial answer), and is buffered to
 * its end on the server before the answer starts (`wait_end_of_query`), so a shard lost mid-query gives an
 * error status, not a truncated body.
 */
export class ClickHouseEngine implements QueryEngine {
  private readonly client: ClickHouseClient;
  private inFlight = 0;

  constructor(private readonly options: ClickHouseEngineOptions) {
    this.client = clickhouseClient({
      url: options.url,
      database: options.database,
      connections: options.connections,
      requestTimeoutMs: options.timeoutMs + 2_000,
    });
  }

  /**
   * Admission lanes (QueryOptions) are not needed here: the server schedules its own queries, and light ones
   * do not wait behind heavy ones in a local pool. The statement holds its values as literals, written by
   * the ClickHouse dialect while it was compiled (`clickhouse.values()`): a value to bind is refused, since
   * 18.16 has no typed parameters and the text is never rewritten here.
   */
  async query(sql: string, params: readonly SqlValue[] = [], options: QueryOptions = {}): Promise<Row[]> {
    const timeoutMs = options.timeoutMs ?? this.options.timeoutMs;
    const statement = /^\s*(\w+)/.exec(sql)?.[1] ?? 'empty';
    if (statement.toUpperCase() !== 'SELECT') throw new EngineRefusedError(statement);
    if (params.length > 0)
      throw new RangeError('a ClickHouse statement carries its values as literals (clickhouse.values())');
    if (this.inFlight >= this.options.connections + this.options.maxQueue) throw new EngineOverloadedError(1);
    const deadline = AbortSignal.timeout(timeoutMs + 1_000);
    this.inFlight += 1;
    try {
      const result = await this.client.query({
        query: sql,
        format: 'JSON',
        abort_signal: deadline,
        clickhouse_settings: {
          readonly: '2',
          max_execution_time: Math.max(1, Math.ceil(timeoutMs / 1000)),
          skip_unavailable_shards: 0,
          output_format_json_quote_64bit_integers: 0,
          output_format_json_quote_denormals: 0,
          wait_end_of_query: 1,
        },
      });
      const json = await result.json<Record<string, unknown>>();
      return plainRows(json.meta ?? [], json.data);
    } catch (error) {
      throw deadline.aborted ? new EngineTimeoutError(timeoutMs) : engineError(error, timeoutMs);
    } finally {
      this.inFlight -= 1;
    }
  }

  async close(): Promise<void> {
    await this.client.close();
  }
}

/** Rows as plain JS values: UInt8 columns (stored booleans) as booleans. */
function plainRows(
  meta: readonly { readonly name: string; readonly type: string }[],
  data: readonly Record<string, unknown>[],
): Row[] {
  const booleans = meta.filter((column) => BOOLEAN_TYPES.has(column.type)).map((column) => column.name);
  if (booleans.length === 0) return data as Row[];
  return data.map((row) => {
    const plain = { ...row };
    for (const name of booleans) if (plain[name] !== null) plain[name] = plain[name] === 1;
    return plain;
  });
}

/**
 * The server's error code: @clickhouse/client parses the error format of recent servers; 18.16 answers
 * `Code: 279, e.displayText() = ...`, which reaches us as a plain Error with that text.
 */
function serverErrorCode(error: Error): string | undefined {
  if (error instanceof ClickHouseError && error.code) return error.code;
  return /^Code: (\d+)/.exec(error.message)?.[1];
}

/** The engine condition the HTTP layer answers for a failed query (the server's own text stays in the cause). */
export function engineError(error: unknown, timeoutMs: number): unknown {
  if (!(error instanceof Error)) return error;
  const code = serverErrorCode(error);
  if (code !== undefined) {
    if (TIMEOUT_CODES.has(code)) return new EngineTimeoutError(timeoutMs);
    if (UNAVAILABLE_CODES.has(code)) return new EngineUnavailableError(error);
    if (code === READONLY_CODE) return new EngineRefusedError('writing');
    return error;
  }
  if (error.name === 'TimeoutError' || /timeout/i.test(error.message))
    return new EngineTimeoutError(timeoutMs);
  const network =
    (error as NodeJS.ErrnoException).code ?? (error.cause as NodeJS.ErrnoException | undefined)?.code;
  if (network !== undefined && NETWORK_ERRORS.has(network)) return new EngineUnavailableError(error);
  return error;
}
