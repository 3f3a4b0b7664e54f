import type { DuckDBConnection } from '@duckdb/node-api';
import { IngestError } from './errors.js';
import type { FamilyDef } from './families.js';
import { ident } from './sql.js';

/**
 * Checks over a file loaded in file order (load.ts), each naming the first offending line: values no type
 * check catches (NaN, infinities, control characters) and impossible periods; and the periods it holds.
 */

/** The line of a record from its rowid in a table loaded in file order (the header is line 1). */
export const LINE = 'rowid + 2';

/** The records of one period in a file: how many, and the line of the first. */
export interface PeriodCount {
  readonly period: string;
  readonly rows: number;
  readonly firstLine: number;
}

/** C0 control characters and DEL, as an RE2 class. */
const CONTROL = '[\\x00-\\x1F\\x7F]';

/** Refuses NaN, infinities and control characters, naming the first offending line and column. */
export async function checkValues(
  connection: DuckDBConnection,
  table: string,
  family: FamilyDef,
  mapping: Map<string, string | undefined>,
  origin: string,
): Promise<void> {
  const read = family.columns.filter((column) => mapping.get(column.name) !== undefined);
  const rules = read.map((column) => {
    const value = ident(column.name);
    return column.type === 'DOUBLE'
      ? { column, bad: `isnan(${value}) OR isinf(${value})`, what: 'is not a finite number' }
      : {
          column,
          bad: `regexp_matches(${value}, '${CONTROL}')`,
          what: 'holds a control character',
        };
  });
  if (rules.length === 0) return;
  // One cheap pass first: any non-finite value makes the row's sum non-finite, any control character shows
  // in the row's joined text (a sum overflowing to infinity is a false alarm the exact pass clears).
  const numbers = rules
    .filter((rule) => rule.column.type === 'DOUBLE')
    .map((r) => `COALESCE(${ident(r.column.name)}, 0)`);
  const texts = rules.filter((rule) => rule.column.type !== 'DOUBLE').map((r) => ident(r.column.name));
  const suspects = [
    numbers.length > 0 ? `NOT isfinite(${numbers.join(' + ')})` : 'false',
    texts.length > 0 ? `regexp_matches(concat_ws('', ${texts.join(', ')}), '${CONTROL}')` : 'false',
  ];
  const suspect = (
    await connection.runAndReadAll(`SELECT count(*) FROM ${table} WHERE ${suspects.join(' OR ')}`)
  ).getRows()[0]?.[0];
  if (Number(suspect) === 0) return;
  const firsts = (
    await connection.runAndReadAll(
      `SELECT ${rules.map((rule) => `min(${LINE}) FILTER (WHERE ${rule.bad})`).join(', ')} FROM ${table}`,
    )
  ).getRows()[0]!;
  let worst: { line: number; index: number } | undefined;
  firsts.forEach((value, index) => {
    if (value === null) return;
    const line = Number(value);
    if (!worst || line < worst.line) worst = { line, index };
  });
  if (!worst) return;
  const rule = rules[worst.index]!;
  const shown = (
    await connection.runAndReadAll(
      `SELECT CAST(${ident(rule.column.name)} AS VARCHAR) FROM ${table} WHERE ${LINE} = ${worst.line}`,
    )
  ).getRows()[0]?.[0];
  throw new IngestError(
    origin,
    `value ${JSON.stringify(String(shown))} ${rule.what}`,
    worst.line,
    mapping.get(rule.column.name),
  );
}

/** Period keys of a loaded period-bearing file with their counts and first lines; an impossible period is refused. */
export async function periodCounts(
  connection: DuckDBConnection,
  table: string,
  family: FamilyDef,
  origin: string,
): Promise<PeriodCount[]> {
  if (!family.period) return [];
  const { year, index, grain } = family.period;
  const [y, i] = [ident(year), ident(index)];
  const last = grain === 'quarter' ? 4 : 12;
  const valid = `COALESCE(${y} BETWEEN 1987 AND 2100 AND ${i} BETWEEN 1 AND ${last} AND ${y} = floor(${y}) AND ${i} = floor(${i}), false)`;
  const key =
    grain === 'quarter'
      ? `printf('%04d-Q%d', CAST(${y} AS INTEGER), CAST(${i} AS INTEGER))`
      : `printf('%04d-%02d', CAST(${y} AS INTEGER), CAST(${i} AS INTEGER))`;
  // one pass: the records of each period, and (as the NULL period) those with no valid one
  const rows = (
    await connection.runAndReadAll(
      `SELECT CASE WHEN ${valid} THEN ${key} END AS period, count(*), min(${LINE}) FROM ${table} GROUP BY 1 ORDER BY 1 NULLS FIRST`,
    )
  ).getRows();
  const invalid = rows.find(([period]) => period === null);
  if (invalid)
    throw new IngestError(
      origin,
      `no valid ${grain === 'quarter' ? 'year and quarter' : 'year and month'}`,
      Number(invalid[2]),
      index,
    );
  return rows.map(([period, count, line]) => ({
    period: String(period),
    rows: Number(count),
    firstLine: Number(line),
  }));
}
