import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { externalSuiteSkipped } from './external.js';
import { freePorts } from './server.js';

/**
 * A real ClickHouse cluster for tests: `shards` clickhouse-server processes on loopback, each with its own
 * configuration and data in a temporary folder, all listing the same `remote_servers` cluster (one replica
 * per shard), on ports free when it starts (test/support/server.ts freePorts), so parallel runs never collide.
 */
export interface ClickHouseCluster {
  readonly name: string;
  /** HTTP URL of each shard's server, shard 1 first. */
  readonly urls: readonly string[];
  /** Kills one shard's server at once (SIGKILL): the shard is down, its data stays on disk. */
  kill(shard: number): Promise<void>;
  /** Starts a killed shard again on the same ports and data. */
  restart(shard: number): Promise<void>;
  /** Stops every server and removes the temporary folder. */
  stop(): Promise<void>;
}

export const CLUSTER_NAME = 'atss_test';
export const SERVER_BINARY = 'clickhouse-server';

/** Why the cluster cannot run here (clickhouse-server is not installed), or undefined when it can. */
export function clickHouseUnavailableReason(): string | undefined {
  const found = spawnSync('sh', ['-c', `command -v ${SERVER_BINARY}`], { encoding: 'utf8' });
  if (found.status === 0) return undefined;
  return `${SERVER_BINARY} is not installed (.ci/run installs Debian's clickhouse-server)`;
}

/**
 * Why the ClickHouse tests do not run in this test run (printed), or undefined when they do: only when asked
 * for (`ATSS_CLICKHOUSE_TESTS`, see test/support/external.ts) and clickhouse-server is installed; with
 * `ATSS_CLICKHOUSE_TESTS=required` (CI) a missing server is an error, not a skip.
 */
export function clickHouseTestsSkipped(): string | undefined {
  return externalSuiteSkipped('clickhouse', clickHouseUnavailableReason);
}

export interface Ports {
  readonly http: number;
  readonly tcp: number;
}

/**
 * Free loopback ports for every shard (see freePorts: clickhouse-server cannot report a port it picked, and
 * each shard's configuration names the others' ports before any starts).
 */
export async function clusterPorts(shards: number): Promise<Ports[]> {
  const free = await freePorts(shards * 2);
  return Array.from({ length: shards }, (_, shard) => ({
    http: free[shard * 2]!,
    tcp: free[shard * 2 + 1]!,
  }));
}

function serverConfig(root: string, ports: Ports, shards: readonly Ports[], extra: string): string {
  const replicas = shards
    .map((p) => `<shard><replica><host>127.0.0.1</host><port>${p.tcp}</port></replica></shard>`)
    .join('');
  return baseServerConfig(
    root,
    ports,
    `<listen_host>127.0.0.1</listen_host>
  <remote_servers><${CLUSTER_NAME}>${replicas}</${CLUSTER_NAME}></remote_servers>${extra}`,
  );
}

/**
 * A server's configuration: its ports and folders, and `extra` elements (none: the server listens on loopback
 * and knows no cluster; `config.d/*.xml` next to the file adds to it, as on a Debian install).
 */
export function baseServerConfig(root: string, ports: Ports, extra = ''): string {
  return `<?xml version="1.0"?>
<yandex>
  <logger><level>warning</level><log>${root}/server.log</log><errorlog>${root}/error.log</errorlog><console>0</console></logger>
  <http_port>${ports.http}</http_port>
  <tcp_port>${ports.tcp}</tcp_port>
  <path>${root}/data/</path>
  <tmp_path>${root}/tmp/</tmp_path>
  <user_files_path>${root}/user_files/</user_files_path>
  <format_schema_path>${root}/format_schemas/</format_schema_path>
  <mark_cache_size>67108864</mark_cache_size>
  <max_concurrent_queries>64</max_concurrent_queries>
  <users_config>users.xml</users_config>
  <default_profile>default</default_profile>
  <default_database>default</default_database>
  ${extra}
</yandex>
`;
}

