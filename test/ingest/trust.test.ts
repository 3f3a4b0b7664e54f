import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { IngestError, ingestPaths } from '../../src/ingest/index.js';
import { summaryLines } from '../../src/ingest/summary.js';
import { readManifest } from '../../src/storage/manifest.js';
import { query, readFixture, storedSource, useTempDirs } from './helpers.js';
import { readSampleCsv, sample, sampleText, toCsv } from './samples.js';

/**
 * Issue #11: each way ingest lost or corrupted data without a word, reproduced on real TranStats files
 * (test/fixtures/bts) or on files derived from them.
 */
const temp = useTempDirs();
const INTL = 't100-segment/T_T100I_SEGMENT_ALL_CARRIER_2024-01__zravii.csv';

/** Writes `text` to the temp folder under `name` and returns the path. */
async function file(name: string, text: string | Uint8Array): Promise<string> {
  const path = join(temp.dir(), name);
  await writeFile(path, text);
  return path;
}

const intl = () => readSampleCsv(INTL);

/** The city market ids the Master Coordinate gives these airports (a file never holds 0). */
const CITY_MARKET: Record<string, string> = { ATL: '30397', JFK: '31703', LAX: '32575', SJU: '34819' };

/** Domestic records of January 2024 in the same (all-scope) header: US-US routes of US carriers. */
function domesticRecords(header: readonly string[]): Record<string, string>[] {
  const blank = Object.fromEntries(header.map((name) => [name, '0']));
  const route = (origin: string, originWac: string, dest: string, destWac: string, passengers: string) => ({
    ...blank,
    DEPARTURES_SCHEDULED: '300',
    DEPARTURES_PERFORMED: '298',
    SEATS: '55000',
    PASSENGERS: passengers,
    DISTANCE: '1947',
    UNIQUE_CARRIER: 'DL',
    AIRLINE_ID: '19790',
    UNIQUE_CARRIER_NAME: 'Delta Air Lines Inc.',
    UNIQUE_CARRIER_ENTITY: '01260',
    REGION: 'D',
    CARRIER: 'DL',
    CARRIER_NAME: 'Delta Air Lines Inc.',
    CARRIER_GROUP: '3',
    CARRIER_GROUP_NEW: '3',
    ORIGIN: origin,
    ORIGIN_CITY_MARKET_ID: CITY_MARKET[origin]!,
    ORIGIN_CITY_NAME: '',
    ORIGIN_COUNTRY: 'US',
    ORIGIN_COUNTRY_NAME: 'United States',
    ORIGIN_WAC: originWac,
    DEST: dest,
    DEST_CITY_MARKET_ID: CITY_MARKET[dest]!,
    DEST_COUNTRY: 'US',
    DEST_COUNTRY_NAME: 'United States',
    DEST_WAC: destWac,
    AIRCRAFT_GROUP: '6',
    AIRCRAFT_TYPE: '614',
    AIRCRAFT_CONFIG: '1',
    YEAR: '2024',
    QUARTER: '1',
    MONTH: '1',
    DISTANCE_GROUP: '4',
    CLASS: 'F',
  });
  return [
    route('ATL', '34', 'LAX', '91', '48213'),
    route('LAX', '91', 'ATL', '34', '47920'),
    route('SJU', '3', 'JFK', '22', '12000'),
  ];
}

/** What a month's stored T-100 answers: passengers and records per scope, and ATL-LAX passengers. */
async function answers(dataDir: string): Promise<Record<string, unknown>[]> {
  const source = (await storedSource(dataDir, 't100_segment'))!;
  return query(
    `SELECT carrier = 'DL' AND origin IN ('ATL', 'LAX', 'SJU') AND destination IN ('ATL', 'LAX', 'JFK') AS domestic_dl,
            sum(passengers) AS passengers, sum(record_count) AS records,
            sum(passengers) FILTER (WHERE origin = 'ATL' AND destination = 'LAX') AS atl_lax
       FROM ${source} GROUP BY 1 ORDER BY 1`,
  );
}

