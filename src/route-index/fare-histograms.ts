import { FARE_BUCKET_COUNT, NULL_HISTOGRAM_MARK, fareBucketBounds } from '../storage/fare-buckets.js';
import { MeasureBuilder, type MeasureColumn } from './columns.js';

/**
 * The fare histograms of a route rollup's rows (issue #45): for each row (one route and period), the
 * passengers per fare bucket of the stored rows it sums, so a route's fare quantiles are read from memory with
 * the arithmetic the engine's statement uses (`sql/duckdb-distributions.ts`, docs/API-CONTRACT.md §10: the
 * histograms summed per bucket, the first bucket whose cumulative passengers reach q × total, interpolated
 * linearly inside it). The histogram is the contract's definition of a fare quantile, so the answer is the
 * engine's to the last bit (`test/analytics/route-executors.test.ts`).
 */
export interface RowHistograms {
  /** The entries of row `r` are `starts[r]` to `starts[r + 1]`, in ascending bucket order. */
  readonly starts: Uint32Array;
  /** Each entry's bucket (`storage/fare-buckets.ts`); `NULL_HISTOGRAM_MARK` for stored rows without one. */
  readonly buckets: Int16Array;
  /** Each entry's passengers, summed over the stored rows of its row and bucket. */
  readonly passengers: MeasureColumn;
  readonly bytes: number;
  /** Time to read and hold them (ms), for the benchmarks. */
  readonly buildMs: number;
}

/** Builds a source's row histograms from entries that come in row order (each row's entries together). */
export class RowHistogramsBuilder {
  private readonly starts: Uint32Array;
  private buckets = new Int16Array(1024);
  private readonly passengers = new MeasureBuilder();
  private entries = 0;
  /** The row of the last entry: rows after it have none yet. */
  private row = -1;
  constructor(private readonly rows: number) {
    this.starts = new Uint32Array(rows + 1);
  }
  /** Adds an entry of `row`; false (nothing added) when `row` comes before the last entry's. */
  add(row: number, bucket: number, passengers: unknown): boolean {
    if (row < this.row || row >= this.rows) return false;
    while (this.row < row) this.starts[++this.row] = this.entries;
    if (this.entries === this.buckets.length) {
      const grown = new Int16Array(this.buckets.length * 2);
      grown.set(this.buckets);
      this.buckets = grown;
    }
    this.buckets[this.entries] = bucket;
    this.passengers.push(passengers);
    this.entries += 1;
    return true;
  }
  finish(buildMs: number): RowHistograms {
    while (this.row < this.rows) this.starts[++this.row] = this.entries;
    const buckets = this.buckets.slice(0, this.entries);
    const passengers = this.passengers.finish();
    return {
      starts: this.starts,
      buckets,
      passengers,
      bytes: this.starts.byteLength + buckets.byteLength + passengers.byteLength,
      buildMs,
    };
  }
}

/** The bucket a stored NULL histogram is read as, kept apart from the fare buckets. */
const MARK = NULL_HISTOGRAM_MARK;

/** The passengers per fare bucket of one output row's rows (a period, or a combined range). */
export class BucketSums {
  private readonly weights = new Float64Array(FARE_BUCKET_COUNT);
  /** Passengers of the NULL mark: some row added was stored before histograms existed. */
  private marked = 0;
  /** Adds row `row`'s histogram. */
  add(histograms: RowHistograms, row: number): void {
    const { starts, buckets, passengers } = histograms;
    for (let entry = starts[row]!; entry < starts[row + 1]!; entry++) {
      const bucket = buckets[entry]!;
      if (bucket === MARK) this.marked += passengers.at(entry);
      else this.weights[bucket]! += passengers.at(entry);
    }
  }
  /**
   * The `q` quantile as the engine's statement computes it: over the buckets with passengers (> 0), in bucket
   * order, the first whose cumulative passengers reach q × total (within 1e-12), interpolated linearly
   * between its bounds; null without any such bucket or when a row added has no histogram.
   */
  quantile(q: number): number | null {
    if (this.marked > 0) return null;
    const weights = this.weights;
    let total = 0;
    for (let bucket = 0; bucket < weights.length; bucket++)
      if (weights[bucket]! > 0) total += weights[bucket]!;
    const target = q * total;
    let upto = 0;
    for (let bucket = 0; bucket < weights.length; bucket++) {
      const w = weights[bucket]!;
      if (!(w > 0)) continue;
      upto += w;
      if (upto < target * (1 - 1e-12)) continue;
      const { lower, width } = fareBucketBounds(bucket);
      return lower + width * Math.max(0, Math.min(1, (target - (upto - w)) / w));
    }
    return null;
  }
}
