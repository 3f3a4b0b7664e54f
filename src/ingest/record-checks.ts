import type { DuckDBConnection } from '@duckdb/node-api';
import { IngestError } from './errors.js';
import type { FamilyDef } from './families.js';
import { KEY_PRINTF } from '../storage/periods.js';
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

/** A value as the message shows it: a finite number in its shortest form (`-5`, not `-5.0`), else as read. */
const numberText = (text: string): string =>
  Number.isFinite(Number(text)) && text.trim() !== '' ? String(Number(text)) : text;

/** C0 control characters and DEL, as an RE2 class. */
const CONTROL = '[\\x00-\\x1F\\x7F]';

/**
 * Refuses NaN, infinities, numbers outside their column's sane range (`bounds.ts`: negative counts, `1e300`)
 * and control characters, naming the first offending line and column.
 */
export async function checkValues(
  connection: DuckDBConnection,
  table: string,
  family: FamilyDef,
  mapping: Map<string, string | undefined>,
  origin: string,
): Promise<void> {
  const read = family.columns.filter((column) => mapping.get(column.name) !== undefined);
  const rules = read.flatMap((column) => {
    const value = ident(column.name);
    const { bounds } = column;
    // a bounded number has two rules: finite first (at one line, the first rule wins), then in range
    const range =
      column.type === 'DOUBLE' && bounds
        ? [
            {
              column,
              bad: `isfinite(${value}) AND (${value} < ${bounds.min} OR ${value} > ${bounds.max})`,
              what: `is not ${bounds.what}`,
            },
          ]
        : [];
    return column.type === 'DOUBLE'
      ? [{ column, bad: `isnan(${value}) OR isinf(${value})`, what: 'is not a finite number' }, ...range]
      : [
          {
            column,
            bad: `regexp_matches(${value}, '${CONTROL}')`,
            what: 'holds a control character',
          },
        ];
  });
  if (rules.length === 0) return;
  // One cheap pass first: any non-finite value makes the row's sum non-finite, any control character shows
  // in the row's joined text (a sum overflowing to infinity is a false alarm the exact pass clears).
  const numbers = [
    ...new Set(rules.filter((rule) => rule.column.type === 'DOUBLE').map((r) => r.column.name)),
  ].map((name) => `COALESCE(${ident(name)}, 0)`);
  const texts = rules.filter((rule) => rule.column.type !== 'DOUBLE').map((r) => ident(r.column.name));
  const outside = read.flatMap((column) =>
    column.type === 'DOUBLE' && column.bounds
      ? [`${ident(column.name)} < ${column.bounds.min}`, `${ident(column.name)} > ${column.bounds.max}`]
      : [],
  );
  const suspects = [
    numbers.length > 0 ? `NOT isfinite(${numbers.join(' + ')})` : 'false',
    ...outside,
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
    `value ${JSON.stringify(numberText(String(shown)))} ${rule.what}`,
    worst.line,
    mapping.get(rule.column.name),
  );
}

/** Refuses the first value breaking one of the family's value rules (`FamilyDef.checks`), with line and column. */
export async function checkFamilyRules(
  connection: DuckDBConnection,
  table: string,
  family: FamilyDef,
  mapping: ReadonlyMap<string, string | undefined>,
  origin: string,
): Promise<void> {
  for (const check of family.checks ?? []) {
    const column = ident(check.column);
    const bad = await connection.runAndReadAll(
      `SELECT ${column}, ${LINE} FROM ${table} WHERE ${column} IS NOT NULL AND NOT (${check.valid(column)}) ORDER BY rowid LIMIT 1`,
    );
    const [value, line] = bad.getRows()[0] ?? [];
    if (value !== undefined) {
      const name = mapping.get(check.column) ?? check.column;
      throw new IngestError(origin, `value "${String(value)}" is not ${check.expected}`, Number(line), name);
    }
  }
}

/**
 * The file's column a period column was read from: its own header name, else that of the column it was derived
 * from (on-time `Month` from `FL_DATE`).
 */
function periodColumnName(
  family: FamilyDef,
  name: string,
  mapping: ReadonlyMap<string, string | undefined>,
): string {
  const from = family.columns.find((column) => column.name === name)?.derive?.from;
  return mapping.get(name) ?? (from === undefined ? undefined : mapping.get(from)) ?? name;
}

/**
 * Period keys of a loaded period-bearing file with their counts and first lines; an impossible period is refused
 * naming the column that failed (the year's or the month's, or the date it was derived from).
 */
