import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { writeDb1bQuarter } from './db1b.js';
import { writeDb1cMonth } from './db1c.js';
import {
  DB1B_ITINERARIES_PER_QUARTER,
  DB1C_ITINERARIES_PER_MONTH,
  sampleItineraries,
} from './itineraries.js';
import { buildWorld, seasonality } from './network.js';
import { ONTIME_HEADER, ontimeRows } from './ontime.js';
import { Random } from './random.js';
import { writeReferenceFiles } from './reference-files.js';
import { scheduleMonth } from './schedule.js';
import {
  T100_MARKET_HEADER,
  T100_SEGMENT_HEADER,
  mergeBySegmentKey,
  t100MarketRow,
  t100SegmentRow,
} from './t100.js';
import { writeZippedCsv } from './zip-writer.js';
import { readmeHtml } from './csv.js';
import {
  monthKey,
  periodOrdinal,
  periodsBetween,
  quarterKey,
  quarterOfMonth,
  type Period,
} from '../storage/periods.js';

export interface YearMonth {
  readonly year: number;
  readonly month: number;
}

export interface GenerateOptions {
  readonly outDir: string;
  readonly seed: number;
  readonly scale: number;
  /** Scale of the ticket samples (DB1B, DB1C), when it differs from `scale` (the demo samples fewer). */
  readonly ticketScale?: number;
  /** Keep only this many of the largest US airports (and the foreign gateways); absent: every airport. */
  readonly largestUsAirports?: number;
  readonly from: YearMonth;
  readonly to: YearMonth;
  readonly onProgress?: (message: string) => void;
  /** Called after each step (the reference files, then each month) with the steps done and in all. */
  readonly onStep?: (done: number, total: number) => void;
  /** Families to write (default: all). */
  readonly only?: readonly GeneratedFamily[];
}

export const GENERATED_FAMILIES = ['reference', 't100', 'ontime', 'db1b', 'db1c'] as const;
export type GeneratedFamily = (typeof GENERATED_FAMILIES)[number];

/** The files of one family and period: what an ingest must be given together. */
export interface WrittenPeriod {
  readonly family: GeneratedFamily;
  /** `reference`, `2025-06` (monthly families) or `2025Q2` (DB1B). */
  readonly period: string;
  readonly files: readonly string[];
}

export interface GenerateSummary {
  /** Absolute paths of the files written. */
  readonly files: string[];
  /** The same files, grouped by family and period, in the order written. */
  readonly periods: WrittenPeriod[];
  /** Rows written per file family. */
  readonly rows: Record<string, number>;
}

export const DEFAULT_GENERATE_OPTIONS = {
  seed: 1,
  scale: 0.01,
  from: { year: 2024, month: 7 },
  to: { year: 2025, month: 12 },
} as const satisfies Omit<GenerateOptions, 'outDir'>;

/** DB1B (quarterly) ends with 2025 Q2; DB1C (monthly) starts with July 2025. */
const LAST_DB1B_QUARTER: Period = { year: 2025, index: 2 };
const FIRST_DB1C_MONTH: Period = { year: 2025, index: 7 };

/** A month of the options as a period of grain month (storage/periods.ts). */
const monthOf = (ym: YearMonth): Period => ({ year: ym.year, index: ym.month });
const monthOrdinal = (ym: YearMonth): number => periodOrdinal(monthOf(ym), 'month');

function monthsBetween(from: YearMonth, to: YearMonth): YearMonth[] {
  return periodsBetween(monthOf(from), monthOf(to), 'month').map(({ year, index }) => ({
    year,
    month: index,
  }));
}

