import { ConfigError, type Config } from '../config.js';
import type { Backend } from './backend.js';
import { clickhouseBackend } from './clickhouse.js';
import { duckdbBackend } from './duckdb.js';

/** Every engine the service runs on, by the name `ATSS_ENGINE` / `--engine` gives: one line per backend. */
const BACKENDS: Readonly<Record<string, (config: Config) => Backend>> = {
  duckdb: (config) => duckdbBackend(config),
  clickhouse: (config) =>
    clickhouseBackend({
      url: required(
        config.clickhouseUrl,
        'the clickhouse engine needs ATSS_CLICKHOUSE_URL or --clickhouse URL',
      ),
      connections: config.engineConnections,
      queueLimit: config.queueLimit,
      queryTimeoutMs: config.queryTimeoutMs,
    }),
};

function required(value: string | undefined, message: string): string {
  if (value === undefined || value === '') throw new ConfigError(message);
  return value;
}

/** The backend the configuration names (chosen once, in main.ts). */
export function backendFor(config: Config): Backend {
  const build = Object.hasOwn(BACKENDS, config.engine) ? BACKENDS[config.engine] : undefined;
  if (!build) {
    throw new ConfigError(`unknown engine "${config.engine}" (one of: ${Object.keys(BACKENDS).join(', ')})`);
  }
  return build(config);
}
