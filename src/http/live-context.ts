import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { MANIFEST_FILE } from '../storage/manifest.js';
import type { DataSnapshot, ServiceContext } from './context.js';
import { openSnapshot, type EngineSettings } from './snapshot.js';

const POLL_MS = 2000;
const RETIRE_GRACE_MS = 60_000;

/**
 * A context that follows the data directory: when an ingest publishes a new manifest, a new snapshot is
 * opened and swapped in atomically. Requests already running keep the old snapshot, which is closed after a
 * grace period.
 */
export class LiveContext implements ServiceContext {
  private timer: NodeJS.Timeout | undefined;
  private manifestStamp: string;
  private checking = false;
  private readonly retiring = new Set<NodeJS.Timeout>();

  private constructor(
    private snapshot: DataSnapshot,
    private readonly settings: EngineSettings,
    private readonly log: FastifyBaseLogger | undefined,
    stamp: string,
  ) {
    this.manifestStamp = stamp;
  }

  static async open(settings: EngineSettings, log?: FastifyBaseLogger): Promise<LiveContext> {
    const stamp = await manifestStamp(settings.dataDir);
    return new LiveContext(await openSnapshot(settings), settings, log, stamp);
  }

  current(): DataSnapshot {
    return this.snapshot;
  }

  watch(): void {
    this.timer = setInterval(() => void this.refresh(), POLL_MS);
    this.timer.unref();
  }

  /** Opens the newly published manifest, if any; keeps serving the old snapshot when that fails. */
  async refresh(): Promise<boolean> {
    if (this.checking) return false;
    this.checking = true;
    try {
      const stamp = await manifestStamp(this.settings.dataDir);
      if (stamp === this.manifestStamp) return false;
      const next = await openSnapshot(this.settings);
      this.manifestStamp = stamp;
      if (next.dataVersion === this.snapshot.dataVersion) {
        await next.engine.close();
        return false;
      }
      const previous = this.snapshot;
      this.snapshot = next;
      this.log?.info({ data_version: next.dataVersion }, 'new data version published');
      const retire = setTimeout(() => {
        this.retiring.delete(retire);
        void previous.engine.close();
      }, RETIRE_GRACE_MS);
      retire.unref();
      this.retiring.add(retire);
      return true;
    } catch (error) {
      this.log?.error({ err: error }, 'could not open the new data version; still serving the previous one');
      return false;
    } finally {
      this.checking = false;
    }
  }

  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
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
