import type { DuckDBConnection, DuckDBInstance } from '@duckdb/node-api';
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

/**
 * A small pool of connections over one DuckDB instance. Queries wait for a free connection, so the number
 * of engine queries in flight never exceeds the pool size; the wait queue is bounded, and each query is
 * interrupted when it runs past the timeout.
 */
export class DuckDbPool implements QueryEngine {
  private readonly idle: DuckDBConnection[];
  private readonly waiters: ((connection: DuckDBConnection) => void)[] = [];
  private closed = false;

  private constructor(
    private readonly instance: DuckDBInstance,
    connections: DuckDBConnection[],
    private readonly limits: PoolLimits,
  ) {
    this.idle = connections;
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
    const connection = await this.acquire();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      connection.interrupt();
    }, this.limits.timeoutMs);
    try {
      const statement = await connection.prepare(sql);
      bindAll(statement, params);
      const reader = await statement.runAndReadAll().catch((error: unknown) => {
        throw timedOut ? new EngineTimeoutError(this.limits.timeoutMs) : error;
      });
      const names = reader.columnNames();
      return reader.getRows().map((values) => {
        const row: Record<string, unknown> = {};
        names.forEach((name, i) => {
          row[name] = toPlain(values[i]);
        });
        return row;
      });
    } finally {
      clearTimeout(timer);
      this.release(connection);
    }
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    for (const connection of this.idle) connection.closeSync();
    this.instance.closeSync();
    await Promise.resolve();
  }

  private acquire(): Promise<DuckDBConnection> {
    if (this.closed) return Promise.reject(new Error('engine is closed'));
    const connection = this.idle.pop();
    if (connection) return Promise.resolve(connection);
    if (this.waiters.length >= this.limits.maxQueue) return Promise.reject(new EngineOverloadedError(1));
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  private release(connection: DuckDBConnection): void {
    const waiter = this.waiters.shift();
    if (waiter) waiter(connection);
    else this.idle.push(connection);
  }
}
