import { DuckDBInstance } from '@duckdb/node-api';
import { describe, expect, it } from 'vitest';
import {
  FARE_BUCKET_COUNT,
  fareBucket,
  fareBucketBoundSql,
  fareBucketBounds,
  fareBucketSql,
} from '../../src/storage/fare-buckets.js';

/** The fare bucket rule: one declaration, the same buckets in JavaScript and in the SQL ingest and queries run. */
describe('fare buckets', () => {
  it('are at most $5 wide up to $2,000 and cover every fare, each fare inside its bucket', () => {
    for (const fare of [0, 0.01, 4.99, 5, 199.5, 1999.99, 2000, 2049.99, 9999, 10_000, 49_999, 50_000, 1e7]) {
      const bucket = fareBucket(fare);
      const { lower, width } = fareBucketBounds(bucket);
      expect(bucket).toBeGreaterThanOrEqual(0);
      expect(bucket).toBeLessThan(FARE_BUCKET_COUNT);
      if (fare < 2000) expect(width).toBeLessThanOrEqual(5);
      if (fare < 50_000) {
        expect(lower).toBeLessThanOrEqual(fare);
        expect(fare).toBeLessThan(lower + width);
      } else expect(bucket).toBe(FARE_BUCKET_COUNT - 1);
    }
    expect(fareBucket(-20)).toBe(0);
  });

  it('give the same bucket and bounds in SQL as in JavaScript', async () => {
    const fares = [
      -3, 0, 2.5, 5, 123.45, 1999.999, 2000, 2075, 9999.5, 10_000, 12_345, 49_999, 50_000, 250_000,
    ];
    const instance = await DuckDBInstance.create(':memory:');
    const connection = await instance.connect();
    try {
      const rows = (
        await connection.runAndReadAll(
          `SELECT fare, ${fareBucketSql('fare')} AS b FROM (SELECT unnest([${fares.join(', ')}]::DOUBLE[]) AS fare) ORDER BY fare`,
        )
      ).getRows();
      expect(rows.map((r) => Number(r[1]))).toEqual([...fares].sort((a, b) => a - b).map(fareBucket));
      const bounds = (
        await connection.runAndReadAll(
          `SELECT b, ${fareBucketBoundSql('b', 'lower')}, ${fareBucketBoundSql('b', 'width')} FROM range(${FARE_BUCKET_COUNT}) t(b)`,
        )
      ).getRows();
      for (const [b, lower, width] of bounds)
        expect({ lower: Number(lower), width: Number(width) }).toEqual(fareBucketBounds(Number(b)));
      const nullFare = (
        await connection.runAndReadAll(`SELECT ${fareBucketSql('CAST(NULL AS DOUBLE)')}`)
      ).getRows();
      expect(nullFare[0]![0]).toBeNull();
    } finally {
      connection.closeSync();
      instance.closeSync();
    }
  });
});
