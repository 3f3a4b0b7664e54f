import { LRUCache } from 'lru-cache';

/** A text made from a cached result for one door and representation, sent as it is on a hit. */
export interface Rendering {
  readonly text: string;
  readonly contentType: string;
}

/**
 * One cached result: the door-independent value (an analytics answer; none for a result that is only a text,
 * such as a reference list) and the texts the doors made from it, by rendering name (`http:json`, `http:csv`).
 */
export interface CachedResult {
  readonly value: unknown;
  /** Bytes the value takes, estimated by whoever stored it (its JSON length). */
  readonly valueBytes: number;
  readonly renderings: Map<string, Rendering>;
}

/** No single result may take more than this share of the cache, so one huge answer cannot flush it. */
const LARGEST_ENTRY_SHARE = 1 / 8;

const entryBytes = (entry: CachedResult, key: string): number => {
  let bytes = key.length + entry.valueBytes;
  for (const rendering of entry.renderings.values()) bytes += rendering.text.length;
  return Math.max(1, bytes);
};

/**
 * The result cache every door shares (HTTP and MCP): results by key, bounded in bytes (least recently used go
 * first). A key names what was asked in canonical form and the data version it was answered from, so a result
 * of another version is never served (a hot swap changes every key; the old ones age out). It counts its hits
 * and misses for the metrics.
 */
export class ResultCache {
  private readonly entries: LRUCache<string, CachedResult>;
  private hitCount = 0;
  private missCount = 0;

  constructor(readonly maxBytes: number) {
    this.entries = new LRUCache<string, CachedResult>({
      maxSize: maxBytes,
      maxEntrySize: Math.max(1, Math.floor(maxBytes * LARGEST_ENTRY_SHARE)),
      sizeCalculation: entryBytes,
    });
  }

  /** The result stored under `key`, counted as a hit or a miss. */
  lookup(key: string): CachedResult | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) this.missCount += 1;
    else this.hitCount += 1;
    return entry;
  }

  /** Stores a computed result (a result over the size bound is not kept); the entry renderings are added to. */
  store(key: string, value: unknown, valueBytes: number): CachedResult {
    const entry: CachedResult = { value, valueBytes, renderings: new Map() };
    this.entries.set(key, entry);
    return entry;
  }

  /** Adds a door's text for `entry` (stored under `key`), counted in its size; made once, sent on every hit. */
  addRendering(key: string, entry: CachedResult, name: string, rendering: Rendering): void {
    if (this.entries.peek(key) !== entry) return; // dropped meanwhile (or never kept: over the bound)
    entry.renderings.set(name, rendering);
    // stored again so its size is computed anew (lru-cache keeps the size of a value set twice); an entry
    // grown past the bound is dropped
    this.entries.delete(key);
    this.entries.set(key, entry);
  }

  get size(): number {
    return this.entries.size;
  }

  get bytes(): number {
    return this.entries.calculatedSize;
  }

  get hits(): number {
    return this.hitCount;
  }

  get misses(): number {
    return this.missCount;
  }
}

/** A cache of at most `maxBytes` of results and keys; undefined (no cache) for 0. */
export function createResultCache(maxBytes: number): ResultCache | undefined {
  return maxBytes > 0 ? new ResultCache(maxBytes) : undefined;
}
