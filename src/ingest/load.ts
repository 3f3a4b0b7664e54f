import type { DuckDBConnection } from '@duckdb/node-api';
import { IngestError, fromEngineError } from './errors.js';
import { readCsvHeader, type InputFile } from './files.js';
import type { FamilyDef } from './families.js';

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
  /** Temp table holding the family's columns, typed, one row per source record. */
  readonly table: string;
  readonly rows: number;
  /** Period keys found in the file (period-bearing families). */
  readonly periods: string[];
}

/** Maps each family column to the header name present in the file (case-insensitive, aliases in order). */
function resolveColumns(
  family: FamilyDef,
  header: readonly string[],
  origin: string,
): Map<string, string | undefined> {
  const byLower = new Map(header.map((name) => [name.toLowerCase(), name]));
  const mapping = new Map<string, string | undefined>();
  for (const column of family.columns) {
    const found = column.aliases
      .map((alias) => byLower.get(alias.toLowerCase()))
      .find((name) => name !== undefined);
    if (found === undefined && !column.optional) {
      throw new IngestError(origin, `${family.title} file lacks column ${column.aliases.join(' or ')}`);
    }
    mapping.set(column.name, found);
  }
  return mapping;
}

/**
 * Reads one file into a typed temp table. CSV values are parsed by DuckDB with the family's types, so a
 * value of the wrong type fails here with its line and column.
 */
export async function loadFile(
  connection: DuckDBConnection,
  file: InputFile,
  family: FamilyDef,
  header: readonly string[],
  trailingComma: boolean,
  index: number,
  onProgress?: (progress: FileProgress) => void,
): Promise<LoadedFile> {
  const mapping = resolveColumns(family, header, file.origin);
  const typeOf = new Map(family.columns.map((c) => [mapping.get(c.name)?.toLowerCase(), c.type]));
  const table = `src_${family.id}_${index}`;
  let source: string;
  if (file.format === 'csv') {
    const columns = header.map(
      (name, i) =>
        `${sqlString(name || `column${i}`)}: ${sqlString(typeOf.get(name.toLowerCase()) ?? 'VARCHAR')}`,
    );
    if (trailingComma) columns.push(`'_trailing_comma': 'VARCHAR'`);
    source = `read_csv(${sqlString(file.path)}, header = true, auto_detect = false, delim = ',', quote = '"', escape = '"', nullstr = '', strict_mode = false, columns = {${columns.join(', ')}})`;
  } else {
    source = `read_parquet(${sqlString(file.path)})`;
  }
  const selects = family.columns.map((column) => {
    const name = mapping.get(column.name);
    if (name === undefined) return `CAST(NULL AS ${column.type}) AS ${ident(column.name)}`;
    const value = file.format === 'csv' ? ident(name) : `CAST(${ident(name)} AS ${column.type})`;
    return column.type === 'VARCHAR'
      ? `NULLIF(trim(CAST(${value} AS VARCHAR)), '') AS ${ident(column.name)}`
      : `${value} AS ${ident(column.name)}`;
  });
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
    await connection.run(`CREATE TEMP TABLE ${table} AS SELECT ${selects.join(', ')} FROM ${source}`);
    if (timer) clearInterval(timer);
    const reader = await connection.runAndReadAll(`SELECT count(*)::BIGINT AS n FROM ${table}`);
    const rows = Number(reader.getRows()[0]?.[0] ?? 0);
    if (rows === 0) throw new IngestError(file.origin, 'the file has a header but no records');
    for (const check of family.checks ?? []) {
      const column = ident(check.column);
      const bad = await connection.runAndReadAll(
        `SELECT ${column} FROM ${table} WHERE ${column} IS NOT NULL AND NOT (${check.valid(column)}) LIMIT 1`,
      );
      const value = bad.getRows()[0]?.[0];
      if (value !== undefined) {
        const name = mapping.get(check.column) ?? check.column;
        throw new IngestError(
          file.origin,
          `value "${String(value)}" is not ${check.expected}`,
          undefined,
          name,
        );
      }
    }
    return { file, family, table, rows, periods: [] };
  } catch (error) {
    if (error instanceof IngestError) throw error;
    throw fromEngineError(file.origin, error);
  } finally {
    if (timer) clearInterval(timer);
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
