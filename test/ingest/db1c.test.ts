import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { ingestPaths } from '../../src/ingest/index.js';
import { copyFixtures, fixture, query, rounded, storedRows, useTempDirs } from './helpers.js';

/** DB1C derivations on the fixture trio (CSV, and Parquet in zips), expected values worked out by hand. */
const temp = useTempDirs();

const DB1C = { 'db1c-market.csv': 'm.csv', 'db1c-coupon.csv': 'c.csv', 'db1c-ticket.csv': 't.csv' };

describe('DB1C', () => {
  const expectedMarkets = [
    {
      origin: 'BOS',
      destination: 'SFO',
      opcarrier_change: true,
      roundtrip: true,
      nonstop: false,
      purwingrp: '21AP',
      record_count: 1,
      passengers: 1,
      revenue: 400,
      tax_cost: 40,
      total_distance: 2700,
      nonstop_miles: 2704,
      // the round-trip ticket's TotalAmount, $700: bucket 140 ($700-$705)
      itin_fare_histogram: [{ b: 140, p: 1 }],
    },
    {
      origin: 'SFO',
      destination: 'BOS',
      opcarrier_change: false,
      roundtrip: false,
      nonstop: true,
      purwingrp: null,
      record_count: 1,
      passengers: 2,
      revenue: 500,
      tax_cost: 50,
      total_distance: 5408,
      nonstop_miles: 5408,
      // TotalAmount $250 for each of the 2 passengers: bucket 50
      itin_fare_histogram: [{ b: 50, p: 2 }],
    },
    {
      origin: 'SFO',
      destination: 'BOS',
      opcarrier_change: false,
      roundtrip: true,
      nonstop: true,
      purwingrp: '21AP',
      record_count: 1,
      passengers: 1,
      revenue: 300,
      tax_cost: 30,
      total_distance: 2704,
      nonstop_miles: 2704,
      itin_fare_histogram: [{ b: 140, p: 1 }],
    },
  ];
  const expectedCoupons = [
    // BOS-DEN-SFO market: $400 / $40 tax over 1754 + 946 miles
    {
      origin: 'BOS',
      destination: 'DEN',
      opcarrier: 'UA',
      revenue: (400 * 1754) / 2700,
      tax_cost: (40 * 1754) / 2700,
      total_distance: 1754,
    },
    {
      origin: 'DEN',
      destination: 'SFO',
      opcarrier: 'OO',
      revenue: (400 * 946) / 2700,
      tax_cost: (40 * 946) / 2700,
      total_distance: 946,
    },
    { origin: 'SFO', destination: 'BOS', opcarrier: 'UA', revenue: 500, tax_cost: 50, total_distance: 5408 },
    { origin: 'SFO', destination: 'BOS', opcarrier: 'UA', revenue: 300, tax_cost: 30, total_distance: 2704 },
  ].map(rounded);

  async function check(): Promise<void> {
    const markets = await storedRows(
      temp.dataDir(),
      'db1c_market',
      'origin, roundtrip',
      '* EXCLUDE (fare_histogram)',
    );
    expect(markets.map(rounded)).toEqual(
      expectedMarkets.map((m) => ({
        year: 2025,
        quarter: 3,
        month: 7,
        rpcarrier: 'UA',
        opcarrier: 'UA',
        mktcarrier: 'UA',
        mktcarrier_change: false,
        // the fixture's market file has no OriginCityMarketID / DestCityMarketID: unknown, not 0
        origin_city_market: null,
        destination_city_market: null,
        ...m,
      })),
    );
    const coupons = await storedRows(
      temp.dataDir(),
      'db1c_coupon',
      'origin, destination, roundtrip',
      '* EXCLUDE (fare_histogram)',
    );
    expect(
      coupons.map((c) =>
        rounded({
          origin: c.origin,
          destination: c.destination,
          opcarrier: c.opcarrier,
          revenue: c.revenue,
          tax_cost: c.tax_cost,
          total_distance: c.total_distance,
        }),
      ),
    ).toEqual(expectedCoupons);
  }

  it('stores CSV markets and coupons with amounts, taxes and distances weighted by passengers', async () => {
    await ingestPaths(await copyFixtures(temp.dir(), DB1C), { dataDir: temp.dataDir() });
    await check();
  });

  it('reads the Parquet members of the DB1C zips as published', async () => {
    const zips: string[] = [];
    for (const [source, kind] of [
      ['db1c-market.csv', 'MARKET'],
      ['db1c-coupon.csv', 'COUPON'],
      ['db1c-ticket.csv', 'TICKET'],
    ] as const) {
      const parquet = join(temp.dir(), `DB1C.${kind}.202507.15SEP2025.parquet`);
      await query(
        `COPY (SELECT * FROM read_csv('${fixture(source)}', header = true)) TO '${parquet}' (FORMAT parquet)`,
      );
      const zip = join(temp.dir(), `DB1C.${kind}.202507.15SEP2025.zip`);
      await writeFile(
        zip,
        zipSync({
          [`DB1C.${kind}.202507.15SEP2025.parquet`]: new Uint8Array(await readFile(parquet)),
          'readme.txt': strToU8('x'),
        }),
      );
      zips.push(zip);
    }
    const summary = await ingestPaths(zips, { dataDir: temp.dataDir() });
    expect(summary.partitions.map((p) => `${p.table} ${p.period} ${p.rows}/${p.sourceRows}`)).toEqual([
      'db1c_market 2025-07 3/3',
      'db1c_coupon 2025-07 4/4',
    ]);
    await check();
  });
});

describe('DB1C records that repeat a key', () => {
  it.each([
    ['db1c-market.csv', 'MktID'],
    ['db1c-coupon.csv', 'MktID, SeqNum'],
  ])(
    'refuses %s with its first record repeated at its end, naming both lines and the key (%s)',
    async (fixtureName, key) => {
      const paths = await copyFixtures(temp.dir(), DB1C);
      const target = DB1C[fixtureName as keyof typeof DB1C];
      const lines = (await readFile(fixture(fixtureName), 'utf8')).trimEnd().split('\n');
      await writeFile(join(temp.dir(), target), `${[...lines, lines[1]].join('\n')}\n`);
      const repeat = lines.length + 1;
      await expect(ingestPaths(paths, { dataDir: temp.dataDir() })).rejects.toThrow(
        `${target}, line ${repeat}: the record at line ${repeat} repeats the one at line 2 (same ${key}); each would be counted twice`,
      );
    },
  );
});
