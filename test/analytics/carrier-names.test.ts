import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ingestPaths } from '../../src/ingest/index.js';
import { getOk, openTestApp } from '../support/app.js';
import { useTempDirs } from '../ingest/helpers.js';
import { readSampleCsv, sample, toCsv } from '../ingest/samples.js';

/**
 * docs/API-CONTRACT.md §12 "Identity by period": carrier codes are reused (DM was Maersk Air I/S in 1981-1989 and is
 * Arajet S.A. in 2026), so a carrier's name is the one valid in the period asked about: an L_CARRIER_HISTORY
 * range, then the data file's own name, then the newest table. Expectations are read from the real files in
 * plain JS.
 */
const temp = useTempDirs();

const T100_2026_02 = 't100-segment/T_T100I_SEGMENT_ALL_CARRIER_2026-02__bertrandbrelier.csv';
const HISTORY = 'reference/L_CARRIER_HISTORY__jordanbell_2023.csv';
const LOOKUPS = [
  HISTORY,
  'reference/L_CARRIERS__mhmdfakhir_2026.csv',
  'reference/L_UNIQUE_CARRIERS__pietonov_2024.csv',
  'reference/L_AIRLINE_ID__jordanbell_2023.csv',
];

interface Range {
  readonly name: string;
  readonly from: number;
  readonly to: number | null;
}

/** L_CARRIER_HISTORY read independently: "Name (1981 - 1989)" by code; open ranges end at the table's last year. */
function historyOf(): { ranges: Map<string, Range[]>; lastYear: number } {
  const ranges = new Map<string, Range[]>();
  let lastYear = 0;
  for (const { Code, Description } of readSampleCsv(HISTORY).records) {
    const match = /^(.*?)\s*\((\d{4})\s*-\s*(\d{4})?\s*\)\s*$/.exec(Description!);
    if (!match) continue;
    const range = { name: match[1]!, from: Number(match[2]), to: match[3] ? Number(match[3]) : null };
    lastYear = Math.max(lastYear, range.from, range.to ?? 0);
    ranges.set(Code!, [...(ranges.get(Code!) ?? []), range]);
  }
  return { ranges, lastYear };
}

/** The name of each carrier of a T-100 file in `year` by the contract's rule, from the raw files. */
function expectedNames(records: readonly Record<string, string>[], year: number): Map<string, string> {
  const { ranges, lastYear } = historyOf();
  const newest = new Map(
    readSampleCsv('reference/L_CARRIERS__mhmdfakhir_2026.csv').records.map((r) => [r.Code!, r.Description!]),
  );
  const fileNames = new Map(records.map((r) => [r.UNIQUE_CARRIER!, r.UNIQUE_CARRIER_NAME!]));
  const names = new Map<string, string>();
  for (const [code, fileName] of fileNames) {
    const valid = (ranges.get(code) ?? [])
      .filter((r) => r.from <= year && (r.to ?? lastYear) >= year)
      .sort((a, b) => b.from - a.from)[0];
    names.set(code, valid?.name ?? (fileName || newest.get(code)!));
  }
  return names;
}

/** Every carrier row of a month's segment breakdown (two requests of 100: the limit's maximum). */
async function carrierNames(dataDir: string, year: number, month: number): Promise<Map<string, string>> {
  const { app, close } = await openTestApp(dataDir);
  try {
    const names = new Map<string, string>();
    for (const order of ['asc', 'desc']) {
      const body = await getOk(
        app,
        `/traffic/segments/breakdown?by=carrier&year=${year}&month=${month}&metrics=passengers&sort_by=carrier&sort_order=${order}&limit=100`,
      );
      for (const row of body.results) names.set(row.carrier.carrier_code, row.carrier.carrier_name);
    }
    return names;
  } finally {
    await close();
  }
}

describe('carrier names follow time (real TranStats files)', () => {
  it('February 2026: DM is Arajet S.A., not the Maersk Air I/S of 1981-1989; every carrier as the 2026 file names it', async () => {
    await ingestPaths([sample(T100_2026_02), ...LOOKUPS.map(sample)], { dataDir: temp.dataDir() });
    const { records } = readSampleCsv(T100_2026_02);
    const expected = expectedNames(records, 2026);
    expect(expected.size).toBe(190);
    const names = await carrierNames(temp.dataDir(), 2026, 2);
    expect(names.get('DM')).toBe('Arajet S.A.');
    expect(Object.fromEntries(names)).toEqual(Object.fromEntries(expected));
    // the 2023 history table says nothing about 2026: each name is the file's own
    const fileNames = new Map(records.map((r) => [r.UNIQUE_CARRIER!, r.UNIQUE_CARRIER_NAME!]));
    expect([...names].filter(([code, name]) => fileNames.get(code) !== name)).toEqual([]);
  });

  it('a history range valid in the period wins over the file name; outside every range the file name answers', async () => {
    // the same real records, as if reported for February 2016
    const { header, records } = readSampleCsv(T100_2026_02);
    const in2016: Record<string, string>[] = records.map((r) => ({ ...r, YEAR: '2016' }));
    const path = join(temp.dir(), 'T_T100I_SEGMENT_ALL_CARRIER_2016-02.csv');
    await writeFile(path, toCsv(header, in2016));
    await ingestPaths([path, ...LOOKUPS.map(sample)], { dataDir: temp.dataDir() });
    const expected = expectedNames(in2016, 2016);
    const names = await carrierNames(temp.dataDir(), 2016, 2);
    expect(names.get('P3')).toBe('Cargologicair Limited'); // history "(2016 - )"; the 2026 file says Porter
    expect(names.get('DM')).toBe('Arajet S.A.'); // no range covers 2016: the file's own name
    expect(Object.fromEntries(names)).toEqual(Object.fromEntries(expected));
    const fileNames = new Map(in2016.map((r) => [r.UNIQUE_CARRIER!, r.UNIQUE_CARRIER_NAME!]));
    expect([...names].filter(([code, name]) => fileNames.get(code) !== name).length).toBeGreaterThan(0);
  });
});
