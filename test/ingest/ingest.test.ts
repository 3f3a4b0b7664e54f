import { DuckDBInstance } from '@duckdb/node-api';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { IngestError, ingestPaths } from '../../src/ingest/index.js';
import { readManifest, tableFiles } from '../../src/storage/manifest.js';
import type { TableId } from '../../src/storage/schema.js';
import {
  DB1B_COUPON,
  DB1B_MARKET,
  DB1B_TICKET,
  T100_SEGMENT,
  flight,
  ontimeCsv,
  writeZip,
} from './fixtures.js';

let dir: string;
let dataDir: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'atss-ingest-'));
  dataDir = join(dir, 'data');
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function stored(table: TableId, orderBy: string): Promise<Record<string, unknown>[]> {
  const loaded = await readManifest(dataDir);
  const files = tableFiles(loaded!.manifest, table).map((f) => `'${join(dataDir, f)}'`);
  const connection = await (await DuckDBInstance.create(':memory:')).connect();
  const reader = await connection.runAndReadAll(
    `SELECT * FROM read_parquet([${files.join(', ')}]) ORDER BY ${orderBy}`,
  );
  const rows = reader.getRowObjectsJS() as Record<string, unknown>[];
  connection.closeSync();
  return rows.map((row) =>
    Object.fromEntries(Object.entries(row).map(([k, v]) => [k, typeof v === 'bigint' ? Number(v) : v])),
  );
}

async function db1bZips(): Promise<string[]> {
  const name = (t: string) => `Origin_and_Destination_Survey_DB1B${t}_2024_4`;
  return Promise.all([
    writeZip(dir, `${name('Market')}.zip`, {
      [`${name('Market')}.csv`]: DB1B_MARKET,
      'readme.html': '<html></html>',
    }),
    writeZip(dir, `${name('Coupon')}.zip`, { [`${name('Coupon')}.csv`]: DB1B_COUPON }),
    writeZip(dir, `${name('Ticket')}.zip`, { [`${name('Ticket')}.csv`]: DB1B_TICKET }),
  ]);
}

describe('DB1B ingest', () => {
  it('derives market flags from tickets and coupons, with pre-weighted measures', async () => {
    const summary = await ingestPaths(await db1bZips(), { dataDir });
    expect(summary.partitions.map((p) => `${p.table} ${p.period} ${p.sourceRows}`).sort()).toEqual([
      'db1b_coupon 2024-Q4 3',
      'db1b_market 2024-Q4 2',
    ]);
    const markets = await stored('db1b_market', 'origin');
    expect(markets).toEqual([
      expect.objectContaining({
        year: 2024,
        quarter: 4,
        origin: 'ATL',
        destination: 'MCO',
        tkcarrier: 'DL',
        opcarrier: 'DL',
        rpcarrier: 'DL',
        nonstop: true,
        roundtrip: false,
        online: true,
        dollar_cred: true,
        bulk_fare: false,
        tkcarrier_change: false,
        opcarrier_change: false,
        itin_geo_type: '2',
        mkt_geo_type: '2',
        mkt_distance_group: 1,
        tkcarrier_group: 'DL',
        fare_class: 'X',
        coupon_type: 'A',
        record_count: 1,
        passengers: 1,
        revenue: 105.04,
        total_distance: 404,
        miles_flown: 404,
        connections: 0,
        nonstop_miles: 404,
      }),
      expect.objectContaining({
        origin: 'BOS',
        destination: 'MCO',
        opcarrier: '99',
        opcarrier_change: true,
        nonstop: false,
        roundtrip: true,
        online: false,
        mkt_distance_group: 3,
        fare_class: 'Y',
        passengers: 2,
        revenue: 600,
        total_distance: 2700,
        connections: 2,
        nonstop_miles: 2242,
        opcarrier_group: 'DL:9E',
      }),
    ]);
  });

  it('prorates the market fare over its coupons by distance', async () => {
    await ingestPaths(await db1bZips(), { dataDir });
    const coupons = await stored('db1b_coupon', 'origin, destination');
    const bosAtl = coupons.find((c) => c.origin === 'BOS')!;
    const atlMco = coupons.filter((c) => c.origin === 'ATL');
    // BOS-ATL carries 946/1350 of the $300 fare for 2 passengers
    expect(bosAtl.revenue).toBeCloseTo((2 * 300 * 946) / 1350, 9);
    expect(bosAtl).toMatchObject({
      distance_group: 2,
      fare_class: 'Y',
      roundtrip: true,
      nonstop: false,
      opcarrier: 'DL',
    });
    const viaHub = atlMco.find((c) => c.opcarrier === '9E')!;
    expect(viaHub.revenue).toBeCloseTo((2 * 300 * 404) / 1350, 9);
    const direct = atlMco.find((c) => c.opcarrier === 'DL')!;
    expect(direct).toMatchObject({ revenue: 105.04, nonstop: true, passengers: 1, total_distance: 404 });
  });

  it('refuses a market file without its coupons and tickets, publishing nothing', async () => {
    const [market] = await db1bZips();
    await expect(ingestPaths([market!], { dataDir })).rejects.toThrow(
      /needs the DB1B Coupon and DB1B Ticket files/,
    );
    expect(await readManifest(dataDir)).toBeUndefined();
  });
});

