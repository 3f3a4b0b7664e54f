import type { DuckDBConnection } from '@duckdb/node-api';
import { IngestError, fromEngineError } from './errors.js';
import { readCsvHeader, type InputFile } from './files.js';
import type { FamilyDef } from './families.js';
import type { PeriodCount } from './record-checks.js';

import { checkFamilyRules, checkRepeatedKeys, checkValues, periodCounts } from './record-checks.js';
import { SCOPE_COLUMN, scopeExpression } from './scope.js';
import { ident, sqlString } from './sql.js';

/** Progress of reading one file, as the engine reports it. */
export interface FileProgress {
  readonly file: string;
  readonly percentage: number;
  readonly rowsProcessed: number;
  readonly seconds: number;
}

export interface LoadedFile {
  readonly file: InputFile;
  readonly family: FamilyDef;
  /** Temp table holding the family's columns, typed, one row per source record, in file order. */
  readonly table: string;
  readonly rows: number;
  /** Period keys found in the file, with their record counts (period-bearing families). */
  readonly periods: readonly PeriodCount[];
  /** T-100 scopes the file's records fall in (scope.ts). */
  readonly scopes: readonly string[];
  /** Optional columns the header lacks (stored as null), for the summary's warnings. */
  readonly missing: readonly string[];
  /** Records repeating an earlier record's key, kept on purpose (`keepRepeats`); 0 otherwise. */
  readonly repeats: number;
}

/** Maps each family column to the header name present in the file (case-insensitive, aliases in order). */
function resolveColumns(
  family: FamilyDef,
  header: readonly string[],
  origin: string,
): { mapping: Map<string, string | undefined>; missing: string[]; scope: string | undefined } {
  // header names compared trimmed (the Marketing Carrier on-time header has `Operating_Airline `)
  const byLower = new Map(header.map((name) => [name.trim().toLowerCase(), name]));
  const mapping = new Map<string, string | undefined>();
  for (const column of family.columns) {
    mapping.set(
      column.name,
      column.aliases.map((alias) => byLower.get(alias.toLowerCase())).find((name) => name !== undefined),
    );
  }
  const present = (name: string) => mapping.get(name) !== undefined;
  const absent = family.columns.filter(
    (column) => !present(column.name) && !(column.derive && present(column.derive.from)),
  );
  const identifying = absent
    .filter((column) => !column.optional)
    .map((column) => column.aliases.join(' or '));
  let scope: string | undefined;
  if (family.scoped) {
    const expression = scopeExpression(present);
    if ('missing' in expression) identifying.push(...expression.missing);
    else scope = expression.sql;
  }
  if (identifying.length > 0) {
    throw new IngestError(
      origin,
      `${family.title} file lacks identifying column${identifying.length > 1 ? 's' : ''} ${identifying.join(', ')}`,
      1,
    );
  }
  const missing = absent.map((column) => column.aliases[0]!);
  return { mapping, missing, scope };
}

/** The strict CSV reader of a file: the header's columns, typed by `typeOf` (lower-case name), else VARCHAR. */
function csvSource(
  file: InputFile,
  header: readonly string[],
  trailingComma: boolean,
  typeOf: ReadonlyMap<string | undefined, string>,
): string {
  const columns = header.map(
    (name, i) =>
      `${sqlString(name || `column${i}`)}: ${sqlString(typeOf.get(name.toLowerCase()) ?? 'VARCHAR')}`,
  );
  if (trailingComma) columns.push(`'_trailing_comma': 'VARCHAR'`);
  return `read_csv(${sqlString(file.path)}, header = true, auto_detect = false, delim = ',', quote = '"', escape = '"', nullstr = '', strict_mode = true, null_padding = false, columns = {${columns.join(', ')}})`;
}

/**
 * The period of a file's first record as one number (year * 100 + quarter or month), read without loading the
 * file; undefined when
 * the family has no period or the file cannot tell (loading it later reports why). Only orders the files.
 */
