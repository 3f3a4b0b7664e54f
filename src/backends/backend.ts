import type { QueryEngine } from '../engines/engine.js';
import type { Dialect } from '../sql/dialect.js';
import type { Manifest } from '../storage/manifest.js';
import type { TableId } from '../storage/schema.js';

/** A file the engine reads in place: where it is, and its name in the data directory (what a client may read). */
export interface StoredFile {
  readonly path: string;
  readonly name: string;
}

/** One data version, opened: the engine over it and what it holds. */
export interface OpenedVersion {
  readonly engine: QueryEngine;
  readonly dialect: Dialect;
  readonly manifest: Manifest;
  /** `empty` when nothing is published. */
  readonly dataVersion: string;
  /**
   * Why nothing can be served (no data published, an unreadable manifest), naming the fix: public (/readyz, 503
   * problems), so it never names an absolute path or quotes the engine.
   */
  readonly unavailable?: string;
  /** The same with the files and the engine's or system's own text, for the log only. */
  readonly unavailableCause?: string;
  /**
   * Stored tables that could not be opened (a damaged file): each query that needs one answers 503, every other
   * table is served. `cause` (the engine's error, naming files) is for the log only.
   */
  readonly damaged?: readonly { readonly table: TableId; readonly cause: unknown }[];
  /** Files the engine reads in place, checked by /readyz (none for an engine that holds its own data). */
  readonly filesInPlace: readonly StoredFile[];
  /** What of the engine does not answer now (a cluster's shard), checked by /readyz; absent: nothing to check. */
  readonly unreachable?: () => Promise<readonly string[]>;
}

/**
 * A storage and query engine the service runs on: its SQL dialect, its engine, and how a published data
 * version is found and opened. Chosen once, in main.ts, from configuration (backends/index.ts); nothing
 * under http/, query/ or sql/ knows which one it is.
 */
export interface Backend {
  readonly name: string;
  /** Opens the data version published now. */
  openCurrent(): Promise<OpenedVersion>;
  /** Changes whenever another version is published (the live context polls it, and reopens on a change). */
  publishedStamp(): Promise<string>;
  /** Calls `onChange` when a publication may have happened (a file watch); returns the stop function. */
  watch(onChange: () => void): () => void;
  close(): Promise<void>;
}