describe('on-time ingest', () => {
  const rows = [
    flight({ day: 1, dow: 3 }),
    flight({ day: 1, dow: 3, depDelay: 40, arrDelay: 52 }),
    flight({ day: 2, dow: 4, cancelled: 'B' }),
    flight({ day: 2, dow: 4, diverted: true, depDelay: 5 }),
    flight({ day: 1, dow: 3, carrier: 'B6', depDelay: 0, arrDelay: 20 }),
  ];

  it('aggregates flights to carrier x route x month x day of week x cancellation code', async () => {
    const csv = join(dir, 'ontime.csv');
    await writeFile(csv, ontimeCsv(false, rows));
    await ingestPaths([csv], { dataDir });
    const stored_ = await stored('ontime', 'carrier, dayofweek, cancellationcode NULLS FIRST');
    expect(stored_).toEqual([
      expect.objectContaining({
        year: 2025,
        month: 1,
        carrier: 'AA',
        origin: 'JFK',
        destination: 'LAX',
        dayofweek: 3,
        cancellationcode: null,
        distancegroup: 5,
        record_count: 2,
        flights: 2,
        cancelled: 0,
        diverted: 0,
        arr_delayed: 1,
        dep_delayed: 1,
        arr_delay_minutes: 52,
        dep_delay_minutes: 40,
        taxi_out: 46,
        taxi_in: 18,
        air_time: 690,
        elapsed_time: 754,
        total_distance: 4950,
      }),
      expect.objectContaining({
        carrier: 'AA',
        dayofweek: 4,
        cancellationcode: null,
        flights: 1,
        diverted: 1,
        // a diverted flight's arrival delay is empty by rule: 0 in a file with the column (API-CONTRACT §12)
        arr_delay_minutes: 0,
      }),
      expect.objectContaining({
        carrier: 'AA',
        dayofweek: 4,
        cancellationcode: 'B',
        flights: 1,
        cancelled: 1,
        // a cancelled flight's departure fields are empty by rule: 0
        taxi_out: 0,
      }),
      expect.objectContaining({ carrier: 'B6', dayofweek: 3, arr_delayed: 1, arr_delay_minutes: 20 }),
    ]);
  });

  it('reads the legacy header (UniqueCarrier ...) the same way', async () => {
    const csv = join(dir, 'On_Time_On_Time_Performance_2025_1.csv');
    await writeFile(csv, ontimeCsv(true, rows));
    await ingestPaths([csv], { dataDir });
    const carriers = (await stored('ontime', 'carrier')).map((r) => r.carrier);
    expect(new Set(carriers)).toEqual(new Set(['AA', 'B6']));
  });

  it('replaces a period when it is ingested again (with --force when it shrinks to under half)', async () => {
    const csv = join(dir, 'ontime.csv');
    await writeFile(csv, ontimeCsv(false, rows));
    await ingestPaths([csv], { dataDir });
    await writeFile(csv, ontimeCsv(false, rows.slice(0, 1)));
    await expect(ingestPaths([csv], { dataDir })).rejects.toThrow(
      'ontime.csv, line 2: would replace the 5 stored records of ontime 2025-01 with 1 (under half); run again with --force to accept it',
    );
    await ingestPaths([csv], { dataDir, force: true });
    const all = await stored('ontime', 'carrier');
    expect(all.reduce((sum, r) => sum + Number(r.flights), 0)).toBe(1);
    const manifest = (await readManifest(dataDir))!.manifest;
    expect(Object.keys(manifest.tables.ontime!.partitions)).toEqual(['2025-01']);
  });
});

