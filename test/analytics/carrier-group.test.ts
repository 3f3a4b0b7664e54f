import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ingestPaths } from '../../src/ingest/index.js';
import { getOk, openTestApp, type TestApp } from '../support/app.js';
import { num, readCsvZips, segmentFile, type Raw } from '../support/raw-records.js';
import { testDir } from '../support/dataset.js';
import { readSampleCsv, sample } from '../ingest/samples.js';

/**
 * docs/API-CONTRACT.md §12 "Scope filter (traffic)": `carrier_group` (us_domestic, us_international, foreign) is a
 * filter and a dimension of every /traffic endpoint, and /support/coverage lists the scopes stored per period
 * (§8). Expectations are computed in plain JS: on the real January 2024 T-100 international segment download
 * from its WAC and carrier group columns (BTS: domestic = both ends in the US and its territories, WAC under
 * 100; foreign carrier = CARRIER_GROUP_NEW 0), on the generated files from their DATA_SOURCE (DU, IU, DF, IF).
 */
const T100_2024_01 = 't100-segment/T_T100I_SEGMENT_ALL_CARRIER_2024-01__zravii.csv';
/** A route request checks its airports against the Master Coordinate (JFK and LHR keep their codes throughout). */
const MASTER_CORD = 'reference/T_MASTER_CORD_full__cesarcsp_2025-12.csv';

const GROUP_OF_DATA_SOURCE: Record<string, string> = {
  DU: 'us_domestic',
  IU: 'us_international',
  DF: 'foreign',
  IF: 'foreign',
};
const groupOfColumns = (r: Raw): string =>
  r.CARRIER_GROUP_NEW === '0'
    ? 'foreign'
    : Number(r.ORIGIN_WAC) < 100 && Number(r.DEST_WAC) < 100
      ? 'us_domestic'
      : 'us_international';

/** Σ `measure` by carrier group of the records that `keep`. */
function sumsByGroup(
  records: readonly Raw[],
  groupOf: (r: Raw) => string,
  measure: string,
  keep: (r: Raw) => boolean = () => true,
): Record<string, number> {
  const sums: Record<string, number> = {};
  for (const r of records.filter(keep)) sums[groupOf(r)] = (sums[groupOf(r)] ?? 0) + num(r[measure]);
  return sums;
}

/** A breakdown's rows as { code: value } of one metric. */
const byCode = (body: any, metric: string): Record<string, number> =>
  Object.fromEntries(body.results.map((row: any) => [row.carrier_group.code, row[metric].value]));

