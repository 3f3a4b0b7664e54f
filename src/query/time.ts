import {
  PERIODS_PER_YEAR,
  periodsBetween,
  periodOrdinal,
  type PeriodGrain,
  type Period,
} from '../storage/periods.js';
import type { ProblemCollector } from '../problems/problems.js';
import type { TimeMode } from '../catalog/parameter-def.js';
import { parameter, timeParameters, type ParameterName } from '../catalog/parameters.js';
import { parseInteger, parseList } from './primitives.js';

/**
 * Time parameters (spec "Time parameters", docs/API-CONTRACT.md §3): exactly one mode per request, each mode's
 * parameters complete, ranges ordered and within the family's cap.
 */
export type { TimeMode };

export interface TimeRequest {
  /** `latest`: no time parameter with limit_results=true (answered in range mode). */
  readonly mode: TimeMode | 'latest';
  readonly grain: PeriodGrain;
  readonly periods: readonly Period[];
}

/** The parameters of each time mode, from the parameter table. */
const MODE_PARAMETERS: Readonly<Record<TimeMode, readonly ParameterName[]>> = {
  single: timeParameters((time) => time.modes.includes('single')),
  range: timeParameters((time) => time.modes.includes('range')),
  specific: timeParameters((time) => time.modes.includes('specific')),
};

/** The parameters that belong to one mode only: any of them present selects the mode. */
const DISTINCT: Readonly<Record<TimeMode, readonly ParameterName[]>> = {
  single: timeParameters((time) => time.modes.length === 1 && time.modes[0] === 'single'),
  range: timeParameters((time) => time.modes.length === 1 && time.modes[0] === 'range'),
  specific: timeParameters((time) => time.modes.length === 1 && time.modes[0] === 'specific'),
};

const MODE_NAMES: Readonly<Record<TimeMode, string>> = {
  single: 'single period (year with quarter or month)',
  range: 'range (start_year, end_year with start/end quarter or month)',
  specific: 'specific periods (start_year, end_year with quarters or months)',
};

interface TimeContext {
  readonly values: ReadonlyMap<string, string>;
  readonly problems: ProblemCollector;
  /** Grains the request may use; the grain is chosen by the parameters present. */
  readonly grains: readonly PeriodGrain[];
  /** Cap on the number of periods, per grain. */
  readonly caps: Readonly<Partial<Record<PeriodGrain, number>>>;
  readonly limitResults: boolean;
}

/** An integer time parameter, within the bounds the parameter table gives it. */
function int(context: TimeContext, name: ParameterName): number | undefined {
  const raw = context.values.get(name);
  if (raw === undefined) {
    context.problems.add('missing-parameter', name, `${name} is required in this time mode`);
    return undefined;
  }
  const value = parameter(name).value;
  if (typeof value === 'function' || value.kind !== 'integer') throw new Error(`${name} is not an integer`);
  const parsed = parseInteger(raw, value.min, value.max);
  if (parsed.ok) return parsed.value;
  context.problems.add('invalid-parameter', name, `${name} ${parsed.reason}`);
  return undefined;
}

/** Picks the grain from which of the two alternative parameter names are present. */
function grainOf(context: TimeContext, mode: TimeMode): PeriodGrain | undefined {
  const quarterNames = DISTINCT[mode].filter((name) => parameter(name).time?.grain === 'quarter');
  const monthNames = DISTINCT[mode].filter((name) => parameter(name).time?.grain === 'month');
  const hasQuarter = quarterNames.some((n) => context.values.has(n));
  const hasMonth = monthNames.some((n) => context.values.has(n));
  if (hasQuarter && hasMonth) {
    context.problems.conflict(
      [...quarterNames, ...monthNames].filter((n) => context.values.has(n)),
      'quarter and month parameters cannot be combined',
    );
    return undefined;
  }
  const grain: PeriodGrain | undefined = hasQuarter ? 'quarter' : hasMonth ? 'month' : undefined;
  if (grain === undefined) {
    const wanted = context.grains.map((g) => (g === 'quarter' ? quarterNames : monthNames).join(' and '));
    context.problems.add(
      'missing-parameter',
      wanted[0] ?? 'month',
      `${wanted.join(' or ')} required in this time mode`,
    );
  }
  return grain;
}

