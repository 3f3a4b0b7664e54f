import { readFileSync } from 'node:fs';

/**
 * Configuration: the environment is read and validated here, once. Nothing below this module reads
 * `process.env`; command-line flags override the environment.
 */
export interface Config {
  readonly port: number;
  readonly host: string;
  readonly dataDir: string;
  readonly logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** The backend served from: `duckdb` (the data directory) or `clickhouse` (backends/index.ts). */
  readonly engine: string;
  /** HTTP URL of the ClickHouse server the clickhouse engine queries. */
  readonly clickhouseUrl: string | undefined;
  /** Engine connections (queries in flight at once). */
  readonly engineConnections: number;
  /** DuckDB worker threads. */
  readonly engineThreads: number;
  /** Scale of the demo dataset `npm start` builds when the data directory is empty. */
  readonly demoScale: number;
  /**
   * Copy the stored tables into engine memory when a data version is opened (about 3.5 times the RSS per stored
   * month, bench/README.md "Memory and start-up"); by default they are read in place and only the rollups are copied.
   */
  readonly engineInMemory: boolean;
  /**
   * The in-memory route index built when a data version opens, answering routes without the engine:
   * `rollups` (the route rollups), `tables` (every stored row, so filtered routes too) or `off`.
   */
  readonly routeIndex: 'off' | 'rollups' | 'tables';
  /** An engine query running longer is interrupted (504 query-timeout). */
  readonly queryTimeoutMs: number;
  /** Queries waiting for an engine connection beyond which requests get 503 overloaded. */
  readonly queueLimit: number;
  /** Megabytes of answers the in-memory result cache may hold; 0 turns it off. */
  readonly cacheMb: number;
  /** API keys; empty means the API is open. Never logged. */
  readonly apiKeys: readonly string[];
  /** Requests per window per key or client address; 0 turns rate limiting off. */
  readonly rateLimit: number;
  readonly rateLimitWindowSeconds: number;
  /** How long and how many clients the HTTP server waits for and holds. */
  readonly server: ServerLimits;
  /** How `atss fetch` downloads from BTS (the only part of atss that talks to the network). */
  readonly fetch: FetchSettings;
}

/** Downloads of `atss fetch` (src/fetch). */
export interface FetchSettings {
  /** Where the TranStats files are downloaded from: `<base>/PREZIP/<file>.zip` (a mirror, or a test server). */
  readonly baseUrl: string;
  /** Files downloaded at once. */
  readonly concurrency: number;
  /** Attempts per file (connection errors, 5xx, 429, a stall, a corrupt zip) before the file is given up. */
  readonly attempts: number;
  /** A download with no byte arriving for this long is cut and retried (resumed where the server allows). */
  readonly idleTimeoutMs: number;
  /** The first retry waits about this long (with jitter), doubling each attempt; Retry-After wins when given. */
  readonly retryBaseMs: number;
  /** No wait (backoff or Retry-After) is longer than this. */
  readonly retryMaxMs: number;
}

export const DEFAULT_BTS_BASE_URL = 'https://transtats.bts.gov';

/** An http(s) URL without a trailing slash; anything else stops the start. */
function baseUrlSetting(env: NodeJS.ProcessEnv, name: string, fallback: string): string {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  return checkedBaseUrl(raw, name);
}

export function checkedBaseUrl(raw: string, name: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be an http(s) URL, got "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new ConfigError(`${name} must be an http(s) URL, got "${raw}"`);
  return raw.replace(/\/+$/, '');
}

/** Connection limits of the HTTP server: what a slow or idle client may hold, and for how long. */
export interface ServerLimits {
  /** The request line and headers must arrive within this time (else 408 and the connection closes). */
  readonly headersTimeoutMs: number;
  /** The whole request must arrive within this time. */
  readonly requestTimeoutMs: number;
  /** An idle keep-alive connection is closed after this time. */
  readonly keepAliveTimeoutMs: number;
  /** A connection with no traffic at all for this long is closed (also while an answer is computed). */
  readonly socketTimeoutMs: number;
  /** Open connections beyond this are closed as soon as they are accepted. */
  readonly maxConnections: number;
  /** On SIGTERM, requests in flight get this long to finish; then the process exits (1) whatever remains. */
  readonly drainTimeoutMs: number;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export class ConfigError extends Error {}

function intSetting(
  env: NodeJS.ProcessEnv,
  name: string,
  fallback: number,
  min: number,
  max: number,
): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw)) throw new ConfigError(`${name} must be an integer, got "${raw}"`);
  const value = Number(raw);
  if (value < min || value > max)
    throw new ConfigError(`${name} must be from ${min} to ${max}, got ${value}`);
  return value;
}

function numberSetting(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new ConfigError(`${name} must be a positive number`);
  return value;
}

/** A boolean setting: exactly true, false, 1 or 0; anything else stops the start. */
function booleanSetting(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (raw === 'true' || raw === '1') return true;
  if (raw === 'false' || raw === '0') return false;
  throw new ConfigError(`${name} must be true, false, 1 or 0, got "${raw}"`);
}

/** One of a closed list of words; the first is the default. */
function choiceSetting<T extends string>(
  env: NodeJS.ProcessEnv,
  name: string,
  choices: readonly [T, ...T[]],
): T {
  const raw = env[name];
  if (raw === undefined || raw === '') return choices[0];
  const found = choices.find((choice) => choice === raw);
  if (found === undefined)
    throw new ConfigError(`${name} must be one of ${choices.join(', ')}, got "${raw}"`);
  return found;
}

