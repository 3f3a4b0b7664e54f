import type { QueryEngine } from '../engines/engine.js';

/** A query engine whose queries are timed, and the engine it times (what the route index build reads through). */
export interface TimedEngine extends QueryEngine {
  readonly untimed: QueryEngine;
}

/**
 * The time of every query the engine answers for a request, whichever door asked: a snapshot's engine is timed
 * where the snapshot opens (`openSnapshot`), and whoever measures (the HTTP door's Prometheus metrics) listens
 * here. The route index build reads through the untimed engine, so the times are those of answers.
 */
export class EngineClock {
  private readonly listeners = new Set<(seconds: number) => void>();

  /** Calls `listener` with each query's time in seconds until the returned function is called. */
  listen(listener: (seconds: number) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** `engine`, with each query's time told to the listeners. */
  timed(engine: QueryEngine): TimedEngine {
    const time = async <T>(run: () => Promise<T>): Promise<T> => {
      const started = process.hrtime.bigint();
      try {
        return await run();
      } finally {
        const seconds = Number(process.hrtime.bigint() - started) / 1e9;
        for (const listener of this.listeners) listener(seconds);
      }
    };
    const scanColumns = engine.scanColumns?.bind(engine);
    return {
      untimed: engine,
      query: (sql, params, options) => time(() => engine.query(sql, params, options)),
      ...(scanColumns && {
        scanColumns: (sql, params, read, options) => time(() => scanColumns(sql, params, read, options)),
      }),
      close: () => engine.close(),
    };
  }
}

/** The engine a snapshot's engine times, or the engine itself. */
export const untimedEngine = (engine: QueryEngine): QueryEngine =>
  (engine as Partial<TimedEngine>).untimed ?? engine;
