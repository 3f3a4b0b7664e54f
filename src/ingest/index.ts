import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, rm } from 'node:fs/promises';
import { basename, extname, join, resolve } from 'node:path';
import { REFERENCE_PARTITION, type Manifest } from '../storage/manifest.js';
import { parsePeriodKey } from '../storage/periods.js';
import { TABLES, tableColumns, type TableId } from '../storage/schema.js';
import { IngestError, fromEngineError } from './errors.js';
import { FAMILIES, detectFamily, expectedHeaders, type FamilyId } from './families.js';
import { expandPaths, extractZip, type InputFile } from './files.js';
import { HUB_INPUTS, airportHubsSelect } from './hubs.js';
import { headerOf, loadFile, type FileProgress, type LoadedFile } from './load.js';
import { ident, sqlString } from './sql.js';

import { acquireLock, publish, type StagedPartition } from './publish.js';
import { REFERENCE_BUILDS, TABLE_BUILDS } from './transforms.js';

export { IngestError } from './errors.js';
export type { FileProgress } from './load.js';

export interface IngestSummary {
  readonly partitions: { table: TableId; period: string; rows: number; sourceRows: number }[];
  readonly dataVersion: string;
}

export interface IngestOptions {
  readonly dataDir: string;
  /** One message per step (file read, table built, publication). */
  readonly onProgress?: (message: string) => void;
  /** Live progress while a file is read (every half second). */
  readonly onFileProgress?: (progress: FileProgress) => void;
}

/** Staging folders left by a killed ingest (safe to remove: we hold the lock, so no ingest is running). */
async function removeStaleStaging(dataDir: string): Promise<void> {
  for (const name of await readdir(dataDir)) {
    if (name.startsWith('.staging-')) await rm(join(dataDir, name), { recursive: true, force: true });
  }
}

/** Selects the storage columns in schema order, cast to their types; a sum over no values is 0. */
function storageSelect(table: TableId): string {
  const measures = new Set(TABLES[table].measures.map((m) => m.name));
  return tableColumns(TABLES[table])
    .map((column) => {
      const value = measures.has(column.name) ? `COALESCE(${ident(column.name)}, 0)` : ident(column.name);
      return `CAST(${value} AS ${column.type}) AS ${ident(column.name)}`;
    })
    .join(', ');
}

/** The Market, Coupon and Ticket files of a period are ingested together: each period needs all three. */
function checkPartnersCoverPeriods(needs: readonly FamilyId[], loaded: Map<FamilyId, LoadedFile[]>): void {
  const title = (id: FamilyId) => FAMILIES.find((f) => f.id === id)?.title ?? id;
  for (const family of needs) {
    for (const file of loaded.get(family) ?? []) {
      for (const period of file.periods) {
        const missing = needs.filter(
          (other) => !(loaded.get(other) ?? []).some((partner) => partner.periods.includes(period)),
        );
        if (missing.length > 0) {
          throw new IngestError(
            file.file.origin,
            `holds ${title(family)} records of ${period}, but no ${missing.map(title).join(' or ')} file of ${period} was given; the files of one period are ingested together`,
          );
        }
      }
    }
  }
}

async function rowsOf(connection: DuckDBConnection, sql: string): Promise<unknown[][]> {
  return (await connection.runAndReadAll(sql)).getRows();
}

/**
 * Ingests BTS files (zips, CSV, Parquet, or folders of them) into the data directory and publishes a new
 * manifest atomically. Nothing is published when any file is bad.
 */