function apiKeysFrom(env: NodeJS.ProcessEnv): string[] {
  const inline = (env.ATSS_API_KEYS ?? '').split(',');
  const file = env.ATSS_API_KEYS_FILE;
  let fromFile: string[] = [];
  if (file) {
    try {
      fromFile = readFileSync(file, 'utf8').split(/\r?\n/);
    } catch {
      throw new ConfigError(`ATSS_API_KEYS_FILE cannot be read: ${file}`);
    }
  }
  const keys = [...inline, ...fromFile]
    .map((key) => key.trim())
    .filter((key) => key !== '' && !key.startsWith('#'));
  for (const key of keys) {
    if (key.length < 16) throw new ConfigError('every API key must be at least 16 characters long');
  }
  return [...new Set(keys)];
}

/** Settings that no longer exist, with what replaced them: refused, so an old setting never silently stops acting. */
const RETIRED_SETTINGS: Readonly<Record<string, string>> = {
  ATSS_CACHE_ENTRIES: 'the result cache is bounded in memory now: set ATSS_CACHE_MB (megabytes, default 256)',
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  for (const [name, replacement] of Object.entries(RETIRED_SETTINGS)) {
    if (env[name] !== undefined) throw new ConfigError(`${name} is no longer read; ${replacement}`);
  }
  const logLevel = env.ATSS_LOG_LEVEL ?? 'info';
  if (!(LOG_LEVELS as readonly string[]).includes(logLevel)) {
    throw new ConfigError(`ATSS_LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);
  }
  const config: Config = {
    port: intSetting(env, 'PORT', 8080, 0, 65535),
    // loopback unless asked: a demo reachable from the whole network surprises people (HOST=0.0.0.0 for all)
    host: env.HOST ?? '127.0.0.1',
    dataDir: env.ATSS_DATA_DIR ?? 'data',
    logLevel: logLevel as Config['logLevel'],
    engine: env.ATSS_ENGINE ?? 'duckdb',
    clickhouseUrl: env.ATSS_CLICKHOUSE_URL,
    engineConnections: intSetting(env, 'ATSS_ENGINE_CONNECTIONS', 4, 1, 64),
    engineThreads: intSetting(env, 'ATSS_ENGINE_THREADS', 2, 1, 64),
    demoScale: numberSetting(env, 'ATSS_DEMO_SCALE', 0.2),
    engineInMemory: booleanSetting(env, 'ATSS_ENGINE_IN_MEMORY', false),
    routeIndex: choiceSetting(env, 'ATSS_ROUTE_INDEX', ['rollups', 'tables', 'off'] as const),
    queryTimeoutMs: intSetting(env, 'ATSS_QUERY_TIMEOUT_MS', 10_000, 100, 600_000),
    queueLimit: intSetting(env, 'ATSS_QUEUE_LIMIT', 64, 0, 100_000),
    cacheMb: intSetting(env, 'ATSS_CACHE_MB', 256, 0, 1_048_576),
    apiKeys: apiKeysFrom(env),
    rateLimit: intSetting(env, 'ATSS_RATE_LIMIT', 0, 0, 1_000_000),
    rateLimitWindowSeconds: intSetting(env, 'ATSS_RATE_LIMIT_WINDOW', 60, 1, 86_400),
    server: {
      headersTimeoutMs: intSetting(env, 'ATSS_HEADERS_TIMEOUT_MS', 10_000, 100, 600_000),
      requestTimeoutMs: intSetting(env, 'ATSS_REQUEST_TIMEOUT_MS', 15_000, 100, 600_000),
      keepAliveTimeoutMs: intSetting(env, 'ATSS_KEEP_ALIVE_TIMEOUT_MS', 5_000, 100, 600_000),
      socketTimeoutMs: intSetting(env, 'ATSS_SOCKET_TIMEOUT_MS', 60_000, 1_000, 3_600_000),
      maxConnections: intSetting(env, 'ATSS_MAX_CONNECTIONS', 4096, 1, 1_000_000),
      drainTimeoutMs: intSetting(env, 'ATSS_DRAIN_TIMEOUT_MS', 15_000, 100, 600_000),
    },
    fetch: {
      baseUrl: baseUrlSetting(env, 'ATSS_BTS_BASE_URL', DEFAULT_BTS_BASE_URL),
      concurrency: intSetting(env, 'ATSS_FETCH_CONCURRENCY', 2, 1, 16),
      attempts: intSetting(env, 'ATSS_FETCH_ATTEMPTS', 6, 1, 100),
      idleTimeoutMs: intSetting(env, 'ATSS_FETCH_IDLE_TIMEOUT_MS', 60_000, 10, 3_600_000),
      retryBaseMs: intSetting(env, 'ATSS_FETCH_RETRY_BASE_MS', 1_000, 0, 600_000),
      retryMaxMs: intSetting(env, 'ATSS_FETCH_RETRY_MAX_MS', 300_000, 0, 3_600_000),
    },
  };
  if (config.server.headersTimeoutMs > config.server.requestTimeoutMs) {
    throw new ConfigError('ATSS_HEADERS_TIMEOUT_MS must not exceed ATSS_REQUEST_TIMEOUT_MS');
  }
  return config;
}
