import { readdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/http/app.js';
import { LiveContext } from '../../src/serving/live-context.js';
import { IngestError, ingestPaths } from '../../src/ingest/index.js';
import { readManifest } from '../../src/storage/manifest.js';
import { query, rounded, storedSource, useTempDirs } from './helpers.js';
import { SAMPLES, readSampleCsv, sample, toCsv } from './samples.js';
import { duckdbBackend } from '../../src/backends/duckdb.js';

const temp = useTempDirs();

/**
 * What ingest makes of every real TranStats file of test/fixtures/bts, each ingested alone:
 * accepted (with the tables it fills) or refused (with why). A file added to the folder without an entry
 * here fails the first test, so none goes unjudged.
 */
const OUTCOMES: Record<string, { tables: string[] } | { refused: RegExp }> = {
  'db1b-coupon/db1b_coupon_2024Q1_10rows_snakecase__kireei.csv': {
    refused:
      /line 1: unrecognised header \(itin_id, mkt_id, seq_num, .*\): it resembles DB1B Coupon most but lacks ItinID, MktID, SeqNum,/,
  },
  'db1b-market/agg_top20_citypairs_UA_2025Q2__mhmdfakhir.csv': {
    refused:
      /line 1: unrecognised header \(City-Pair, Passengers, .*\): it resembles DB1B Market most but lacks ItinID,/,
  },
  'db1b-market/db1b_market_2024Q1_10rows_snakecase__kireei.csv': {
    refused:
      /line 1: unrecognised header \(itin_id, mkt_id, mkt_coupons, .*\): it resembles DB1B Market most but lacks ItinID, MktID, MktCoupons, MktFare,/,
  },
  'db1b-market/db1b_market_2024Q4_prezip_header_plus_1row__quoted_in_test.csv': {
    refused: /needs the DB1B Coupon and DB1B Ticket files of the same period, ingested together$/,
  },
  'db1b-market/db1b_market_2025Q2_UA_XWA_excerpt__mhmdfakhir.csv': {
    refused: /needs the DB1B Coupon and DB1B Ticket files of the same period, ingested together$/,
  },
  'db1b-ticket/db1b_ticket_2024Q1_10rows_snakecase__kireei.csv': {
    refused:
      /line 1: unrecognised header \(itin_id, coupons, year, .*\): it resembles DB1B Ticket most but lacks ItinID, ItinFare, RoundTrip, OnLine, DollarCred$/,
  },
  // only airport ids: no carrier, no airport codes
  'ontime/T_ONTIME_REPORTING_2021-01_OMA__olgazakharovao.csv': {
    refused:
      /line 1: unrecognised header \(FL_DATE, ORIGIN_AIRPORT_ID, .*\): it resembles On-Time Reporting Carrier most but lacks Origin, Dest, Reporting_Airline$/,
  },
  'ontime/T_ONTIME_REPORTING_2021-02_OMA__olgazakharovao.csv': { tables: ['ontime'] },
  'ontime/T_ONTIME_REPORTING_2021-03_OMA__olgazakharovao.csv': { tables: ['ontime'] },
  'ontime/T_ONTIME_REPORTING_2021-04_OMA__olgazakharovao.csv': { tables: ['ontime'] },
  'ontime/T_ONTIME_REPORTING_2024-01_ORD-MDW__xxremsteelexx.csv': {
    refused:
      /line 1: On-Time Reporting Carrier file lacks identifying column Reporting_Airline or UniqueCarrier or OP_UNIQUE_CARRIER or OP_CARRIER or Operating_Airline or IATA_Code_Operating_Airline$/,
  },
  'ontime/ontime_2023_08_9E_days1-10__zhouzizi.csv': { tables: ['ontime'] },
  'reference/L_AIRCRAFT_CONFIG__admacpherson_2024.csv': {
    refused: /L_AIRCRAFT_CONFIG is a lookup table atss does not store/,
  },
  'reference/L_AIRCRAFT_CONFIG__jordanbell_2023.csv': {
    refused: /L_AIRCRAFT_CONFIG is a lookup table atss does not store/,
  },
  'reference/L_AIRCRAFT_CONFIG__pietonov_2024.csv': {
    refused: /L_AIRCRAFT_CONFIG is a lookup table atss does not store/,
  },
  'reference/L_AIRCRAFT_GROUP__admacpherson_2024.csv': {
    refused: /L_AIRCRAFT_GROUP is a lookup table atss does not store/,
  },
  'reference/L_AIRCRAFT_GROUP__jordanbell_2023.csv': {
    refused: /L_AIRCRAFT_GROUP is a lookup table atss does not store/,
  },
  'reference/L_AIRCRAFT_TYPE__admacpherson_2024.csv': { tables: ['aircraft_types'] },
  'reference/L_AIRCRAFT_TYPE__jordanbell_2023.csv': { tables: ['aircraft_types'] },
  'reference/L_AIRCRAFT_TYPE__pietonov_2024.csv': { tables: ['aircraft_types'] },
  'reference/L_AIRLINE_ID__jordanbell_2023.csv': { tables: ['carriers'] },
  'reference/L_AIRPORT_ID__jordanbell_2023.csv': {
    refused: /L_AIRPORT_ID is read only together with L_AIRPORT \(airports need both a code and an id\)/,
  },
  'reference/L_AIRPORT_ID__mhmdfakhir_2026.csv': {
    refused: /L_AIRPORT_ID is read only together with L_AIRPORT \(airports need both a code and an id\)/,
  },
  'reference/L_AIRPORT_SEQ_ID__mhmdfakhir_2026.csv': {
    refused: /L_AIRPORT_SEQ_ID is a lookup table atss does not store/,
  },
  'reference/L_AIRPORT__jordanbell_2023.csv': {
    refused: /L_AIRPORT is read only together with L_AIRPORT_ID \(airports need both a code and an id\)/,
  },
  'reference/L_AIRPORT__mhmdfakhir_2026.csv': {
    refused: /L_AIRPORT is read only together with L_AIRPORT_ID \(airports need both a code and an id\)/,
  },
  'reference/L_AIRPORT__zhouzizi_2024.csv': {
    refused: /L_AIRPORT is read only together with L_AIRPORT_ID \(airports need both a code and an id\)/,
  },
  'reference/L_CARRIERS__mhmdfakhir_2026.csv': { tables: ['carriers'] },
  'reference/L_CARRIER_GROUP_NEW__admacpherson_2024.csv': {
    refused: /L_CARRIER_GROUP_NEW is a lookup table atss does not store/,
  },
  'reference/L_CARRIER_HISTORY__jordanbell_2023.csv': { tables: ['carriers', 'carrier_history'] },
  'reference/L_CITY_MARKET_ID__mhmdfakhir_2026.csv': { tables: ['city_markets'] },
  'reference/L_CITY_MARKET_ID__zhouzizi_2024.csv': { tables: ['city_markets'] },
  'reference/L_DISTANCE_GROUP_500__mhmdfakhir_2026.csv': {
    refused: /L_DISTANCE_GROUP_500 is a lookup table atss does not store/,
  },
  'reference/L_GEOTYPE__mhmdfakhir_2026.csv': { refused: /L_GEOTYPE is a lookup table atss does not store/ },
  'reference/L_QUARTERS__mhmdfakhir_2026.csv': {
    refused: /L_QUARTERS is a lookup table atss does not store/,
  },
  'reference/L_SERVICE_CLASS__admacpherson_2024.csv': {
    refused: /L_SERVICE_CLASS is a lookup table atss does not store/,
  },
  'reference/L_SERVICE_CLASS__pietonov_2024.csv': {
    refused: /L_SERVICE_CLASS is a lookup table atss does not store/,
  },
  'reference/L_STATE_ABR_AVIATION__mhmdfakhir_2026.csv': {
    refused: /L_STATE_ABR_AVIATION is a lookup table atss does not store/,
  },
  'reference/L_UNIQUE_CARRIERS__jordanbell_2023.csv': { tables: ['carriers'] },
  'reference/L_UNIQUE_CARRIERS__pietonov_2024.csv': { tables: ['carriers'] },
  'reference/L_UNIQUE_CARRIERS__zhouzizi.csv': { tables: ['carriers'] },
  'reference/L_WORLD_AREA_CODES__admacpherson_2024.csv': {
    refused: /L_WORLD_AREA_CODES is a lookup table atss does not store/,
  },
  'reference/T_MASTER_CORD_4cols__admacpherson_2024.csv': {
    refused: /line 1: Master Coordinate file lacks identifying columns AIRPORT_SEQ_ID, AIRPORT_ID$/,
  },
  'reference/T_MASTER_CORD_5cols__isaacam7.csv': {
    refused: /line 1: Master Coordinate file lacks identifying column AIRPORT_SEQ_ID$/,
  },
  'reference/T_MASTER_CORD_full__cesarcsp_2025-12.csv': {
    tables: ['airports', 'airport_history', 'city_markets'],
  },
  'reference/T_MASTER_CORD_full__luisnunes_2025.csv': {
    tables: ['airports', 'airport_history', 'city_markets'],
  },
  't100-segment/Documentation_T100I_SEGMENT__zravii.csv': {
    refused:
      /line 1: unrecognised header \(SYS_FIELD_NAME, FIELD_DESC\): it resembles T-100 Segment most but lacks UNIQUE_CARRIER, ORIGIN, DEST, YEAR, MONTH, one of SEATS,/,
  },
  't100-segment/T_T100I_SEGMENT_ALL_CARRIER_2024-01__zravii.csv': {
    tables: ['t100_segment', 'airport_hubs'],
  },
  't100-segment/T_T100I_SEGMENT_ALL_CARRIER_2026-02__bertrandbrelier.csv': {
    tables: ['t100_segment', 'airport_hubs'],
  },
};

const csvFiles = readdirSync(SAMPLES, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .flatMap((dir) => readdirSync(join(SAMPLES, dir.name)).map((name) => `${dir.name}/${name}`))
  .filter((path) => path.endsWith('.csv'))
  .sort();

const INTL_2024_01 = 't100-segment/T_T100I_SEGMENT_ALL_CARRIER_2024-01__zravii.csv';
const num = (value: string | undefined) => (value === undefined || value === '' ? 0 : Number(value));

describe('every real BTS sample, ingested alone', () => {
  it('has a judged outcome for every file in the folder', () => {
    expect(csvFiles).toEqual(Object.keys(OUTCOMES).sort());
  });

  it.each(csvFiles)(
    '%s',
    async (path) => {
      const outcome = OUTCOMES[path]!;
      const result = await ingestPaths([sample(path)], { dataDir: temp.dataDir() }).catch((e: unknown) => e);
      if ('refused' in outcome) {
        expect(result).toBeInstanceOf(IngestError);
        expect((result as Error).message).toMatch(outcome.refused);
        expect(await readManifest(temp.dataDir())).toBeUndefined();
      } else {
        expect(result).not.toBeInstanceOf(Error);
        const manifest = (await readManifest(temp.dataDir()))!.manifest;
        expect(Object.keys(manifest.tables).sort()).toEqual([...outcome.tables].sort());
      }
    },
    60_000,
  );
});

describe('figures of the real samples, recomputed from the raw CSV', () => {
  it('T-100 international January 2024: US-carrier class F passengers 10,243,266 (the BTS press figure), by scope', async () => {
    const path = 't100-segment/T_T100I_SEGMENT_ALL_CARRIER_2024-01__zravii.csv';
    const { records } = readSampleCsv(path);
    const sum = (keep: (r: Record<string, string>) => boolean) =>
      records.filter(keep).reduce((total, r) => total + num(r.PASSENGERS), 0);
    const usF = sum((r) => r.CARRIER_GROUP_NEW !== '0' && r.CLASS === 'F');
    expect(usF).toBe(10_243_266);
    const summary = await ingestPaths([sample(path)], { dataDir: temp.dataDir() });
    expect(summary.files).toEqual([
      {
        file: 'T_T100I_SEGMENT_ALL_CARRIER_2024-01__zravii.csv',
        family: 'T-100 Segment',
        scope: 'international, all carriers (I-FOREIGN, I-US)',
        periods: ['2024-01'],
        rows: records.length,
        repeats: 0,
        warnings: [],
      },
    ]);
    const manifest = (await readManifest(temp.dataDir()))!.manifest;
    const month = manifest.tables.t100_segment!.partitions['2024-01']!;
    const part = (scope: string) =>
      `read_parquet([${month.scopes![scope]!.files.map((f) => `'${join(temp.dataDir(), f)}'`).join(', ')}])`;
    const [us] = await query(
      `SELECT sum(passengers) FILTER (WHERE service_class = 'F') AS f, sum(passengers) FILTER (WHERE service_class = 'L') AS l FROM ${part('I-US')}`,
    );
    expect(us).toEqual({ f: usF, l: sum((r) => r.CARRIER_GROUP_NEW !== '0' && r.CLASS === 'L') });
    expect(us!.l).toBe(47_716);
    const [foreign] = await query(
      `SELECT sum(passengers) FILTER (WHERE service_class = 'F') AS f FROM ${part('I-FOREIGN')}`,
    );
    expect(foreign!.f).toBe(sum((r) => r.CARRIER_GROUP_NEW === '0' && r.CLASS === 'F'));
    expect(foreign!.f).toBe(8_584_449);
    const [all] = await query(
      `SELECT sum(passengers) AS p, sum(record_count) AS n FROM ${(await storedSource(temp.dataDir(), 't100_segment'))!}`,
    );
    expect(all).toEqual({ p: sum(() => true), n: records.length });
    expect(all!.p).toBe(18_911_854);
    expect(month.sources).toEqual(['T_T100I_SEGMENT_ALL_CARRIER_2024-01__zravii.csv']);
  });

  it('T-100 international February 2026 (numbers written 0.00): US-carrier class F 8,995,807 of 16,851,459', async () => {
    const path = 't100-segment/T_T100I_SEGMENT_ALL_CARRIER_2026-02__bertrandbrelier.csv';
    const { records } = readSampleCsv(path);
    await ingestPaths([sample(path)], { dataDir: temp.dataDir() });
    const source = (await storedSource(temp.dataDir(), 't100_segment'))!;
    const [row] = await query(`SELECT sum(passengers) AS p, sum(seats) AS s FROM ${source}`);
    expect(row).toEqual({
      p: records.reduce((t, r) => t + num(r.PASSENGERS), 0),
      s: records.reduce((t, r) => t + num(r.SEATS), 0),
    });
    expect(row!.p).toBe(16_851_459);
  });

  it('field-selected on-time (FL_DATE as 2/1/2021 12:00:00 AM, OP_UNIQUE_CARRIER, DEP_DELAY_NEW): counts, delays, day of week; absent measures null', async () => {
    const path = 'ontime/T_ONTIME_REPORTING_2021-02_OMA__olgazakharovao.csv';
    const { records } = readSampleCsv(path);
    const summary = await ingestPaths([sample(path)], { dataDir: temp.dataDir() });
    expect(summary.files[0]!.warnings).toEqual([
      'no column OriginCityMarketID, DestCityMarketID, DepDelay, TaxiOut, TaxiIn, ArrDelayMinutes, ArrDelay, ArrDel15, Diverted, ActualElapsedTime, Flights, CarrierDelay, NASDelay, SecurityDelay, LateAircraftDelay, DepTimeBlk, ArrTimeBlk: stored as null',
    ]);
    const source = (await storedSource(temp.dataDir(), 'ontime'))!;
    const [totals] = await query(
      `SELECT sum(flights) AS flights, sum(cancelled) AS cancelled, sum(dep_delay_minutes) AS dep, sum(taxi_out) AS taxi_out, sum(arr_delayed) AS arr_delayed FROM ${source}`,
    );
    const depDelay = records.reduce((t, r) => t + num(r.DEP_DELAY_NEW), 0);
    expect(totals).toEqual({
      flights: records.length,
      cancelled: records.filter((r) => r.CANCELLED === '1.00').length,
      dep: depDelay,
      taxi_out: null,
      arr_delayed: null,
    });
    expect(totals!.flights).toBe(2922);
    expect(totals!.cancelled).toBe(122);
    // its one cause column (WEATHER_DELAY, empty for flights not delayed: 0) is known; the other causes, and
    // so the proportional counts and the cause total, are not: null, never 0
    const [causes] = await query(
      `SELECT sum(weather_delay_minutes) AS weather, count(weather_delay_minutes) AS weather_rows, count(*) AS rows,
              count(carrier_delay_minutes) AS carrier, count(weather_delay_count) AS weather_count,
              count(cause_delay_minutes) AS all_causes, count(dep_time_block) AS blocks FROM ${source}`,
    );
    const weather = records.reduce((t, r) => t + num(r.WEATHER_DELAY), 0);
    expect(weather).toBeGreaterThan(0);
    expect(causes).toEqual({
      weather,
      weather_rows: causes!.rows,
      rows: causes!.rows,
      carrier: 0,
      weather_count: 0,
      all_causes: 0,
      blocks: 0,
    });
    // day of week from FL_DATE (ISO: 1 = Monday); 2021-02-01 was a Monday
    const byDay = new Map<number, number>();
    for (const r of records) {
      const [m, d, y] = (r.FL_DATE ?? '').split(' ')[0]!.split('/').map(Number);
      const day = ((new Date(Date.UTC(y!, m! - 1, d)).getUTCDay() + 6) % 7) + 1;
      byDay.set(day, (byDay.get(day) ?? 0) + 1);
    }
    const stored = await query(`SELECT dayofweek, sum(flights) AS n FROM ${source} GROUP BY 1 ORDER BY 1`);
    expect(stored).toEqual(
      [...byDay].sort((a, b) => a[0] - b[0]).map(([dayofweek, n]) => ({ dayofweek, n })),
    );
  });

  it('PREZIP on-time re-serialised (9E, August 2023): 5,891 flights, 244 cancelled, arrival delay minutes', async () => {
    const path = 'ontime/ontime_2023_08_9E_days1-10__zhouzizi.csv';
    const { records } = readSampleCsv(path);
    await ingestPaths([sample(path)], { dataDir: temp.dataDir() });
    const source = (await storedSource(temp.dataDir(), 'ontime'))!;
    const [row] = await query(
      `SELECT sum(flights) AS flights, sum(cancelled) AS cancelled, sum(arr_delay_minutes) AS arr, sum(taxi_out) AS taxi FROM ${source}`,
    );
    const round = (x: number) => Math.round(x * 100) / 100;
    expect({ ...row, arr: round(row!.arr as number), taxi: round(row!.taxi as number) }).toEqual({
      flights: 5891,
      cancelled: 244,
      arr: round(records.reduce((t, r) => t + num(r.ArrDelayMinutes), 0)),
      taxi: round(records.reduce((t, r) => t + num(r.TaxiOut), 0)),
    });
    // the five causes and BTS's proportional counts, and the departure time blocks
    const causes = ['CarrierDelay', 'WeatherDelay', 'NASDelay', 'SecurityDelay', 'LateAircraftDelay'];
    const flightMinutes = (r: Record<string, string>) => causes.reduce((t, c) => t + num(r[c]), 0);
    const [stored] = await query(
      `SELECT sum(carrier_delay_minutes) AS carrier, sum(late_aircraft_delay_minutes) AS late,
              sum(weather_delay_count) AS weather_count, sum(cause_delay_minutes) AS all_causes FROM ${source}`,
    );
    expect(rounded(stored!)).toEqual(
      rounded({
        carrier: records.reduce((t, r) => t + num(r.CarrierDelay), 0),
        late: records.reduce((t, r) => t + num(r.LateAircraftDelay), 0),
        weather_count: records.reduce(
          (t, r) => (flightMinutes(r) > 0 ? t + num(r.WeatherDelay) / flightMinutes(r) : t),
          0,
        ),
        all_causes: records.reduce((t, r) => t + flightMinutes(r), 0),
      }),
    );
    expect(stored!.all_causes).toBe(86_889);
    const blocks = await query(
      `SELECT dep_time_block AS block, sum(flights) AS n FROM ${source} GROUP BY 1 ORDER BY 1`,
    );
    const counted = new Map<string, number>();
    for (const r of records) counted.set(r.DepTimeBlk!, (counted.get(r.DepTimeBlk!) ?? 0) + 1);
    expect(blocks).toEqual([...counted].sort().map(([block, n]) => ({ block, n })));
  });

  it('refuses an on-time file whose DepTimeBlk is not a BTS time block, naming file, line and column', async () => {
    const path = 'ontime/ontime_2023_08_9E_days1-10__zhouzizi.csv';
    const { header, records } = readSampleCsv(path);
    const broken = records.map((r, i) => (i === 9 ? { ...r, DepTimeBlk: '0600-0700' } : r));
    const file = join(temp.dir(), 'On_Time_Reporting_Carrier_On_Time_Performance_2023_8.csv');
    await writeFile(file, toCsv(header, broken));
    const error = await ingestPaths([file], { dataDir: temp.dataDir() }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(IngestError);
    expect((error as Error).message).toBe(
      'On_Time_Reporting_Carrier_On_Time_Performance_2023_8.csv, line 11, column DepTimeBlk: value "0600-0700" is not a time block (0001-0559, 0600-0659 ... 2300-2359)',
    );
    expect(await readManifest(temp.dataDir())).toBeUndefined();
  });

  it('lookup tables give carrier and aircraft type names; one answer per code', async () => {
    const history = 'reference/L_CARRIER_HISTORY__jordanbell_2023.csv';
    const { records } = readSampleCsv(history);
    const summary = await ingestPaths(
      [
        sample(history),
        sample('reference/L_AIRLINE_ID__jordanbell_2023.csv'),
        sample('reference/L_AIRCRAFT_TYPE__jordanbell_2023.csv'),
      ],
      { dataDir: temp.dataDir() },
    );
    const carriers = await query(
      `SELECT * FROM ${(await storedSource(temp.dataDir(), 'carriers'))!} ORDER BY carrier_code`,
    );
    expect(carriers.length).toBe(new Set(records.map((r) => r.Code)).size);
    const byCode = new Map(carriers.map((c) => [c.carrier_code, c]));
    // "American Airlines Inc. (1960 - )" in the history table; its DOT id from L_AIRLINE_ID ("...: AA")
    expect(byCode.get('AA')).toEqual({
      carrier_code: 'AA',
      carrier_name: 'American Airlines Inc.',
      airline_id: 19805,
    });
    expect(byCode.get('02Q')).toMatchObject({ carrier_name: 'Titan Airways' });
    const types = await query(
      `SELECT aircraft_type_id, long_name FROM ${(await storedSource(temp.dataDir(), 'aircraft_types'))!} WHERE aircraft_type_id = 7`,
    );
    expect(types).toEqual([{ aircraft_type_id: 7, long_name: 'Aero Commander 200' }]);
    expect(summary.notes).toContain(
      'carriers: names from L_CARRIER_HISTORY__jordanbell_2023.csv, L_AIRLINE_ID__jordanbell_2023.csv fill codes and columns with no full table',
    );
  });

  it('L_AIRPORT with L_AIRPORT_ID give airport names, cities and states under their ids', async () => {
    const codes = readSampleCsv('reference/L_AIRPORT__jordanbell_2023.csv').records;
    const ids = readSampleCsv('reference/L_AIRPORT_ID__jordanbell_2023.csv').records;
    const unique = (records: Record<string, string>[]) => {
      const count = new Map<string, number>();
      for (const r of records) count.set(r.Description!, (count.get(r.Description!) ?? 0) + 1);
      return new Map(
        records.filter((r) => count.get(r.Description!) === 1).map((r) => [r.Description!, r.Code!]),
      );
    };
    const byDescription = unique(ids);
    const expected = [...unique(codes)].filter(([description]) => byDescription.has(description));
    await ingestPaths(
      [
        sample('reference/L_AIRPORT__jordanbell_2023.csv'),
        sample('reference/L_AIRPORT_ID__jordanbell_2023.csv'),
      ],
      { dataDir: temp.dataDir() },
    );
    const airports = await query(
      `SELECT airport_id, iata, name, city, state FROM ${(await storedSource(temp.dataDir(), 'airports'))!} ORDER BY airport_id`,
    );
    expect(airports.length).toBe(expected.length);
    expect(airports.find((a) => a.iata === 'ATL')).toEqual({
      airport_id: 10397,
      iata: 'ATL',
      name: 'Hartsfield-Jackson Atlanta International',
      city: 'Atlanta, GA',
      state: 'GA',
    });
  });

  it('the API serves the lookup names (/support/carriers)', async () => {
    await ingestPaths([sample(INTL_2024_01), sample('reference/L_CARRIER_HISTORY__jordanbell_2023.csv')], {
      dataDir: temp.dataDir(),
    });
    const context = await LiveContext.open(
      duckdbBackend({ dataDir: temp.dataDir(), engineConnections: 1, engineThreads: 1 }),
    );
    const app = await buildApp({ context, delivery: { cacheMb: 0 } });
    try {
      const carriers = (await app.inject('/support/carriers?carrier_code=DL')).json<{ results: unknown[] }>();
      expect(carriers.results).toEqual([
        { carrier_code: 'DL', carrier_name: 'Delta Air Lines Inc.', airline_id: null },
      ]);
    } finally {
      await app.close();
      await context.close();
    }
  });
});
