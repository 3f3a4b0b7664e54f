import { watch, type FSWatcher } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { MANIFEST_FILE } from '../storage/manifest.js';
import type { DataSnapshot, ServiceContext } from './context.js';
import { openSnapshot, type EngineSettings } from './snapshot.js';

/** The manifest is also polled, in case the file system does not report its replacement. */
const POLL_MS = 1000;
const RETIRE_GRACE_MS = 60_000;

/** What LiveContext logs (a pino or Fastify logger). */
type Log = Pick<FastifyBaseLogger, 'info' | 'error'>;

/**
 * A context that follows the data directory: when an ingest publishes a new manifest (seen by a watch on
 * the directory, or by the poll), a new snapshot is opened and swapped in atomically, and the swap is logged
 * with both versions. Requests already running keep the old snapshot, which is closed after a grace period.
 */
export class LiveContext implements ServiceContext {
  private timer: NodeJS.Timeout | undefined;
  private watcher: FSWatcher | undefined;
  private manifestStamp: string;
  private checking = false;
  private recheck = false;
  private readonly retiring = new Set<NodeJS.Timeout>();

  private constructor(
    private snapshot: DataSnapshot,
    private readonly settings: EngineSettings,
    private readonly log: Log | undefined,
    stamp: string,
  ) {
    this.manifestStamp = stamp;
  }

  static async open(settings: EngineSettings, log?: Log): Promise<LiveContext> {
    const stamp = await manifestStamp(settings.dataDir);
    const snapshot = await openSnapshot(settings);
    if (snapshot.unavailable !== undefined) log?.error({ reason: snapshot.unavailable }, 'no data to serve');
    return new LiveContext(snapshot, settings, log, stamp);
  }

  current(): DataSnapshot {
    return this.snapshot;
  }

  watch(): void {
    this.timer = setInterval(() => void this.refresh(), POLL_MS);
    this.timer.unref();
    try {
      this.watcher = watch(this.settings.dataDir, (_event, file) => {
        if (file === null || file === MANIFEST_FILE) void this.refresh();
      });
      this.watcher.unref();
      this.watcher.on('error', () => this.watcher?.close());
    } catch {
      // no watch on this file system: the poll alone picks new versions up
    }
  }

  /** Opens the newly published manifest, if any; keeps serving the old snapshot when that fails. */
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
    const stamp = await manifestStamp(this.settings.dataDir);
    if (stamp === this.manifestStamp) return false;
    const previous = this.snapshot;
    let next: DataSnapshot;
    try {
      next = await openSnapshot(this.settings);
    } catch (error) {
      this.manifestStamp = stamp;
      this.log?.error(
        { err: error, serving: previous.dataVersion },
        'could not open the new data version; still serving the previous one',
      );
      return false;
    }
    this.manifestStamp = stamp;
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
    this.watcher?.close();
    for (const timer of this.retiring) clearTimeout(timer);
    await this.snapshot.engine.close();
  }
}

async function manifestStamp(dataDir: string): Promise<string> {
  try {
    const info = await stat(join(dataDir, MANIFEST_FILE));
    return `${info.mtimeMs}:${info.size}:${info.ino}`;
  } catch {
    return 'none';
  }
}
