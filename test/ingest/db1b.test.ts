import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ingestPaths } from '../../src/ingest/index.js';
import { readManifest } from '../../src/storage/manifest.js';
import {
  copyFixtures,
  query,
  readFixture,
  rounded,
  storedRows,
  storedSource,
  useTempDirs,
} from './helpers.js';

/**
 * DB1B derivations on the fixture trios (test/fixtures/bts/README.md), every expected value worked
 * out by hand from the fixture rows.
 */
const temp = useTempDirs();

const DB1B = {
  'db1b-market.csv': 'Origin_and_Destination_Survey_DB1BMarket_2024_4.csv',
  'db1b-coupon.csv': 'Origin_and_Destination_Survey_DB1BCoupon_2024_4.csv',
  'db1b-ticket.csv': 'Origin_and_Destination_Survey_DB1BTicket_2024_4.csv',
};

const db1bFlags = {
  tkcarrier: 'DL',
  rpcarrier: 'DL',
  tkcarrier_change: false,
  bulk_fare: false,
  itin_geo_type: '2',
  mkt_geo_type: '2',
};

describe('DB1B', () => {
  it('stores markets with flags from the ticket and the coupons, pre-aggregated', async () => {
    const summary = await ingestPaths(await copyFixtures(temp.dir(), DB1B), { dataDir: temp.dataDir() });
    expect(summary.partitions).toContainEqual({
      table: 'db1b_market',
      period: '2024-Q4',
      rows: 4,
      sourceRows: 5,
      rowsBefore: null,
    });
    const rows = (
      await storedRows(
        temp.dataDir(),
        'db1b_market',
        'origin, destination',
        '* EXCLUDE (fare_histogram, itin_fare_histogram)',
      )
    ).map(rounded);
    expect(rows).toEqual([
      {
        year: 2024,
        quarter: 4,
        origin: 'ATL',
        destination: 'MCO',
        origin_city_market: 30397,
        destination_city_market: 31454,
        // AirportGroup ATL:MCO, MktCoupons 1
        connection: 'nonstop',
        ...db1bFlags,
        opcarrier: 'DL',
        opcarrier_change: false,
        dollar_cred: true,
        roundtrip: false,
        online: true,
        nonstop: true,
        mkt_distance_group: 1,
        tkcarrier_group: 'DL',
        opcarrier_group: 'DL',
        fare_class: 'X',
        coupon_type: 'A',
        // the real sample row (105.04) and its twin (95.00), one passenger each
        record_count: 2,
        passengers: 2,
        revenue: 200.04,
        total_distance: 808,
        miles_flown: 808,
        connections: 0,
        nonstop_miles: 808,
        nonstop_passengers: 2, // passengers of MktCoupons = 1 markets
        ground_passengers: 0,
      },
      {
        year: 2024,
        quarter: 4,
        origin: 'BOS',
        destination: 'MCO',
        origin_city_market: 30721,
        destination_city_market: 31454,
        // AirportGroup BOS:ATL:MCO, MktCoupons 2: the middle airport
        connection: 'ATL',
        ...db1bFlags,
        opcarrier: '99',
        opcarrier_change: true,
        dollar_cred: true,
        roundtrip: true,
        online: false,
        nonstop: false,
        mkt_distance_group: 3,
        tkcarrier_group: 'DL:DL',
        opcarrier_group: 'DL:9E',
        fare_class: 'X',
        coupon_type: 'A',
        record_count: 1,
        passengers: 2,
        revenue: 400,
        total_distance: 2700,
        miles_flown: 2700,
        connections: 2,
        nonstop_miles: 2242,
        nonstop_passengers: 0,
        ground_passengers: 0,
      },
      {
        year: 2024,
        quarter: 4,
        origin: 'MCO',
        destination: 'BOS',
        origin_city_market: 31454,
        destination_city_market: 30721,
        connection: 'nonstop',
        ...db1bFlags,
        opcarrier: 'DL',
        opcarrier_change: false,
        dollar_cred: true,
        roundtrip: true,
        online: false,
        nonstop: true,
        mkt_distance_group: 3,
        tkcarrier_group: 'DL',
        opcarrier_group: 'DL',
        fare_class: 'X',
        coupon_type: 'A',
        record_count: 1,
        passengers: 2,
        revenue: 300,
        total_distance: 2242,
        miles_flown: 2242,
        connections: 0,
        nonstop_miles: 2242,
        nonstop_passengers: 2,
        ground_passengers: 0,
      },
      {
        // first coupon is ground (fare class "-", type D): fare class from the first non-ground coupon
        year: 2024,
        quarter: 4,
        origin: 'PVD',
        destination: 'ATL',
        origin_city_market: 30721,
        destination_city_market: 30397,
        // PVD is in the Boston city market (30721); AirportGroup PVD:BOS:ATL
        connection: 'BOS',
        ...db1bFlags,
        opcarrier: 'DL',
        opcarrier_change: false,
        dollar_cred: false,
        roundtrip: false,
        online: false,
        nonstop: false,
        mkt_distance_group: 2,
        tkcarrier_group: 'DL:DL',
        opcarrier_group: '--:DL',
        fare_class: 'Y',
        coupon_type: 'D',
        record_count: 1,
        passengers: 1,
        revenue: 300,
        total_distance: 996,
        miles_flown: 996,
        connections: 1,
        nonstop_miles: 903,
        nonstop_passengers: 0,
        ground_passengers: 1,
      },
    ]);
    // passengers per bucket of the ticket's ItinFare: the whole round trip ($350) in both its markets
    const itinFares = await storedRows(
      temp.dataDir(),
      'db1b_market',
      'origin, destination',
      'origin, destination, list_sort(itin_fare_histogram) AS itin_fare_histogram',
    );
    expect(itinFares).toEqual([
      // ItinFare 95.00 (bucket 19: $95-$100) and 105.04 (bucket 21: $105-$110), one passenger each
      {
        origin: 'ATL',
        destination: 'MCO',
        itin_fare_histogram: [
          { b: 19, p: 1 },
          { b: 21, p: 1 },
        ],
      },
      { origin: 'BOS', destination: 'MCO', itin_fare_histogram: [{ b: 70, p: 2 }] },
      { origin: 'MCO', destination: 'BOS', itin_fare_histogram: [{ b: 70, p: 2 }] },
      { origin: 'PVD', destination: 'ATL', itin_fare_histogram: [{ b: 60, p: 1 }] },
    ]);
  });

  it('prorates market fares over coupons by distance, coupons carrying market and ticket flags', async () => {
    await ingestPaths(await copyFixtures(temp.dir(), DB1B), { dataDir: temp.dataDir() });
    const rows = await storedRows(
      temp.dataDir(),
      'db1b_coupon',
      'origin, destination, opcarrier, passengers DESC',
    );
    const pick = (r: Record<string, unknown>) =>
      rounded({
        route: `${String(r.origin)}-${String(r.destination)}`,
        op: r.opcarrier,
        fare_class: r.fare_class,
        coupon_type: r.coupon_type,
        band: r.distance_group,
        nonstop: r.nonstop,
        roundtrip: r.roundtrip,
        online: r.online,
        dollar_cred: r.dollar_cred,
        opcarrier_change: r.opcarrier_change,
        records: r.record_count,
        pax: r.passengers,
        revenue: r.revenue,
        distance: r.total_distance,
      });
    const market = {
      nonstop: false,
      roundtrip: true,
      online: false,
      dollar_cred: true,
      opcarrier_change: true,
    };
    const pvd = {
      nonstop: false,
      roundtrip: false,
      online: false,
      dollar_cred: false,
      opcarrier_change: false,
    };
    expect(rows.map(pick)).toEqual([
      // 105.04 x 404/404 x 1 and 95 x 404/404 x 1
      {
        route: 'ATL-MCO',
        op: '9E',
        fare_class: 'Y',
        coupon_type: 'A',
        band: 1,
        ...market,
        records: 1,
        pax: 2,
        revenue: rounded({ v: ((200 * 404) / 1350) * 2 }).v,
        distance: 808,
      },
      {
        route: 'ATL-MCO',
        op: 'DL',
        fare_class: 'X',
        coupon_type: 'A',
        band: 1,
        nonstop: true,
        roundtrip: false,
        online: true,
        dollar_cred: true,
        opcarrier_change: false,
        records: 2,
        pax: 2,
        revenue: 200.04,
        distance: 808,
      },
      {
        route: 'BOS-ATL',
        op: 'DL',
        fare_class: 'X',
        coupon_type: 'A',
        band: 2,
        ...market,
        records: 1,
        pax: 2,
        revenue: rounded({ v: ((200 * 946) / 1350) * 2 }).v,
        distance: 1892,
      },
      {
        route: 'BOS-ATL',
        op: 'DL',
        fare_class: 'Y',
        coupon_type: 'A',
        band: 2,
        ...pvd,
        records: 1,
        pax: 1,
        revenue: rounded({ v: (300 * 946) / 996 }).v,
        distance: 946,
      },
      {
        route: 'MCO-BOS',
        op: 'DL',
        fare_class: 'X',
        coupon_type: 'A',
        band: 3,
        ...market,
        nonstop: true,
        opcarrier_change: false,
        records: 1,
        pax: 2,
        revenue: 300,
        distance: 2242,
      },
      {
        route: 'PVD-BOS',
        op: '--',
        fare_class: '-',
        coupon_type: 'D',
        band: 1,
        ...pvd,
        records: 1,
        pax: 1,
        revenue: rounded({ v: (300 * 50) / 996 }).v,
        distance: 50,
      },
    ]);
    // the data files the manifest lists (the rollup files beside them hold the same revenue summed)
    const [total] = await query(
      `SELECT sum(revenue) AS r FROM ${await storedSource(temp.dataDir(), 'db1b_coupon')}`,
    );
    expect(total!.r).toBeCloseTo(1200.04, 9);
  });

  it('reads the older coupon header (no airport ids, Quarter after Year) the same way', async () => {
    const current = (await readFixture('db1b-coupon.csv')).trim().split('\n');
    const names = current[0]!.replace(/,$/, '').split(',');
    const legacy =
      'ItinID,MktID,SeqNum,Coupons,Year,Quarter,Origin,OriginAptInd,OriginCityNum,OriginCountry,OriginStateFips,OriginState,OriginStateName,OriginWac,Dest,DestAptInd,DestCityNum,DestCountry,DestStateFips,DestState,DestStateName,DestWac,Break,CouponType,TkCarrier,OpCarrier,RPCarrier,Passengers,FareClass,Distance,DistanceGroup,Gateway,ItinGeoType,CouponGeoType'.split(
        ',',
      );
    const rows = current.slice(1).map((line) => {
      const values = line.split(',');
      const value = (name: string) =>
        name.endsWith('AptInd')
          ? '1'
          : name.endsWith('CityNum')
            ? values[names.indexOf(name.replace('CityNum', 'CityMarketID'))]!
            : values[names.indexOf(name)]!;
      return `${legacy.map(value).join(',')},`;
    });
    const [market, , ticket] = await copyFixtures(temp.dir(), DB1B);
    const coupon = join(temp.dir(), 'legacy-coupon.csv');
    await writeFile(coupon, `${legacy.join(',')},\n${rows.join('\n')}\n`);
    await ingestPaths([market!, coupon, ticket!], { dataDir: temp.dataDir() });
    const legacyRows = await storedRows(temp.dataDir(), 'db1b_coupon', 'ALL');

    const other = join(temp.dir(), 'other');
    await ingestPaths(await copyFixtures(temp.dir(), DB1B), { dataDir: other });
    const currentRows = await storedRows(other, 'db1b_coupon', 'ALL');
    // the same rows, except the city markets: the legacy header has no CityMarketID column (nothing says
    // its CityNum is the same code), so they are unknown (null), not guessed
    const withoutCityMarkets = (row: Record<string, unknown>) => ({
      ...row,
      origin_city_market: null,
      destination_city_market: null,
    });
    expect(legacyRows).toEqual(currentRows.map(withoutCityMarkets));
    expect(currentRows.map((r) => r.origin_city_market)).not.toContain(null);
  });

  it('refuses a period whose coupon file is of another quarter, publishing nothing', async () => {
    const [market, coupon, ticket] = await copyFixtures(temp.dir(), DB1B);
    const otherQuarter = (await readFixture('db1b-coupon.csv')).replaceAll(',2024,', ',2025,');
    await writeFile(coupon!, otherQuarter);
    await expect(ingestPaths([market!, coupon!, ticket!], { dataDir: temp.dataDir() })).rejects.toThrow(
      /DB1BMarket_2024_4\.csv: holds DB1B Market records of 2024-Q4, but no DB1B Coupon file of 2024-Q4 was given/,
    );
    expect(await readManifest(temp.dataDir())).toBeUndefined();
  });
});

describe('DB1B records that repeat a key', () => {
  it.each([
    ['db1b-market.csv', 'MktID'],
    ['db1b-coupon.csv', 'ItinID, SeqNum'],
    ['db1b-ticket.csv', 'ItinID'],
  ])(
    'refuses %s with its first record repeated at its end, naming both lines and the key (%s)',
    async (fixtureName, key) => {
      const paths = await copyFixtures(temp.dir(), DB1B);
      const target = DB1B[fixtureName as keyof typeof DB1B];
      const lines = (await readFixture(fixtureName)).trimEnd().split('\n');
      await writeFile(join(temp.dir(), target), `${[...lines, lines[1]].join('\n')}\n`);
      const repeat = lines.length + 1;
      await expect(ingestPaths(paths, { dataDir: temp.dataDir() })).rejects.toThrow(
        `${target}, line ${repeat}: the record at line ${repeat} repeats the one at line 2 (same ${key}); each would be counted twice`,
      );
      expect(await readManifest(temp.dataDir())).toBeUndefined();
    },
  );
});
