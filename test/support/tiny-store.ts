import { DuckDBInstance } from '@duckdb/node-api';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { duckdb } from '../../src/sql/duckdb.js';
import { REFERENCE_PARTITION, type Manifest, type PartitionEntry } from '../../src/storage/manifest.js';
import { TABLES, tableColumns, type TableId } from '../../src/storage/schema.js';

export type TableRow = Readonly<Record<string, string | number | boolean | null>>;

export interface TinyPartition {
  readonly table: TableId;
  /** Period key, or `all` for reference tables. */
  readonly period?: string;
  readonly rows: readonly TableRow[];
}

function literal(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return `'${value.replaceAll("'", "''")}'`;
}

/**
 * Writes a data directory by hand, for tests that must not depend on the generator or ingest: each
 * partition becomes one Parquet file with exactly the schema's columns, listed in a manifest.
 */
export async function writeTinyStore(partitions: readonly TinyPartition[]): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'atss-tiny-'));
  const instance = await DuckDBInstance.create(':memory:');
  const connection = await instance.connect();
  const tables: Record<string, { partitions: Record<string, PartitionEntry> }> = {};
  try {
    for (const [index, partition] of partitions.entries()) {
      const period = partition.period ?? REFERENCE_PARTITION;
      const file = join('store', partition.table, period, `p${index}.parquet`);
      await mkdir(join(dir, 'store', partition.table, period), { recursive: true });
      const columns = tableColumns(TABLES[partition.table]);
      const select = partition.rows.length
        ? partition.rows
            .map(
              (row) =>
                `SELECT ${columns.map((c) => `CAST(${literal(row[c.name])} AS ${duckdb.columnType(c.type)}) AS "${c.name}"`).join(', ')}`,
            )
            .join(' UNION ALL ')
        : `SELECT ${columns.map((c) => `CAST(NULL AS ${duckdb.columnType(c.type)}) AS "${c.name}"`).join(', ')} LIMIT 0`;
      await connection.run(`COPY (${select}) TO '${join(dir, file)}' (FORMAT parquet)`);
      const entry: PartitionEntry = {
        files: [file],
        rows: partition.rows.length,
        source_rows: partition.rows.length,
        ingested_at: '2026-01-01T00:00:00.000Z',
        sources: [`${partition.table}-${period}.csv`],
      };
      tables[partition.table] ??= { partitions: {} };
      tables[partition.table]!.partitions[period] = entry;
    }
  } finally {
    connection.closeSync();
    instance.closeSync();
  }
  const manifest: Manifest = { format: 1, published_at: '2026-01-02T03:04:05.000Z', tables };
  await writeFile(join(dir, 'manifest.json'), JSON.stringify(manifest, null, 2));
  return dir;
}

export async function removeDir(dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true });
}

export const REFERENCE_ROWS: readonly TinyPartition[] = [
  {
    table: 'airports',
    rows: [
      {
        airport_id: 10397,
        iata: 'ATL',
        city_market_id: 30397,
        name: 'Hartsfield-Jackson Atlanta International',
        city: 'Atlanta, GA',
        state: 'GA',
        state_fips: '13',
        country: 'US',
        wac: 34,
        latitude: 33.6367,
        longitude: -84.428101,
      },
      {
        airport_id: 10721,
        iata: 'BOS',
        city_market_id: 30721,
        name: 'Logan International',
        city: 'Boston, MA',
        state: 'MA',
        state_fips: '25',
        country: 'US',
        wac: 13,
        latitude: 42.3643,
        longitude: -71.005203,
      },
      {
        airport_id: 12892,
        iata: 'LAX',
        city_market_id: 32575,
        name: 'Los Angeles International',
        city: 'Los Angeles, CA',
        state: 'CA',
        state_fips: '06',
        country: 'US',
        wac: 91,
        latitude: 33.942501,
        longitude: -118.407997,
      },
      {
        airport_id: 13204,
        iata: 'MCO',
        city_market_id: 31454,
        name: 'Orlando International',
        city: 'Orlando, FL',
        state: 'FL',
        state_fips: '12',
        country: 'US',
        wac: 33,
        latitude: 28.429399,
        longitude: -81.308998,
      },
      {
        airport_id: 13930,
        iata: 'ORD',
        city_market_id: 30977,
        name: "Chicago O'Hare International",
        city: 'Chicago, IL',
        state: 'IL',
        state_fips: '17',
        country: 'US',
        wac: 41,
        latitude: 41.9786,
        longitude: -87.9048,
      },
    ],
  },
  {
    table: 'carriers',
    rows: [
      { carrier_code: 'AA', carrier_name: 'American Airlines Inc.', airline_id: 19805 },
      { carrier_code: 'B6', carrier_name: 'JetBlue Airways', airline_id: 20409 },
      { carrier_code: 'DL', carrier_name: 'Delta Air Lines Inc.', airline_id: 19790 },
      { carrier_code: 'UA', carrier_name: 'United Air Lines Inc.', airline_id: 19977 },
    ],
  },
  {
    table: 'aircraft_types',
    rows: [
      {
        aircraft_type_id: 614,
        aircraft_group: 6,
        ssd_name: 'B737-800',
        manufacturer: 'Boeing',
        long_name: 'Boeing 737-800',
        short_name: 'B737-800',
        begin_date: '1998-01-01',
        end_date: null,
      },
      {
        aircraft_type_id: 694,
        aircraft_group: 6,
        ssd_name: 'A320-100/200',
        manufacturer: 'Airbus Industrie',
        long_name: 'Airbus Industrie A320-100/200',
        short_name: 'A320-100/200',
        begin_date: '1989-01-01',
        end_date: null,
      },
      {
        aircraft_type_id: 608,
        aircraft_group: 6,
        ssd_name: 'B727-200',
        manufacturer: 'Boeing',
        long_name: 'Boeing 727-200/231A',
        short_name: 'B727-200',
        begin_date: '1970-01-01',
        end_date: '2010-12-31',
      },
      {
        aircraft_type_id: 482,
        aircraft_group: 4,
        ssd_name: 'DHC8-400',
        manufacturer: 'De Havilland',
        long_name: 'De Havilland DHC8-400 Dash-8',
        short_name: 'DHC8-400',
        begin_date: '2000-06-01',
        end_date: null,
      },
    ],
  },
];
