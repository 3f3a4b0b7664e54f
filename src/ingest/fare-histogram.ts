import { fareBucketSql } from '../storage/fare-buckets.js';
import { TABLES, type TableId } from '../storage/schema.js';

/** The bucket column the inner query of a ticket table build names for a histogram column. */
const bucketOf = (histogram: string): string => `${histogram}_bucket`;

/**
 * The bucket select item of `histogram` (a histogram column of the table) that the inner query of a ticket
 * table build adds: the bucket of a fare per passenger.
 */
export const fareBucketColumn = (farePerPassenger: string, histogram = 'fare_histogram'): string =>
  `${fareBucketSql(farePerPassenger)} AS ${bucketOf(histogram)}`;

/**
 * Wraps a ticket table build whose GROUP BY ALL also groups by the bucket of each of the table's histograms:
 * sums its measures over the buckets back to the table's grain, and keeps the passengers of each bucket as the
 * row's histogram (empty buckets left out, unordered: an ordered list aggregate made the ingest of a DB1B
 * quarter some 35% slower; an empty list, never NULL, so NULL keeps meaning "stored before histograms
 * existed"). With several histograms (markets: fare and ticket fare), one grouping set per histogram's
 * bucket, told apart by `histogram_set`; the measures are summed over the first set only.
 */
export function withFareHistogram(table: TableId, inner: string): string {
  const def = TABLES[table];
  const dimensions = def.dimensions.map((d) => d.name);
  const measures = def.measures.map((m) => m.name);
  const histograms = (def.histograms ?? []).map((h) => h.name);
  const several = histograms.length > 1;
  const sums = (filter: string) => measures.map((m) => `sum(${m})${filter} AS ${m}`);
  const source = several
    ? `SELECT ${[
        ...dimensions,
        ...histograms.map(bucketOf),
        ...sums(''),
        `CASE ${histograms.map((h, i) => `WHEN GROUPING(${bucketOf(h)}) = 0 THEN ${i}`).join(' ')} END AS histogram_set`,
      ].join(', ')}
    FROM (${inner})
    GROUP BY GROUPING SETS (${histograms.map((h) => `(${[...dimensions, bucketOf(h)].join(', ')})`).join(', ')})`
    : inner;
  const inSet = (i: number) => (several ? [`histogram_set = ${i}`] : []);
  const lists = histograms.map((h, i) => {
    const kept = [...inSet(i), `${bucketOf(h)} IS NOT NULL`, 'passengers <> 0'].join(' AND ');
    return `COALESCE(list({'b': ${bucketOf(h)}, 'p': passengers}) FILTER (WHERE ${kept}), []) AS ${h}`;
  });
  return `SELECT ${[...dimensions, ...sums(several ? ' FILTER (WHERE histogram_set = 0)' : ''), ...lists].join(', ')}
  FROM (${source})
  GROUP BY ALL`;
}
