import { createHash } from 'node:crypto';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { generateDataset } from '../../src/generate/index.js';
import { readZippedCsv, readZippedText } from '../support/csv.js';

const { rawDir } = inject('dataset');
const file = (name: string) => join(rawDir, name);

/** Column lists typed from reference/bts-source-formats.md, not from the generator's code. */
const place = (p: string) => [
  `${p}AirportID`,
  `${p}AirportSeqID`,
  `${p}CityMarketID`,
  p,
  `${p}Country`,
  `${p}StateFips`,
  `${p}State`,
  `${p}StateName`,
  `${p}Wac`,
];
const DOC_HEADERS: Record<string, string[]> = {
  'Origin_and_Destination_Survey_DB1BMarket_2025_2.zip': [
    'ItinID',
    'MktID',
    'MktCoupons',
    'Year',
    'Quarter',
    ...place('Origin'),
    ...place('Dest'),
    'AirportGroup',
    'WacGroup',
    'TkCarrierChange',
    'TkCarrierGroup',
    'OpCarrierChange',
    'OpCarrierGroup',
    'RPCarrier',
    'TkCarrier',
    'OpCarrier',
    'BulkFare',
    'Passengers',
    'MktFare',
    'MktDistance',
    'MktDistanceGroup',
    'MktMilesFlown',
    'NonStopMiles',
    'ItinGeoType',
    'MktGeoType',
  ],
  'Origin_and_Destination_Survey_DB1BCoupon_2025_2.zip': [
    'ItinID',
    'MktID',
    'SeqNum',
    'Coupons',
    'Year',
    'OriginAirportID',
    'OriginAirportSeqID',
    'OriginCityMarketID',
    'Quarter',
    'Origin',
    'OriginCountry',
    'OriginStateFips',
    'OriginState',
    'OriginStateName',
    'OriginWac',
    ...place('Dest'),
    'Break',
    'CouponType',
    'TkCarrier',
    'OpCarrier',
    'RPCarrier',
    'Passengers',
    'FareClass',
    'Distance',
    'DistanceGroup',
    'Gateway',
    'ItinGeoType',
    'CouponGeoType',
  ],
  'Origin_and_Destination_Survey_DB1BTicket_2025_2.zip': [
    'ItinID',
    'Coupons',
    'Year',
    'Quarter',
    'Origin',
    'OriginAirportID',
    'OriginAirportSeqID',
    'OriginCityMarketID',
    'OriginCountry',
    'OriginStateFips',
    'OriginState',
    'OriginStateName',
    'OriginWac',
    'RoundTrip',
    'OnLine',
    'DollarCred',
    'FarePerMile',
    'RPCarrier',
    'Passengers',
    'ItinFare',
    'BulkFare',
    'Distance',
    'DistanceGroup',
    'MilesFlown',
    'ItinGeoType',
  ],
};

