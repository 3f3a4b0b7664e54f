import { expect } from 'vitest';
import { fareBucket, fareBucketBounds } from '../../src/storage/fare-buckets.js';

/** A raw record's fare per passenger and its passengers. */
export interface WeightedFare {
  readonly fare: number;
  readonly passengers: number;
}

/** The passenger-weighted q quantile of the records: the first fare whose cumulative passengers reach q. */
export function exactQuantile(records: readonly WeightedFare[], q: number): number {
  const sorted = [...records].filter((r) => r.passengers > 0).sort((a, b) => a.fare - b.fare);
  const all = sorted.reduce((s, r) => s + r.passengers, 0);
  let upto = 0;
  for (const r of sorted) {
    upto += r.passengers;
    if (upto >= q * all) return r.fare;
  }
  return sorted.at(-1)!.fare;
}

/** An answered quantile is within one bucket (the width of the exact value's bucket) of the exact one. */
export function expectWithinOneBucket(
  value: number,
  records: readonly WeightedFare[],
  q: number,
  label: string,
): void {
  const exact = exactQuantile(records, q);
  const { width } = fareBucketBounds(fareBucket(exact));
  expect(Math.abs(value - exact), `${label}: ${value} vs exact ${exact}`).toBeLessThanOrEqual(width);
}

/**
 * The q quantile as docs/API-CONTRACT.md §10 defines it, from raw records: their passengers summed per fare
 * bucket (`fareBucket`: the declared bucket rule; records without passengers left out), the first bucket, in
 * fare order, whose cumulative passengers reach q x total, and the fare at that share of the bucket's width.
 */
export function histogramQuantile(records: readonly WeightedFare[], q: number): number {
  const perBucket = new Map<number, number>();
  for (const r of records) {
    if (r.passengers === 0 || Number.isNaN(r.fare)) continue;
    const bucket = fareBucket(r.fare);
    perBucket.set(bucket, (perBucket.get(bucket) ?? 0) + r.passengers);
  }
  const buckets = [...perBucket].filter(([, w]) => w > 0).sort((a, b) => a[0] - b[0]);
  const all = buckets.reduce((s, [, w]) => s + w, 0);
  let below = 0;
  for (const [bucket, w] of buckets) {
    if (below + w >= q * all) {
      const { lower, width } = fareBucketBounds(bucket);
      return lower + (width * (q * all - below)) / w;
    }
    below += w;
  }
  throw new Error('no passengers');
}