export async function periodCounts(
  connection: DuckDBConnection,
  table: string,
  family: FamilyDef,
  origin: string,
  mapping: ReadonlyMap<string, string | undefined> = new Map(),
): Promise<PeriodCount[]> {
  if (!family.period) return [];
  const { year, index, grain } = family.period;
  const [y, i] = [ident(year), ident(index)];
  const last = grain === 'quarter' ? 4 : 12;
  const validYear = `COALESCE(${y} BETWEEN 1987 AND 2100 AND ${y} = floor(${y}), false)`;
  const valid = `(${validYear} AND COALESCE(${i} BETWEEN 1 AND ${last} AND ${i} = floor(${i}), false))`;
  const key = `printf('${KEY_PRINTF[grain]}', CAST(${y} AS INTEGER), CAST(${i} AS INTEGER))`;
  // one pass: the records of each period, and (as the NULL period) those with no valid one
  const rows = (
    await connection.runAndReadAll(
      `SELECT CASE WHEN ${valid} THEN ${key} END AS period, count(*), min(${LINE}), bool_and(${validYear}) FROM ${table} GROUP BY 1 ORDER BY 1 NULLS FIRST`,
    )
  ).getRows();
  const invalid = rows.find(([period]) => period === null);
  if (invalid) {
    const line = Number(invalid[2]);
    const yearFails = (
      await connection.runAndReadAll(`SELECT NOT ${validYear} FROM ${table} WHERE ${LINE} = ${line}`)
    ).getRows()[0]?.[0];
    const failed = yearFails === true ? year : index;
    throw new IngestError(
      origin,
      `no valid ${grain === 'quarter' ? 'year and quarter' : 'year and month'}`,
      line,
      periodColumnName(family, failed, mapping),
    );
  }
  return rows.map(([period, count, firstLine]) => ({
    period: String(period),
    rows: Number(count),
    firstLine: Number(firstLine),
  }));
}

/**
 * Refuses a file whose records repeat the family's key (`FamilyDef.key`): the same T-100 carrier, route,
 * aircraft, class and month twice would double every sum. Names the key and the lines of the first repeat. A
 * key with an empty part (a reduced download's blank flight number or CRSDepTime) identifies no record, so it
 * repeats nothing. With `keep`, repeats are accepted (each record counted) and their number returned.
 */
export async function checkRepeatedKeys(
  connection: DuckDBConnection,
  table: string,
  family: FamilyDef,
  mapping: Map<string, string | undefined>,
  origin: string,
  keep = false,
): Promise<number> {
  const key = family.key;
  if (!key || key.some((column) => mapping.get(column) === undefined)) return 0;
  const columns = key.map(ident);
  const complete = columns.map((c) => `${c} IS NOT NULL`).join(' AND ');
  // one hash aggregation finds how many records repeat an earlier one's key; only then are the lines looked up
  const grouped = `SELECT ${columns.join(', ')}, count(*) AS n FROM ${table} WHERE ${complete} GROUP BY ${columns.join(', ')} HAVING count(*) > 1`;
  const repeats = Number(
    (await connection.runAndReadAll(`SELECT COALESCE(sum(n - 1), 0) FROM (${grouped})`)).getRows()[0]?.[0] ??
      0,
  );
  if (repeats === 0 || keep) return repeats;
  const same = columns.map((c) => `r.${c} = d.${c}`).join(' AND ');
  const repeat = (
    await connection.runAndReadAll(
      `SELECT list(r.rowid + 2 ORDER BY r.rowid)[1:2] AS lines FROM ${table} r JOIN (${grouped}) d ON ${same}
       GROUP BY ${columns.map((c) => `r.${c}`).join(', ')} ORDER BY lines[2] LIMIT 1`,
    )
  ).getRows()[0];
  const lines = (repeat?.[0] as { items: unknown[] } | undefined)?.items.map(Number) ?? [];
  const [first, second] = lines;
  if (first === undefined || second === undefined) return repeats;
  const names = key.map((column) => mapping.get(column) ?? column).join(', ');
  throw new IngestError(
    origin,
    `the record at line ${second} repeats the one at line ${first} (same ${names}); each would be counted twice (${repeats === 1 ? '1 record of the file repeats an earlier one' : `${repeats} records of the file repeat an earlier one`}: --keep-repeats counts each)`,
    second,
  );
}