export async function ingestPaths(paths: readonly string[], options: IngestOptions): Promise<IngestSummary> {
  const dataDir = resolve(options.dataDir);
  const log = options.onProgress ?? (() => undefined);
  const release = await acquireLock(dataDir);
  await removeStaleStaging(dataDir);
  const staging = join(dataDir, `.staging-${randomUUID()}`);
  await mkdir(join(staging, 'raw'), { recursive: true });
  const instance = await DuckDBInstance.create(':memory:', {
    memory_limit: '6GB',
    temp_directory: join(staging, 'tmp'),
    threads: '2',
    preserve_insertion_order: 'false',
  });
  const connection = await instance.connect();
  try {
    if (options.onFileProgress) {
      await connection.run('SET enable_progress_bar = true');
      await connection.run('SET enable_progress_bar_print = false');
    }
    const inputs: InputFile[] = [];
    for (const [index, path] of (await expandPaths(paths)).entries()) {
      if (extname(path).toLowerCase() === '.zip')
        inputs.push(...(await extractZip(path, join(staging, 'raw'), String(index))));
      else
        inputs.push({
          path: resolve(path),
          origin: basename(path),
          format: extname(path).toLowerCase() === '.csv' ? 'csv' : 'parquet',
        });
    }
    if (inputs.length === 0) throw new IngestError(paths.join(' '), 'no .zip, .csv or .parquet file found');

    const loaded = new Map<FamilyId, LoadedFile[]>();
    for (const [index, file] of inputs.entries()) {
      const started = Date.now();
      const header = await headerOf(connection, file);
      const family = detectFamily(header.names);
      if (!family) {
        throw new IngestError(
          file.origin,
          `unrecognised header (${header.names.slice(0, 6).join(', ')}${header.names.length > 6 ? ', ...' : ''}); expected the header of one of: ${expectedHeaders()}`,
          1,
        );
      }
      const result = await loadFile(
        connection,
        file,
        family,
        header.names,
        header.trailingComma,
        index,
        options.onFileProgress,
      );
      const seconds = Math.max((Date.now() - started) / 1000, 0.001);
      log(
        `read ${file.origin} as ${family.title}: ${result.rows} records in ${seconds.toFixed(1)} s (${Math.round(result.rows / seconds)} rows/s)`,
      );
      if (family.period) {
        const { year, index: column, grain } = family.period;
        const key =
          grain === 'quarter'
            ? `printf('%04d-Q%d', CAST(${year} AS INTEGER), CAST(${column} AS INTEGER))`
            : `printf('%04d-%02d', CAST(${year} AS INTEGER), CAST(${column} AS INTEGER))`;
        const periods = (await rowsOf(connection, `SELECT DISTINCT ${key} FROM ${result.table}`)).map((row) =>
          String(row[0]),
        );
        for (const other of loaded.get(family.id) ?? []) {
          const overlap = periods.filter((period) => other.periods.includes(period));
          if (overlap.length > 0) {
            throw new IngestError(
              file.origin,
              `holds ${family.title} records of ${overlap.join(', ')}, as does ${other.file.origin}; ingest one file per period`,
            );
          }
        }
        result.periods.push(...periods);
      }
      loaded.set(family.id, [...(loaded.get(family.id) ?? []), result]);
    }
    for (const [family, files] of loaded) {
      await connection.run(
        `CREATE TEMP VIEW ${family} AS ${files.map((f) => `SELECT * FROM ${f.table}`).join(' UNION ALL BY NAME ')}`,
      );
    }

    const staged: StagedPartition[] = [];
    const stage = async (
      table: TableId,
      period: string,
      select: string,
      sourceRows: number,
      sources: string[],
    ) => {
      const dir = join(staging, 'out', table, period);
      await mkdir(dir, { recursive: true });
      const path = join(dir, `${randomUUID()}.parquet`);
      const order = TABLES[table].sortBy.map(ident).join(', ');
      await connection.run(
        `COPY (${select} ORDER BY ${order}) TO ${sqlString(path)} (FORMAT parquet, COMPRESSION zstd, ROW_GROUP_SIZE 122880)`,
      );
      const rows = Number(
        (await rowsOf(connection, `SELECT count(*) FROM read_parquet(${sqlString(path)})`))[0]?.[0] ?? 0,
      );
      staged.push({ table, period, staged: path, rows, sourceRows, sources });
    };

    for (const build of TABLE_BUILDS) {
      const present = build.needs.filter((family) => loaded.has(family));
      if (present.length === 0) continue;
      const missing = build.needs.filter((family) => !loaded.has(family));
      if (missing.length > 0) {
        const names = missing.map((id) => FAMILIES.find((f) => f.id === id)?.title ?? id);
        throw new IngestError(
          loaded.get(present[0]!)![0]!.file.origin,
          `needs the ${names.join(' and ')} files of the same period, ingested together`,
        );
      }
      checkPartnersCoverPeriods(build.needs, loaded);
      const started = Date.now();
      const output = `out_${build.table}`;
      try {
        await connection.run(`CREATE TEMP TABLE ${output} AS ${build.sql}`);
      } catch (error) {
        throw fromEngineError(loaded.get(build.countFrom)![0]!.file.origin, error);
      }
      const periods = await rowsOf(
        connection,
        `SELECT ${build.periodOf} AS period, count(*) FROM ${build.countFrom} GROUP BY 1 ORDER BY 1`,
      );
      const sources = build.needs.flatMap((family) => loaded.get(family)!.map((f) => f.file.origin));
      for (const [period, count] of periods) {
        const key = String(period);
        const parsed = parsePeriodKey(key);
        if (!parsed)
          throw new IngestError(
            loaded.get(build.countFrom)![0]!.file.origin,
            `records with an invalid period (${key})`,
          );
        const grain = TABLES[build.table].grain;
        const where =
          parsed.quarter !== undefined && grain === 'quarter'
            ? `year = ${parsed.year} AND quarter = ${parsed.quarter}`
            : `year = ${parsed.year} AND month = ${parsed.month ?? 0}`;
        await stage(
          build.table,
          key,
          `SELECT ${storageSelect(build.table)} FROM ${output} WHERE ${where}`,
          Number(count),
          sources,
        );
      }
      log(
        `built ${build.table}: ${periods.length} period(s) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
    }
    for (const build of REFERENCE_BUILDS) {
      const files = loaded.get(build.family);
      if (!files) continue;
      const sourceRows = files.reduce((sum, f) => sum + f.rows, 0);
      await stage(
        build.table,
        REFERENCE_PARTITION,
        `SELECT ${storageSelect(build.table)} FROM (${build.sql})`,
        sourceRows,
        files.map((f) => f.file.origin),
      );
    }
    if (staged.length === 0) throw new IngestError(paths.join(' '), 'no data to ingest');

    const hubsChange = staged.some((p) => HUB_INPUTS.includes(p.table));
    const derive = hubsChange
      ? async (manifest: Manifest): Promise<StagedPartition[]> => {
          const select = airportHubsSelect(dataDir, manifest);
          if (select === undefined) return [];
          const before = staged.length;
          await stage(
            'airport_hubs',
            REFERENCE_PARTITION,
            `SELECT ${storageSelect('airport_hubs')} FROM (${select})`,
            0,
            HUB_INPUTS.filter((table) => manifest.tables[table] !== undefined),
          );
          return staged.slice(before);
        }
      : undefined;
    const published = await publish(dataDir, staged, derive);
    log(`published data version ${published.dataVersion}`);
    return {
      partitions: staged.map((p) => ({
        table: p.table,
        period: p.period,
        rows: p.rows,
        sourceRows: p.sourceRows,
      })),
      dataVersion: published.dataVersion,
    };
  } finally {
    connection.closeSync();
    instance.closeSync();
    await rm(staging, { recursive: true, force: true });
    await release();
  }
}
