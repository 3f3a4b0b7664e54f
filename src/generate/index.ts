import { mkdir } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';
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
import { REFERENCE_FILE_COUNT, writeReferenceFiles } from './reference-files.js';
import { scheduleMonth, type SegmentMonth } from './schedule.js';
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
  /** Called after each file written with the files done and in all (`plannedFileCount`) and its name. */
  readonly onStep?: (done: number, total: number, file: string) => void;
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

/** Whether the month ends a DB1B quarter the range holds whole, up to DB1B's last quarter. */
function db1bQuarterEnds(ym: YearMonth, from: YearMonth): boolean {
  const quarterComplete =
    ym.month % 3 === 0 && monthOrdinal({ year: ym.year, month: ym.month - 2 }) >= monthOrdinal(from);
  const quarter = { year: ym.year, index: quarterOfMonth(ym.month) };
  return quarterComplete && periodOrdinal(quarter, 'quarter') <= periodOrdinal(LAST_DB1B_QUARTER, 'quarter');
}

/** Whether DB1C (monthly, from July 2025) covers the month. */
const isDb1cMonth = (ym: YearMonth): boolean => monthOrdinal(ym) >= periodOrdinal(FIRST_DB1C_MONTH, 'month');

/** The files of one DB1B quarter or DB1C month (market, coupon, ticket). */
const TICKET_FILES = 3;

/** The files a run writes, counted before it starts: the progress steps' total (`onStep`). */
export function plannedFileCount(options: Omit<GenerateOptions, 'outDir'>): number {
  const wanted = (family: GeneratedFamily) => options.only === undefined || options.only.includes(family);
  const perMonth = (ym: YearMonth) =>
    (wanted('t100') ? 2 : 0) +
    (wanted('ontime') ? 1 : 0) +
    (wanted('db1b') && db1bQuarterEnds(ym, options.from) ? TICKET_FILES : 0) +
    (wanted('db1c') && isDb1cMonth(ym) ? TICKET_FILES : 0);
  return (
    (wanted('reference') ? REFERENCE_FILE_COUNT : 0) +
    monthsBetween(options.from, options.to).reduce((sum, ym) => sum + perMonth(ym), 0)
  );
}

/** What a run writes into and keeps: its options, world, files by period, rows by family, progress. */
class GenerateRun {
  readonly outDir: string;
  readonly world: ReturnType<typeof buildWorld>;
  readonly ticketScale: number;
  readonly summary: GenerateSummary = { files: [], periods: [], rows: {} };
  private filesDone = 0;
  private readonly filesTotal: number;

  constructor(readonly options: GenerateOptions) {
    this.outDir = resolve(options.outDir);
    this.world = buildWorld(
      options.largestUsAirports === undefined ? {} : { largestUsAirports: options.largestUsAirports },
    );
    this.ticketScale = options.ticketScale ?? options.scale;
    this.filesTotal = plannedFileCount(options);
  }

  wanted(family: GeneratedFamily): boolean {
    return this.options.only === undefined || this.options.only.includes(family);
  }

  log(message: string): void {
    this.options.onProgress?.(message);
  }

  /** A file written: one progress step. */
  wrote(path: string): void {
    this.filesDone += 1;
    this.options.onStep?.(this.filesDone, this.filesTotal, basename(path));
  }

  record(family: GeneratedFamily, period: string, paths: readonly string[]): void {
    this.summary.files.push(...paths);
    this.summary.periods.push({ family, period, files: paths });
  }

  add(family: string, count: number): void {
    this.summary.rows[family] = (this.summary.rows[family] ?? 0) + count;
  }
}

/** A month of T-100 Segment and Market, from the month's schedule. */
async function writeT100Month(run: GenerateRun, ym: YearMonth, schedule: SegmentMonth[]): Promise<void> {
  const { year, month } = ym;
  const segmentZip = join(run.outDir, `T_T100_SEGMENT_ALL_CARRIER_${year}_${month}.zip`);
  const marketZip = join(run.outDir, `T_T100_MARKET_ALL_CARRIER_${year}_${month}.zip`);
  const segmentRows = mergeBySegmentKey(schedule).map((r) => t100SegmentRow(r, year, month));
  run.add(
    't100_segment',
    await writeZippedCsv(segmentZip, 'T_T100_SEGMENT_ALL_CARRIER.csv', T100_SEGMENT_HEADER, segmentRows),
  );
  run.wrote(segmentZip);
  const marketRows = schedule
    .filter((r) => r.segment.operating.kind !== 'cargo' || r.freight > 0)
    .map((r) => t100MarketRow(r, year, month));
  run.add(
    't100_market',
    await writeZippedCsv(marketZip, 'T_T100_MARKET_ALL_CARRIER.csv', T100_MARKET_HEADER, marketRows),
  );
  run.wrote(marketZip);
  run.record('t100', monthKey(year, month), [segmentZip, marketZip]);
  run.log(`${monthKey(year, month)}: T-100 ${schedule.length} segment rows`);
}

