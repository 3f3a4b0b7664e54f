/**
 * Measures the demo world against the public aggregates docs/demo-data.md names (issue #42 point 2), from the
 * generated data itself (the generator's month schedules, the single source of its T-100 and on-time counts):
 * the largest routes' yearly passengers against their real size, where passengers connect, and how many
 * segment-months repeat the month before. `npx tsx scripts/demo-calibration.ts [scale] [airports|all]` (default:
 * the demo's scale and its 30 airports; `all`: every airport the generator knows).
 */
import { DEMO_LARGEST_US_AIRPORTS, demoGenerateOptions } from '../src/demo/build.js';
import { buildWorld } from '../src/generate/network.js';
import { scheduleMonth, type SegmentMonth } from '../src/generate/schedule.js';

/**
 * Real size: OAG's seats a year (both directions, 2023) of the largest US domestic routes, as published (Business
 * Insider, 29 Dec 2023), times BTS's domestic system load factor (~0.84 in 2023): passengers a year.
 */
const REAL_SEATS_MILLIONS: Readonly<Record<string, number>> = {
  'ATL-MCO': 3.5,
  'LAS-LAX': 3.5,
  'JFK-LAX': 3.2,
  'DEN-PHX': 3.2,
  'LAX-SFO': 3.2,
  'ATL-LGA': 2.71,
  'LAX-ORD': 2.67,
};
const SYSTEM_LOAD_FACTOR = 0.84;

const scale = Number(process.argv[2] ?? demoGenerateOptions(0.2).scale);
const airports = process.argv[3] === 'all' ? undefined : Number(process.argv[3] ?? DEMO_LARGEST_US_AIRPORTS);
const world = buildWorld(airports === undefined ? {} : { largestUsAirports: airports });
const months = Array.from({ length: 12 }, (_, k) => ({
  year: k < 6 ? 2024 : 2025,
  month: ((k + 6) % 12) + 1,
}));
const pairKey = (r: SegmentMonth) => [r.segment.from.iata, r.segment.to.iata].sort().join('-');

const perPair = new Map<string, number>();
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
console.log('| route | generated passengers a year | real (OAG seats x 0.84) | generated / real | rank |');
console.log('|---|---|---|---|---|');
for (const [route, seats] of Object.entries(REAL_SEATS_MILLIONS)) {
  const generated = perPair.get(route) ?? 0;
  const real = seats * 1e6 * SYSTEM_LOAD_FACTOR;
  const rank = ranked.findIndex(([key]) => key === route) + 1;
  console.log(
    `| ${route} | ${generated.toLocaleString('en-US')} | ${Math.round(real).toLocaleString('en-US')} | ${(generated / real).toFixed(2)} | ${rank} |`,
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
console.log(`segment-months (20+ departures) equal to the month before: ${repeated} of ${compared}`);
