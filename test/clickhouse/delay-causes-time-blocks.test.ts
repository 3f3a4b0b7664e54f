import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { answerDifferences } from '../support/answer-differences.js';
import { clickHouseTestsSkipped } from '../support/clickhouse-cluster.js';
import { startEnginePair, type EnginePair } from '../support/clickhouse-pair.js';
import { CAUSE_METRICS, delayCauseAndTimeBlockChecks } from '../support/delay-cause-checks.js';
import { ontimeFile, readCsvZips, type Raw } from '../support/raw-records.js';

/**
 * Delay causes and time blocks (issue #26 §1-§2) on a two-shard ClickHouse cluster loaded by `atss publish`:
 * the same plain-JS checks against the raw generated files as on DuckDB (test/support/delay-cause-checks.ts),
 * and the same answers as DuckDB, every value to 1e-9 relative.
 */
const unavailable = clickHouseTestsSkipped();

const { rawDir, dataDir } = inject('dataset');
const MONTHS = [4, 5, 6, 7, 8, 9];
let engines: EnginePair;
const ontime = new Map<number, Raw[]>();

beforeAll(async () => {
  if (unavailable) return;
  for (const month of MONTHS) ontime.set(month, await readCsvZips([ontimeFile(rawDir, 2025, month)]));
  engines = await startEnginePair(dataDir);
});
afterAll(async () => {
  await engines?.stop();
});

const RANGE = 'start_year=2025&start_month=4&end_year=2025&end_month=9';
const CAUSES = `metrics=${CAUSE_METRICS.join(',')}`;

/** Requests over the new columns in every mode: dimensions, filters, totals, combined, compared, routes. */
const URLS = [
  `/performance/breakdown?by=carrier&year=2025&month=6&${CAUSES}&limit=100`,
  `/performance/breakdown?by=total&${RANGE}&${CAUSES}`,
  `/performance/breakdown?by=origin&${RANGE}&${CAUSES}&limit=50`,
  `/performance/breakdown?by=dep_time_block&${RANGE}&${CAUSES}&limit=50`,
  `/performance/breakdown?by=arr_time_block,carrier&${RANGE}&combine_periods=true&${CAUSES}&limit=100`,
  `/performance/breakdown?by=dep_time_block&year=2025&month=8&compare=previous_year&${CAUSES}&limit=100`,
  '/performance/breakdown?by=origin&dep_time_block=0700-0759&arr_time_block=1000-1059&year=2025&month=6&limit=100',
  `/performance/breakdown?by=total&dep_time_block=0001-0559&${RANGE}&${CAUSES},flights,on_time_pct`,
  `/performance/route?origin=ATL&destination=LAX&${RANGE}&${CAUSES}`,
  `/performance/route?origin=ORD&destination=DEN&year=2025&month=6&dep_time_block=0600-0659&${CAUSES}`,
  `/performance/route?origin=ATL&destination=LAX&${RANGE}&combine_periods=true&${CAUSES}`,
  '/performance/breakdown?by=carrier&year=2025&month=6&dep_time_block=0600-0700',
  '/performance/breakdown?by=carrier&year=2025&month=6&metrics=carrier_delay_share',
];

describe.skipIf(unavailable)('delay causes and time blocks on a two-shard ClickHouse cluster', () => {
  delayCauseAndTimeBlockChecks({ app: () => engines.house.app, ontime: () => ontime });

  it('answers as DuckDB does, every value to 1e-9, with the route index and without it', async () => {
    const statuses: number[] = [];
    for (const url of URLS) {
      const [expected, ...actuals] = await Promise.all([
        engines.duck.app.inject(url),
        engines.house.app.inject(url),
        engines.houseSql.app.inject(url),
      ]);
      for (const actual of actuals) {
        expect({ url, status: actual.statusCode }).toEqual({ url, status: expected.statusCode });
        expect({
          url,
          differences: answerDifferences(expected.json(), actual.json()).slice(0, 5),
        }).toEqual({ url, differences: [] });
      }
      statuses.push(expected.statusCode);
    }
    expect(statuses).toEqual([...URLS.slice(0, -2).map(() => 200), 400, 400]);
  });
});
