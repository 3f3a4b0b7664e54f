import {
  StatementType,
  type DuckDBConnection,
  type DuckDBInstance,
  type DuckDBMaterializedResult,
  type DuckDBPreparedStatement,
  type DuckDBResult,
  type DuckDBValue,
} from '@duckdb/node-api';
import type { ColumnChunk, QueryEngine, QueryLane, QueryOptions, Row, SqlValue } from '../engine.js';
import {
  DAMAGED_TABLE_ERROR,
  EngineOverloadedError,
  EngineRefusedError,
  EngineTimeoutError,
  EngineUnavailableError,
} from '../errors.js';
import { bindAll, toPlain } from './values.js';

export interface PoolLimits {
  /** Queries of one lane waiting for a connection beyond which new ones of that lane are refused (503). */
  readonly maxQueue: number;
  /** A query not finished this long after it was asked for (waiting included) is interrupted (504). */
  readonly timeoutMs: number;
  /** Connections heavy queries may hold at once (at most all but one; default all but one). */
  readonly heavyConnections?: number;
}

export const DEFAULT_POOL_LIMITS: PoolLimits = { maxQueue: 64, timeoutMs: 10_000 };
/** Prepared statements kept per connection (least recently used dropped first). */
const STATEMENTS_PER_CONNECTION = 128;

/** A connection with its prepared statements, by SQL text: queries differ in their bound values far more often
 * than in their text, so most executions skip parsing and preparing. */
interface PooledConnection {
  readonly connection: DuckDBConnection;
  readonly statements: Map<string, DuckDBPreparedStatement>;
}

interface Waiter {
  readonly lane: QueryLane;
  readonly grant: (connection: PooledConnection) => void;
}

/**
 * Refuses any text but one SELECT before it is prepared (preparing `EXPORT DATABASE` already creates its
 * folder): DuckDB's own parser, through `json_serialize_sql`, serializes exactly the SELECT statements.
 */
async function assertOneSelect(connection: DuckDBConnection, sql: string): Promise<void> {
  const reader = await connection.runAndReadAll('SELECT json_serialize_sql($1::VARCHAR) AS parsed', [sql]);
  const parsed = JSON.parse(String(reader.getRowObjects()[0]?.parsed)) as {
    error: boolean;
    statements?: unknown[];
  };
  if (parsed.error || parsed.statements?.length !== 1) throw new EngineRefusedError('non-SELECT');
}

async function preparedStatement(pooled: PooledConnection, sql: string): Promise<DuckDBPreparedStatement> {
  const cached = pooled.statements.get(sql);
  if (cached) {
    pooled.statements.delete(sql);
    pooled.statements.set(sql, cached);
    return cached;
  }
  // the engine is read-only in fact: whatever SQL reaches it, only a plain SELECT is run
  await assertOneSelect(pooled.connection, sql);
  const statement = await pooled.connection.prepare(sql);
  if (statement.statementType !== StatementType.SELECT) {
    const type = StatementType[statement.statementType] ?? String(statement.statementType);
    statement.destroySync();
    throw new EngineRefusedError(type);
  }
  pooled.statements.set(sql, statement);
  if (pooled.statements.size > STATEMENTS_PER_CONNECTION) {
    const [oldestSql, oldest] = pooled.statements.entries().next().value!;
    pooled.statements.delete(oldestSql);
    oldest.destroySync();
  }
  return statement;
}

/**
 * DuckDB's "IO Error" (a Parquet file deleted or unreadable under a running server), or a damaged table read
 * (one that could not be opened with its version: `DAMAGED_TABLE_ERROR`).
 */
const isIoError = (error: unknown): boolean =>
  error instanceof Error && (/^IO Error/i.test(error.message) || error.message.includes(DAMAGED_TABLE_ERROR));

/**
 * A small pool of connections over one DuckDB instance, with two admission lanes. A light query takes any
 * free connection; heavy queries hold at most `heavyConnections` (and never all), so a connection is always
 * left for light ones. Each lane waits in its own bounded queue (light first when a connection frees up). A query's deadline
 * starts when it is asked for: time spent waiting counts, and a query past it is interrupted in the engine.
 */
export class DuckDbPool implements QueryEngine {
  private readonly idle: PooledConnection[];
  private readonly waiting: Record<QueryLane, Waiter[]> = { light: [], heavy: [] };
  private readonly heavyLimit: number;
  private heavyRunning = 0;
  private closed = false;

  private constructor(
    private readonly instance: DuckDBInstance,
    connections: DuckDBConnection[],
    private readonly limits: PoolLimits,
  ) {
    this.idle = connections.map((connection) => ({ connection, statements: new Map() }));
    this.heavyLimit = Math.max(
      1,
      Math.min(connections.length - 1, limits.heavyConnections ?? connections.length),
    );
  }

  static async open(
    instance: DuckDBInstance,
    size: number,
    limits: PoolLimits = DEFAULT_POOL_LIMITS,
  ): Promise<DuckDbPool> {
    const connections: DuckDBConnection[] = [];
    for (let i = 0; i < size; i += 1) connections.push(await instance.connect());
    return new DuckDbPool(instance, connections, limits);
  }

