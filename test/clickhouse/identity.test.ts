import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ingestPaths } from '../../src/ingest/index.js';
import type { TestApp } from '../support/app.js';
import { answerDifferences } from '../support/answer-differences.js';
import { startEnginePair, type EnginePair } from '../support/clickhouse-pair.js';
import { clickHouseTestsSkipped } from '../support/clickhouse-cluster.js';
import { sample } from '../ingest/samples.js';

/**
 * docs/API-CONTRACT.md §12 "Identity by period" on both engines: the reference tables carrier_history and
 * airport_history and the T-100 column carrier_name are published to a two-shard ClickHouse cluster, and the
 * service over it answers the real-file examples exactly as over DuckDB (whose answers the analytics tests
 * check against plain JS): DM in February 2026 is Arajet S.A., SXF in January 2024 is the airport now coded BER.
 */
const unavailable = clickHouseTestsSkipped();
if (unavailable) console.log(`identity on ClickHouse skipped: ${unavailable}`);

const FILES = [
  'reference/T_MASTER_CORD_full__cesarcsp_2025-12.csv',
  'reference/L_CARRIER_HISTORY__jordanbell_2023.csv',
  'reference/L_CARRIERS__mhmdfakhir_2026.csv',
  'reference/L_UNIQUE_CARRIERS__pietonov_2024.csv',
  'reference/L_AIRLINE_ID__jordanbell_2023.csv',
  't100-segment/T_T100I_SEGMENT_ALL_CARRIER_2024-01__zravii.csv',
  't100-segment/T_T100I_SEGMENT_ALL_CARRIER_2026-02__bertrandbrelier.csv',
];

const URLS = [
  ...['asc', 'desc'].map(
    (order) =>
      `/traffic/segments/breakdown?by=carrier&year=2026&month=2&metrics=passengers&sort_by=carrier&sort_order=${order}&limit=100`,
  ),
  '/traffic/segments/breakdown?by=carrier&year=2024&month=1&metrics=passengers&limit=100',
  '/traffic/segments/breakdown?by=origin&destination=TEB&year=2024&month=1&metrics=passengers&limit=100',
  '/traffic/segments/breakdown?by=destination&origin=BER&year=2024&month=1&metrics=passengers&limit=100',
  '/traffic/segments/route?origin=SXF&destination=TEB&year=2024&month=1&metrics=passengers',
  '/traffic/segments/route?origin=BER&destination=EWR&year=2024&month=1&metrics=passengers',
  '/traffic/segments/breakdown?by=carrier&origin=SXF&year=2024&month=1&metrics=passengers',
  '/support/carriers?carrier_code=DM',
  // the carrier group / scope (docs/API-CONTRACT.md §12 "Scope filter"): stored column carrier_group
  '/traffic/segments/breakdown?by=carrier_group&year=2024&month=1&service_class=F&metrics=passengers',
  '/traffic/segments/breakdown?by=carrier_group,service_class&year=2026&month=2&metrics=passengers,seats,hhi',
  '/traffic/segments/breakdown?by=carrier&carrier_group=foreign&year=2024&month=1&metrics=passengers&limit=100',
  '/traffic/segments/route?origin=JFK&destination=LHR&year=2024&month=1&carrier_group=us_international',
  '/support/airports?iata=BER',
];

describe.skipIf(unavailable)(
  'identities by period and carrier groups on ClickHouse as on DuckDB (real TranStats files)',
  () => {
    let dir = '';
    let engines: EnginePair | undefined;
    let duck: TestApp;
    let house: TestApp;

    beforeAll(async () => {
      dir = await mkdtemp(join(tmpdir(), 'atss-identity-ch-'));
      const dataDir = join(dir, 'data');
      await ingestPaths(FILES.map(sample), { dataDir });
      engines = await startEnginePair(dataDir);
      ({ duck, house } = engines);
    });
    afterAll(async () => {
      await engines?.stop();
      if (dir) await rm(dir, { recursive: true, force: true });
    });

    it('answers the carrier-name, airport-code and carrier-group examples identically', async () => {
      for (const url of URLS) {
        const [expected, actual] = await Promise.all([duck.app.inject(url), house.app.inject(url)]);
        expect({ url, status: actual.statusCode }).toEqual({ url, status: 200 });
        expect({ url, status: expected.statusCode }).toEqual({ url, status: 200 });
        expect({ url, differences: answerDifferences(expected.json(), actual.json()).slice(0, 5) }).toEqual({
          url,
          differences: [],
        });
      }
      const carriers = (await house.app.inject(URLS[0]!)).json();
      const dm = carriers.results.find((r: any) => r.carrier.carrier_code === 'DM');
      expect(dm.carrier.carrier_name).toBe('Arajet S.A.');
      const sxf = (await house.app.inject(URLS[5]!)).json();
      expect(sxf.meta.origin).toEqual({ iata_code: 'BER', name: 'Brandenburg' });
      const groups = (await house.app.inject(URLS.find((u) => u.includes('by=carrier_group&'))!)).json();
      const us = groups.results.find((r: any) => r.carrier_group.code === 'us_international');
      expect(us.passengers.value).toBe(10_243_266); // plain JS in test/analytics/carrier-group.test.ts
    });

    it('refuses an unknown carrier group with the same problem', async () => {
      const url = '/traffic/segments/breakdown?by=carrier&year=2024&month=1&carrier_group=us';
      const [expected, actual] = await Promise.all([duck.app.inject(url), house.app.inject(url)]);
      expect(actual.statusCode).toBe(400);
      expect(answerDifferences(expected.json(), actual.json())).toEqual([]);
    });
  },
);
