import { Readable } from 'node:stream';
import { keyOf } from '../../storage/periods.js';

/**
 * CSV for every list and analytics response (docs/API-CONTRACT.md §7): one header row, objects flattened with `_`
 * (`origin_iata_code`, `passengers_value`, `passengers_share`), RFC 4180 quoting, CRLF line ends.
 */
type Flat = Record<string, unknown>;

function flatten(value: unknown, prefix: string, into: Flat): void {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, inner] of Object.entries(value)) flatten(inner, prefix ? `${prefix}_${key}` : key, into);
  } else {
    into[prefix] = value;
  }
}

/** The columns that say which periods a combined answer (combine_periods=true, `meta.combined`) covers. */
export const COMBINED_PERIOD_COLUMNS = ['periods', 'missing_periods'] as const;

/** `2025-04` for a month, `2025-Q2` for a quarter. */
function periodLabel(period: unknown): string {
  const { year, month, quarter } = period as { year: number; month?: number; quarter: number };
  return month !== undefined
    ? keyOf({ year, index: month }, 'month')
    : keyOf({ year, index: quarter }, 'quarter');
}

/** The periods of a combined answer, one cell each: the list in meta, labels separated by spaces. */
function combinedPeriods(meta: Record<string, unknown>): Flat {
  const list = (key: string) => ((meta[key] ?? []) as unknown[]).map(periodLabel).join(' ');
  return { periods: list('periods'), missing_periods: list('missing_periods') };
}

/** The rows a shaped answer holds: list and breakdown results, route periods, a single route result, or
 * the tables of `/support/coverage`; a combined answer's rows also say which periods it combined. */
export function csvRows(body: Record<string, unknown>): Flat[] {
  const meta = (body.meta ?? {}) as Record<string, unknown>;
  const rows = Array.isArray(body.results)
    ? (body.results as unknown[])
    : Array.isArray(body.tables)
      ? (body.tables as unknown[])
      : body.result !== undefined
        ? [body.result]
        : [];
  const combined = meta.combined === true ? combinedPeriods(meta) : {};
  return rows.map((row) => {
    const flat: Flat = { ...combined };
    if (body.result !== undefined) {
      for (const key of ['year', 'quarter', 'month']) if (meta[key] !== undefined) flat[key] = meta[key];
    }
    if (row !== null && typeof row === 'object' && 'result' in row && 'year' in row) {
      const { result, ...period } = row as Record<string, unknown>;
      flatten(period, '', flat);
      flatten(result, '', flat);
    } else flatten(row, '', flat);
    return flat;
  });
}

/** A text a spreadsheet would run as a formula (OWASP CSV injection): it begins with = + - @ tab or CR. */
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[+-]?\d+(\.\d+)?$/;

const quote = (text: string): string => `"${text.replaceAll('"', '""')}"`;

function field(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  // neutralised with a leading apostrophe (and quoted) so it is shown as text; numbers stay numbers
  if (FORMULA_START.test(text) && !PLAIN_NUMBER.test(text)) return quote(`'${text}`);
  return /[",\r\n]|^\s|\s$/.test(text) ? quote(text) : text;
}

const line = (values: readonly unknown[]): string => `${values.map(field).join(',')}\r\n`;

/** CSV of flat rows: under the declared columns when the route declares them, else the union of row keys. */
export function toCsv(rows: readonly Flat[], declared?: readonly string[]): string {
  const columns = declared ?? [...new Set(rows.flatMap((row) => Object.keys(row)))];
  return line(columns) + rows.map((row) => line(columns.map((c) => row[c]))).join('');
}

/** Rows per chunk of a streamed CSV. */
const STREAM_BATCH_ROWS = 256;

/**
 * The same CSV as `toCsv` for flat records with known columns, produced as a stream of chunks of a few
 * hundred rows: the whole text is never held in memory at once.
 */
export function csvStream(columns: readonly string[], records: readonly Flat[]): Readable {
  function* chunks(): Generator<string> {
    yield line(columns);
    for (let start = 0; start < records.length; start += STREAM_BATCH_ROWS) {
      yield records
        .slice(start, start + STREAM_BATCH_ROWS)
        .map((record) => line(columns.map((column) => record[column])))
        .join('');
    }
  }
  return Readable.from(chunks(), { objectMode: false });
}
