import type { ClickHouseClient } from '@clickhouse/client';
import { selectNumber } from './client.js';
import type { Manifest } from '../../storage/manifest.js';

/**
 * Published data versions in ClickHouse. Each version lives in its own database (`atss_<data_version>`);
 * `atss_meta.versions` on every node lists the versions in the order they were activated. Readers take the
 * last row: one INSERT of that row is the atomic switch. A version superseded longer than the grace period
 * ago has its database dropped by the next publish (its row stays). `seq` is the activation time in ms.
 */
export const META_DATABASE = 'atss_meta';
export const VERSIONS_TABLE = `${META_DATABASE}.versions`;

export const VERSIONS_DDL = `CREATE TABLE IF NOT EXISTS ${VERSIONS_TABLE} (
  seq UInt64,
  data_version String,
  database String,
  manifest String
) ENGINE = MergeTree ORDER BY seq`;

export interface PublishedVersion {
  readonly seq: number;
  readonly dataVersion: string;
  readonly database: string;
  readonly manifest: Manifest;
  readonly activatedAt: Date;
}

/** The database holding one data version (data versions are 16 hex digits, manifest.ts). */
export function databaseOf(dataVersion: string): string {
  if (!/^[0-9a-f]{16}$/.test(dataVersion)) throw new RangeError(`not a data version: ${dataVersion}`);
  return `atss_${dataVersion}`;
}

interface VersionRow {
  readonly seq: number;
  readonly data_version: string;
  readonly database: string;
  readonly manifest: string;
}

/** Every activated version, oldest first (empty when nothing was ever published to this server). */
export async function readVersions(client: ClickHouseClient): Promise<PublishedVersion[]> {
  const n = await selectNumber(
    client,
    `SELECT count() AS n FROM system.tables WHERE database = '${META_DATABASE}' AND name = 'versions'`,
  );
  if (n === 0) return [];
  const result = await client.query({
    query: `SELECT seq, data_version, database, manifest FROM ${VERSIONS_TABLE} ORDER BY seq`,
    format: 'JSONEachRow',
    clickhouse_settings: { output_format_json_quote_64bit_integers: 0 },
  });
  return (await result.json<VersionRow>()).map((row) => ({
    seq: row.seq,
    dataVersion: row.data_version,
    database: row.database,
    manifest: JSON.parse(row.manifest) as Manifest,
    activatedAt: new Date(row.seq),
  }));
}

/** The version readers use now: the last one activated. */
export async function readCurrentVersion(client: ClickHouseClient): Promise<PublishedVersion | undefined> {
  return (await readVersions(client)).at(-1);
}

/** The activation time of the current version (0 when none): cheap enough to poll every second. */
export async function readCurrentSeq(client: ClickHouseClient): Promise<number> {
  const exists = await selectNumber(
    client,
    `SELECT count() AS n FROM system.tables WHERE database = '${META_DATABASE}' AND name = 'versions'`,
  );
  return exists === 0 ? 0 : selectNumber(client, `SELECT max(seq) AS n FROM ${VERSIONS_TABLE}`);
}
