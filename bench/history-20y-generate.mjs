// One year of the 20-year history (issue #46) in the BTS download formats, at a scale that keeps the network's
// cardinalities while reducing the rows per route. Built from the generator's own parts (dist/generate), so the
// files, columns and draws are the generator's; only the volumes differ from `atss generate --scale`, whose one
// scale thins flights and tickets alike and so drops the rare routes (a segment's month or an O&D pair whose
// Poisson draw is 0) that the index and the memory depend on:
// - T-100: every segment of the month at scale 1 (the month's full network: ~15,400 segment rows).
// - On-time: the scale-1 schedule, each carrier-route's flights times FLIGHT_SHARE (at least one flight for every
//   carrier-route the scale-1 month flies; cancellations rounded at random, so their share is kept).
// - DB1B (quarters to 2025 Q2) and DB1C (months from 2025-07): each O&D pair is in the sample with the chance
//   a scale-1 sample has of drawing it, and then gets TICKET_SHARE of its scale-1 itineraries, at least
//   MIN_ITINERARIES on average.
// Usage: node bench/history-20y-generate.mjs OUT_DIR YEAR|reference|db1c [FLIGHT_SHARE [TICKET_SHARE]]
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { readmeHtml } from '../dist/generate/csv.js';
import { writeDb1bQuarter } from '../dist/generate/db1b.js';
import { writeDb1cMonth } from '../dist/generate/db1c.js';
import {
  DB1B_ITINERARIES_PER_QUARTER,
  DB1C_ITINERARIES_PER_MONTH,
  sampleItineraries,
} from '../dist/generate/itineraries.js';
import { buildWorld, seasonality } from '../dist/generate/network.js';
import { ONTIME_HEADER, ontimeRows } from '../dist/generate/ontime.js';
import { Random } from '../dist/generate/random.js';
import { writeReferenceFiles } from '../dist/generate/reference-files.js';
import { scheduleMonth } from '../dist/generate/schedule.js';
import {
  T100_MARKET_HEADER,
  T100_SEGMENT_HEADER,
  mergeBySegmentKey,
  t100MarketRow,
  t100SegmentRow,
} from '../dist/generate/t100.js';
import { writeZippedCsv } from '../dist/generate/zip-writer.js';

export const SEED = 11;
/** DB1B's last quarter and DB1C's first month, as `atss generate` has them. */
const LAST_DB1B = { year: 2025, quarter: 2 };
const FIRST_DB1C = { year: 2025, month: 7 };
/**
 * The least mean itineraries of an O&D pair in the sample: Poisson(1.5) leaves 22% of the pairs a scale-1
 * sample draws without one (a mean of 4 would leave 2%, at 2.6 times the itineraries: too slow for 80 quarters
 * on 2 shared cores).
 */
const MIN_ITINERARIES = 1.5;

/** The month's schedule with each carrier-route's flights thinned to `share` (at least one). */
function thinned(schedule, share, random) {
  return schedule.map((row) => {
    const scheduled = Math.max(1, Math.round(row.scheduled * share));
    const expected = row.cancelled * share;
    const cancelled = Math.min(scheduled, Math.floor(expected) + (random.chance(expected % 1) ? 1 : 0));
    return { ...row, scheduled, cancelled, performed: scheduled - cancelled };
  });
}

async function writeMonthly(world, outDir, year, month, flightShare) {
  const schedule = scheduleMonth(world, SEED, year, month, 1);
  const segmentZip = join(outDir, `T_T100_SEGMENT_ALL_CARRIER_${year}_${month}.zip`);
  const marketZip = join(outDir, `T_T100_MARKET_ALL_CARRIER_${year}_${month}.zip`);
  const segments = mergeBySegmentKey(schedule).map((r) => t100SegmentRow(r, year, month));
  await writeZippedCsv(segmentZip, 'T_T100_SEGMENT_ALL_CARRIER.csv', T100_SEGMENT_HEADER, segments);
  const markets = schedule
    .filter((r) => r.segment.operating.kind !== 'cargo' || r.freight > 0)
    .map((r) => t100MarketRow(r, year, month));
  await writeZippedCsv(marketZip, 'T_T100_MARKET_ALL_CARRIER.csv', T100_MARKET_HEADER, markets);
  const ontimeZip = join(
    outDir,
    `On_Time_Reporting_Carrier_On_Time_Performance_1987_present_${year}_${month}.zip`,
  );
  const random = new Random(SEED).fork(`history-20y-thin:${year}-${month}`);
  return writeZippedCsv(
    ontimeZip,
    `On_Time_Reporting_Carrier_On_Time_Performance_(1987_present)_${year}_${month}.csv`,
    ONTIME_HEADER,
    ontimeRows(thinned(schedule, flightShare, random), SEED, year, month),
    readmeHtml('On-Time Reporting Carrier On-Time Performance (1987-present)', ONTIME_HEADER),
  );
}

