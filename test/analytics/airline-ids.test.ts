import { describe, expect, it } from 'vitest';
import { ingestPaths } from '../../src/ingest/index.js';
import { openTestApp } from '../support/app.js';
import { useTempDirs } from '../ingest/helpers.js';
import { readSampleCsv, sample } from '../ingest/samples.js';

/**
 * Airline ids follow the period (docs/API-CONTRACT.md §12 "Identity by period", issue #40.4): a carrier code is
 * reused (DM was Maersk Air I/S, DOT id 19456, in 1981-1989 and is Arajet S.A., 22141, in 2026), so the id an
 * answer gives is the holder's in the months asked about: the T-100 file's own AIRLINE_ID, not the newest lookup
 * table's. `/support/carriers` lists each code's holders with their periods and finds a code by any holder's id.
 * Expectations come from the raw CSV files; the engine and the national index answer alike.
 */
const temp = useTempDirs();

const T100_2026_02 = 't100-segment/T_T100I_SEGMENT_ALL_CARRIER_2026-02__bertrandbrelier.csv';
const HISTORY = 'reference/L_CARRIER_HISTORY__jordanbell_2023.csv';
const AIRLINE_IDS = 'reference/L_AIRLINE_ID__jordanbell_2023.csv';

/** Each code's DOT ids in the raw L_AIRLINE_ID table ("Maersk Air I/S: DM"), by name. */
function lookupIds(code: string): Map<string, number> {
  const ids = new Map<string, number>();
  for (const r of readSampleCsv(AIRLINE_IDS).records) {
    const match = /^(.*?)\s*:\s*(\S+)\s*$/.exec(r.Description!);
    if (match?.[2] === code) ids.set(match[1]!, Number(r.Code));
  }
  return ids;
}

describe('airline ids by period', () => {
  it('a reused code answers its holder of the period, from the T-100 file; the carriers list names every holder', async () => {
    const { records } = readSampleCsv(T100_2026_02);
    const fileIds = new Map<string, Set<number>>();
    for (const r of records)
      fileIds.set(r.UNIQUE_CARRIER!, (fileIds.get(r.UNIQUE_CARRIER!) ?? new Set()).add(Number(r.AIRLINE_ID)));
    expect([...fileIds.values()].every((ids) => ids.size === 1)).toBe(true);
    const fileId = (code: string) => [...fileIds.get(code)!][0]!;
    // the codes the issue names: each held by another carrier in the 2023 lookup tables
    for (const code of ['DM', 'TJ', '2T', 'P3', 'W7'])
      expect([...lookupIds(code).values()], code).not.toContain(fileId(code));
    expect(fileId('DM')).toBe(22141);
    const maersk = lookupIds('DM').get('Maersk Air I/S');
    expect(maersk).toBe(19456);
    const range = readSampleCsv(HISTORY).records.find((r) => r.Code === 'DM')!.Description!;
    const [, from, thru] = /\((\d{4}) - (\d{4})\)/.exec(range)!;

    await ingestPaths([sample(T100_2026_02), sample(HISTORY), sample(AIRLINE_IDS)], {
      dataDir: temp.dataDir(),
    });
    const engine = await openTestApp(temp.dataDir(), { routeIndex: 'off' });
    const indexed = await openTestApp(temp.dataDir(), { routeIndex: 'rollups' });
    try {
      const answered = new Map<string, unknown>();
      for (const order of ['asc', 'desc']) {
        const url = `/traffic/segments/breakdown?by=carrier&year=2026&month=2&metrics=passengers&sort_by=carrier&sort_order=${order}&limit=100`;
        const [a, b] = [await engine.app.inject(url), await indexed.app.inject(url)];
        expect(a.statusCode, a.body).toBe(200);
        expect(b.json()).toEqual(a.json());
        expect(String(b.headers['server-timing'])).toContain('exec;desc=national-index');
        for (const row of a.json().results) answered.set(row.carrier.carrier_code, row.carrier.airline_id);
      }
      expect(answered.size).toBe(fileIds.size);
      expect(Object.fromEntries(answered)).toEqual(
        Object.fromEntries([...fileIds.keys()].map((code) => [code, fileId(code)])),
      );

      const [byCode, byId] = await Promise.all(
        ['carrier_code=DM', 'airline_id=22141'].map(async (q) =>
          (await indexed.app.inject(`/support/carriers?${q}`)).json(),
        ),
      );
      expect(byId.results).toEqual(byCode.results);
      expect(byCode.results).toHaveLength(1);
      expect(byCode.results[0].holders).toEqual([
        {
          airline_id: maersk,
          carrier_name: 'Maersk Air I/S',
          valid_from: `${from}-01-01`,
          valid_thru: `${thru}-12-31`,
        },
        {
          airline_id: 22141,
          carrier_name: records.find((r) => r.UNIQUE_CARRIER === 'DM')!.UNIQUE_CARRIER_NAME,
          valid_from: '2026-02-01',
          valid_thru: '2026-02-28',
        },
      ]);
    } finally {
      await engine.close();
      await indexed.close();
    }
  });
});