describe('T-100 ingest', () => {
  it('pre-weights segment measures and derives the distance band and hub classes', async () => {
    const zip = await writeZip(dir, 'T_T100_SEGMENT_ALL_CARRIER_2025_12.zip', {
      'T_T100_SEGMENT_ALL_CARRIER.csv': T100_SEGMENT,
    });
    await ingestPaths([zip], { dataDir });
    const rows = await stored('t100_segment', 'aircraft_type');
    expect(rows).toEqual([
      expect.objectContaining({
        carrier: 'UA',
        carrier_entity: '0A1D',
        region: 'D',
        aircraft_type: 614,
        aircraft_group: 6,
        aircraft_config: 1,
        distance_group: 1,
        service_class: 'F',
        departures_scheduled: 30,
        departures_performed: 30,
        seats: 5160,
        passengers: 4000,
        seat_miles: 5160 * 337,
        passenger_miles: 4000 * 337,
        departure_miles: 30 * 337,
        distance_sum: 337,
      }),
      expect.objectContaining({ aircraft_type: 694, passengers: 9800, freight: 125000, mail: 300 }),
    ]);
    const hubs = await stored('airport_hubs', 'iata');
    expect(hubs).toEqual([
      { year: 2025, iata: 'SFO', enplanements: 13800, share: 1, hub_class: 'L', role: 'P' },
    ]);
  });
});

describe('bad files', () => {
  async function expectFailure(paths: string[], pattern: RegExp): Promise<IngestError> {
    const manifestBefore = await readFile(join(dataDir, 'manifest.json'), 'utf8').catch(() => undefined);
    const error = await ingestPaths(paths, { dataDir }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(IngestError);
    expect((error as Error).message).toMatch(pattern);
    expect(await readFile(join(dataDir, 'manifest.json'), 'utf8').catch(() => undefined)).toBe(
      manifestBefore,
    );
    const leftovers = (await readdir(dataDir).catch(() => [])).filter((n) => n.startsWith('.staging'));
    expect(leftovers).toEqual([]);
    return error as IngestError;
  }

  beforeEach(async () => {
    const csv = join(dir, 'good.csv');
    await writeFile(csv, ontimeCsv(false, [flight({})]));
    await ingestPaths([csv], { dataDir });
  });

  it('names the file, line and column of a value of the wrong type', async () => {
    const csv = join(dir, 'bad-number.csv');
    await writeFile(csv, ontimeCsv(false, [flight({}), flight({}).replace('2475.00', 'abc')]));
    const error = await expectFailure([csv], /bad-number\.csv, line 3, column Distance/);
    expect(error.line).toBe(3);
    expect(error.column).toBe('Distance');
  });

  it('rejects an unknown header', async () => {
    const csv = join(dir, 'unknown.csv');
    await writeFile(csv, '"Foo","Bar",\n1,2,\n');
    await expectFailure([csv], /unknown\.csv, line 1: unrecognised header/);
  });

  it('rejects an empty file and a header without records', async () => {
    const empty = join(dir, 'empty.csv');
    await writeFile(empty, '');
    await expectFailure([empty], /empty\.csv, line 1: the file is empty/);
    const headerOnly = join(dir, 'header-only.csv');
    await writeFile(headerOnly, ontimeCsv(false, []));
    await expectFailure([headerOnly], /header-only\.csv: the file has a header but no records/);
  });

  it('rejects a corrupt and a truncated zip', async () => {
    const corrupt = join(dir, 'corrupt.zip');
    await writeFile(corrupt, 'not a zip at all');
    await expectFailure([corrupt], /corrupt\.zip: not a zip archive/);
    const zip = await writeZip(dir, 'whole.zip', {
      'ontime.csv': ontimeCsv(
        false,
        Array.from({ length: 200 }, (_, i) => flight({ depDelay: i })),
      ),
    });
    const bytes = await readFile(zip);
    const truncated = join(dir, 'truncated.zip');
    await writeFile(truncated, bytes.subarray(0, Math.floor(bytes.length / 2)));
    await expectFailure([truncated], /truncated\.zip: (truncated|corrupt)/);
  });

  it('rejects a file of a family whose partners are missing, and two files of one period', async () => {
    const coupon = join(dir, 'coupon.csv');
    await writeFile(coupon, DB1B_COUPON);
    await expectFailure([coupon], /needs the DB1B Market and DB1B Ticket files/);
    const a = join(dir, 'a.csv');
    const b = join(dir, 'b.csv');
    await writeFile(a, ontimeCsv(false, [flight({})]));
    await writeFile(b, ontimeCsv(false, [flight({})]));
    await expectFailure([a, b], /holds On-Time Reporting Carrier records of 2025-01, as does a\.csv/);
  });
});
