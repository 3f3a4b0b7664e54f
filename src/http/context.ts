import type { QueryEngine } from '../engines/engine.js';
import type { Manifest } from '../storage/manifest.js';
import type { ReferenceData } from '../reference/types.js';

/** One published data version as the server holds it: an engine over its files and its reference maps. */
export interface DataSnapshot {
  readonly engine: QueryEngine;
  readonly manifest: Manifest;
  readonly dataVersion: string;
  /** Manifest publication time (for Last-Modified). */
  readonly publishedAt: Date;
  readonly reference: ReferenceData;
}

/** What route handlers get: the current snapshot (swapped atomically when a new ingest is published). */
export interface ServiceContext {
  current(): DataSnapshot;
}
