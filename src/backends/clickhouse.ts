import { clickhouseClient } from '../engines/clickhouse/client.js';
import { ClickHouseEngine } from '../engines/clickhouse/engine.js';
import { unreachableShards } from '../engines/clickhouse/shards.js';
import { readCurrentSeq, readCurrentVersion } from '../engines/clickhouse/versions.js';
import { clickhouse } from '../sql/clickhouse.js';
import { emptyManifest } from '../storage/manifest.js';
import type { Backend, OpenedVersion } from './backend.js';

export interface ClickHouseBackendSettings {
  /** HTTP URL of the server queried (with a cluster: a node holding the Distributed tables). */
  readonly url: string;
  readonly connections: number;
  readonly queueLimit: number;
  readonly queryTimeoutMs: number;
}

/**
 * ClickHouse: data versions published by `atss publish --clickhouse` (engines/clickhouse/versions.ts); the
 * current one is the last row of atss_meta.versions, polled for changes.
 */
export function clickhouseBackend(settings: ClickHouseBackendSettings): Backend {
  const meta = clickhouseClient({ url: settings.url, requestTimeoutMs: 10_000, connections: 1 });
  const engineFor = (database: string) =>
    new ClickHouseEngine({
      url: settings.url,
      database,
      timeoutMs: settings.queryTimeoutMs,
      connections: settings.connections,
      maxQueue: settings.queueLimit,
    });
  return {
    name: 'clickhouse',
    openCurrent: async (): Promise<OpenedVersion> => {
      const version = await readCurrentVersion(meta);
      if (!version) {
        return {
          engine: engineFor('default'),
          dialect: clickhouse,
          manifest: emptyManifest(),
          dataVersion: 'empty',
          unavailable: `no data version has been published to ClickHouse at ${settings.url}; publish one with: atss publish --clickhouse ${settings.url}`,
          filesInPlace: [],
        };
      }
      return {
        engine: engineFor(version.database),
        dialect: clickhouse,
        manifest: version.manifest,
        dataVersion: version.dataVersion,
        filesInPlace: [],
        unreachable: async () => {
          try {
            return await unreachableShards(meta, version.database);
          } catch {
            return [`the server at ${settings.url}`];
          }
        },
      };
    },
    publishedStamp: async () => {
      try {
        return String(await readCurrentSeq(meta));
      } catch {
        // server unreachable: keep serving what is open (its queries answer 503 until the server is back)
        return 'unreachable';
      }
    },
    watch: () => () => undefined,
    close: () => meta.close(),
  };
}