/** Each query's memory limit: 1 GB for the tests; the benchmark's real volume needs more (its publish INSERTs). */
export const usersConfig = (maxMemoryBytes: number, profileSettings = ''): string => `<?xml version="1.0"?>
<yandex>
  <profiles><default><max_memory_usage>${maxMemoryBytes}</max_memory_usage>${profileSettings}</default></profiles>
  <users><default><password></password><networks><ip>127.0.0.1</ip><ip>::1</ip></networks><profile>default</profile><quota>default</quota></default></users>
  <quotas><default><interval><duration>3600</duration><queries>0</queries><errors>0</errors><result_rows>0</result_rows><read_rows>0</read_rows><execution_time>0</execution_time></interval></default></quotas>
</yandex>
`;

export async function waitUntilAnswering(
  url: string,
  server: ChildProcess,
  deadlineMs: number,
): Promise<void> {
  const until = Date.now() + deadlineMs;
  while (Date.now() < until) {
    if (server.exitCode !== null) throw new Error(`clickhouse-server at ${url} exited (${server.exitCode})`);
    try {
      const response = await fetch(`${url}/ping`, { signal: AbortSignal.timeout(1_000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`clickhouse-server at ${url} did not answer within ${deadlineMs} ms`);
}

export function stopped(server: ChildProcess, signal: NodeJS.Signals, graceMs: number): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => server.kill('SIGKILL'), graceMs);
    server.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    server.kill(signal);
  });
}

/**
 * Keeps every query's record in `system.query_log` (the benchmarks read each query's peak memory there): the
 * table in the server's configuration, `log_queries` in the users' profile.
 */
export const QUERY_LOG = {
  server:
    '<query_log><database>system</database><table>query_log</table><flush_interval_milliseconds>1000</flush_interval_milliseconds></query_log>',
  profile: '<log_queries>1</log_queries>',
};

/**
 * Starts a cluster of `shards` servers (2 by default) and waits until each answers; `extra` adds elements to
 * each server's configuration and to its users' profile (such as QUERY_LOG).
 */
export async function startClickHouseCluster(
  shards = 2,
  maxMemoryBytes = 1_000_000_000,
  extra: { readonly server: string; readonly profile: string } = { server: '', profile: '' },
): Promise<ClickHouseCluster> {
  const root = await mkdtemp(join(tmpdir(), 'atss-clickhouse-'));
  const ports = await clusterPorts(shards);
  const urls = ports.map((p) => `http://127.0.0.1:${p.http}`);
  const servers: (ChildProcess | undefined)[] = [];

  const start = async (shard: number): Promise<void> => {
    const dir = join(root, `shard${shard + 1}`);
    const server = spawn(SERVER_BINARY, [`--config-file=${join(dir, 'config.xml')}`], {
      cwd: dir,
      stdio: 'ignore',
    });
    servers[shard] = server;
    await waitUntilAnswering(urls[shard]!, server, 30_000);
  };
  const stopAll = async (): Promise<void> => {
    await Promise.all(
      servers.map((server) => (server ? stopped(server, 'SIGTERM', 10_000) : Promise.resolve())),
    );
    await rm(root, { recursive: true, force: true });
  };

  try {
    for (const [shard, shardPorts] of ports.entries()) {
      const dir = join(root, `shard${shard + 1}`);
      await mkdir(dir, { recursive: true });
      await writeFile(join(dir, 'config.xml'), serverConfig(dir, shardPorts, ports, extra.server));
      await writeFile(join(dir, 'users.xml'), usersConfig(maxMemoryBytes, extra.profile));
    }
    await Promise.all(ports.map((_, shard) => start(shard)));
  } catch (error) {
    await stopAll();
    throw error;
  }

  return {
    name: CLUSTER_NAME,
    urls,
    kill: async (shard) => {
      const server = servers[shard - 1];
      if (server) await stopped(server, 'SIGKILL', 0);
    },
    restart: (shard) => start(shard - 1),
    stop: stopAll,
  };
}
