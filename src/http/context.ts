import type { QueryEngine } from '../engines/engine.js';
import type { Dialect } from '../sql/dialect.js';
import type { Manifest } from '../storage/manifest.js';
import type { ReferenceData } from '../reference/types.js';

/** One published data version as the server holds it: an engine over its files and its reference maps. */
export interface DataSnapshot {
  readonly engine: QueryEngine;
  /** The SQL dialect of the engine. */
  readonly dialect: Dialect;
  readonly manifest: Manifest;
  readonly dataVersion: string;
  /** Manifest publication time (for Last-Modified). */
  readonly publishedAt: Date;
  readonly reference: ReferenceData;
  /** Why this snapshot holds no data (no or unreadable manifest), naming the file and the fix; else absent. */
  readonly unavailable?: string;
  /** Stored files the engine reads in place (none when the tables were copied into memory). */
  readonly filesInPlace: readonly string[];
}

/** What route handlers get: the current snapshot (swapped atomically when a new ingest is published). */
export interface ServiceContext {
  current(): DataSnapshot;
}
