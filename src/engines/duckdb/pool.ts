import type { DuckDBConnection, DuckDBInstance, DuckDBPreparedStatement } from '@duckdb/node-api';
import type { QueryEngine, Row, SqlValue } from '../engine.js';
import { EngineOverloadedError, EngineTimeoutError } from '../errors.js';
import { bindAll, toPlain } from './values.js';

export interface PoolLimits {
  /** Queries waiting for a connection beyond which new ones are refused (503). */
  readonly maxQueue: number;
  /** A query running longer is interrupted (504). */
  readonly timeoutMs: number;
}

const DEFAULT_LIMITS: PoolLimits = { maxQueue: 64, timeoutMs: 10_000 };
/** Prepared statements kept per connection (least recently used dropped first). */
const STATEMENTS_PER_CONNECTION = 128;

/** A connection with its prepared statements, by SQL text: queries differ in their bound values far more often
 * than in their text, so most executions skip parsing and preparing. */
interface PooledConnection {
  readonly connection: DuckDBConnection;
  readonly statements: Map<string, DuckDBPreparedStatement>;
}

async function preparedStatement(pooled: PooledConnection, sql: string): Promise<DuckDBPreparedStatement> {
  const cached = pooled.statements.get(sql);
  if (cached) {
    pooled.statements.delete(sql);
    pooled.statements.set(sql, cached);
    return cached;
  }
  const statement = await pooled.connection.prepare(sql);
  pooled.statements.set(sql, statement);
  if (pooled.statements.size > STATEMENTS_PER_CONNECTION) {
    const [oldestSql, oldest] = pooled.statements.entries().next().value!;
    pooled.statements.delete(oldestSql);
    oldest.destroySync();
  }
  return statement;
}

/**
 * A small pool of connections over one DuckDB instance. Queries wait for a free connection, so the number
 * of engine queries in flight never exceeds the pool size; the wait queue is bounded, and each query is
 * interrupted when it runs past the timeout.
 */
export class DuckDbPool implements QueryEngine {
  private readonly idle: PooledConnection[];
  private readonly waiters: ((connection: PooledConnection) => void)[] = [];
  private closed = false;

  private constructor(
    private readonly instance: DuckDBInstance,
    connections: DuckDBConnection[],
    private readonly limits: PoolLimits,
  ) {
    this.idle = connections.map((connection) => ({ connection, statements: new Map() }));
  }

  static async open(
    instance: DuckDBInstance,
    size: number,
    limits: PoolLimits = DEFAULT_LIMITS,
  ): Promise<DuckDbPool> {
    const connections: DuckDBConnection[] = [];
    for (let i = 0; i < size; i += 1) connections.push(await instance.connect());
    return new DuckDbPool(instance, connections, limits);
  }

  async query(sql: string, params: readonly SqlValue[] = []): Promise<Row[]> {
    const pooled = await this.acquire();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      pooled.connection.interrupt();
    }, this.limits.timeoutMs);
    try {
      const statement = await preparedStatement(pooled, sql);
      statement.clearBindings();
      bindAll(statement, params);
      const result = await statement.run().catch((error: unknown) => {
        // a failed or interrupted execution leaves no statement behind to be reused
        pooled.statements.delete(sql);
        statement.destroySync();
        throw timedOut ? new EngineTimeoutError(this.limits.timeoutMs) : error;
      });
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
    } finally {
      clearTimeout(timer);
      this.release(pooled);
    }
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    for (const { connection } of this.idle) connection.closeSync();
    this.instance.closeSync();
    await Promise.resolve();
  }

  private acquire(): Promise<PooledConnection> {
    if (this.closed) return Promise.reject(new Error('engine is closed'));
    const connection = this.idle.pop();
    if (connection) return Promise.resolve(connection);
    if (this.waiters.length >= this.limits.maxQueue) return Promise.reject(new EngineOverloadedError(1));
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  private release(connection: PooledConnection): void {
    const waiter = this.waiters.shift();
    if (waiter) waiter(connection);
    else this.idle.push(connection);
  }
}
