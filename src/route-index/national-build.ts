import { scanColumns, type ColumnChunk, type QueryEngine } from '../engines/engine.js';
import type { Dialect } from '../sql/dialect.js';
import type { Manifest } from '../storage/manifest.js';
import { measureSums, ONE_DIMENSION_ROLLUPS, type RollupDef } from '../storage/rollups.js';
import { DimensionBuilder, dimensionBytes, MeasureBuilder } from './columns.js';
import type { NationalTable } from './index.js';
import { periodKey, periodValues } from './period-codes.js';

/**
 * The one-dimension rollups of every fact table the manifest holds rows of, read into memory by their names
 * (`ONE_DIMENSION_ROLLUPS`: one row per period and value, 15 to about 5,000 rows each at real volume).
 */
export async function buildNationalTables(
  engine: QueryEngine,
  dialect: Dialect,
  manifest: Manifest,
): Promise<Map<string, NationalTable>> {
  const tables = new Map<string, NationalTable>();
  for (const rollup of ONE_DIMENSION_ROLLUPS) {
    const partitions = Object.values(manifest.tables[rollup.base]?.partitions ?? {});
    if (partitions.length === 0) continue;
    tables.set(rollup.name, await nationalTable(engine, dialect, rollup));
  }
  return tables;
}

/**
 * One rollup's rows, summed again by period and value (on an engine that splits a table across shards a value
 * may have a row on each; the null rule carries over, `measureSums`) and ordered by period, so each period's
 * rows are one range.
 */
async function nationalTable(
  engine: QueryEngine,
  dialect: Dialect,
  rollup: RollupDef,
): Promise<NationalTable> {
  const started = performance.now();
  const q = (name: string) => dialect.identifier(name);
  const column = rollup.keep[0]!;
  const periodNames = rollup.periodColumns;
  const keys = [...periodNames, column].map(q);
  const periods = new DimensionBuilder();
  const groups = new DimensionBuilder();
  const measures = new Map(rollup.measures.map((name) => [name, new MeasureBuilder()]));
  const starts: number[] = [0];
  let rows = 0;
  let lastPeriod: number | undefined;
  const seen = new Set<number>();
  const read = ({ names, columns, rows: count }: ColumnChunk) => {
    const values = (name: string) => columns[names.indexOf(name)]!;
    const periodColumns = periodNames.map(values);
    for (let row = 0; row < count; row++) {
      const key = periodKey(periodColumns, row);
      // a new period's code is the next one (codes are given in order of appearance, from 1)
      if (key !== lastPeriod) {
        if (seen.has(key)) throw new Error(`route index: ${rollup.name} rows are not ordered by period`);
        seen.add(key);
        starts.push(rows + row);
      }
      lastPeriod = key;
      periods.push(key);
    }
    const groupValues = values(column);
    for (let row = 0; row < count; row++) groups.push(groupValues[row]);
    for (const [name, builder] of measures) {
      const measure = values(name);
      for (let row = 0; row < count; row++) builder.push(measure[row]);
    }
    rows += count;
  };
  const sql = `SELECT ${[...keys, ...measureSums(rollup.measures, q)].join(', ')} FROM ${q(rollup.name)} GROUP BY ${keys.join(', ')} ORDER BY ${periodNames.map(q).join(', ')}`;
  await scanColumns(engine, sql, [], read);
  starts.push(rows);
  const periodCodes = periods.finish();
  const groupColumn = groups.finish();
  const measureColumns = new Map([...measures].map(([name, builder]) => [name, builder.finish()] as const));
  const periodStarts = Uint32Array.from(starts);
  return {
    name: rollup.name,
    table: rollup.base,
    column,
    rows,
    periodStarts,
    periods: periodValues(periodCodes, periodNames),
    groups: groupColumn,
    measures: measureColumns,
    bytes:
      periodStarts.byteLength +
      dimensionBytes(groupColumn) +
      [...measureColumns.values()].reduce((total, measure) => total + measure.byteLength, 0),
    buildMs: performance.now() - started,
  };
}
