import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ingestPaths } from '../../src/ingest/index.js';
import { readSampleCsv, sample } from '../ingest/samples.js';
import { answerDifferences } from '../support/answer-differences.js';
import { clickHouseTestsSkipped } from '../support/clickhouse-cluster.js';
import { startEnginePair, type EnginePair } from '../support/clickhouse-pair.js';
import { MIXED_SAMPLES, writeT100Split } from '../support/mixed-samples.js';

/**
 * Mixed columns in one answer and empty by rule is zero (docs/API-CONTRACT.md §12) on a two-shard ClickHouse
 * cluster loaded by `atss publish`: real samples whose files differ in columns (test/support/mixed-samples.ts),
 * answered as DuckDB answers them (with the route index and by ClickHouse's own SQL), the values that mix files
 * null with `meta.partial` naming the period or scope, the all-cancelled groups 0 with null averages.
 */
const unavailable = clickHouseTestsSkipped();
let dir: string;
let engines: EnginePair;

beforeAll(async () => {
  if (unavailable) return;
  dir = await mkdtemp(join(tmpdir(), 'atss-mixed-'));
  const { files } = await writeT100Split(dir);
  const { oma, endeavor, master } = MIXED_SAMPLES;
  await ingestPaths([sample(oma), sample(endeavor), sample(master), ...files], {
    dataDir: join(dir, 'data'),
  });
  engines = await startEnginePair(join(dir, 'data'));
});
afterAll(async () => {
  await engines?.stop();
  if (dir) await rm(dir, { recursive: true, force: true });
});

const RANGE = 'start_year=2021&start_month=2&end_year=2023&end_month=8';
const ONTIME = 'metrics=flights,arr_delayed,on_time_pct,avg_arr_delay,avg_taxi_out,cancel_pct';
const CANCELLED =
  'metrics=flights,arr_delayed,dep_delayed,arr_delay_minutes,carrier_delay_minutes,on_time_pct,avg_arr_delay';
const TRAFFIC = 'metrics=passengers,seats,load_factor';

describe.skipIf(unavailable)(
  'mixed columns and empty-by-rule cells on a two-shard ClickHouse cluster',
  () => {
    it('answers as DuckDB does, with the route index and without it', async () => {
      const endeavor = readSampleCsv(MIXED_SAMPLES.endeavor).records[0]!;
      const urls = [
        `/performance/breakdown?by=total&${RANGE}&combine_periods=true&${ONTIME}`,
        `/performance/breakdown?by=total&${RANGE}&${ONTIME}`,
        `/performance/breakdown?by=carrier&${RANGE}&combine_periods=true&${ONTIME}`,
        `/performance/route?origin=${endeavor.Origin}&destination=${endeavor.Dest}&${RANGE}&combine_periods=true&${ONTIME}`,
        `/performance/breakdown?by=cancellationcode&year=2023&month=8&${CANCELLED}`,
        `/traffic/segments/breakdown?by=total&year=2024&month=1&${TRAFFIC}`,
        `/traffic/segments/breakdown?by=carrier_group&year=2024&month=1&${TRAFFIC}`,
        `/traffic/segments/route?origin=JFK&destination=LHR&year=2024&month=1&${TRAFFIC}`,
      ];
      const bodies: any[] = [];
      for (const url of urls) {
        const [expected, ...actuals] = await Promise.all([
          engines.duck.app.inject(url),
          engines.house.app.inject(url),
          engines.houseSql.app.inject(url),
        ]);
        expect({ url, status: expected.statusCode }).toEqual({ url, status: 200 });
        for (const actual of actuals) {
          expect({ url, status: actual.statusCode }).toEqual({ url, status: 200 });
          expect({ url, differences: answerDifferences(expected.json(), actual.json()).slice(0, 5) }).toEqual(
            {
              url,
              differences: [],
            },
          );
        }
        bodies.push(actuals[1].json());
      }
      // what ClickHouse's own SQL answered: null where files mix, the month that lacks the inputs named
      const [combined, , , , cancelled, month] = bodies;
      expect(combined.results[0].on_time_pct.value).toBeNull();
      expect(combined.results[0].cancel_pct.value).not.toBeNull();
      expect(combined.meta.partial.on_time_pct).toEqual([{ year: 2021, month: 2 }]);
      for (const code of ['A', 'B', 'C']) {
        const row = cancelled.results.find((r: any) => r.cancellationcode?.code === code);
        expect([row.arr_delayed.value, row.on_time_pct.value, row.avg_arr_delay.value]).toEqual([0, 0, null]);
      }
      expect(month.results[0].seats.value).toBeNull();
      expect(month.meta.partial.seats).toEqual([{ year: 2024, month: 1, scope: 'I-FOREIGN' }]);
    });
  },
);
