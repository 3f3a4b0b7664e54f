import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { IngestError, ingestPaths } from '../../src/ingest/index.js';
import { query, storedSource, useTempDirs } from './helpers.js';
import { readSampleCsv, toCsv } from './samples.js';

const temp = useTempDirs();

/**
 * Issue #40.5: an on-time record is one flight (date, carrier, flight number, origin, scheduled departure). A key
 * with an empty part (reduced real data leaves the flight number or CRSDepTime empty) identifies no flight, so
 * two such records are two flights, not a repeat; a genuine repeat is refused, or kept on purpose
 * (`keepRepeats`, `--keep-repeats`) with each record counted and the summary saying how many.
 * Files derived from the real field-selected download of February 2021 (OMA), written as TranStats writes them.
 */
const SAMPLE = 'ontime/T_ONTIME_REPORTING_2021-02_OMA__olgazakharovao.csv';
const NAME = 'T_ONTIME_REPORTING_2021-02_OMA.csv';

/** Two records of one day, carrier and origin flying to different destinations (indexes into `records`). */
function twoFlightsFromOneOrigin(records: readonly Record<string, string>[]): [number, number] {
  for (let i = 0; i < records.length; i += 1) {
    const a = records[i]!;
    const j = records.findIndex(
      (b, k) =>
        k > i &&
        b.FL_DATE === a.FL_DATE &&
        b.OP_UNIQUE_CARRIER === a.OP_UNIQUE_CARRIER &&
        b.ORIGIN === a.ORIGIN &&
        b.DEST !== a.DEST,
    );
    if (j >= 0) return [i, j];
  }
  throw new Error('the sample has no two such flights');
}

async function write(header: string[], records: Record<string, string>[]): Promise<string> {
  const path = join(temp.dir(), NAME);
  await writeFile(path, toCsv(header, records));
  return path;
}

async function storedFlights(): Promise<number> {
  const source = (await storedSource(temp.dataDir(), 'ontime'))!;
  return Number((await query(`SELECT sum(flights) AS n FROM ${source}`))[0]!.n);
}

describe('repeat keys (#40.5)', () => {
  it.each([
    ['an empty flight number', 'OP_CARRIER_FL_NUM'],
    ['an empty CRSDepTime', 'CRS_DEP_TIME'],
  ])('two flights sharing every key part but %s are two flights, both counted', async (_label, emptied) => {
    const { header, records } = readSampleCsv(SAMPLE);
    const [i, j] = twoFlightsFromOneOrigin(records);
    const [a, b] = [records[i]!, records[j]!];
    // the same key but the emptied part (ATL->SAV and ATL->TPA in the reported file)
    b.OP_CARRIER_FL_NUM = a.OP_CARRIER_FL_NUM!;
    b.CRS_DEP_TIME = a.CRS_DEP_TIME!;
    a[emptied] = '';
    b[emptied] = '';
    await ingestPaths([await write(header, records)], { dataDir: temp.dataDir() });
    expect(await storedFlights()).toBe(records.length);
  });

  it('a genuine repeat is refused naming both lines; kept on purpose, each record counts and the summary says so', async () => {
    const { header, records } = readSampleCsv(SAMPLE);
    const k = 10;
    const repeated = [...records, { ...records[k]! }];
    const path = await write(header, repeated);
    const error = await ingestPaths([path], { dataDir: temp.dataDir() }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(IngestError);
    // the header is line 1: record k is at line k + 2, the appended copy at line records.length + 2
    expect((error as Error).message).toContain(
      `${NAME}, line ${records.length + 2}: the record at line ${records.length + 2} repeats the one at line ${k + 2}`,
    );
    expect((error as Error).message).toContain('--keep-repeats');

    const summary = await ingestPaths([path], { dataDir: temp.dataDir(), keepRepeats: true });
    expect(await storedFlights()).toBe(records.length + 1);
    expect(summary.files[0]!.repeats).toBe(1);
    expect(summary.files[0]!.warnings).toContain(
      "1 record repeats an earlier record's key: kept, each counted",
    );
  });
});
