import { describe, expect, it } from 'vitest';
import { DEMO_LARGEST_US_AIRPORTS, demoGenerateOptions } from '../../src/demo/build.js';
import { BUSIEST_ROUTES } from '../../src/generate/busiest-routes.js';
import { ENPLANEMENTS_MILLIONS } from '../../src/generate/enplanements.js';
import { buildWorld } from '../../src/generate/network.js';
import { scheduleMonth } from '../../src/generate/schedule.js';

/**
 * Issue #42 point 2: the demo's largest routes are the real ones, of their real size at the demo's scale (a fifth
 * of real volume: compared against the published figure times 0.2), and hub-to-hub routes are no larger than
 * the complete OAG 2024 top ten allows. Sizes are summed from a year of the generator's month schedules (the
 * single source of its T-100 segment passengers), both directions, connecting passengers included (as T-100 and
 * OAG count a route).
 */
describe("the demo's largest routes against the published busiest US routes", () => {
  const { scale, seed } = demoGenerateOptions(0.2);
  const world = buildWorld({ largestUsAirports: DEMO_LARGEST_US_AIRPORTS });
  const perRoute = new Map<string, number>();
  const boarded = new Map<string, number>();
  for (let k = 0; k < 12; k += 1) {
    const [year, month] = k < 6 ? [2024, k + 7] : [2025, k - 5];
    for (const row of scheduleMonth(world, seed, year, month, scale)) {
      const { from, to, international, operating } = row.segment;
      if (operating.kind === 'cargo') continue;
      if (from.domestic) boarded.set(from.iata, (boarded.get(from.iata) ?? 0) + row.passengers);
      if (international) continue;
      const key = [from.iata, to.iata].sort().join('-');
      perRoute.set(key, (perRoute.get(key) ?? 0) + row.passengers);
    }
  }
  const inWorld = new Set(world.airports.map((a) => a.iata));
  const listed = BUSIEST_ROUTES.filter((r) => r.route.split('-').every((code) => inWorld.has(code)));
  // the published figure in passengers: OAG's seats times BTS's ~0.84 domestic load factor
  const scaledReal = (size: number, unit: string) => (unit === 'seats' ? size * 0.84 : size) * scale;
  const ranked = [...perRoute].sort((a, b) => b[1] - a[1]);

  it('sizes each listed route within 2x of its published size times the demo scale', () => {
    expect(scale).toBe(0.2);
    expect(listed.map((r) => r.route)).toContain('ATL-MCO');
    expect(listed.length).toBeGreaterThanOrEqual(10);
    for (const { route, size, unit } of listed) {
      const ratio = (perRoute.get(route) ?? 0) / scaledReal(size, unit);
      expect(ratio, route).toBeGreaterThanOrEqual(0.5);
      expect(ratio, route).toBeLessThanOrEqual(2);
    }
  });

  it('keeps every other route (hub-to-hub ones first) within 2x of the tenth of the complete 2024 top ten', () => {
    // OAG's 2024 list is complete: every route it leaves out had fewer seats than its tenth (DEN-LAS)
    const tenth = scaledReal(2_885_378, 'seats');
    const names = new Set(listed.map((r) => r.route));
    for (const [route, passengers] of ranked.filter(([key]) => !names.has(key)))
      expect(passengers / tenth, route).toBeLessThanOrEqual(2);
  });

  it('ranks the listed routes first: most of the ten largest generated routes are listed ones', () => {
    const names = new Set(listed.map((r) => r.route));
    const topTen = ranked.slice(0, 10).map(([route]) => route);
    expect(topTen.filter((route) => names.has(route)).length, topTen.join(' ')).toBeGreaterThanOrEqual(6);
  });

  it("keeps each demo airport's share of boardings its real (FAA) share", () => {
    const total = [...boarded.values()].reduce((a, b) => a + b, 0);
    const us = world.airports.filter((a) => a.domestic).map((a) => a.iata);
    const realTotal = us.reduce((sum, code) => sum + ENPLANEMENTS_MILLIONS[code]!, 0);
    for (const code of us) {
      const ratio = (boarded.get(code) ?? 0) / total / (ENPLANEMENTS_MILLIONS[code]! / realTotal);
      expect(Math.abs(ratio - 1), code).toBeLessThan(0.03);
    }
  });
});
