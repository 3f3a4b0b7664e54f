import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { IngestError, ingestPaths } from '../../src/ingest/index.js';
import { copyFixtures, readFixture, rounded, storedRows, useTempDirs } from './helpers.js';

/** T-100 variants, airport hub classes and roles, and the reference tables, on the fixture files. */
const temp = useTempDirs();

describe('T-100', () => {
  it('reads the all-carrier, domestic (no country columns) and CamelCase headers, pre-weighting measures', async () => {
    const paths = await copyFixtures(temp.dir(), {
      't100-segment-domestic-2025-11.csv': 'T_T100D_SEGMENT_US_CARRIER_ONLY.csv',
      't100-segment-camelcase-2025-10.csv': 'T100_camel.csv',
      't100-market-all-2025-12.csv': 'T_T100_MARKET_ALL_CARRIER.csv',
    });
    const summary = await ingestPaths(paths, { dataDir: temp.dataDir() });
    expect(summary.partitions.filter((p) => p.table !== 'airport_hubs')).toEqual([
      { table: 't100_segment', period: '2025-10', scope: 'D-US', rows: 2, sourceRows: 2, rowsBefore: null },
      { table: 't100_segment', period: '2025-11', scope: 'D-US', rows: 1, sourceRows: 1, rowsBefore: null },
      // two records with the same dimensions become one row
      { table: 't100_market', period: '2025-12', scope: 'D-US', rows: 1, sourceRows: 2, rowsBefore: null },
    ]);
    const sfoLax = {
      origin: 'SFO',
      destination: 'LAX',
      carrier: 'UA',
      carrier_name: 'United Air Lines Inc.',
      airline_id: 19977, // the file's AIRLINE_ID / AirlineID
      carrier_group: 'us_domestic', // scope D-US: both ends in the US, carrier group not 0
      carrier_entity: '0A875',
      region: 'D',
      aircraft_group: 6,
      aircraft_type: 694,
      aircraft_config: 1,
      distance_group: 1,
      service_class: 'F',
      record_count: 1,
      departures_scheduled: 30,
      departures_performed: 30,
      seats: 5000,
      passengers: 4000,
      freight: 125000,
      mail: 300,
      distance_sum: 337,
      seat_miles: 5000 * 337,
      passenger_miles: 4000 * 337,
      departure_miles: 30 * 337,
    };
    // the files' OriginCityMarketID / DestCityMarketID: SFO 32457, LAX 32575
    const sfo = 32457;
    const lax = 32575;
    const cities = { origin_city_market: sfo, destination_city_market: lax };
    expect(await storedRows(temp.dataDir(), 't100_segment', 'month, origin')).toEqual([
      {
        year: 2025,
        month: 10,
        ...sfoLax,
        origin: 'LAX',
        destination: 'SFO',
        origin_city_market: lax,
        destination_city_market: sfo,
      },
      { year: 2025, month: 10, ...sfoLax, ...cities },
      { year: 2025, month: 11, ...sfoLax, ...cities },
    ]);
    expect(await storedRows(temp.dataDir(), 't100_market', 'origin')).toEqual([
      {
        year: 2025,
        month: 12,
        origin: 'SFO',
        destination: 'LAX',
        ...cities,
        carrier: 'UA',
        carrier_name: 'United Air Lines Inc.',
        airline_id: 19977,
        carrier_group: 'us_domestic',
        carrier_entity: '0A875',
        region: 'D',
        distance_group: 1,
        service_class: 'F',
        record_count: 2,
        passengers: 10000,
        freight: 0,
        mail: 0,
        distance_sum: 674,
      },
    ]);
  });
});