/** A month of on-time performance, the flights of the month's schedule. */
async function writeOntimeMonth(run: GenerateRun, ym: YearMonth, schedule: SegmentMonth[]): Promise<void> {
  const { year, month } = ym;
  const ontimeZip = join(
    run.outDir,
    `On_Time_Reporting_Carrier_On_Time_Performance_1987_present_${year}_${month}.zip`,
  );
  const flights = await writeZippedCsv(
    ontimeZip,
    `On_Time_Reporting_Carrier_On_Time_Performance_(1987_present)_${year}_${month}.csv`,
    ONTIME_HEADER,
    ontimeRows(schedule, run.options.seed, year, month),
    readmeHtml('On-Time Reporting Carrier On-Time Performance (1987-present)', ONTIME_HEADER),
  );
  run.add('ontime', flights);
  run.wrote(ontimeZip);
  run.record('ontime', monthKey(year, month), [ontimeZip]);
  run.log(`${monthKey(year, month)}: ${flights} on-time flights`);
}

/** The DB1B quarter the month ends: its ticket sample (by the quarter's own random stream). */
async function writeDb1bQuarterOf(run: GenerateRun, ym: YearMonth): Promise<void> {
  const { year, month } = ym;
  const quarter = quarterOfMonth(month);
  const season = [0, 1, 2].reduce((sum, k) => sum + seasonality(month - k), 0) / 3;
  const random = new Random(run.options.seed).fork(`db1b:${year}Q${quarter}`);
  const count = DB1B_ITINERARIES_PER_QUARTER * run.ticketScale * season;
  const prefix = Number(`${year}${quarter}`) * 10_000_000;
  const itineraries = sampleItineraries(run.world, random, count, prefix, false);
  const written = await writeDb1bQuarter(run.outDir, year, quarter, itineraries);
  for (const file of written.files) run.wrote(file);
  run.record('db1b', quarterKey(year, quarter), written.files);
  run.add('db1b_market', written.markets);
  run.add('db1b_coupon', written.coupons);
  run.add('db1b_ticket', written.tickets);
  run.log(
    `${year} Q${quarter}: DB1B ${written.markets} markets, ${written.coupons} coupons, ${written.tickets} tickets`,
  );
}

/** A DB1C month: its ticket sample (by the month's own random stream). */
async function writeDb1cMonthOf(run: GenerateRun, ym: YearMonth): Promise<void> {
  const { year, month } = ym;
  const random = new Random(run.options.seed).fork(`db1c:${year}-${month}`);
  const count = DB1C_ITINERARIES_PER_MONTH * run.ticketScale * seasonality(month);
  const prefix = Number(`${year}${String(month).padStart(2, '0')}`) * 100_000_000;
  const written = await writeDb1cMonth(
    run.outDir,
    year,
    month,
    sampleItineraries(run.world, random, count, prefix, true),
  );
  for (const file of written.files) run.wrote(file);
  run.record('db1c', monthKey(year, month), written.files);
  run.add('db1c_market', written.markets);
  run.add('db1c_coupon', written.coupons);
  run.add('db1c_ticket', written.tickets);
  run.log(`${monthKey(year, month)}: DB1C ${written.markets} markets, ${written.coupons} coupons`);
}

/** Writes a whole synthetic dataset in the BTS download formats. Same options, same bytes. */
export async function generateDataset(options: GenerateOptions): Promise<GenerateSummary> {
  const run = new GenerateRun(options);
  await mkdir(run.outDir, { recursive: true });
  if (run.wanted('reference')) {
    run.record(
      'reference',
      'reference',
      await writeReferenceFiles(run.outDir, run.world.airports, (path) => run.wrote(path)),
    );
    run.add('reference_airports', run.world.airports.length);
  }
  for (const ym of monthsBetween(options.from, options.to)) {
    const schedule = scheduleMonth(run.world, options.seed, ym.year, ym.month, options.scale);
    if (run.wanted('t100')) await writeT100Month(run, ym, schedule);
    if (run.wanted('ontime')) await writeOntimeMonth(run, ym, schedule);
    if (run.wanted('db1b') && db1bQuarterEnds(ym, options.from)) await writeDb1bQuarterOf(run, ym);
    if (run.wanted('db1c') && isDb1cMonth(ym)) await writeDb1cMonthOf(run, ym);
  }
  return run.summary;
}
