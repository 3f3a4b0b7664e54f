import { fareBucketSql } from '../storage/fare-buckets.js';
import { TABLES, type TableId } from '../storage/schema.js';

/** The `fare_bucket` select item the inner query of a ticket table build adds (fare per passenger). */
export const fareBucketColumn = (farePerPassenger: string): string =>
  `${fareBucketSql(farePerPassenger)} AS fare_bucket`;

/**
 * Wraps a ticket table build whose GROUP BY ALL also groups by `fare_bucket`: sums its measures over the
 * buckets back to the table's grain, and keeps the passengers of each bucket as the row's `fare_histogram`
 * (empty buckets left out, unordered: an ordered list aggregate made the ingest of a DB1B quarter some 35%
 * slower; an empty list, never NULL, so NULL keeps meaning "stored before histograms existed").
 */
export function withFareHistogram(table: TableId, inner: string): string {
  const def = TABLES[table];
  const dimensions = def.dimensions.map((d) => d.name).join(', ');
  const measures = def.measures.map((m) => `sum(${m.name}) AS ${m.name}`).join(', ');
  return `SELECT ${dimensions}, ${measures},
    COALESCE(list({'b': fare_bucket, 'p': passengers}) FILTER (WHERE fare_bucket IS NOT NULL AND passengers <> 0), []) AS fare_histogram
  FROM (${inner})
  GROUP BY ALL`;
}