/** Writes a whole synthetic dataset in the BTS download formats. Same options, same bytes. */
// eslint-disable-next-line max-lines-per-function -- still to split: its draws must keep their order, or the shipped demo store changes (#41)
export async function generateDataset(options: GenerateOptions): Promise<GenerateSummary> {
  const outDir = resolve(options.outDir);
  await mkdir(outDir, { recursive: true });
  const log = options.onProgress ?? (() => undefined);
  const world = buildWorld(
    options.largestUsAirports === undefined ? {} : { largestUsAirports: options.largestUsAirports },
  );
  const ticketScale = options.ticketScale ?? options.scale;
  const files: string[] = [];
  const periods: WrittenPeriod[] = [];
  const record = (family: GeneratedFamily, period: string, paths: readonly string[]) => {
    files.push(...paths);
    periods.push({ family, period, files: paths });
  };
  const rows: Record<string, number> = {};
  const add = (family: string, count: number) => {
    rows[family] = (rows[family] ?? 0) + count;
  };
  const wanted = (family: GeneratedFamily) => options.only === undefined || options.only.includes(family);
  if (wanted('reference')) {
    record('reference', 'reference', await writeReferenceFiles(outDir, world.airports));
    add('reference_airports', world.airports.length);
  }

  const months = monthsBetween(options.from, options.to);
  let stepsDone = 1;
  options.onStep?.(stepsDone, months.length + 1);
  for (const { year, month } of months) {
    const schedule = scheduleMonth(world, options.seed, year, month, options.scale);
    const label = monthKey(year, month);
    if (wanted('t100')) {
      const segmentZip = join(outDir, `T_T100_SEGMENT_ALL_CARRIER_${year}_${month}.zip`);
      const marketZip = join(outDir, `T_T100_MARKET_ALL_CARRIER_${year}_${month}.zip`);
      const segmentRows = mergeBySegmentKey(schedule).map((r) => t100SegmentRow(r, year, month));
      add(
        't100_segment',
        await writeZippedCsv(segmentZip, 'T_T100_SEGMENT_ALL_CARRIER.csv', T100_SEGMENT_HEADER, segmentRows),
      );
      const marketRows = schedule
        .filter((r) => r.segment.operating.kind !== 'cargo' || r.freight > 0)
        .map((r) => t100MarketRow(r, year, month));
      add(
        't100_market',
        await writeZippedCsv(marketZip, 'T_T100_MARKET_ALL_CARRIER.csv', T100_MARKET_HEADER, marketRows),
      );
      record('t100', label, [segmentZip, marketZip]);
      log(`${label}: T-100 ${schedule.length} segment rows`);
    }
    if (wanted('ontime')) {
      const ontimeZip = join(
        outDir,
        `On_Time_Reporting_Carrier_On_Time_Performance_1987_present_${year}_${month}.zip`,
      );
      const flights = await writeZippedCsv(
        ontimeZip,
        `On_Time_Reporting_Carrier_On_Time_Performance_(1987_present)_${year}_${month}.csv`,
        ONTIME_HEADER,
        ontimeRows(schedule, options.seed, year, month),
        readmeHtml('On-Time Reporting Carrier On-Time Performance (1987-present)', ONTIME_HEADER),
      );
      add('ontime', flights);
      record('ontime', label, [ontimeZip]);
      log(`${label}: ${flights} on-time flights`);
    }
    const quarter = quarterOfMonth(month);
    const quarterComplete =
      month % 3 === 0 && monthOrdinal({ year, month: month - 2 }) >= monthOrdinal(options.from);
    const db1bPeriod =
      periodOrdinal({ year, index: quarter }, 'quarter') <= periodOrdinal(LAST_DB1B_QUARTER, 'quarter');
    if (wanted('db1b') && quarterComplete && db1bPeriod) {
      const season = [0, 1, 2].reduce((sum, k) => sum + seasonality(month - k), 0) / 3;
      const random = new Random(options.seed).fork(`db1b:${year}Q${quarter}`);
      const count = DB1B_ITINERARIES_PER_QUARTER * ticketScale * season;
      const itineraries = sampleItineraries(
        world,
        random,
        count,
        Number(`${year}${quarter}`) * 10_000_000,
        false,
      );
      const written = await writeDb1bQuarter(outDir, year, quarter, itineraries);
      record('db1b', quarterKey(year, quarter), written.files);
      add('db1b_market', written.markets);
      add('db1b_coupon', written.coupons);
      add('db1b_ticket', written.tickets);
      log(
        `${year} Q${quarter}: DB1B ${written.markets} markets, ${written.coupons} coupons, ${written.tickets} tickets`,
      );
    }
    if (wanted('db1c') && monthOrdinal({ year, month }) >= periodOrdinal(FIRST_DB1C_MONTH, 'month')) {
      const random = new Random(options.seed).fork(`db1c:${year}-${month}`);
      const count = DB1C_ITINERARIES_PER_MONTH * ticketScale * seasonality(month);
      const prefix = Number(`${year}${String(month).padStart(2, '0')}`) * 100_000_000;
      const written = await writeDb1cMonth(
        outDir,
        year,
        month,
        sampleItineraries(world, random, count, prefix, true),
      );
      record('db1c', label, written.files);
      add('db1c_market', written.markets);
      add('db1c_coupon', written.coupons);
      add('db1c_ticket', written.tickets);
      log(`${label}: DB1C ${written.markets} markets, ${written.coupons} coupons`);
    }
    stepsDone += 1;
    options.onStep?.(stepsDone, months.length + 1);
  }
  return { files, periods, rows };
}