describe('generated files are in the BTS download formats', () => {
  it('writes the PREZIP, T-100, DB1C and reference zip names', async () => {
    const names = await readdir(rawDir);
    for (const expected of [
      'Origin_and_Destination_Survey_DB1BMarket_2025_2.zip',
      'On_Time_Reporting_Carrier_On_Time_Performance_1987_present_2025_4.zip',
      'T_T100_SEGMENT_ALL_CARRIER_2025_4.zip',
      'T_T100_MARKET_ALL_CARRIER_2025_8.zip',
      'DB1C.MARKET.202507.15SEP2025.zip',
      'T_MASTER_CORD.zip',
      'T_CARRIER_DECODE.zip',
      'T_AIRCRAFT_TYPES.zip',
    ]) {
      expect(names).toContain(expected);
    }
    expect(names.filter((n) => n.includes('DB1BMarket'))).toEqual([
      'Origin_and_Destination_Survey_DB1BMarket_2025_2.zip',
    ]);
    expect(names.filter((n) => /^DB1C\.TICKET\.202508\.\d\d[A-Z]{3}2025\.zip$/.test(n))).toHaveLength(1);
  });

  it.each(Object.entries(DOC_HEADERS))(
    '%s has the documented header, quoted, with a trailing comma',
    async (zip, columns) => {
      const text = await readZippedText(file(zip));
      const [headerLine, firstRow] = text.split('\n');
      expect(headerLine).toBe(`${columns.map((c) => `"${c}"`).join(',')},`);
      expect(firstRow!.endsWith(',')).toBe(true);
    },
  );

  it('prints integers as 1.00 and quotes codes like the real sample rows', async () => {
    const text = await readZippedText(file('Origin_and_Destination_Survey_DB1BMarket_2025_2.zip'));
    const row = text.split('\n')[1]!;
    expect(row).toMatch(
      /^\d{12},\d{14},\d+,2025,2,\d{5},\d{7},\d{5},"[A-Z0-9]{3}","US","\d\d","[A-Z]{2}","[A-Za-z ]+",\d+,/,
    );
    expect(row).toMatch(/,\d+\.\d\d,\d+\.\d\d,\d+\.\d\d,\d+,\d+\.\d\d,\d+\.\d\d,[012],[012],$/);
  });

  it('writes on-time files with all 109 columns and T-100 files with 50 and 41', async () => {
    const ontime = await readZippedText(
      file('On_Time_Reporting_Carrier_On_Time_Performance_1987_present_2025_4.zip'),
    );
    const header = ontime.split('\n')[0]!.split(',');
    expect(header.length).toBe(110);
    expect(header.slice(0, 11)).toEqual([
      '"Year"',
      '"Quarter"',
      '"Month"',
      '"DayofMonth"',
      '"DayOfWeek"',
      '"FlightDate"',
      '"Reporting_Airline"',
      '"DOT_ID_Reporting_Airline"',
      '"IATA_CODE_Reporting_Airline"',
      '"Tail_Number"',
      '"Flight_Number_Reporting_Airline"',
    ]);
    expect(header.at(-2)).toBe('"Div5TailNum"');
    const rows = await readZippedCsv(
      file('On_Time_Reporting_Carrier_On_Time_Performance_1987_present_2025_4.zip'),
    );
    for (const row of rows) expect(Object.keys(row).length).toBe(110);
    const segment = (await readZippedText(file('T_T100_SEGMENT_ALL_CARRIER_2025_4.zip')))
      .split('\n')[0]!
      .split(',');
    const market = (await readZippedText(file('T_T100_MARKET_ALL_CARRIER_2025_4.zip')))
      .split('\n')[0]!
      .split(',');
    expect([segment.length - 1, market.length - 1]).toEqual([50, 41]);
  });
});

