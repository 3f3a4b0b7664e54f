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
 * existed"). With two histograms (markets: market fare and ticket fare) the inner groups are per pair of
 * buckets, so a bucket may stand more than once in a list (queries sum the passengers per bucket): some 7%
 * more entries in `fare_histogram` of a DB1B quarter, where one grouping set per histogram made the ingest
 * take 13% more CPU and 31% more memory (bench/README.md, issue #14).
 */
export function withFareHistogram(table: TableId, inner: string): string {
  const def = TABLES[table];
  const dimensions = def.dimensions.map((d) => d.name);
  const measures = def.measures.map((m) => `sum(${m.name}) AS ${m.name}`);
  const lists = (def.histograms ?? []).map((h) => {
    const kept = [`${bucketOf(h.name)} IS NOT NULL`, 'passengers <> 0'].join(' AND ');
    return `COALESCE(list({'b': ${bucketOf(h.name)}, 'p': passengers}) FILTER (WHERE ${kept}), []) AS ${h.name}`;
  });
  return `SELECT ${[...dimensions, ...measures, ...lists].join(', ')}
  FROM (${inner})
  GROUP BY ALL`;
}
