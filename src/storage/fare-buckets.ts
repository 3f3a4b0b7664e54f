/**
 * The fare histogram buckets ingest stores with every pre-aggregated ticket row (`fare_histogram`,
 * `itin_fare_histogram`: a list of {b: bucket index, p: passengers}, a bucket possibly more than once) and the
 * server reads quantiles from. One declaration, rendered to SQL for both sides: $5 buckets up to $2,000, $50
 * up to $10,000, $1,000 up to $50,000; a fare below 0 counts in the first bucket, a fare of $50,000 or more in
 * the last.
 */
export interface FareBucketSegment {
  /** Upper bound (exclusive) of the segment, dollars. */
  readonly upTo: number;
  /** Bucket width inside the segment, dollars. */
  readonly width: number;
}

export const FARE_BUCKET_SEGMENTS: readonly FareBucketSegment[] = [
  { upTo: 2_000, width: 5 },
  { upTo: 10_000, width: 50 },
  { upTo: 50_000, width: 1_000 },
];

interface ResolvedSegment extends FareBucketSegment {
  readonly from: number;
  readonly firstIndex: number;
  readonly buckets: number;
}

const SEGMENTS: readonly ResolvedSegment[] = FARE_BUCKET_SEGMENTS.reduce<ResolvedSegment[]>(
  (resolved, segment) => {
    const previous = resolved.at(-1);
    const from = previous?.upTo ?? 0;
    const firstIndex = previous ? previous.firstIndex + previous.buckets : 0;
    return [...resolved, { ...segment, from, firstIndex, buckets: (segment.upTo - from) / segment.width }];
  },
  [],
);

/**
 * The bucket a NULL histogram (a row ingested before the histogram existed) is read as, with 1 passenger: a key
 * whose rows include it has NULL quantiles (never quantiles over part of its passengers).
 */
export const NULL_HISTOGRAM_MARK = -1;

/** Number of buckets. */
export const FARE_BUCKET_COUNT = SEGMENTS.reduce((count, s) => count + s.buckets, 0);

/** The bucket of a fare (dollars), in JavaScript: tests and documentation use it. */
export function fareBucket(fare: number): number {
  const segment = SEGMENTS.find((s) => fare < s.upTo) ?? SEGMENTS.at(-1)!;
  const offset = Math.floor((Math.max(fare, segment.from) - segment.from) / segment.width);
  return segment.firstIndex + Math.min(offset, segment.buckets - 1);
}

/** Lower bound and width of a bucket, dollars. */
export function fareBucketBounds(bucket: number): { lower: number; width: number } {
  const segment = SEGMENTS.find((s) => bucket < s.firstIndex + s.buckets) ?? SEGMENTS.at(-1)!;
  return { lower: segment.from + (bucket - segment.firstIndex) * segment.width, width: segment.width };
}

/** SQL giving the bucket of the fare expression `fare` (NULL for a NULL fare). */
export function fareBucketSql(fare: string): string {
  const cases = SEGMENTS.map((s, i) => {
    const offset = `CAST(floor((${i === 0 ? `greatest(${fare}, 0)` : fare} - ${s.from}) / ${s.width}) AS INTEGER)`;
    const last = i === SEGMENTS.length - 1;
    const value = `${s.firstIndex} + ${last ? `least(${s.buckets - 1}, ${offset})` : offset}`;
    return last ? `ELSE ${value}` : `WHEN ${fare} < ${s.upTo} THEN ${value}`;
  });
  return `(CASE WHEN ${fare} IS NULL THEN NULL ${cases.join(' ')} END)`;
}

/** SQL giving the lower bound (`lower`) or the width (`width`) of bucket expression `bucket`, dollars. */
export function fareBucketBoundSql(bucket: string, bound: 'lower' | 'width'): string {
  const cases = SEGMENTS.map((s, i) => {
    const value =
      bound === 'width' ? `${s.width}` : `(${s.from} + (${bucket} - ${s.firstIndex}) * ${s.width})`;
    return i === SEGMENTS.length - 1
      ? `ELSE ${value}`
      : `WHEN ${bucket} < ${s.firstIndex + s.buckets} THEN ${value}`;
  });
  return `(CASE ${cases.join(' ')} END)`;
}

/** The bucket rule in words, for metric descriptions. */
export const FARE_BUCKET_RULE = `fare histogram buckets of ${SEGMENTS.map(
  (s) =>
    `$${s.width.toLocaleString('en-US')} from $${s.from.toLocaleString('en-US')} to $${s.upTo.toLocaleString('en-US')}`,
).join(', ')} (fares of $${SEGMENTS.at(-1)!.upTo.toLocaleString('en-US')} and more count in the last bucket)`;