function checkCap(context: TimeContext, count: number, grain: PeriodGrain, parameter: string): boolean {
  const cap = context.caps[grain];
  if (cap !== undefined && count > cap) {
    context.problems.add(
      'range-too-large',
      parameter,
      `the request spans ${count} ${grain}s; the cap is ${cap} ${grain}s`,
    );
    return false;
  }
  return true;
}

export function parseTime(context: TimeContext): TimeRequest | undefined {
  const present = (Object.keys(DISTINCT) as TimeMode[]).filter((mode) =>
    DISTINCT[mode].some((name) => context.values.has(name)),
  );
  const hasYears = context.values.has('start_year') || context.values.has('end_year');
  if (present.includes('single') && hasYears && present.length === 1) present.push('range');
  if (present.length > 1) {
    const names = present.map((mode) => MODE_NAMES[mode]);
    const parameters = present.flatMap((mode) => MODE_PARAMETERS[mode].filter((n) => context.values.has(n)));
    context.problems.conflict(
      [...new Set(parameters)],
      `time modes cannot be combined: ${names.join(' and ')}`,
    );
    return undefined;
  }
  const mode = present[0];
  if (mode === undefined) {
    if (hasYears) {
      context.problems.add(
        'missing-parameter',
        'start_month',
        'start_year and end_year need start/end quarter or month (range) or quarters/months (specific periods)',
      );
      return undefined;
    }
    if (context.limitResults) return { mode: 'latest', grain: context.grains[0] ?? 'month', periods: [] };
    context.problems.add(
      'missing-parameter',
      'year',
      'a time period is required: year with quarter or month, a range, or specific periods (or limit_results=true)',
    );
    return undefined;
  }
  switch (mode) {
    case 'single':
      return parseSingle(context);
    case 'range':
      return parseRange(context);
    case 'specific':
      return parseSpecific(context);
  }
}

function parseSingle(context: TimeContext): TimeRequest | undefined {
  const grain = grainOf(context, 'single');
  const year = int(context, 'year');
  if (grain === undefined) return undefined;
  const index = int(context, grain);
  if (year === undefined || index === undefined) return undefined;
  return { mode: 'single', grain, periods: [{ year, index }] };
}

function parseRange(context: TimeContext): TimeRequest | undefined {
  const grain = grainOf(context, 'range');
  const startYear = int(context, 'start_year');
  const endYear = int(context, 'end_year');
  if (grain === undefined) return undefined;
  const startIndex = int(context, `start_${grain}`);
  const endIndex = int(context, `end_${grain}`);
  if (
    startYear === undefined ||
    endYear === undefined ||
    startIndex === undefined ||
    endIndex === undefined
  ) {
    return undefined;
  }
  const start = periodOrdinal({ year: startYear, index: startIndex }, grain);
  const end = periodOrdinal({ year: endYear, index: endIndex }, grain);
  if (start > end) {
    context.problems.add('invalid-parameter', 'start_year', 'the range starts after it ends');
    return undefined;
  }
  if (!checkCap(context, end - start + 1, grain, `start_${grain}`)) return undefined;
  const periods = periodsBetween(
    { year: startYear, index: startIndex },
    { year: endYear, index: endIndex },
    grain,
  );
  return { mode: 'range', grain, periods };
}

function parseSpecific(context: TimeContext): TimeRequest | undefined {
  const grain = grainOf(context, 'specific');
  const startYear = int(context, 'start_year');
  const endYear = int(context, 'end_year');
  if (grain === undefined) return undefined;
  const name = `${grain}s`;
  const raw = context.values.get(name) ?? '';
  const list = parseList(raw);
  let items: number[] = [];
  if (!list.ok) context.problems.add('invalid-parameter', name, `${name} ${list.reason}`);
  else {
    for (const item of list.value) {
      const parsed = parseInteger(item, 1, PERIODS_PER_YEAR[grain]);
      if (parsed.ok) items.push(parsed.value);
      else context.problems.add('invalid-parameter', name, `${name} items ${parsed.reason}`);
    }
  }
  if (startYear === undefined || endYear === undefined || items.length === 0) return undefined;
  if (startYear > endYear) {
    context.problems.add('invalid-parameter', 'start_year', 'start_year is after end_year');
    return undefined;
  }
  items = [...items].sort((a, b) => a - b);
  if (!checkCap(context, (endYear - startYear + 1) * items.length, grain, name)) return undefined;
  const periods: Period[] = [];
  for (let year = startYear; year <= endYear; year += 1)
    for (const index of items) periods.push({ year, index });
  return { mode: 'specific', grain, periods };
}