describe('1. T-100 domestic and international of one month', () => {
  it('D then I, I then D, the ALL file, and ALL after D+I (or the reverse) give the same answers, never double counting', async () => {
    const { header, records } = intl();
    const domestic = await file(
      'T_T100D_SEGMENT_US_CARRIER_ONLY_2024_1.csv',
      toCsv(header, domesticRecords(header)),
    );
    const international = sample(INTL);
    const all = await file(
      'T_T100_SEGMENT_ALL_CARRIER_2024_1.csv',
      toCsv(header, [...records, ...domesticRecords(header)]),
    );
    const expected = [
      { domestic_dl: false, passengers: 18_911_854, records: 8640, atl_lax: null },
      { domestic_dl: true, passengers: 48_213 + 47_920 + 12_000, records: 3, atl_lax: 48_213 },
    ];
    const scenarios: string[][][] = [
      [[domestic], [international]],
      [[international], [domestic]],
      [[all]],
      [[domestic, international]],
      [[domestic], [international], [all]],
      [[all], [international], [domestic]],
      [[all], [domestic]],
    ];
    for (const [index, runs] of scenarios.entries()) {
      const dataDir = join(temp.dir(), `data-${index}`);
      for (const paths of runs) await ingestPaths(paths, { dataDir });
      expect(await answers(dataDir), `scenario ${index}`).toEqual(expected);
      const scopes = (await readManifest(dataDir))!.manifest.tables.t100_segment!.partitions['2024-01']!
        .scopes!;
      expect(Object.keys(scopes).sort()).toEqual(['D-US', 'I-FOREIGN', 'I-US']);
    }
  });

  it('the summary says each file scope and the stored rows before and after of each part', async () => {
    const { header } = intl();
    const domestic = await file('T_T100D.csv', toCsv(header, domesticRecords(header)));
    await ingestPaths([sample(INTL)], { dataDir: temp.dataDir() });
    const summary = await ingestPaths([domestic], { dataDir: temp.dataDir() });
    expect(summaryLines(summary).filter((line) => !line.startsWith('airport_hubs'))).toEqual([
      'file T_T100D.csv: T-100 Segment, domestic, US carriers (D-US), periods 2024-01, 3 records',
      't100_segment 2024-01 D-US: 0 -> 3 stored rows (3 records)',
    ]);
  });
});

