import { basename, join } from 'node:path';
import { ConfigError } from '../config.js';
import {
  monthKey,
  monthsOfQuarter,
  periodFromOrdinal,
  periodOrdinal,
  quarterOfMonth,
} from '../storage/periods.js';
import {
  DOWNLOAD_FAMILIES,
  FAMILY_IDS,
  MANUAL_FAMILIES,
  REFERENCE_FAMILY,
  type DownloadFamily,
  type ManualFamily,
} from './catalog.js';

/** One file of a period: where it is downloaded from and to. */
export interface PlannedFile {
  readonly url: string;
  /** Absolute path in the download folder. */
  readonly target: string;
  /** The file's name (its key in the download manifest). */
  readonly name: string;
}

/** The files of one family and period: downloaded, then ingested together. */
export interface PlannedPeriod {
  readonly family: Pick<DownloadFamily, 'id' | 'title'>;
  /** `2025-05` (monthly), `2025Q2` (quarterly), or `current` (the reference tables as they stand). */
  readonly period: string;
  readonly files: readonly PlannedFile[];
}

export interface FetchPlan {
  readonly periods: readonly PlannedPeriod[];
  readonly manual: readonly ManualFamily[];
}

/** A month as a count of months since year 0 (storage/periods.ts), so ranges are plain integer ranges. */
const monthIndex = (year: number, month: number) => periodOrdinal({ year, index: month }, 'month');

function parseMonth(flag: string, raw: string): number {
  const match = /^(\d{4})-(\d{2})$/.exec(raw);
  const month = Number(match?.[2]);
  if (!match || month < 1 || month > 12) throw new ConfigError(`--${flag} must be YYYY-MM, got "${raw}"`);
  return monthIndex(Number(match[1]), month);
}

/** The first month of a catalogue period (`1987-10` or `1993Q1`). */
function periodStart(period: string): number {
  const quarter = /^(\d{4})Q([1-4])$/.exec(period);
  if (quarter) return monthIndex(Number(quarter[1]), monthsOfQuarter(Number(quarter[2]))[0]!);
  const [year, month] = period.split('-').map(Number);
  return monthIndex(year ?? 0, month ?? 1);
}

function expand(pattern: string, year: number, month: number, quarter: number): string {
  return pattern
    .replaceAll('{year}', String(year))
    .replaceAll('{month}', String(month))
    .replaceAll('{quarter}', String(quarter));
}

/**
 * The periods of a family within [from, to] (month indexes): every month, or every quarter with a month in
 * the range, clipped to the family's first and last period.
 */
function familyPeriods(family: DownloadFamily, from: number, to: number, base: string, dir: string) {
  const step = family.grain === 'month' ? 1 : 3;
  const first = periodStart(family.first);
  const last = family.last === undefined ? Infinity : periodStart(family.last) + step - 1;
  const periods: PlannedPeriod[] = [];
  const start = from - (from % step);
  for (let index = start; index <= to; index += step) {
    if (index < first || index > last) continue;
    const { year, index: month } = periodFromOrdinal(index, 'month');
    const quarter = quarterOfMonth(month);
    // BTS's spelling of a quarter (its file names and catalogue), in the plan's lines
    const period = family.grain === 'month' ? monthKey(year, month) : `${year}Q${quarter}`;
    const files = family.files.map((pattern) => {
      const path = expand(pattern, year, month, quarter);
      return { url: `${base}/${path}`, target: join(dir, basename(path)), name: basename(path) };
    });
    periods.push({ family, period, files });
  }
  return periods;
}

/** The reference tables (`REFERENCE_FAMILY`), one download each, ingested together. */
function referencePeriod(base: string, dir: string): PlannedPeriod {
  const files = REFERENCE_FAMILY.tables.map(({ name, path }) => ({
    url: `${base}/${path}`,
    target: join(dir, name),
    name,
  }));
  return { family: REFERENCE_FAMILY, period: 'current', files };
}

/**
 * Checks the flags and lists every period and file to fetch (the reference tables first, with any download or
 * alone with `--only lookups`, unless `reference` is false: `--no-reference`), and the manual families asked for.
 */
export function planFetch(options: {
  readonly from: string;
  readonly to: string;
  readonly only: readonly string[] | undefined;
  readonly baseUrl: string;
  readonly downloadDir: string;
  readonly reference?: boolean;
}): FetchPlan {
  const from = parseMonth('from', options.from);
  const to = parseMonth('to', options.to);
  if (from > to) throw new ConfigError('--from is after --to');
  for (const id of options.only ?? []) {
    if (!FAMILY_IDS.includes(id))
      throw new ConfigError(`--only takes a comma-separated list of ${FAMILY_IDS.join(', ')}; got "${id}"`);
  }
  if (options.reference === false && options.only?.includes(REFERENCE_FAMILY.id))
    throw new ConfigError(`--only ${REFERENCE_FAMILY.id} and --no-reference ask for opposite things`);
  const wanted = (id: string) => options.only === undefined || options.only.includes(id);
  const downloaded = DOWNLOAD_FAMILIES.filter((family) => wanted(family.id));
  // the lookup tables come with every run that downloads data, unless --no-reference
  const reference = options.reference !== false && (wanted(REFERENCE_FAMILY.id) || downloaded.length > 0);
  return {
    periods: [
      ...(reference ? [referencePeriod(options.baseUrl, options.downloadDir)] : []),
      ...downloaded.flatMap((family) =>
        familyPeriods(family, from, to, options.baseUrl, options.downloadDir),
      ),
    ],
    manual: MANUAL_FAMILIES.filter((family) => wanted(family.id)),
  };
}