describe('carrier group on the real January 2024 T-100 international segments', () => {
  let api: TestApp;
  let records: Raw[];
  beforeAll(async () => {
    records = readSampleCsv(T100_2024_01).records;
    const dataDir = await testDir('carrier-group');
    await ingestPaths([sample(MASTER_CORD), sample(T100_2024_01)], { dataDir });
    api = await openTestApp(dataDir);
  });
  afterAll(async () => {
    await api?.close();
  });

  it('US-carrier international scheduled passengers (the BTS figure 10,243,266) is one request', async () => {
    const scheduled = (r: Raw) => r.CLASS === 'F';
    const expected = sumsByGroup(records, groupOfColumns, 'PASSENGERS', scheduled);
    expect(expected.us_international).toBe(10_243_266);
    const body = await getOk(
      api.app,
      '/traffic/segments/breakdown?by=carrier_group&year=2024&month=1&service_class=F&metrics=passengers',
    );
    expect(byCode(body, 'passengers')).toEqual(expected);
    const row = body.results.find((r: any) => r.carrier_group.code === 'us_international');
    expect(row.carrier_group).toEqual({ code: 'us_international', name: 'US carriers, international' });
    // the same figure as a filter
    const filtered = await getOk(
      api.app,
      '/traffic/segments/breakdown?by=service_class&carrier_group=us_international&year=2024&month=1&metrics=passengers,seats',
    );
    const us = (r: Raw) => groupOfColumns(r) === 'us_international';
    expect(
      Object.fromEntries(filtered.results.map((r: any) => [r.service_class.code, r.passengers.value])),
    ).toEqual(
      Object.fromEntries(
        [...new Set(records.filter(us).map((r) => r.CLASS!))].map((c) => [
          c,
          records.filter((r) => us(r) && r.CLASS === c).reduce((t, r) => t + num(r.PASSENGERS), 0),
        ]),
      ),
    );
  });

  it('filters a route by carrier group', async () => {
    const route = (r: Raw) => r.ORIGIN === 'JFK' && r.DEST === 'LHR';
    const expected = sumsByGroup(records, groupOfColumns, 'PASSENGERS', route);
    expect(Object.keys(expected).sort()).toEqual(['foreign', 'us_international']);
    for (const [group, passengers] of Object.entries(expected)) {
      const body = await getOk(
        api.app,
        `/traffic/segments/route?origin=JFK&destination=LHR&year=2024&month=1&carrier_group=${group}&metrics=passengers`,
      );
      expect({ group, passengers: body.result.passengers.value }).toEqual({ group, passengers });
    }
  });

  it('an unknown carrier group is a 400 problem naming the parameter and the allowed values', async () => {
    const response = await api.app.inject(
      '/traffic/segments/breakdown?by=carrier&year=2024&month=1&carrier_group=us_intl',
    );
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    const problem = response.json();
    expect(problem.status).toBe(400);
    expect(JSON.stringify(problem)).toContain('carrier_group');
    expect(JSON.stringify(problem)).toContain('us_international');
    const by = await api.app.inject('/traffic/segments/breakdown?by=carrier_grp&year=2024&month=1');
    expect(by.statusCode).toBe(400);
  });

  it('/support/coverage lists the scopes stored per period', async () => {
    const body = await getOk(api.app, '/support/coverage');
    const segment = body.tables.find((t: any) => t.table === 't100_segment');
    expect(segment.scopes).toEqual([
      { period: '2024-01', scopes: ['I-FOREIGN', 'I-US'], carrier_groups: ['foreign', 'us_international'] },
    ]);
    expect(body.tables.find((t: any) => t.table === 'ontime').scopes).toBeNull();
  });
});

describe('carrier group on the generated T-100 (DATA_SOURCE recomputed in plain JS)', () => {
  const { rawDir, dataDir } = inject('dataset');
  let api: TestApp;
  beforeAll(async () => {
    api = await openTestApp(dataDir);
  });
  afterAll(async () => {
    await api?.close();
  });

  it('answers every group of June 2025 by its DATA_SOURCE, as a dimension and as a filter', async () => {
    const rows = await readCsvZips([segmentFile(rawDir, 2025, 6)]);
    const groupOf = (r: Raw) => GROUP_OF_DATA_SOURCE[r.DATA_SOURCE!]!;
    const passengers = sumsByGroup(rows, groupOf, 'PASSENGERS');
    const seats = sumsByGroup(rows, groupOf, 'SEATS');
    expect(Object.keys(passengers).sort()).toEqual(['foreign', 'us_domestic', 'us_international']);
    const body = await getOk(
      api.app,
      '/traffic/segments/breakdown?by=carrier_group&year=2025&month=6&metrics=passengers,seats',
    );
    expect(byCode(body, 'passengers')).toEqual(passengers);
    expect(byCode(body, 'seats')).toEqual(seats);
    for (const group of Object.keys(passengers)) {
      const carriers = await getOk(
        api.app,
        `/traffic/segments/breakdown?by=carrier&carrier_group=${group}&year=2025&month=6&metrics=passengers&limit=100`,
      );
      const expected: Record<string, number> = {};
      for (const r of rows.filter((r) => groupOf(r) === group))
        expected[r.UNIQUE_CARRIER!] = (expected[r.UNIQUE_CARRIER!] ?? 0) + num(r.PASSENGERS);
      expect(
        Object.fromEntries(carriers.results.map((r: any) => [r.carrier.carrier_code, r.passengers.value])),
      ).toEqual(expected);
    }
  });
});
