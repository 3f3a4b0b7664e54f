import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateDataset } from '../../src/generate/index.js';
import { DB1B_ITINERARIES_PER_QUARTER, sampleItineraries } from '../../src/generate/itineraries.js';
import { buildWorld } from '../../src/generate/network.js';
import { Random } from '../../src/generate/random.js';
import { readZippedCsv } from '../support/csv.js';
import { readSampleCsv } from '../ingest/samples.js';

/**
 * The benchmark world has real cardinalities at scale 1 (issue #15). Expectations are typed here from BTS figures
 * and, where the file is present, computed from the real January 2024 international T-100 segment file in
 * test/fixtures/bts (skipped with a printed reason when absent), not taken from the generator.
 */
const REAL_T100_INTERNATIONAL = 't100-segment/T_T100I_SEGMENT_ALL_CARRIER_2024-01__zravii.csv';
/** The carriers that reported on-time performance in 2024 (BTS). */
const ONTIME_REPORTERS_2024 = [
  '9E',
  'AA',
  'AS',
  'B6',
  'DL',
  'F9',
  'G4',
  'HA',
  'MQ',
  'NK',
  'OH',
  'OO',
  'UA',
  'WN',
  'YX',
];
/** Origins in a month of real on-time data: about 340 (around 350 in a year). */
const ONTIME_ORIGINS = { min: 280, max: 420 };

type Row = Record<string, string>;
let dir: string;
let segments: Row[];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'atss-cardinality-'));
  await generateDataset({
    outDir: dir,
    seed: 11,
    scale: 1,
    from: { year: 2024, month: 1 },
    to: { year: 2024, month: 1 },
    only: ['t100'],
  });
  segments = await readZippedCsv(join(dir, 'T_T100_SEGMENT_ALL_CARRIER_2024_1.zip'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const distinct = (rows: readonly Row[], column: string): number => new Set(rows.map((r) => r[column])).size;
const international = (rows: readonly Row[]): Row[] =>
  rows.filter((r) => r.ORIGIN_COUNTRY !== 'US' || r.DEST_COUNTRY !== 'US');
/** Passengers on US carriers' scheduled international flights (CARRIER_GROUP_NEW 0 is a foreign carrier). */
const usCarrierInternationalPassengers = (rows: readonly Row[]): number =>
  international(rows)
    .filter((r) => r.CARRIER_GROUP_NEW !== '0' && r.CLASS === 'F')
    .reduce((sum, r) => sum + Number(r.PASSENGERS), 0);

describe('a month of T-100 at scale 1 has real cardinalities', () => {
  it('has over one hundred fifty carriers, every US airport with scheduled service, fifty aircraft types', () => {
    // the real January 2024 file has 205; the generator keeps only carriers BTS's L_AIRLINE_ID lists (issue #42)
    expect(distinct(segments, 'UNIQUE_CARRIER')).toBeGreaterThanOrEqual(155);
    expect(distinct(segments, 'AIRCRAFT_TYPE')).toBeGreaterThanOrEqual(45);
    const usOrigins = new Set(segments.filter((r) => r.ORIGIN_COUNTRY === 'US').map((r) => r.ORIGIN));
    expect(usOrigins.size).toBeGreaterThanOrEqual(400);
    expect(distinct(segments, 'ORIGIN')).toBeGreaterThanOrEqual(900);
  });

  it('flies on-time reporters from as many airports as the real on-time files have', () => {
    const reporters = new Set(ONTIME_REPORTERS_2024);
    const domestic = segments.filter(
      (r) => reporters.has(r.UNIQUE_CARRIER!) && r.ORIGIN_COUNTRY === 'US' && r.DEST_COUNTRY === 'US',
    );
    const origins = distinct(domestic, 'ORIGIN');
    expect(origins).toBeGreaterThanOrEqual(ONTIME_ORIGINS.min);
    expect(origins).toBeLessThanOrEqual(ONTIME_ORIGINS.max);
  });

  it('is close to the real January 2024 international T-100 file', () => {
    const real = readSampleCsv(REAL_T100_INTERNATIONAL).records;
    const generated = international(segments);
    // carriers and aircraft types: at least 60% and 45% of the real month's (205 and 104)
    expect(distinct(generated, 'UNIQUE_CARRIER')).toBeGreaterThanOrEqual(
      0.6 * distinct(real, 'UNIQUE_CARRIER'),
    );
    expect(distinct(segments, 'AIRCRAFT_TYPE')).toBeGreaterThanOrEqual(
      0.45 * distinct(real, 'AIRCRAFT_TYPE'),
    );
    // foreign airports served: at least the real month's
    const foreignAirports = (rows: readonly Row[]) =>
      new Set(
        rows.flatMap((r) => [
          ...(r.ORIGIN_COUNTRY !== 'US' ? [r.ORIGIN] : []),
          ...(r.DEST_COUNTRY !== 'US' ? [r.DEST] : []),
        ]),
      ).size;
    expect(foreignAirports(generated)).toBeGreaterThanOrEqual(foreignAirports(real));
    // US carriers' international passengers within 25% of the real month's (10.24 M; BTS: 10.25 M)
    const realPassengers = usCarrierInternationalPassengers(real);
    expect(Math.abs(usCarrierInternationalPassengers(segments) / realPassengers - 1)).toBeLessThan(0.25);
  });
});

describe('a DB1B sample at scale 1 has real cardinalities', () => {
  it('reaches over a thousand airports and tens of thousands of markets, most of them small, in a tenth of a quarter', () => {
    const world = buildWorld();
    const passengers = new Map<string, number>();
    const airports = new Set<string>();
    const tenth = DB1B_ITINERARIES_PER_QUARTER / 10;
    for (const itinerary of sampleItineraries(world, new Random(11).fork('db1b:2025Q2'), tenth, 0, false)) {
      for (const market of itinerary.markets) {
        const key = `${market.origin.iata}-${market.destination.iata}`;
        passengers.set(key, (passengers.get(key) ?? 0) + itinerary.passengers);
        airports.add(market.origin.iata).add(market.destination.iata);
      }
    }
    expect(airports.size).toBeGreaterThanOrEqual(1000);
    expect(passengers.size).toBeGreaterThanOrEqual(30_000);
    const sorted = [...passengers.values()].sort((a, b) => a - b);
    // the long tail: the median market has a handful of sampled passengers
    expect(sorted[Math.floor(sorted.length / 2)]).toBeLessThanOrEqual(5);
  });
});