describe('2. replacement needs evidence', () => {
  it('a stray July row inside a June file is refused with file, line, period and counts; July is untouched; --force accepts it', async () => {
    const { header, records } = intl();
    const july = records.slice(0, 1035).map((r) => ({ ...r, MONTH: '7', QUARTER: '3' }));
    await ingestPaths([await file('july.csv', toCsv(header, july))], { dataDir: temp.dataDir() });
    const before = await readFile(join(temp.dataDir(), 'manifest.json'));
    const june = records.map((r) => ({ ...r, MONTH: '6', QUARTER: '2' }));
    const stray = await file(
      'june.csv',
      toCsv(header, [...june, { ...records[5]!, MONTH: '7', QUARTER: '3' }]),
    );
    const error = await ingestPaths([stray], { dataDir: temp.dataDir() }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(IngestError);
    expect((error as Error).message).toBe(
      'june.csv, line 8642: holds only 1 of its 8641 records in 2024-07 (under 1%), which would replace all of 2024-07; run again with --force to accept it',
    );
    expect(await readFile(join(temp.dataDir(), 'manifest.json'))).toEqual(before);
    await ingestPaths([stray], { dataDir: temp.dataDir(), force: true });
    const [row] = await query(
      `SELECT sum(record_count) AS n FROM ${(await storedSource(temp.dataDir(), 't100_segment'))!} WHERE month = 7`,
    );
    // forced, the stray record replaces July of its own scope only; July's other scope stays
    const carrierScope = (r: Record<string, string>) => r.CARRIER_GROUP_NEW === '0';
    expect(row!.n).toBe(1 + july.filter((r) => carrierScope(r) !== carrierScope(records[5]!)).length);
  });

  it('a month shrinking to under half is refused with both counts; a whole year in one file is accepted', async () => {
    const { header, records } = intl();
    await ingestPaths([sample(INTL)], { dataDir: temp.dataDir() });
    const excerpt = records.filter((r) => r.CARRIER_GROUP_NEW !== '0').slice(0, 100);
    const error = await ingestPaths([await file('excerpt.csv', toCsv(header, excerpt))], {
      dataDir: temp.dataDir(),
    }).catch((e: unknown) => e);
    const usRecords = records.filter((r) => r.CARRIER_GROUP_NEW !== '0').length;
    expect((error as Error).message).toBe(
      `excerpt.csv, line 2: would replace the ${usRecords} stored records of t100_segment 2024-01 (scope I-US) with 100 (under half); run again with --force to accept it`,
    );
    const year = Array.from({ length: 12 }, (_, m) =>
      records.slice(0, 700).map((r) => ({ ...r, YEAR: '2023', MONTH: String(m + 1) })),
    ).flat();
    const summary = await ingestPaths([await file('year.csv', toCsv(header, year))], {
      dataDir: temp.dataDir(),
    });
    expect(summary.files[0]!.periods).toHaveLength(12);
  });
});

describe('3. strict reading', () => {
  it('an unquoted comma in a Master Coordinate name is refused with the line and both field counts', async () => {
    const text = sampleText('reference/T_MASTER_CORD_full__luisnunes_2025.csv').split('\n');
    const atl = text.find(
      (line) => line.includes(',ATL,Hartsfield-Jackson Atlanta International,') && line.includes(',0,1'),
    )!;
    const broken = atl.replace(
      'Hartsfield-Jackson Atlanta International',
      'Hartsfield-Jackson Atlanta, International',
    );
    const path = await file('T_MASTER_CORD.csv', `${text[0]}\n${text[1]}\n${broken}\n`);
    await expect(ingestPaths([path], { dataDir: temp.dataDir() })).rejects.toThrow(
      /^T_MASTER_CORD\.csv, line 3: Expected Number of Columns: 28 Found: 29$/,
    );
  });

  it('a zip whose member fails its CRC-32 is refused', async () => {
    const csv = await readFixture('ontime-2025-01.csv');
    const bytes = zipSync({ 'ontime.csv': strToU8(csv) }, { level: 0 });
    const at = Buffer.from(bytes).indexOf('2475.00');
    bytes[at] = '3'.charCodeAt(0);
    const path = await file('On_Time_2025_1.zip', bytes);
    await expect(ingestPaths([path], { dataDir: temp.dataDir() })).rejects.toThrow(
      /On_Time_2025_1\.zip: corrupt zip: member ontime\.csv fails its CRC-32 check/,
    );
    expect(await readManifest(temp.dataDir())).toBeUndefined();
  });

  it.each([
    ['1e309', 'PASSENGERS', 'value "inf" is not a finite number'],
    ['NaN', 'PASSENGERS', 'value "nan" is not a finite number'],
    ['-inf', 'SEATS', 'value "-inf" is not a finite number'],
    ['D\u0000L', 'UNIQUE_CARRIER', 'value "D\\u0000L" holds a control character'],
  ])('%s in %s is refused with file, line and column', async (value, column, message) => {
    const { header, records } = intl();
    const rows = records.slice(0, 50).map((r, i) => (i === 20 ? { ...r, [column]: value } : r));
    const path = await file('t100.csv', toCsv(header, rows));
    const error = await ingestPaths([path], { dataDir: temp.dataDir() }).catch((e: unknown) => e);
    expect((error as Error).message).toBe(`t100.csv, line 22, column ${column}: ${message}`);
  });

  it('a Latin-1 byte (not UTF-8) is refused with a message naming the encoding and the line', async () => {
    const text = sampleText('reference/T_MASTER_CORD_full__luisnunes_2025.csv').split('\n').slice(0, 4);
    const latin1 = Buffer.from(
      `${text.join('\n').replace('Afognak Lake Airport', 'Afognak Lake A\u00e9roport')}\n`,
      'latin1',
    );
    const path = await file('T_MASTER_CORD.csv', latin1);
    await expect(ingestPaths([path], { dataDir: temp.dataDir() })).rejects.toThrow(
      'T_MASTER_CORD.csv, line 2: the file is not UTF-8 (invalid byte sequence; a file saved as Latin-1 or Windows-1252 must be converted to UTF-8)',
    );
  });
});

describe('4. zip bombs and staging', () => {
  it('a member past the ratio bound, or the size bound, is refused before extraction; nothing is left behind', async () => {
    const csv = await readFixture('ontime-2025-01.csv');
    const [head, line] = csv.split('\n');
    const bomb = zipSync({ 'ontime.csv': strToU8(`${head}\n${`${line}\n`.repeat(40_000)}`) }, { level: 9 });
    const path = await file('bomb.zip', bomb);
    await expect(ingestPaths([path], { dataDir: temp.dataDir() })).rejects.toThrow(
      /bomb\.zip: member ontime\.csv expands \d+ times \(\d+ to \d+ bytes\), over the ratio bound 200 \(ATSS_INGEST_MAX_RATIO\)/,
    );
    const small = await file('small.zip', zipSync({ 'ontime.csv': strToU8(csv) }));
    await expect(
      ingestPaths([small], { dataDir: temp.dataDir(), limits: { maxFileBytes: 1000 } }),
    ).rejects.toThrow(
      /small\.zip: member ontime\.csv declares 0\.00 GB uncompressed, over the 0\.00 GB bound/,
    );
    expect(await readdir(temp.dataDir())).toEqual([]);
    // the bound is configuration: raised, the same zip is read, and its 40,000 identical flights are refused
    // as the repeats they are
    await expect(
      ingestPaths([path], { dataDir: temp.dataDir(), limits: { maxRatio: 100_000 } }),
    ).rejects.toThrow(
      /^bomb\.zip:ontime\.csv, line 3: the record at line 3 repeats the one at line 2 \(same FlightDate/,
    );
  });
});

describe('5. one answer per reference code', () => {
  it('of two Carrier Decode files, the one with the latest data wins in either order, and the summary says so', async () => {
    const decode = await readFixture('carrier-decode.csv');
    const [head, ...lines] = decode.trim().split('\n');
    const older = await file(
      'T_CARRIER_DECODE_old.csv',
      `${[head, ...lines].join('\n').replaceAll('United Air Lines Inc.', 'United Air Lines (old)')}\n`,
    );
    const newerLines = lines.map((l) =>
      l.replace(/\d{1,2}\/\d{1,2}\/(\d{4})/g, (d, y: string) => d.replace(y, String(Number(y) + 30))),
    );
    const newer = await file('T_CARRIER_DECODE_new.csv', `${[head, ...newerLines].join('\n')}\n`);
    const names: unknown[] = [];
    for (const [index, paths] of [
      [older, newer],
      [newer, older],
    ].entries()) {
      const dataDir = join(temp.dir(), `data-${index}`);
      const summary = await ingestPaths(paths, { dataDir });
      expect(summary.notes[0]).toMatch(
        /^carriers: T_CARRIER_DECODE_new\.csv wins \(latest record \d{4}-\d{2}-\d{2}, \d+ records\); T_CARRIER_DECODE_old\.csv only fill codes it lacks$/,
      );
      names.push(
        await query(
          `SELECT carrier_code, carrier_name FROM ${(await storedSource(dataDir, 'carriers'))!} ORDER BY 1`,
        ),
      );
    }
    expect(names[0]).toEqual(names[1]);
    expect(JSON.stringify(names[0])).not.toContain('(old)');
  });

  it('a lookup table alone fills names without replacing the stored full table', async () => {
    await ingestPaths([join(import.meta.dirname, '..', 'fixtures', 'bts', 'carrier-decode.csv')], {
      dataDir: temp.dataDir(),
    });
    const before = await query(
      `SELECT * FROM ${(await storedSource(temp.dataDir(), 'carriers'))!} ORDER BY 1`,
    );
    const lookup = await file(
      'L_UNIQUE_CARRIERS.csv',
      'Code,Description\r\n"99","Unknown Carrier"\r\n"UA","Renamed"\r\n',
    );
    await ingestPaths([lookup], { dataDir: temp.dataDir() });
    const after = await query(
      `SELECT * FROM ${(await storedSource(temp.dataDir(), 'carriers'))!} ORDER BY 1`,
    );
    expect(after).toEqual([
      { carrier_code: '99', carrier_name: 'Unknown Carrier', airline_id: null },
      ...before,
    ]);
  });
});

describe('9. manifest sources', () => {
  it('lists, per partition, only the files that hold its records', async () => {
    const feb = sample('ontime/T_ONTIME_REPORTING_2021-02_OMA__olgazakharovao.csv');
    const mar = sample('ontime/T_ONTIME_REPORTING_2021-03_OMA__olgazakharovao.csv');
    await mkdir(temp.dataDir(), { recursive: true });
    await ingestPaths([feb, mar], { dataDir: temp.dataDir() });
    const partitions = (await readManifest(temp.dataDir()))!.manifest.tables.ontime!.partitions;
    expect(partitions['2021-02']!.sources).toEqual(['T_ONTIME_REPORTING_2021-02_OMA__olgazakharovao.csv']);
    expect(partitions['2021-03']!.sources).toEqual(['T_ONTIME_REPORTING_2021-03_OMA__olgazakharovao.csv']);
  });
});
