import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { csvFields, csvRecords } from '../../scripts/bts-codes.js';
import { DEMO_LARGEST_US_AIRPORTS } from '../../src/demo/build.js';
import { ONTIME_HEADER, ontimeRows } from '../../src/generate/ontime.js';
import { CARRIER_ON_TIME_PCT, HOURLY_DEPARTURES } from '../../src/generate/punctuality.js';
import { buildWorld } from '../../src/generate/network.js';
import { scheduleMonth, type SegmentMonth } from '../../src/generate/schedule.js';
import { ENPLANEMENTS_MILLIONS } from '../../src/generate/enplanements.js';

const ONTIME_SAMPLE = join(
  import.meta.dirname,
  '..',
  'fixtures',
  'bts',
  'ontime',
  'T_ONTIME_REPORTING_2024-01_ORD-MDW__xxremsteelexx.csv',
);

/** Per-key counts of `[flights, late arrivals]`. */
type Tally = Map<string, [number, number]>;
const add = (tally: Tally, key: string, late: boolean): void => {
  const entry = tally.get(key) ?? [0, 0];
  entry[0] += 1;
  entry[1] += late ? 1 : 0;
  tally.set(key, entry);
};
const onTimePct = (tally: Tally, key: string): number => {
  const [flights, late] = tally.get(key) ?? [0, 0];
  return 100 - (100 * late) / flights;
};

/**
 * Issue #42 point 2: the demo reads like the real network. Targets are public BTS/DOT aggregates named in
 * docs/demo-data.md ("Calibration"), or recomputed here from the real downloads in test/fixtures/bts/;
 * tolerances are what a synthetic month can honestly meet.
 */
