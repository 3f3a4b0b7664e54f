import type { DuckDBConnection } from '@duckdb/node-api';
import { parsePeriodKey } from '../storage/periods.js';
import { TABLES } from '../storage/schema.js';
import { IngestError, fromEngineError } from './errors.js';
import { FAMILIES, type FamilyId } from './families.js';
import type { LoadedFile } from './load.js';
import type { StagedPartition } from './publish.js';
import { withHeldCodes } from './airport-periods.js';
import { withDerivedCityMarkets } from './city-markets.js';
import { LINE } from './record-checks.js';
import { SCOPE_COLUMN } from './scope.js';
import { ident } from './sql.js';
import { stagePartition, storageSelect } from './stage.js';
import { TABLE_BUILDS, type TableBuild } from './transforms.js';

const title = (id: FamilyId) => FAMILIES.find((f) => f.id === id)?.title ?? id;
const holds = (file: LoadedFile, period: string) => file.periods.some((p) => p.period === period);

/** The Market, Coupon and Ticket files of a period are ingested together: each period needs all three. */
function checkPartnersCoverPeriods(needs: readonly FamilyId[], loaded: Map<FamilyId, LoadedFile[]>): void {
  for (const family of needs) {
    for (const file of loaded.get(family) ?? []) {
      for (const { period } of file.periods) {
        const missing = needs.filter(
          (other) => !(loaded.get(other) ?? []).some((partner) => holds(partner, period)),
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

/** Replaces the view of each family `build` reads with the union of its files (restricted to one T-100 scope). */
async function defineViews(
  connection: DuckDBConnection,
  build: TableBuild,
  loaded: Map<FamilyId, LoadedFile[]>,
  scope: string | undefined,
): Promise<void> {
  for (const family of build.needs) {
    const files = loaded.get(family)!;
    const where = scope === undefined ? '' : ` WHERE ${ident(SCOPE_COLUMN)} = '${scope}'`;
    const union = files.map((f) => `SELECT * FROM ${f.table}${where}`).join(' UNION ALL BY NAME ');
    // a download without city markets takes them from the airport reference of each record's period
    const lacksMarkets = files.some((f) => f.missing.some((column) => /CityMarketID$/.test(column)));
    await connection.run(
      `CREATE OR REPLACE TEMP VIEW ${family} AS ${lacksMarkets ? withDerivedCityMarkets(files[0]!.family, union) : union}`,
    );
  }
}

/**
 * A T-100 download with airport ids and no codes needs a Master Coordinate row for every id in its month
 * (airport-periods.ts): the first record without one is refused with its line.
 */
async function checkAirportCodes(
  connection: DuckDBConnection,
  build: TableBuild,
  loaded: Map<FamilyId, LoadedFile[]>,
): Promise<void> {
  for (const file of loaded.get(build.countFrom) ?? []) {
    const [row] = (
      await connection.runAndReadAll(
        `SELECT ${LINE.replace('rowid', 'source_rowid')}, ORIGIN IS NULL, ORIGIN_AIRPORT_ID, DEST_AIRPORT_ID, YEAR, MONTH
           FROM (${withHeldCodes(`(SELECT rowid AS source_rowid, * FROM ${file.table})`)})
          WHERE ORIGIN IS NULL OR DEST IS NULL ORDER BY source_rowid LIMIT 1`,
      )
    ).getRows();
    if (row === undefined) continue;
    const [line, origin, originId, destId, year, month] = row;
    throw new IngestError(
      file.file.origin,
      `${origin ? `ORIGIN_AIRPORT_ID ${String(originId)}` : `DEST_AIRPORT_ID ${String(destId)}`} has no airport code in ${String(year)}-${String(month).padStart(2, '0')}: the file has none and no Master Coordinate row names the id; ingest the Master Coordinate (T_MASTER_CORD) with it`,
      Number(line),
      origin ? 'ORIGIN_AIRPORT_ID' : 'DEST_AIRPORT_ID',
    );
  }
}

/** Builds and stages one table's partitions (of one T-100 scope when `scope` is given). */
async function buildTable(
  connection: DuckDBConnection,
  staging: string,
  build: TableBuild,
  loaded: Map<FamilyId, LoadedFile[]>,
  scope: string | undefined,
): Promise<StagedPartition[]> {
  await defineViews(connection, build, loaded, scope);
  const countFiles = loaded.get(build.countFrom)!;
  const output = `out_${build.table}_${(scope ?? 'all').replace('-', '_')}`;
  try {
    await connection.run(`CREATE OR REPLACE TEMP TABLE ${output} AS ${build.sql}`);
  } catch (error) {
    throw fromEngineError(countFiles[0]!.file.origin, error);
  }
  if (FAMILIES.find((f) => f.id === build.countFrom)?.scoped)
    await checkAirportCodes(connection, build, loaded);
  const periods = (
    await connection.runAndReadAll(
      `SELECT ${build.periodOf} AS period, count(*) FROM ${build.countFrom} GROUP BY 1 ORDER BY 1`,
    )
  ).getRows();
  const staged: StagedPartition[] = [];
  for (const [period, count] of periods) {
    const key = String(period);
    const parsed = parsePeriodKey(key);
    if (!parsed) throw new IngestError(countFiles[0]!.file.origin, `records with an invalid period (${key})`);
    // a quarterly table's partition is its quarter; a monthly one's its month (a quarter key selects none)
    const column =
      parsed.grain === 'quarter' && TABLES[build.table].grain === 'quarter' ? 'quarter' : 'month';
    const index = parsed.grain === column ? parsed.period.index : 0;
    const where = `year = ${parsed.period.year} AND ${column} = ${index}`;
    const inScope = (file: LoadedFile) => scope === undefined || file.scopes.includes(scope);
    const sources = build.needs.flatMap((family) =>
      loaded
        .get(family)!
        .filter((file) => holds(file, key) && inScope(file))
        .map((file) => file.file.origin),
    );
    staged.push(
      await stagePartition(
        connection,
        staging,
        {
          table: build.table,
          period: key,
          ...(scope === undefined ? {} : { scope }),
          sourceRows: Number(count),
          sources,
        },
        `SELECT ${storageSelect(build.table)} FROM ${output} WHERE ${where}`,
      ),
    );
  }
  await connection.run(`DROP TABLE ${output}`);
  return staged;
}

/** Stage 3: every fact table whose families were given, one staged partition per period (and T-100 scope). */
export async function buildFacts(
  connection: DuckDBConnection,
  staging: string,
  loaded: Map<FamilyId, LoadedFile[]>,
  log: (message: string) => void,
): Promise<StagedPartition[]> {
  const staged: StagedPartition[] = [];
  for (const build of TABLE_BUILDS) {
    const present = build.needs.filter((family) => loaded.has(family));
    if (present.length === 0) continue;
    const missing = build.needs.filter((family) => !loaded.has(family));
    if (missing.length > 0) {
      throw new IngestError(
        loaded.get(present[0]!)![0]!.file.origin,
        `needs the ${missing.map(title).join(' and ')} files of the same period, ingested together`,
      );
    }
    checkPartnersCoverPeriods(build.needs, loaded);
    const started = Date.now();
    const files = loaded.get(build.countFrom)!;
    const scopes = files[0]!.family.scoped
      ? [...new Set(files.flatMap((f) => f.scopes))].sort()
      : [undefined];
    const before = staged.length;
    for (const scope of scopes) staged.push(...(await buildTable(connection, staging, build, loaded, scope)));
    log(
      `built ${build.table}: ${staged.length - before} partition(s) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  }
  return staged;
}