  async query(sql: string, params: readonly SqlValue[] = [], options: QueryOptions = {}): Promise<Row[]> {
    return this.run(sql, params, options, 'materialize', (result) => {
      // the result is materialized: its chunks are read synchronously, without a round trip each
      const names = result.columnNames();
      const rows: Row[] = [];
      for (let index = 0; index < result.chunkCount; index += 1) {
        for (const values of result.getChunk(index).getRows()) {
          const row: Record<string, unknown> = {};
          names.forEach((name, i) => {
            row[name] = toPlain(values[i]);
          });
          rows.push(row);
        }
      }
      return rows;
    });
  }

  async scanColumns(
    sql: string,
    params: readonly SqlValue[],
    read: (chunk: ColumnChunk) => void,
    options: QueryOptions = {},
  ): Promise<void> {
    // streamed a chunk at a time: a materialized result's memory is native, returned only when the garbage
    // collector finalizes its wrapper, which a reader making little JS garbage leaves for long
    return this.run(sql, params, options, 'stream', async (result) => {
      const names = result.columnNames();
      for (
        let chunk = await result.fetchChunk();
        chunk && chunk.rowCount > 0;
        chunk = await result.fetchChunk()
      ) {
        const columns = chunk.getColumns();
        for (const column of columns)
          for (let row = 0; row < column.length; row++) column[row] = toPlain(column[row]) as DuckDBValue;
        read({ names, columns, rows: chunk.rowCount });
      }
    });
  }

  /** Runs one SELECT on a connection of `options.lane` within the deadline and reads its result. */
  private async run<T, R extends 'materialize' | 'stream'>(
    sql: string,
    params: readonly SqlValue[],
    options: QueryOptions,
    mode: R,
    readResult: (result: R extends 'stream' ? DuckDBResult : DuckDBMaterializedResult) => T | Promise<T>,
  ): Promise<T> {
    const lane = options.lane ?? 'heavy';
    const timeoutMs = options.timeoutMs ?? this.limits.timeoutMs;
    const deadline = Date.now() + timeoutMs;
    const pooled = await this.acquire(lane, deadline);
    let timedOut = false;
    const timer = setTimeout(
      () => {
        timedOut = true;
        pooled.connection.interrupt();
      },
      Math.max(0, deadline - Date.now()),
    );
    try {
      const statement = await preparedStatement(pooled, sql);
      statement.clearBindings();
      bindAll(statement, params);
      // a failed or interrupted execution leaves no statement behind to be reused
      const failed = (error: unknown): never => {
        pooled.statements.delete(sql);
        statement.destroySync();
        if (timedOut) throw new EngineTimeoutError(timeoutMs);
        throw isIoError(error) ? new EngineUnavailableError(error) : error;
      };
      const result = await (mode === 'stream' ? statement.stream() : statement.run()).catch(failed);
      // a streamed result is still executing while it is read
      return await Promise.resolve(readResult(result as Parameters<typeof readResult>[0])).catch(failed);
    } catch (error) {
      throw isIoError(error) ? new EngineUnavailableError(error) : error;
    } finally {
      clearTimeout(timer);
      this.release(pooled, lane);
    }
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    for (const { connection } of this.idle) connection.closeSync();
    this.instance.closeSync();
    await Promise.resolve();
  }

  private admits(lane: QueryLane): boolean {
    return this.idle.length > 0 && (lane === 'light' || this.heavyRunning < this.heavyLimit);
  }

  private take(lane: QueryLane): PooledConnection {
    if (lane === 'heavy') this.heavyRunning += 1;
    return this.idle.pop()!;
  }

  private acquire(lane: QueryLane, deadline: number): Promise<PooledConnection> {
    if (this.closed) return Promise.reject(new Error('engine is closed'));
    if (this.admits(lane) && this.waiting[lane].length === 0) return Promise.resolve(this.take(lane));
    const queue = this.waiting[lane];
    if (queue.length >= this.limits.maxQueue) return Promise.reject(new EngineOverloadedError(1, lane));
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        lane,
        grant: (connection) => {
          clearTimeout(expiry);
          resolve(connection);
        },
      };
      // the deadline passes while waiting: leave the queue and answer 504 without running
      const expiry = setTimeout(
        () => {
          const at = queue.indexOf(waiter);
          if (at >= 0) queue.splice(at, 1);
          reject(new EngineTimeoutError(this.limits.timeoutMs));
        },
        Math.max(0, deadline - Date.now()),
      );
      queue.push(waiter);
    });
  }

  private release(connection: PooledConnection, lane: QueryLane): void {
    if (lane === 'heavy') this.heavyRunning -= 1;
    this.idle.push(connection);
    // light queries first; a heavy one only within its share of the connections
    for (const next of ['light', 'heavy'] as const) {
      const waiter = this.waiting[next][0];
      if (waiter && this.admits(next)) {
        this.waiting[next].shift();
        waiter.grant(this.take(next));
        return;
      }
    }
  }
}
