import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { IngestError, ingestPaths } from '../../src/ingest/index.js';
import { readManifest } from '../../src/storage/manifest.js';
import { query, storedSource, useTempDirs } from './helpers.js';
import { readSampleCsv, sample, toCsv } from './samples.js';

/**
 * A file never silently removes or inflates what is stored, and every genuine download shape is read
 * (issue #22 sections 2 and 4): files derived from the real TranStats samples, altered as a user's download
 * would be, and expected values recomputed from the raw CSV.
 */
const temp = useTempDirs();
const NINE_E = 'ontime/ontime_2023_08_9E_days1-10__zhouzizi.csv';
const SEGMENT = 't100-segment/T_T100I_SEGMENT_ALL_CARRIER_2024-01__zravii.csv';
const OMA_FEB = 'ontime/T_ONTIME_REPORTING_2021-02_OMA__olgazakharovao.csv';

/** Writes records under `name` in the temp folder, as TranStats writes CSV. */
async function write(
  name: string,
  header: readonly string[],
  records: readonly Record<string, string>[],
): Promise<string> {
  const path = join(temp.dir(), name);
  await writeFile(path, toCsv(header, records));
  return path;
}

const refusal = async (paths: string[], force = false): Promise<IngestError> => {
  const error = await ingestPaths(paths, { dataDir: temp.dataDir(), force }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(IngestError);
  return error as IngestError;
};

const num = (value: string | undefined) => (value === undefined || value === '' ? 0 : Number(value));

describe('a file never silently removes what is stored', () => {
  it('refuses a narrower field selection replacing a complete month, naming the measures it lacks; --force accepts it', async () => {
    const { header, records } = readSampleCsv(NINE_E);
    await ingestPaths([sample(NINE_E)], { dataDir: temp.dataDir() });
    const before = await readManifest(temp.dataDir());
    const dropped = ['ArrDelay', 'ArrDelayMinutes', 'ArrDel15', 'Diverted', 'TaxiIn', 'TaxiOut'];
    const narrow = await write(
      'T_ONTIME_REPORTING_2023-08_narrow.csv',
      header.filter((name) => !dropped.includes(name)),
      records,
    );
    const error = await refusal([narrow]);
    expect(error.message).toBe(
      'T_ONTIME_REPORTING_2023-08_narrow.csv, line 1: would replace ontime 2023-08 without the diverted, arr_delayed, arr_delay_minutes, arr_delay_signed, taxi_out, taxi_in it has stored (the file has no column TaxiOut, TaxiIn, ArrDelayMinutes, ArrDelay, ArrDel15, Diverted); run again with --force to accept it',
    );
    expect((await readManifest(temp.dataDir()))!.dataVersion).toBe(before!.dataVersion);
    const arrived = records.filter((r) => num(r.Cancelled) === 0 && num(r.Diverted) === 0);
    const [stored] = await query(
      `SELECT sum(arr_delayed) AS late FROM ${(await storedSource(temp.dataDir(), 'ontime'))!}`,
    );
    expect(stored!.late).toBe(arrived.filter((r) => num(r.ArrDel15) === 1).length);

    await ingestPaths([narrow], { dataDir: temp.dataDir(), force: true });
    const [forced] = await query(
      `SELECT sum(arr_delayed) AS late, sum(flights) AS flights FROM ${(await storedSource(temp.dataDir(), 'ontime'))!}`,
    );
    expect(forced).toEqual({ late: null, flights: records.length });
  });

  it('reads a T-100 segment download without SEATS (named T_T100_SEGMENT_...) as segment data, never as T-100 Market', async () => {
    const { header, records } = readSampleCsv(SEGMENT);
    const path = await write(
      'T_T100_SEGMENT_ALL_CARRIER_2024_1.csv',
      header.filter((name) => name !== 'SEATS'),
      records,
    );
    const summary = await ingestPaths([path], { dataDir: temp.dataDir() });
    expect(summary.files[0]).toMatchObject({
      family: 'T-100 Segment',
      warnings: ['no column SEATS: stored as null'],
    });
    const manifest = (await readManifest(temp.dataDir()))!.manifest;
    expect(manifest.tables.t100_market).toBeUndefined();
    const [row] = await query(
      `SELECT sum(passengers) AS p, sum(seats) AS s FROM ${(await storedSource(temp.dataDir(), 't100_segment'))!}`,
    );
    expect(row).toEqual({ p: records.reduce((t, r) => t + num(r.PASSENGERS), 0), s: null });
  });

  it('refuses a file whose name and header disagree about its family', async () => {
    const { header, records } = readSampleCsv(SEGMENT);
    const path = await write('T_T100_MARKET_ALL_CARRIER_2024_1.csv', header, records);
    const error = await refusal([path]);
    expect(error.message).toBe(
      "T_T100_MARKET_ALL_CARRIER_2024_1.csv, line 1: the file is named like a T-100 Market download but its header is T-100 Segment's (SEATS, DEPARTURES_PERFORMED, DEPARTURES_SCHEDULED, AIRCRAFT_TYPE, AIRCRAFT_CONFIG, AIRCRAFT_GROUP, PAYLOAD, RAMP_TO_RAMP); rename it or download the table its name says",
    );
    expect(await readManifest(temp.dataDir())).toBeUndefined();
  });

  it('refuses records that repeat a T-100 key, with the lines of the first repeat', async () => {
    const { header, records } = readSampleCsv(SEGMENT);
    const path = await write('T_T100I_SEGMENT_ALL_CARRIER_2024_1.csv', header, [...records, ...records]);
    const error = await refusal([path]);
    // the first record repeated is the first of the file, at line 2; its copy follows every record; a record
    // with an empty key part identifies nothing, so repeats nothing (issue #40.5)
    const key = [
      'UNIQUE_CARRIER',
      'UNIQUE_CARRIER_ENTITY',
      'ORIGIN',
      'DEST',
      'CLASS',
      'YEAR',
      'MONTH',
      'AIRCRAFT_TYPE',
      'AIRCRAFT_CONFIG',
    ];
    const repeats = records.filter((r) => key.every((column) => (r[column] ?? '').trim() !== '')).length;
    expect(error.message).toBe(
      `T_T100I_SEGMENT_ALL_CARRIER_2024_1.csv, line ${records.length + 2}: the record at line ${records.length + 2} repeats the one at line 2 (same ${key.join(', ')}); each would be counted twice (${repeats} records of the file repeat an earlier one: --keep-repeats counts each)`,
    );
    expect(await readManifest(temp.dataDir())).toBeUndefined();
  });

  it.each([
    ['PASSENGERS', '-5', 'is not a count of one month (0 to 10,000,000)'],
    ['PASSENGERS', '1e300', 'is not a count of one month (0 to 10,000,000)'],
    ['DISTANCE', '-1', 'is not a distance in miles (0 to 25,000)'],
  ])(
    'refuses %s %s with file, line and column',
    async (column, value, what) => {
      const { header, records } = readSampleCsv(SEGMENT);
      const altered = records.map((r, i) => (i === 41 ? { ...r, [column]: value } : r));
      const path = await write('T_T100I_SEGMENT_ALL_CARRIER_2024_1.csv', header, altered);
      const error = await refusal([path]);
      expect(error.message).toBe(
        `T_T100I_SEGMENT_ALL_CARRIER_2024_1.csv, line 43, column ${column}: value "${String(Number(value))}" ${what}`,
      );
    },
    60_000,
  );
});

describe('every genuine shape is read', () => {
  it('reads an on-time field selection without CRS_DEP_TIME', async () => {
    const { header, records } = readSampleCsv(OMA_FEB);
    const path = await write(
      'T_ONTIME_REPORTING_2021_2.csv',
      header.filter((name) => name !== 'CRS_DEP_TIME'),
      records,
    );
    await ingestPaths([path], { dataDir: temp.dataDir() });
    const [row] = await query(
      `SELECT sum(flights) AS flights, sum(dep_delay_minutes) AS dep FROM ${(await storedSource(temp.dataDir(), 'ontime'))!}`,
    );
    expect(row).toEqual({
      flights: records.length,
      dep: records.reduce((t, r) => t + num(r.DEP_DELAY_NEW), 0),
    });
  });

  it('reads the Marketing Carrier on-time layout (operating carrier in "Operating_Airline ") as the reporting layout', async () => {
    const { header, records } = readSampleCsv(NINE_E);
    // the 2018+ Marketing Carrier table: marketing columns first, the operating carrier under other names
    const marketing = [
      'Marketing_Airline_Network',
      'Operated_or_Branded_Code_Share_Partners',
      'DOT_ID_Marketing_Airline',
      'IATA_Code_Marketing_Airline',
      'Flight_Number_Marketing_Airline',
    ];
    const renamed: Record<string, string> = {
      Reporting_Airline: 'Operating_Airline ',
      DOT_ID_Reporting_Airline: 'DOT_ID_Operating_Airline',
      IATA_CODE_Reporting_Airline: 'IATA_Code_Operating_Airline',
      Flight_Number_Reporting_Airline: 'Flight_Number_Operating_Airline',
    };
    const layout = [...marketing, ...header.map((name) => renamed[name] ?? name)];
    const rows = records.map((r) => ({
      Marketing_Airline_Network: 'DL',
      Operated_or_Branded_Code_Share_Partners: 'DL_CODESHARE',
      DOT_ID_Marketing_Airline: '19790',
      IATA_Code_Marketing_Airline: 'DL',
      Flight_Number_Marketing_Airline: r.Flight_Number_Reporting_Airline ?? '',
      ...Object.fromEntries(Object.entries(r).map(([k, v]) => [renamed[k] ?? k, v])),
    }));
    const path = await write('On_Time_Marketing_Carrier_On_Time_Performance_2023_8.csv', layout, rows);
    const summary = await ingestPaths([path], { dataDir: temp.dataDir() });
    expect(summary.files[0]).toMatchObject({ family: 'On-Time Reporting Carrier', warnings: [] });
    const stored = await query(
      `SELECT carrier, sum(flights) AS flights, sum(arr_delayed) AS late FROM ${(await storedSource(temp.dataDir(), 'ontime'))!} GROUP BY 1`,
    );
    expect(stored).toEqual([
      { carrier: '9E', flights: records.length, late: records.filter((r) => num(r.ArrDel15) === 1).length },
    ]);
  });

  it('refuses an unrecognised header naming the family it resembles most and the columns it lacks', async () => {
    const { header, records } = readSampleCsv(SEGMENT);
    const path = await write(
      'segments.csv',
      // ORIGIN with its airport id (an id alone is read through the Master Coordinate)
      header.filter((name) => !['UNIQUE_CARRIER', 'ORIGIN', 'ORIGIN_AIRPORT_ID'].includes(name)),
      records,
    );
    const error = await refusal([path]);
    expect(error.message).toBe(
      'segments.csv, line 1: unrecognised header (DEPARTURES_SCHEDULED, DEPARTURES_PERFORMED, PAYLOAD, SEATS, PASSENGERS, FREIGHT, ...): it resembles T-100 Segment most but lacks UNIQUE_CARRIER, ORIGIN',
    );
  });
});
