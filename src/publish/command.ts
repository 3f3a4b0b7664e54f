import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.js';
import { acquireLock, PUBLISH_LOCK } from '../storage/lock.js';
import { publishToClickHouse, PublishError } from './clickhouse.js';

const DEFAULT_GRACE_MINUTES = 10;

/**
 * `atss publish --clickhouse URL [--clickhouse URL...] [--cluster NAME] [--data DIR] [--grace-minutes N]`:
 * loads the data directory's published version into ClickHouse. With a cluster, one URL per shard: 18.16
 * runs `ON CLUSTER` DDL only through ZooKeeper, so the tables are created on each node directly.
 */
export async function runPublish(args: readonly string[]): Promise<void> {
  const { values } = parseArgs({
    args: [...args],
    options: {
      clickhouse: { type: 'string', multiple: true },
      cluster: { type: 'string' },
      data: { type: 'string' },
      'grace-minutes': { type: 'string', default: String(DEFAULT_GRACE_MINUTES) },
    },
    strict: true,
  });
  const urls = (values.clickhouse ?? []).flatMap((value) => value.split(',')).filter(Boolean);
  if (urls.length === 0) throw new ConfigError('publish needs --clickhouse URL');
  if (values.cluster === undefined && urls.length > 1) {
    throw new ConfigError('several --clickhouse URLs need --cluster NAME (one URL per shard)');
  }
  const graceMinutes = Number(values['grace-minutes']);
  if (!Number.isFinite(graceMinutes) || graceMinutes < 0) {
    throw new ConfigError('--grace-minutes must be a number of minutes, 0 or more');
  }
  const dataDir = values.data ?? loadConfig().dataDir;
  // one publish per data directory at a time, taken before connecting: two at once would both drop and create
  // the version's database, and could both fail and leave it behind half loaded
  let release: () => Promise<void>;
  try {
    release = await acquireLock(dataDir, PUBLISH_LOCK);
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === 'ENOENT' ? `no data directory ${dataDir}` : null;
    throw new ConfigError(reason ?? (error as Error).message);
  }
  try {
    const result = await publishToClickHouse({
      dataDir,
      urls,
      cluster: values.cluster,
      graceMs: graceMinutes * 60_000,
      log: (line) => console.error(line),
    });
    console.log(JSON.stringify(result));
  } catch (error) {
    // a refused load, an unreachable server or a server error: one clear line, no stack
    const reason = error instanceof PublishError ? error.message : `ClickHouse: ${(error as Error).message}`;
    throw new ConfigError(reason);
  } finally {
    await release();
  }
}
