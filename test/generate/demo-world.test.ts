import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { DEMO_LARGEST_US_AIRPORTS } from '../../src/demo/build.js';
import { buildWorld, daysInMonth } from '../../src/generate/network.js';
import { scheduleMonth, type SegmentMonth } from '../../src/generate/schedule.js';

/**
 * The demo `npm start` builds is a world people recognise (issue #27): its largest routes are flown by the
 * carriers that fly them in reality, at a daily frequency like the real one. The expectations are public
 * facts about US airlines (2024), not numbers read from the generator.
 */
describe('the demo world', () => {
  const world = buildWorld({ largestUsAirports: DEMO_LARGEST_US_AIRPORTS });
  const scale = loadConfig({}).demoScale;
  const june = scheduleMonth(world, 1, 2025, 6, scale);
  const between = (from: string, to: string): SegmentMonth[] =>
    june.filter((r) => r.segment.from.iata === from && r.segment.to.iata === to && r.passengers > 0);
  const byCarrier = (rows: readonly SegmentMonth[], measure: (r: SegmentMonth) => number) => {
    const totals = new Map<string, number>();
    for (const row of rows)
      totals.set(row.segment.operating.code, (totals.get(row.segment.operating.code) ?? 0) + measure(row));
    return [...totals].sort((a, b) => b[1] - a[1]);
  };

  it('holds the largest US airports, ORD, BOS and LAX among them', () => {
    const us = world.airports.filter((a) => a.domestic).map((a) => a.iata);
    expect(us).toHaveLength(DEMO_LARGEST_US_AIRPORTS);
    expect(us).toEqual(expect.arrayContaining(['ATL', 'DFW', 'DEN', 'LAX', 'ORD', 'JFK', 'BOS', 'SFO']));
  });

  it('flies BOS-LAX with JetBlue, Delta, American, United and Alaska, JetBlue the largest', () => {
    const carriers = byCarrier(between('BOS', 'LAX'), (r) => r.passengers);
    expect(carriers.map(([code]) => code).sort()).toEqual(['AA', 'AS', 'B6', 'DL', 'UA']);
    expect(carriers[0]![0]).toBe('B6');
  });

  it('flies ATL-LAX about a dozen times a day at real volume (the demo: times its scale), most of it Delta', () => {
    const rows = between('ATL', 'LAX');
    const perDay = rows.reduce((sum, r) => sum + r.performed, 0) / daysInMonth(2025, 6);
    // the demo carries a fifth of real volume (scale 0.2): a fifth of the real dozen a day, within 2x
    expect(perDay).toBeGreaterThanOrEqual((12 * scale) / 2);
    expect(perDay).toBeLessThanOrEqual(12 * scale * 2);
    const carriers = byCarrier(rows, (r) => r.performed);
    expect(carriers[0]![0]).toBe('DL');
    expect(carriers[0]![1] / rows.reduce((sum, r) => sum + r.performed, 0)).toBeGreaterThan(0.5);
  });

  it("makes United and American ORD's two largest carriers", () => {
    const fromOrd = june.filter(
      (r) => r.segment.from.iata === 'ORD' && ['network', 'lcc'].includes(r.segment.marketing.kind),
    );
    const carriers = byCarrier(fromOrd, (r) => r.performed).map(([code]) => code);
    expect(carriers.slice(0, 2).sort()).toEqual(['AA', 'UA']);
  });
});