describe('airport hubs', () => {
  const hubs = (dataDir: string) =>
    storedRows(dataDir, 'airport_hubs', 'year, iata').then((r) => r.map(rounded));

  it('classes airports by their share of US enplanements, with roles, and recomputes on each change', async () => {
    // add a London origin with 50,000 passengers to the five Californian airports (100,000 in all)
    const text = await readFixture('t100-segment-all-2025-12.csv');
    const lines = text.trim().split('\n');
    const london = lines[1]!
      .replace(',60000.00,', ',50000.00,')
      .replace(
        '14771,1477104,32457,"SFO","San Francisco, CA","CA","06","California","US","United States",91',
        '13418,1341801,33418,"LHR","London, United Kingdom","","","","GB","United Kingdom",493',
      );
    const t100 = join(temp.dir(), 'T_T100_SEGMENT_ALL_CARRIER_2025_12.csv');
    await writeFile(t100, `${[...lines, london].join('\n')}\n`);
    await ingestPaths([t100], { dataDir: temp.dataDir() });
    // without the airports reference every origin counts
    expect((await hubs(temp.dataDir())).find((h) => h.iata === 'SFO')).toEqual({
      year: 2025,
      iata: 'SFO',
      enplanements: 60000,
      share: 0.4,
      hub_class: 'L',
      role: 'P',
    });

    const reference = await copyFixtures(temp.dir(), {
      'master-coordinate.csv': 'T_MASTER_CORD.csv',
      'airport-roles.csv': 'airport-roles.csv',
    });
    const summary = await ingestPaths(reference, { dataDir: temp.dataDir() });
    expect(summary.partitions.map((p) => p.table)).toEqual([
      'airports',
      'airport_history',
      'city_markets',
      'airport_roles',
      'airport_hubs',
    ]);
    const row = (iata: string, enplanements: number, hub_class: string, role: string | null) => ({
      year: 2025,
      iata,
      enplanements,
      share: enplanements / 100000,
      hub_class,
      role,
    });
    expect(await hubs(temp.dataDir())).toEqual([
      row('ACV', 100, 'S', null), // 0.1%
      row('CEC', 20, 'N', 'G'), // 0.02%, G from the roles file
      row('LAX', 39380, 'L', 'P'),
      row('OAK', 500, 'M', 'R'), // 0.5%, under 10,000 enplanements: R from the roles file
      row('SFO', 60000, 'L', 'P'), // the file's R gives way to P
    ]);
  });
});