describe('generated data is realistic', () => {
  it('keeps T-100 load factors within 0.6-0.95 and scheduled departures at or above performed', async () => {
    const rows = await readZippedCsv(file('T_T100_SEGMENT_ALL_CARRIER_2025_6.zip'));
    const passenger = rows.filter((r) => Number(r.SEATS) > 0);
    expect(passenger.length).toBeGreaterThan(100);
    for (const r of passenger) {
      const load = Number(r.PASSENGERS) / Number(r.SEATS);
      expect(load).toBeGreaterThanOrEqual(0.6);
      expect(load).toBeLessThanOrEqual(0.95);
    }
    for (const r of rows)
      expect(Number(r.DEPARTURES_SCHEDULED)).toBeGreaterThanOrEqual(Number(r.DEPARTURES_PERFORMED));
    const cargo = rows.filter((r) => r.CLASS === 'G');
    expect(cargo.length).toBeGreaterThan(0);
    for (const r of cargo) expect(r.AIRCRAFT_CONFIG).toBe('2');
  });

  it('matches on-time flights to T-100 departures and puts cancellation codes only on cancelled flights', async () => {
    const flights = await readZippedCsv(
      file('On_Time_Reporting_Carrier_On_Time_Performance_1987_present_2025_5.zip'),
    );
    const cancelled = flights.filter((f) => f.Cancelled === '1.00');
    for (const f of flights) expect(f.CancellationCode !== '').toBe(f.Cancelled === '1.00');
    const rate = cancelled.length / flights.length;
    expect(rate).toBeGreaterThan(0.005);
    expect(rate).toBeLessThan(0.04);
    const late = flights.filter((f) => f.ArrDel15 === '1.00').length / flights.length;
    expect(late).toBeGreaterThan(0.1);
    expect(late).toBeLessThan(0.35);
    for (const f of flights.filter((x) => x.Diverted === '1.00')) expect(f.ArrDelay).toBe('');
    const segments = await readZippedCsv(file('T_T100_SEGMENT_ALL_CARRIER_2025_5.zip'));
    const reporters = new Set(flights.map((f) => f.Reporting_Airline));
    const domestic = segments.filter((s) => reporters.has(s.UNIQUE_CARRIER) && s.DATA_SOURCE === 'DU');
    expect(flights.length).toBe(domestic.reduce((sum, s) => sum + Number(s.DEPARTURES_SCHEDULED), 0));
    expect(cancelled.length).toBe(
      domestic.reduce((sum, s) => sum + Number(s.DEPARTURES_SCHEDULED) - Number(s.DEPARTURES_PERFORMED), 0),
    );
  });

  it('splits round-trip fares into two directional markets that add up to the itinerary fare', async () => {
    const tickets = await readZippedCsv(file('Origin_and_Destination_Survey_DB1BTicket_2025_2.zip'));
    const markets = await readZippedCsv(file('Origin_and_Destination_Survey_DB1BMarket_2025_2.zip'));
    const byItin = new Map<string, Record<string, string>[]>();
    for (const m of markets) byItin.set(m.ItinID!, [...(byItin.get(m.ItinID!) ?? []), m]);
    const roundTrips = tickets.filter((t) => t.RoundTrip === '1.00');
    expect(roundTrips.length / tickets.length).toBeGreaterThan(0.45);
    for (const t of roundTrips) {
      const legs = byItin.get(t.ItinID!)!;
      expect(legs.length).toBe(2);
      expect(legs[0]!.Origin).toBe(legs[1]!.Dest);
      expect(legs.reduce((sum, m) => sum + Number(m.MktFare), 0)).toBeCloseTo(Number(t.ItinFare), 2);
    }
  });

  it('uses great-circle distances between the real airport coordinates', async () => {
    const airports = await readZippedCsv(file('T_MASTER_CORD.zip'));
    const where = new Map(
      airports
        .filter((a) => a.AIRPORT_IS_LATEST === '1')
        .map((a) => [a.AIRPORT!, [Number(a.LATITUDE), Number(a.LONGITUDE)] as const]),
    );
    expect(where.get('ATL')![0]).toBeCloseTo(33.6367, 3);
    const rad = Math.PI / 180;
    const miles = (a: readonly [number, number], b: readonly [number, number]) =>
      Math.round(
        2 *
          3958.8 *
          Math.asin(
            Math.sqrt(
              Math.sin(((b[0] - a[0]) * rad) / 2) ** 2 +
                Math.cos(a[0] * rad) * Math.cos(b[0] * rad) * Math.sin(((b[1] - a[1]) * rad) / 2) ** 2,
            ),
          ),
      );
    const coupons = await readZippedCsv(file('Origin_and_Destination_Survey_DB1BCoupon_2025_2.zip'));
    for (const c of coupons.slice(0, 500)) {
      expect(Number(c.Distance)).toBe(miles(where.get(c.Origin!)!, where.get(c.Dest!)!));
    }
  });
});

describe('determinism', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
  });

  async function digest(seed: number): Promise<Record<string, string>> {
    const dir = await mkdtemp(join(tmpdir(), 'atss-determinism-'));
    dirs.push(dir);
    await generateDataset({
      outDir: dir,
      seed,
      // determinism does not depend on the volume: the smallest scale that still writes every family
      scale: 0.0001,
      from: { year: 2025, month: 6 },
      to: { year: 2025, month: 7 },
    });
    const result: Record<string, string> = {};
    for (const name of (await readdir(dir)).sort()) {
      result[name] = createHash('sha256')
        .update(await readFile(join(dir, name)))
        .digest('hex');
    }
    return result;
  }

  it('writes byte-identical files for the same seed and options, different ones for another seed', async () => {
    const first = await digest(3);
    const second = await digest(3);
    expect(Object.keys(first).length).toBeGreaterThan(10);
    expect(second).toEqual(first);
    const other = await digest(4);
    expect(other['On_Time_Reporting_Carrier_On_Time_Performance_1987_present_2025_6.zip']).not.toBe(
      first['On_Time_Reporting_Carrier_On_Time_Performance_1987_present_2025_6.zip'],
    );
  });
});
