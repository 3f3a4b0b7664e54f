import { clickhouseBackend } from '../../src/backends/clickhouse.js';
import { publishToClickHouse } from '../../src/publish/clickhouse.js';
import { openBackendApp, openTestApp, type TestApp } from './app.js';
import { startClickHouseCluster, type ClickHouseCluster } from './clickhouse-cluster.js';

/** One store on both engines: DuckDB over it, and a fresh two-shard cluster it was published to. */
export interface EnginePair {
  readonly cluster: ClickHouseCluster;
  readonly duck: TestApp;
  readonly house: TestApp;
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
  const house = await openBackendApp(
    clickhouseBackend({ url: cluster.urls[0]!, connections: 4, queueLimit: 64, queryTimeoutMs }),
  );
  return {
    cluster,
    duck,
    house,
    async stop() {
      await house.close();
      await duck.close();
      await cluster.stop();
    },
  };
}