describe('reference tables', () => {
  it('keeps the latest row per airport, the open one per code, the latest carrier row, parsed dates', async () => {
    const paths = await copyFixtures(temp.dir(), {
      'master-coordinate.csv': '288804893_T_MASTER_CORD.csv',
      'carrier-decode.csv': 'T_CARRIER_DECODE.csv',
      'aircraft-types.csv': 'T_AIRCRAFT_TYPES.csv',
    });
    const summary = await ingestPaths(paths, { dataDir: temp.dataDir() });
    expect(summary.partitions).toEqual([
      { table: 'airports', period: 'all', rows: 2, sourceRows: 4, rowsBefore: null },
      { table: 'airport_history', period: 'all', rows: 4, sourceRows: 4, rowsBefore: null },
      // CITY_MARKET_ID 30397 (three rows) and 33418
      { table: 'city_markets', period: 'all', rows: 2, sourceRows: 4, rowsBefore: null },
      { table: 'carriers', period: 'all', rows: 2, sourceRows: 3, rowsBefore: null },
      { table: 'carrier_entities', period: 'all', rows: 2, sourceRows: 3, rowsBefore: null },
      { table: 'aircraft_types', period: 'all', rows: 2, sourceRows: 2, rowsBefore: null },
      { table: 'carrier_history', period: 'all', rows: 3, sourceRows: 3, rowsBefore: null },
    ]);
    expect((await storedRows(temp.dataDir(), 'airports', 'airport_id')).map(rounded)).toEqual([
      {
        airport_id: 10397,
        iata: 'ATL',
        city_market_id: 30397,
        name: 'Hartsfield-Jackson Atlanta International',
        city: 'Atlanta, GA',
        state: 'GA',
        state_fips: '13',
        country: 'US',
        wac: 34,
        latitude: 33.64,
        longitude: -84.43,
      },
      {
        airport_id: 13418,
        iata: 'LHR',
        city_market_id: 33418,
        name: 'London Heathrow',
        city: 'London, United Kingdom',
        state: null,
        state_fips: null,
        country: 'GB',
        wac: 493,
        latitude: 51.47,
        longitude: -0.45,
      },
    ]);
    expect(await storedRows(temp.dataDir(), 'carriers', 'carrier_code')).toEqual([
      { carrier_code: 'B6', carrier_name: 'JetBlue Airways', airline_id: 20409 },
      { carrier_code: 'UA', carrier_name: 'United Air Lines Inc.', airline_id: 19977 },
    ]);
    // each name with its dates; an open range ends at the latest date the file names (its vintage)
    expect(
      await storedRows(
        temp.dataDir(),
        'carrier_history',
        'carrier_code, valid_from',
        `carrier_code, carrier_name, strftime(valid_from, '%Y-%m-%d') AS f, strftime(valid_thru, '%Y-%m-%d') AS t, source`,
      ),
    ).toEqual([
      {
        carrier_code: 'B6',
        carrier_name: 'JetBlue Airways',
        f: '2000-01-01',
        t: '2001-01-01',
        source: 'carrier_decode',
      },
      {
        carrier_code: 'UA',
        carrier_name: 'United Airlines (old)',
        f: '1970-01-01',
        t: '2000-12-31',
        source: 'carrier_decode',
      },
      {
        carrier_code: 'UA',
        carrier_name: 'United Air Lines Inc.',
        f: '2001-01-01',
        t: '2001-01-01',
        source: 'carrier_decode',
      },
    ]);
    expect(await storedRows(temp.dataDir(), 'carrier_entities', 'carrier_entity')).toEqual([
      { carrier_entity: '06040', carrier_code: 'B6', carrier_name: 'JetBlue Airways', region: 'D' },
      { carrier_entity: '0A875', carrier_code: 'UA', carrier_name: 'United Air Lines Inc.', region: 'D' },
    ]);
    expect(
      await storedRows(
        temp.dataDir(),
        'aircraft_types',
        'aircraft_type_id',
        `aircraft_type_id, aircraft_group, short_name, strftime(begin_date, '%Y-%m-%d') AS b, strftime(end_date, '%Y-%m-%d') AS e`,
      ),
    ).toEqual([
      { aircraft_type_id: 614, aircraft_group: 6, short_name: 'B727-200', b: '1967-01-01', e: '2009-12-31' },
      { aircraft_type_id: 694, aircraft_group: 6, short_name: 'A320-100/200', b: '1988-01-01', e: null },
    ]);
  });

  it('rejects a date it cannot read and a role other than P, R or G, naming file and column', async () => {
    const types = join(temp.dir(), 'types.csv');
    await writeFile(types, (await readFixture('aircraft-types.csv')).replace('"12/31/2009"', '"31.12.2009"'));
    const error = await ingestPaths([types], { dataDir: temp.dataDir() }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(IngestError);
    expect((error as IngestError).message).toBe(
      'types.csv, line 3, column END_DATE: value "31.12.2009" is not a date (MM/DD/YYYY hh:mm:ss AM, MM/DD/YYYY or YYYY-MM-DD)',
    );
    const roles = join(temp.dir(), 'roles.csv');
    await writeFile(roles, 'iata,role\nOAK,R\nSJC,X\n');
    await expect(ingestPaths([roles], { dataDir: temp.dataDir() })).rejects.toThrow(
      'roles.csv, line 3, column role: value "X" is not an FAA role P, R or G',
    );
    await expect(readFile(join(temp.dataDir(), 'manifest.json'))).rejects.toThrow(/ENOENT/);
  });
});
