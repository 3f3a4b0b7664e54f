import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEFAULT_GENERATE_OPTIONS, generateDataset } from '../../src/generate/index.js';
import { readZippedCsv } from '../support/csv.js';
import { readZippedParquet } from '../support/parquet.js';

/**
 * The demo's world matches the real one where users look first. Expectations are typed here from public
 * figures, not taken from the generator: the FAA's busiest airports (CY2023 passenger boardings, in order) and
 * the FAA hub rule (a large hub has at least 1% of US boardings).
 */
const REAL_TOP_10 = ['ATL', 'DFW', 'DEN', 'ORD', 'LAX', 'JFK', 'LAS', 'MCO', 'CLT', 'MIA'];
/** Cargo hubs and secondary airports the old generator made large hubs: none has 1% of US boardings. */
const NOT_LARGE_HUBS = ['MEM', 'SDF', 'ONT', 'IND', 'OAK', 'SFB'];
const FARE_CLASSES = ['C', 'D', 'F', 'G', 'U', 'X', 'Y'];

const { rawDir } = inject('dataset');
let demoDir: string;
let segments: Record<string, string>[];
let flights: Record<string, string>[];

beforeAll(async () => {
  // June 2025 at the demo's own scale, as `npm start` builds it
  demoDir = await mkdtemp(join(tmpdir(), 'atss-demo-june-'));
  await generateDataset({
    ...DEFAULT_GENERATE_OPTIONS,
    outDir: demoDir,
    from: { year: 2025, month: 6 },
    to: { year: 2025, month: 6 },
    only: ['t100', 'ontime'],
  });
  segments = await readZippedCsv(join(demoDir, 'T_T100_SEGMENT_ALL_CARRIER_2025_6.zip'));
  flights = await readZippedCsv(
    join(demoDir, 'On_Time_Reporting_Carrier_On_Time_Performance_1987_present_2025_6.zip'),
  );
});
afterAll(() => rm(demoDir, { recursive: true, force: true }));

/** US airports by passengers boarded (T-100 segment origin passengers), largest first, with their shares. */
function boardings(): [string, number][] {
  const byOrigin = new Map<string, number>();
  for (const s of segments.filter((row) => row.ORIGIN_COUNTRY === 'US')) {
    byOrigin.set(s.ORIGIN!, (byOrigin.get(s.ORIGIN!) ?? 0) + Number(s.PASSENGERS));
  }
  const total = [...byOrigin.values()].reduce((a, b) => a + b, 0);
  return [...byOrigin].map(([code, n]) => [code, n / total] as [string, number]).sort((a, b) => b[1] - a[1]);
}

describe('the demo world looks like the real one', () => {
  it('makes ATL the largest airport and the real ten largest the large hubs that lead', () => {
    const ranked = boardings();
    expect(ranked[0]![0]).toBe('ATL');
    const top12 = ranked.slice(0, 12).map(([code]) => code);
    for (const code of REAL_TOP_10) expect(top12).toContain(code);
    const share = new Map(ranked);
    for (const code of REAL_TOP_10) expect(share.get(code)!).toBeGreaterThanOrEqual(0.01);
    for (const code of NOT_LARGE_HUBS) expect(share.get(code) ?? 0).toBeLessThan(0.01);
  });

  it('flies ATL-LAX in June 2025 (README example 1) as often as the real route at the demo scale', () => {
    const atlLax = flights.filter((f) => f.Origin === 'ATL' && f.Dest === 'LAX').length;
    // real: about a dozen nonstops a day each way (~360 a month); the demo is 1/100 of real volumes
    const scaled = 360 * DEFAULT_GENERATE_OPTIONS.scale;
    expect(atlLax).toBeGreaterThanOrEqual(Math.floor(scaled * 0.75));
    expect(atlLax).toBeLessThanOrEqual(Math.ceil(scaled * 3));
  });
});

describe('tickets have the variety of real ones', () => {
  let coupons: Record<string, string>[];
  let markets: Record<string, string>[];
  beforeAll(async () => {
    coupons = await readZippedCsv(join(rawDir, 'Origin_and_Destination_Survey_DB1BCoupon_2025_2.zip'));
    markets = await readZippedCsv(join(rawDir, 'Origin_and_Destination_Survey_DB1BMarket_2025_2.zip'));
  });

  it('has surface (ground) coupons: fare class -, coupon type D, operator --, inside connecting markets', () => {
    const ground = coupons.filter((c) => c.FareClass === '-');
    expect(ground.length).toBeGreaterThan(0);
    for (const c of ground) {
      expect(c.CouponType).toBe('D');
      expect(c.OpCarrier).toBe('--');
    }
    const marketCoupons = new Map(markets.map((m) => [m.MktID!, Number(m.MktCoupons)]));
    for (const c of ground) expect(marketCoupons.get(c.MktID!)).toBeGreaterThan(1);
  });

  it('has interline markets: TkCarrierChange set exactly when the ticketing carriers differ', () => {
    const changed = markets.filter((m) => m.TkCarrierChange === '1.00');
    expect(changed.length).toBeGreaterThan(0);
    for (const m of markets) {
      const carriers = new Set(m.TkCarrierGroup!.split(':'));
      expect(m.TkCarrierChange).toBe(carriers.size > 1 ? '1.00' : '0.00');
    }
  });

  it('uses every fare class, and some markets mix fare classes across their coupons', () => {
    const seen = new Set(coupons.map((c) => c.FareClass));
    for (const fareClass of FARE_CLASSES) expect(seen).toContain(fareClass);
    const classesOf = new Map<string, Set<string>>();
    for (const c of coupons.filter((x) => x.FareClass !== '-')) {
      classesOf.set(c.MktID!, (classesOf.get(c.MktID!) ?? new Set()).add(c.FareClass!));
    }
    expect([...classesOf.values()].filter((set) => set.size > 1).length).toBeGreaterThan(0);
  });

  it('prices DB1C tickets higher the shorter the purchase window', async () => {
    const name = (await readdir(rawDir)).find((n) => n.startsWith('DB1C.TICKET.202507'))!;
    const tickets = await readZippedParquet(join(rawDir, name));
    const mean = (window: string) => {
      const rows = tickets.filter((t) => t.PurchaseWindowGroup === window && Number(t.TotalAmount) > 0);
      expect(rows.length).toBeGreaterThan(50);
      return rows.reduce((sum, t) => sum + Number(t.TotalAmount), 0) / rows.length;
    };
    const late = mean('21AP');
    const middle = mean('2290');
    const early = mean('91UP');
    expect(late).toBeGreaterThan(middle * 1.2);
    expect(middle).toBeGreaterThan(early * 1.1);
  });
});