describe('the demo world calibrated to the real network', () => {
  const world = buildWorld({ largestUsAirports: DEMO_LARGEST_US_AIRPORTS });
  const months = [1, 2, 3, 7].map((month) => ({ month, rows: scheduleMonth(world, 1, 2025, month, 0.05) }));
  const at = (name: (typeof ONTIME_HEADER)[number]) => ONTIME_HEADER.indexOf(name);
  const byCarrier: Tally = new Map();
  const byHour: Tally = new Map();
  const departures = new Map<string, Set<string>>();
  let afterNine = 0;
  for (const { month, rows } of months) {
    for (const line of ontimeRows(rows, 1, 2025, month)) {
      const f = csvFields(line);
      const hour = Number(f[at('CRSDepTime')]!.slice(0, 2));
      if (hour >= 21) afterNine += 1;
      const origin = f[at('Origin')]!;
      departures.set(origin, (departures.get(origin) ?? new Set()).add(f[at('Reporting_Airline')]!));
      if (f[at('ArrDel15')] === '') continue;
      const late = f[at('ArrDel15')] === '1.00';
      add(byCarrier, f[at('Reporting_Airline')]!, late);
      add(byHour, hour < 8 ? 'morning' : hour >= 17 && hour < 20 ? 'evening' : 'other', late);
    }
  }

  it('covers the 30 largest US airports (FAA boardings), LGA, MDW, DCA, MSP and SAN among them', () => {
    const largest = Object.entries(ENPLANEMENTS_MILLIONS)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 30)
      .map(([code]) => code);
    const us = world.airports.filter((a) => a.domestic).map((a) => a.iata);
    expect(us.sort()).toEqual(largest.sort());
    expect(us).toEqual(expect.arrayContaining(['LGA', 'MDW', 'DCA', 'MSP', 'SAN']));
  });

  it("spreads carriers' on-time arrivals as the DOT ranking does: ten or more points, in its order", () => {
    const rates = [...byCarrier.keys()].map((code) => [code, onTimePct(byCarrier, code)] as const);
    const values = rates.map(([, rate]) => rate);
    expect(Math.max(...values) - Math.min(...values)).toBeGreaterThanOrEqual(10);
    // each carrier within 5 points of its published figure over these months, plus three standard errors of
    // its sample (a regional with a few hundred flights varies more)
    for (const [code, rate] of rates) {
      const flights = byCarrier.get(code)![0];
      const error = 300 * Math.sqrt(((rate / 100) * (1 - rate / 100)) / flights);
      expect(Math.abs(rate - CARRIER_ON_TIME_PCT[code]!), code).toBeLessThanOrEqual(5 + error);
    }
    expect(onTimePct(byCarrier, 'AS')).toBeGreaterThan(onTimePct(byCarrier, 'B6') + 10);
  });

  it('makes mornings punctual and evenings late, and flies after 21:00 (the ORD/MDW January 2024 profile)', () => {
    expect(onTimePct(byHour, 'morning')).toBeGreaterThan(onTimePct(byHour, 'evening') + 2);
    expect(afterNine).toBeGreaterThan(0);
    // the profile is the real file's: recomputed from it, each hour's share within a tenth of a point
    const sample = csvRecords(ONTIME_SAMPLE).filter((r) => r.ORIGIN === 'ORD' || r.ORIGIN === 'MDW');
    const perHour = new Map<number, number>();
    for (const r of sample)
      perHour.set(
        Number(r.CRS_DEP_TIME!.slice(0, 2)),
        (perHour.get(Number(r.CRS_DEP_TIME!.slice(0, 2))) ?? 0) + 1,
      );
    for (const [hour, share] of HOURLY_DEPARTURES)
      expect(Math.abs((100 * (perHour.get(hour) ?? 0)) / sample.length - share), `${hour} h`).toBeLessThan(
        0.06,
      );
  });

  it('puts regional carriers at the hubs: OO, YX, OH, 9E flying from ORD, ATL and DTW', () => {
    for (const [hub, regionals] of [
      ['ORD', ['OO', 'YX', 'OH']],
      ['ATL', ['9E']],
      ['DTW', ['9E']],
    ] as const) {
      const carriers = departures.get(hub) ?? new Set();
      for (const code of regionals) expect(carriers.has(code), `${code} at ${hub}`).toBe(true);
    }
  });

  it('keeps route load factors plausible and changing a little month to month, months not repeating', () => {
    const key = (r: SegmentMonth) => `${r.segment.key}:${r.segment.aircraft.typeId}`;
    const [january, february] = [months[0]!.rows, months[1]!.rows].map(
      (rows) => new Map(rows.filter((r) => r.segment.operating.kind !== 'cargo').map((r) => [key(r), r])),
    );
    let both = 0;
    let same = 0;
    for (const [k, jan] of january!) {
      const feb = february!.get(k);
      if (!feb || jan.performed < 20 || feb.performed < 20) continue;
      both += 1;
      if (jan.passengers === feb.passengers && jan.performed === feb.performed) same += 1;
      expect(Math.abs(jan.passengers / jan.seats - feb.passengers / feb.seats), k).toBeLessThan(0.12);
    }
    expect(both).toBeGreaterThan(100);
    // at most a coincidence (a route full to its load factor bound both months with the same departures)
    expect(same / both).toBeLessThan(0.01);
    for (const { rows } of months) {
      const domestic = rows.filter((r) => !r.segment.international && r.segment.operating.kind !== 'cargo');
      const factor =
        domestic.reduce((s, r) => s + r.passengers, 0) / domestic.reduce((s, r) => s + r.seats, 0);
      // BTS's domestic system load factor runs about 0.78 (February) to 0.88 (July)
      expect(factor).toBeGreaterThan(0.74);
      expect(factor).toBeLessThan(0.9);
    }
  });

  it('connects passengers only at the carriers’ hubs (BOS-SFO not via a spoke)', () => {
    const pair = world.pairs.find((p) => p.origin.iata === 'BOS' && p.destination.iata === 'SFO')!;
    for (const option of pair.options.filter((o) => o.segments.length === 2))
      expect(option.carrier.hubs, option.carrier.code).toContain(option.segments[0]!.to.iata);
  });
});
