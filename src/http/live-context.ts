import type { FastifyBaseLogger } from 'fastify';
import type { Backend } from '../backends/backend.js';
import type { DataSnapshot, ServiceContext } from './context.js';
import { openSnapshot } from './snapshot.js';

/** The published version is also polled, in case the backend's watch misses a change (or it has none). */
const POLL_MS = 1000;
const RETIRE_GRACE_MS = 60_000;

/** What LiveContext logs (a pino or Fastify logger). */
type Log = Pick<FastifyBaseLogger, 'info' | 'error'>;

/**
 * A context that follows the backend's published version: when a new one is published (an ingest's new
 * manifest, a newly activated version; seen by the backend's watch or by the poll), a new snapshot is opened
 * and swapped in atomically, and the swap is logged with both versions. Requests already running keep the
 * old snapshot, which is closed after a grace period.
 */
export class LiveContext implements ServiceContext {
  private timer: NodeJS.Timeout | undefined;
  private stopWatching: (() => void) | undefined;
  private publishedStamp: string;
  private checking = false;
  private recheck = false;
  private readonly retiring = new Set<NodeJS.Timeout>();

  private constructor(
    private snapshot: DataSnapshot,
    private readonly backend: Backend,
    private readonly log: Log | undefined,
    stamp: string,
  ) {
    this.publishedStamp = stamp;
  }

  static async open(backend: Backend, log?: Log): Promise<LiveContext> {
    const stamp = await backend.publishedStamp();
    const snapshot = await openSnapshot(backend);
    if (snapshot.unavailable !== undefined) log?.error({ reason: snapshot.unavailable }, 'no data to serve');
    return new LiveContext(snapshot, backend, log, stamp);
  }

  current(): DataSnapshot {
    return this.snapshot;
  }

  watch(): void {
    this.timer = setInterval(() => void this.refresh(), POLL_MS);
    this.timer.unref();
    this.stopWatching = this.backend.watch(() => void this.refresh());
  }

  /** Opens the newly published version, if any; keeps serving the old snapshot when that fails. */
  async refresh(): Promise<boolean> {
    if (this.checking) {
      this.recheck = true;
      return false;
    }
    this.checking = true;
    try {
      return await this.swapIfPublished();
    } finally {
      this.checking = false;
      if (this.recheck) {
        this.recheck = false;
        void this.refresh();
      }
    }
  }

  private async swapIfPublished(): Promise<boolean> {
    const stamp = await this.backend.publishedStamp();
    if (stamp === this.publishedStamp) return false;
    const previous = this.snapshot;
    let next: DataSnapshot;
    try {
      next = await openSnapshot(this.backend);
    } catch (error) {
      this.publishedStamp = stamp;
      this.log?.error(
        { err: error, serving: previous.dataVersion },
        'could not open the new data version; still serving the previous one',
      );
      return false;
    }
    this.publishedStamp = stamp;
    if (next.dataVersion === previous.dataVersion || next.unavailable !== undefined) {
      if (next.unavailable !== undefined) {
        this.log?.error(
          { reason: next.unavailable, serving: previous.dataVersion },
          'the published manifest cannot be served; still serving the previous version',
        );
      }
      await next.engine.close();
      return false;
    }
    this.snapshot = next;
    this.log?.info({ from: previous.dataVersion, to: next.dataVersion }, 'data version swapped');
    const retire = setTimeout(() => {
      this.retiring.delete(retire);
      void previous.engine.close();
    }, RETIRE_GRACE_MS);
    retire.unref();
    this.retiring.add(retire);
    return true;
  }

  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.stopWatching?.();
    for (const timer of this.retiring) clearTimeout(timer);
    await this.snapshot.engine.close();
    await this.backend.close();
  }
}
