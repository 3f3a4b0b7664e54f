import type { ClickHouseClient } from '@clickhouse/client';
import { renderLiteral } from '../../sql/clickhouse-literals.js';

interface ShardRow {
  readonly shard_num: number;
  readonly host_name: string;
  readonly port: number;
}

/** The cluster named first in a Distributed table's engine (`Distributed(cluster, database, table)`). */
const CLUSTER_OF_ENGINE = /^Distributed\(\s*['"`]?([A-Za-z0-9_]+)/;

async function rowsOf<T>(client: ClickHouseClient, query: string): Promise<T[]> {
  const result = await client.query({
    query,
    format: 'JSONEachRow',
    clickhouse_settings: { output_format_json_quote_64bit_integers: 0 },
  });
  return result.json<T>();
}

/**
 * The shards a data version's Distributed tables read that do not answer now, as `shard N (host:port)`, in
 * shard order (empty when all answer, or when the version has no Distributed table: one server). Asked
 * through the server the service queries: the clusters come from its Distributed tables, their shards from
 * its `system.clusters`, and each shard is asked for one row with `remote()`, as a query's own part would be.
 * The server itself not answering is an error (the caller says so).
 */
export async function unreachableShards(client: ClickHouseClient, database: string): Promise<string[]> {
  const engines = await rowsOf<{ engine_full: string }>(
    client,
    `SELECT DISTINCT engine_full FROM system.tables WHERE database = ${renderLiteral(database)} AND engine = 'Distributed'`,
  );
  const clusters = [...new Set(engines.flatMap((row) => CLUSTER_OF_ENGINE.exec(row.engine_full)?.[1] ?? []))];
  if (clusters.length === 0) return [];
  const shards = await rowsOf<ShardRow>(
    client,
    `SELECT DISTINCT shard_num, host_name, port FROM system.clusters WHERE cluster IN (${clusters
      .map(renderLiteral)
      .join(', ')}) ORDER BY shard_num, host_name, port`,
  );
  const answers = await Promise.all(
    shards.map(async (shard) => {
      const address = `${shard.host_name}:${shard.port}`;
      const answering = await client
        .command({ query: `SELECT 1 FROM remote(${renderLiteral(address)}, system.one)` })
        .then(
          () => true,
          () => false,
        );
      return { shard: shard.shard_num, address, answering };
    }),
  );
  // a shard is down when none of its replicas answers
  const down = [...new Set(answers.map((a) => a.shard))].filter((shard) =>
    answers.every((a) => a.shard !== shard || !a.answering),
  );
  return down.map(
    (shard) =>
      `shard ${shard} (${answers
        .filter((a) => a.shard === shard)
        .map((a) => a.address)
        .join(', ')})`,
  );
}
