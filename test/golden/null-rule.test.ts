import { describe, expect, it } from 'vitest';
import { ANALYTICS_ENDPOINTS } from '../../src/catalog/index.js';
import type { EndpointDef } from '../../src/catalog/types.js';
import { prepareAnalyticsQuery } from '../../src/query/prepare.js';
import { referenceData } from '../../src/reference/load.js';
import { clickhouse } from '../../src/sql/clickhouse.js';
import type { Dialect } from '../../src/sql/dialect.js';
import { duckdb } from '../../src/sql/duckdb.js';
import type { Manifest, PartitionEntry } from '../../src/storage/manifest.js';

/**
 * The null rule of every sum (storage/null-rule.ts: null when any row summed lacks a value) in the statement of
 * every metric of every endpoint, both dialects: each SUM the statement takes is the complete sum, so a sum
 * compiled as a plain SUM anywhere fails here by name, not only in the golden files that happen to read it.
 */
const entry: PartitionEntry = { files: [], rows: 0, source_rows: 0, ingested_at: '', sources: [] };
const manifest: Manifest = {
  format: 1,
  published_at: '2026-01-01T00:00:00.000Z',
  tables: {
    ontime: { partitions: { '2025-05': entry } },
    t100_segment: { partitions: { '2025-05': entry } },
    t100_market: { partitions: { '2025-05': entry } },
    db1b_market: { partitions: { '2025-Q2': entry } },
    db1b_coupon: { partitions: { '2025-Q2': entry } },
  },
};
const reference = referenceData([{ iata: 'BOS' } as never, { iata: 'LAX' } as never], [], []);

const time = (endpoint: EndpointDef) =>
  endpoint.family.id === 'tickets' ? 'year=2025&quarter=2' : 'year=2025&month=5';

function statement(endpoint: EndpointDef, metric: string, dialect: Dialect): string {
  const by =
    endpoint.kind === 'breakdown'
      ? `&by=${endpoint.dimensions.find((d) => !['origin', 'destination'].includes(d.id) && !/carrier/.test(d.id))!.id}`
      : '';
  const query = Object.fromEntries(
    new URLSearchParams(`origin=BOS&destination=LAX&${time(endpoint)}&metrics=${metric}${by}`),
  );
  return prepareAnalyticsQuery(endpoint, query, { manifest, reference, dialect }).compiled.sql;
}

describe('every sum a statement takes is under the null rule', () => {
  const cases = ANALYTICS_ENDPOINTS.flatMap((endpoint) =>
    endpoint.metrics
      // a distribution statistic weighs its own split (hhi, quantiles), not a sum of the plan
      .filter((m) => m.distribution === undefined && (!m.datasets || m.datasets.includes('db1b')))
      .map((m) => [`${endpoint.path} ${m.id}`, endpoint, m.id] as const),
  );
  it.each(cases)('%s', (_name, endpoint, metric) => {
    for (const dialect of [duckdb, clickhouse]) {
      const sql = statement(endpoint, metric, dialect);
      const sums = [...sql.matchAll(/SUM\(/g)].length;
      const complete = [
        ...sql.matchAll(/CASE WHEN COUNT\(\*\) = COUNT\(([^()]*(?:\([^()]*\))*[^()]*)\) THEN SUM\(\1\) END/g),
      ].length;
      expect(sums).toBeGreaterThan(0);
      expect(complete, sql).toBe(sums);
    }
  });
});
