/**
 * Measures the demo world against the public aggregates docs/demo-data.md names (issue #42 point 2), from the
 * generated data itself (the generator's month schedules, the single source of its T-100 and on-time counts):
 * the largest routes' yearly passengers against their real size, where passengers connect, and how many
 * segment-months repeat the month before. `npx tsx scripts/demo-calibration.ts [scale] [airports|all]` (default:
 * the demo's scale and its 30 airports; `all`: every airport the generator knows).
 */
import { DEMO_LARGEST_US_AIRPORTS, demoGenerateOptions } from '../src/demo/build.js';
import { BUSIEST_ROUTES, realPassengers } from '../src/generate/busiest-routes.js';
import { buildWorld } from '../src/generate/network.js';
import { scheduleMonth, type SegmentMonth } from '../src/generate/schedule.js';

const scale = Number(process.argv[2] ?? demoGenerateOptions(0.2).scale);
const airports = process.argv[3] === 'all' ? undefined : Number(process.argv[3] ?? DEMO_LARGEST_US_AIRPORTS);
const world = buildWorld(airports === undefined ? {} : { largestUsAirports: airports });
const months = Array.from({ length: 12 }, (_, k) => ({
  year: k < 6 ? 2024 : 2025,
  month: ((k + 6) % 12) + 1,
}));
const pairKey = (r: SegmentMonth) => [r.segment.from.iata, r.segment.to.iata].sort().join('-');

const perPair = new Map<string, number>();
const boarded = new Map<string, number>();
let previous = new Map<string, number>();
let compared = 0;
let repeated = 0;
for (const { year, month } of months) {
  const rows = scheduleMonth(world, demoGenerateOptions(scale).seed, year, month, scale).filter(
    (r) => r.segment.operating.kind !== 'cargo',
  );
  const cells = new Map<string, number>();
  for (const r of rows) {
    if (!r.segment.international) perPair.set(pairKey(r), (perPair.get(pairKey(r)) ?? 0) + r.passengers);
    const origin = r.segment.from;
    if (origin.domestic) boarded.set(origin.iata, (boarded.get(origin.iata) ?? 0) + r.passengers);
    const cell = `${r.segment.key}:${r.segment.aircraft.typeId}`;
    const value = r.passengers * 100_000 + r.performed;
    cells.set(cell, value);
    if (previous.has(cell) && r.performed >= 20) {
      compared += 1;
      if (previous.get(cell) === value) repeated += 1;
    }
  }
  previous = cells;
}

const ranked = [...perPair.entries()].sort((a, b) => b[1] - a[1]);
console.log(`scale ${scale}, ${airports ?? 'all'} airports, ${months.length} months (2024-07..2025-06)\n`);
console.log(
  `| route | generated passengers a year | real x ${scale} (source) | generated / (real x scale) | rank |`,
);
console.log('|---|---|---|---|---|');
for (const listed of BUSIEST_ROUTES) {
  const { route } = listed;
  const generated = perPair.get(route) ?? 0;
  const real = realPassengers(listed) * scale;
  const rank = ranked.findIndex(([key]) => key === route) + 1;
  console.log(
    `| ${route} | ${generated.toLocaleString('en-US')} | ${Math.round(real).toLocaleString('en-US')} (${listed.source}) | ${(generated / real).toFixed(2)} | ${rank || 'not flown'} |`,
  );
}
console.log(
  `\nthe ten largest generated: ${ranked
    .slice(0, 10)
    .map(([k, v]) => `${k} ${(v / 1e6).toFixed(2)} M`)
    .join(', ')}`,
);
const top50 = ranked.slice(0, 50).map(([, v]) => v);
console.log(`the 50th largest: ${ranked[49]?.[0]} ${(top50.at(-1)! / 1e6).toFixed(2)} M passengers a year`);

let viaHub = 0;
let connecting = 0;
for (const pair of world.pairs)
  for (const option of pair.options.filter((o) => o.segments.length === 2)) {
    connecting += option.weight * pair.demand;
    if (option.carrier.hubs.includes(option.segments[0]!.to.iata)) viaHub += option.weight * pair.demand;
  }
console.log(
  `connections at the marketing carrier's hubs: ${((100 * viaHub) / connecting).toFixed(1)}% of connecting demand`,
);
const totalBoarded = [...boarded.values()].reduce((a, b) => a + b, 0);
const totalWeight = world.airports.filter((a) => a.domestic).reduce((sum, a) => sum + a.weight, 0);
const deviations = world.airports
  .filter((a) => a.domestic && a.weight >= 0.002 * totalWeight)
  .map((a) => [a.iata, (boarded.get(a.iata) ?? 0) / totalBoarded / (a.weight / totalWeight)] as const)
  .sort((x, y) => Math.abs(Math.log(y[1])) - Math.abs(Math.log(x[1])));
console.log(
  `airports' share of boardings / real share (airports of 0.2%+ of boardings), farthest first: ${deviations
    .slice(0, 5)
    .map(([code, ratio]) => `${code} ${ratio.toFixed(3)}`)
    .join(', ')}`,
);
console.log(`segment-months (20+ departures) equal to the month before: ${repeated} of ${compared}`);
