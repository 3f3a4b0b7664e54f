import { clickhouseBackend } from '../../src/backends/clickhouse.js';
import { publishToClickHouse } from '../../src/publish/clickhouse.js';
import { openBackendApp, openTestApp, type TestApp } from './app.js';
import { startClickHouseCluster, type ClickHouseCluster } from './clickhouse-cluster.js';

/**
 * One store on both engines: DuckDB over it, and a fresh two-shard cluster it was published to, served twice:
 * with the route index (`house`: routes and national breakdowns by one dimension from memory, as deployed) and
 * without it (`houseSql`: every answer by ClickHouse's own SQL).
 */
export interface EnginePair {
  readonly cluster: ClickHouseCluster;
  readonly duck: TestApp;
  readonly house: TestApp;
  readonly houseSql: TestApp;
  /** Closes both apps and stops the cluster. */
  stop(): Promise<void>;
}

export async function startEnginePair(dataDir: string, queryTimeoutMs = 30_000): Promise<EnginePair> {
  const cluster = await startClickHouseCluster(2);
  await publishToClickHouse({
    dataDir,
    urls: cluster.urls,
    cluster: cluster.name,
    graceMs: 600_000,
    log: () => undefined,
  });
  const duck = await openTestApp(dataDir);
  const backend = () =>
    clickhouseBackend({ url: cluster.urls[0]!, connections: 4, queueLimit: 64, queryTimeoutMs });
  const house = await openBackendApp(backend());
  const houseSql = await openBackendApp(backend(), { routeIndex: 'off' });
  return {
    cluster,
    duck,
    house,
    houseSql,
    async stop() {
      await houseSql.close();
      await house.close();
      await duck.close();
      await cluster.stop();
    },
  };
}