export async function firstPeriodOf(
  connection: DuckDBConnection,
  file: InputFile,
  family: FamilyDef,
  header: readonly string[],
  trailingComma: boolean,
): Promise<number | undefined> {
  if (!family.period) return undefined;
  try {
    const { mapping } = resolveColumns(family, header, file.origin);
    const year = mapping.get(family.period.year);
    const index = mapping.get(family.period.index);
    if (year === undefined || index === undefined) return undefined;
    const source =
      file.format === 'csv'
        ? csvSource(file, header, trailingComma, new Map())
        : `read_parquet(${sqlString(file.path)})`;
    const reader = await connection.runAndReadAll(
      `SELECT CAST(${ident(year)} AS DOUBLE), CAST(${ident(index)} AS DOUBLE) FROM ${source} LIMIT 1`,
    );
    const [first] = reader.getRows();
    const key = first ? Number(first[0]) * 100 + Number(first[1]) : NaN;
    return Number.isFinite(key) ? key : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Reads one file into a typed temp table, in file order (so that a record's rowid gives its line). CSV is
 * read strictly: every record must have the header's number of fields, and a value of the wrong type fails
 * with its line and column; then NaN, infinities and control characters are refused.
 */
export async function loadFile(
  connection: DuckDBConnection,
  file: InputFile,
  family: FamilyDef,
  header: readonly string[],
  trailingComma: boolean,
  index: number,
  onProgress?: (progress: FileProgress) => void,
  keepRepeats = false,
): Promise<LoadedFile> {
  const { mapping, missing, scope } = resolveColumns(family, header, file.origin);
  const typeOf = new Map(family.columns.map((c) => [mapping.get(c.name)?.toLowerCase(), c.type]));
  const table = `src_${family.id}_${index}`;
  const csv = (typed: boolean) => csvSource(file, header, trailingComma, typed ? typeOf : new Map());
  const source = file.format === 'csv' ? csv(true) : `read_parquet(${sqlString(file.path)})`;
  const selects = family.columns.map((column) => {
    const name = mapping.get(column.name);
    if (name === undefined) return `CAST(NULL AS ${column.type}) AS ${ident(column.name)}`;
    const read = file.format === 'csv' ? ident(name) : `CAST(${ident(name)} AS ${column.type})`;
    const value = column.emptyIsZero ? `COALESCE(${read}, 0)` : read;
    return column.type === 'VARCHAR'
      ? `NULLIF(trim(CAST(${value} AS VARCHAR)), '') AS ${ident(column.name)}`
      : `${value} AS ${ident(column.name)}`;
  });
  const outer = family.columns.map((column) =>
    mapping.get(column.name) === undefined && column.derive
      ? `CAST(${column.derive.sql} AS ${column.type}) AS ${ident(column.name)}`
      : ident(column.name),
  );
  if (scope) outer.push(`${scope} AS ${ident(SCOPE_COLUMN)}`);
  const started = Date.now();
  const timer = onProgress
    ? setInterval(() => {
        const progress = connection.progress;
        onProgress({
          file: file.origin,
          percentage: Math.max(0, progress.percentage),
          rowsProcessed: Number(progress.rows_processed),
          seconds: (Date.now() - started) / 1000,
        });
      }, 500)
    : undefined;
  try {
    await connection.run('SET preserve_insertion_order = true');
    await connection.run(
      `CREATE TEMP TABLE ${table} AS SELECT ${outer.join(', ')} FROM (SELECT ${selects.join(', ')} FROM ${source})`,
    );
    if (timer) clearInterval(timer);
    const reader = await connection.runAndReadAll(`SELECT count(*)::BIGINT AS n FROM ${table}`);
    const rows = Number(reader.getRows()[0]?.[0] ?? 0);
    if (rows === 0) throw new IngestError(file.origin, 'the file has a header but no records');
    await checkFamilyRules(connection, table, family, mapping, file.origin);
    await checkValues(connection, table, family, mapping, file.origin);
    const repeats = await checkRepeatedKeys(connection, table, family, mapping, file.origin, keepRepeats);
    const periods = await periodCounts(connection, table, family, file.origin, mapping);
    const scopes = scope
      ? (await connection.runAndReadAll(`SELECT DISTINCT ${ident(SCOPE_COLUMN)} FROM ${table} ORDER BY 1`))
          .getRows()
          .map((row) => String(row[0]))
      : [];
    return { file, family, table, rows, periods, scopes, missing, repeats };
  } catch (error) {
    if (error instanceof IngestError) throw error;
    // A record with a field too many shifts its values, so a type error may be the first symptom: a scan
    // of the text alone tells whether the field count is the cause (then the message gives both counts).
    if (file.format === 'csv' && !/expected number of columns/i.test(String(error))) {
      await connection.run(`SELECT count(*) FROM ${csv(false)}`).catch((countError: unknown) => {
        if (/expected number of columns/i.test(String(countError)))
          throw fromEngineError(file.origin, countError);
      });
    }
    throw fromEngineError(file.origin, error);
  } finally {
    if (timer) clearInterval(timer);
    await connection.run('SET preserve_insertion_order = false');
  }
}

/** Reads the header of a CSV or the schema of a Parquet file. */
export async function headerOf(
  connection: DuckDBConnection,
  file: InputFile,
): Promise<{ names: string[]; trailingComma: boolean }> {
  if (file.format === 'csv') return readCsvHeader(file.path, file.origin);
  try {
    const reader = await connection.runAndReadAll(
      `DESCRIBE SELECT * FROM read_parquet(${sqlString(file.path)})`,
    );
    return { names: reader.getRows().map((row) => String(row[0])), trailingComma: false };
  } catch (error) {
    throw fromEngineError(file.origin, error);
  }
}