/**
 * The world with its O&D pairs replaced by those a scale-1 sample of `scale1Count` itineraries draws (each with
 * that sample's chance of at least one), each pair's demand set to the mean it gets in this sample: a sample of
 * the returned `count` then draws Poisson(mean) itineraries per pair (sampleItineraries).
 */
function sampledWorld(world, scale1Count, ticketShare, random) {
  const total = world.pairs.reduce((sum, pair) => sum + pair.demand, 0);
  const pairs = [];
  for (const pair of world.pairs) {
    const scale1Mean = (scale1Count * pair.demand) / total;
    if (!random.chance(1 - Math.exp(-scale1Mean))) continue;
    pairs.push({ ...pair, demand: Math.max(MIN_ITINERARIES, scale1Mean * ticketShare) });
  }
  return { world: { ...world, pairs }, count: pairs.reduce((sum, pair) => sum + pair.demand, 0) };
}

async function writeDb1b(world, outDir, year, quarter, ticketShare) {
  const months = [0, 1, 2].map((k) => quarter * 3 - k);
  const season = months.reduce((sum, month) => sum + seasonality(month), 0) / 3;
  const pairsRandom = new Random(SEED).fork(`history-20y-pairs:${year}Q${quarter}`);
  const sample = sampledWorld(world, DB1B_ITINERARIES_PER_QUARTER * season, ticketShare, pairsRandom);
  const random = new Random(SEED).fork(`db1b:${year}Q${quarter}`);
  const idPrefix = Number(`${year}${quarter}`) * 10_000_000;
  return writeDb1bQuarter(
    outDir,
    year,
    quarter,
    sampleItineraries(sample.world, random, sample.count, idPrefix, false),
  );
}

async function writeDb1c(world, outDir, year, month, ticketShare) {
  const pairsRandom = new Random(SEED).fork(`history-20y-pairs:${year}-${month}`);
  const scale1Count = DB1C_ITINERARIES_PER_MONTH * seasonality(month);
  const sample = sampledWorld(world, scale1Count, ticketShare, pairsRandom);
  const random = new Random(SEED).fork(`db1c:${year}-${month}`);
  const idPrefix = Number(`${year}${String(month).padStart(2, '0')}`) * 100_000_000;
  return writeDb1cMonth(
    outDir,
    year,
    month,
    sampleItineraries(sample.world, random, sample.count, idPrefix, true),
  );
}

/** Writes one year of every family (or the reference files) into `outDir`; returns the rows written. */
/** DB1C months written alone (part `db1c`, for a history whose 2025 is not generated): from 2025-07. */
export const DB1C_MONTHS = Number(process.env.ATSS_HISTORY_DB1C_MONTHS ?? 3);

/**
 * Writes one part of the history into `outDir`: `reference` (the reference files), `db1c` (DB1C_MONTHS DB1C
 * months from 2025-07 alone) or a year of every family (DB1B quarters to 2025 Q2, DB1C months from 2025-07).
 * Returns the rows written.
 */
export async function generatePart(outDir, part, flightShare, ticketShare) {
  await mkdir(outDir, { recursive: true });
  const world = buildWorld();
  if (part === 'reference') return { files: (await writeReferenceFiles(outDir, world.airports)).length };
  const rows = { ontime: 0, db1b_market: 0, db1c_market: 0 };
  if (part === 'db1c') {
    for (let month = FIRST_DB1C.month; month < FIRST_DB1C.month + DB1C_MONTHS; month++)
      rows.db1c_market += (await writeDb1c(world, outDir, FIRST_DB1C.year, month, ticketShare)).markets;
    return rows;
  }
  const year = Number(part);
  for (let month = 1; month <= 12; month++) {
    rows.ontime += await writeMonthly(world, outDir, year, month, flightShare);
    const quarter = month / 3;
    const db1b = year < LAST_DB1B.year || (year === LAST_DB1B.year && quarter <= LAST_DB1B.quarter);
    if (month % 3 === 0 && db1b)
      rows.db1b_market += (await writeDb1b(world, outDir, year, quarter, ticketShare)).markets;
    if (year > FIRST_DB1C.year || (year === FIRST_DB1C.year && month >= FIRST_DB1C.month))
      rows.db1c_market += (await writeDb1c(world, outDir, year, month, ticketShare)).markets;
  }
  return rows;
}

if (process.argv[1] === import.meta.filename) {
  const [outDir, part, flightShare = '0.1', ticketShare = '0.01'] = process.argv.slice(2);
  if (!outDir || !part)
    throw new Error(
      'usage: node bench/history-20y-generate.mjs OUT_DIR YEAR|reference|db1c [FLIGHT_SHARE [TICKET_SHARE]]',
    );
  console.log(JSON.stringify(await generatePart(outDir, part, Number(flightShare), Number(ticketShare))));
}
