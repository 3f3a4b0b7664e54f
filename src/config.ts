import { readFileSync } from 'node:fs';
import { checkBaseUrl, SETTINGS, type LOG_LEVELS, type SettingName, type Settings } from './settings.js';

/**
 * Configuration: the environment is read and validated here, once, by the settings' declarations
 * (settings.ts). Nothing below this module reads `process.env`; command-line flags override the environment.
 */
export interface Config {
  readonly port: number;
  readonly host: string;
  readonly dataDir: string;
  readonly logLevel: (typeof LOG_LEVELS)[number];
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
  /** What one ingest may take (its own DuckDB engine) and accept (zip members). */
  readonly ingest: IngestLimits;
  /** How `atss fetch` downloads from BTS (the only part of atss that talks to the network). */
  readonly fetch: FetchSettings;
}

/** Ingest resource limits, overridable per run by the CLI flags or `IngestOptions.limits`. */
export interface IngestLimits {
  /** DuckDB memory limit of the ingest's own engine, e.g. `6GB`. */
  readonly memoryLimit: string;
  /** DuckDB worker threads of the ingest engine. */
  readonly threads: number;
  /** Largest uncompressed size of one zip member, in bytes. */
  readonly maxFileBytes: number;
  /** Largest uncompressed / compressed size ratio of one zip member. */
  readonly maxRatio: number;
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
  /** Largest download accepted, in bytes (announced or received). */
  readonly maxFileBytes: number;
  /** Bytes per second a download must average over each rate window (0: no floor). */
  readonly minBytesPerSecond: number;
  /** The window the minimum rate is measured over. */
  readonly rateWindowMs: number;
  /** One file (its retries and waits included) fails when not complete after this long. */
  readonly deadlineMs: number;
  /** Connection failures in a row to one host after which the run stops asking it. */
  readonly hostFailureLimit: number;
}

/** An http(s) URL without a trailing slash (a flag such as `--base-url`); anything else is a ConfigError. */
export function checkedBaseUrl(raw: string, name: string): string {
  const checked = checkBaseUrl(raw);
  if (!checked.ok) throw new ConfigError(`${name} ${checked.reason}`);
  return checked.value;
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
  /** Open connections from one client address beyond this are closed as soon as they are accepted. */
  readonly maxConnectionsPerClient: number;
  /** On SIGTERM, requests in flight get this long to finish; then the process exits (1) whatever remains. */
  readonly drainTimeoutMs: number;
}

export class ConfigError extends Error {}

function apiKeysFrom(settings: Settings): string[] {
  const inline = (settings.ATSS_API_KEYS ?? '').split(',');
  const file = settings.ATSS_API_KEYS_FILE;
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

/** The settings of the environment (README "Configuration"), each checked by its declaration in settings.ts. */
function parseSettings(env: NodeJS.ProcessEnv): Settings {
  const parsed = SETTINGS.safeParse(env);
  if (parsed.success) return parsed.data;
  const [first] = parsed.error.issues;
  throw new ConfigError(`${String(first?.path[0])} ${first?.message}`);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  for (const [name, replacement] of Object.entries(RETIRED_SETTINGS)) {
    if (env[name] !== undefined) throw new ConfigError(`${name} is no longer read; ${replacement}`);
  }
  const settings = parseSettings(env);
  const config: Config = {
    port: settings.PORT,
    host: settings.HOST,
    dataDir: settings.ATSS_DATA_DIR,
    logLevel: settings.ATSS_LOG_LEVEL,
    engine: settings.ATSS_ENGINE,
    clickhouseUrl: settings.ATSS_CLICKHOUSE_URL,
    engineConnections: settings.ATSS_ENGINE_CONNECTIONS,
    engineThreads: settings.ATSS_ENGINE_THREADS,
    demoScale: settings.ATSS_DEMO_SCALE,
    engineInMemory: settings.ATSS_ENGINE_IN_MEMORY,
    routeIndex: settings.ATSS_ROUTE_INDEX,
    queryTimeoutMs: settings.ATSS_QUERY_TIMEOUT_MS,
    queueLimit: settings.ATSS_QUEUE_LIMIT,
    cacheMb: settings.ATSS_CACHE_MB,
    apiKeys: apiKeysFrom(settings),
    rateLimit: settings.ATSS_RATE_LIMIT,
    rateLimitWindowSeconds: settings.ATSS_RATE_LIMIT_WINDOW,
    server: {
      headersTimeoutMs: settings.ATSS_HEADERS_TIMEOUT_MS,
      requestTimeoutMs: settings.ATSS_REQUEST_TIMEOUT_MS,
      keepAliveTimeoutMs: settings.ATSS_KEEP_ALIVE_TIMEOUT_MS,
      socketTimeoutMs: settings.ATSS_SOCKET_TIMEOUT_MS,
      maxConnections: settings.ATSS_MAX_CONNECTIONS,
      maxConnectionsPerClient: settings.ATSS_MAX_CONNECTIONS_PER_CLIENT,
      drainTimeoutMs: settings.ATSS_DRAIN_TIMEOUT_MS,
    },
    ingest: {
      memoryLimit: settings.ATSS_INGEST_MEMORY_LIMIT,
      threads: settings.ATSS_INGEST_THREADS,
      maxFileBytes: settings.ATSS_INGEST_MAX_FILE_BYTES,
      maxRatio: settings.ATSS_INGEST_MAX_RATIO,
    },
    fetch: {
      baseUrl: settings.ATSS_BTS_BASE_URL,
      concurrency: settings.ATSS_FETCH_CONCURRENCY,
      attempts: settings.ATSS_FETCH_ATTEMPTS,
      idleTimeoutMs: settings.ATSS_FETCH_IDLE_TIMEOUT_MS,
      retryBaseMs: settings.ATSS_FETCH_RETRY_BASE_MS,
      retryMaxMs: settings.ATSS_FETCH_RETRY_MAX_MS,
      maxFileBytes: settings.ATSS_FETCH_MAX_FILE_BYTES,
      minBytesPerSecond: settings.ATSS_FETCH_MIN_RATE,
      rateWindowMs: settings.ATSS_FETCH_RATE_WINDOW_MS,
      deadlineMs: settings.ATSS_FETCH_DEADLINE_MS,
      hostFailureLimit: settings.ATSS_FETCH_HOST_FAILURES,
    },
  };
  if (config.server.headersTimeoutMs > config.server.requestTimeoutMs) {
    throw new ConfigError('ATSS_HEADERS_TIMEOUT_MS must not exceed ATSS_REQUEST_TIMEOUT_MS');
  }
  return config;
}

/**
 * A setting given as a CLI flag (`--threads` over `ATSS_INGEST_THREADS`), checked by the setting's rule; a
 * refused value throws `refusal` (the command's own error type) naming the setting.
 */
export function flagSetting<N extends SettingName>(
  name: N,
  raw: string | undefined,
  current: Settings[N],
  refusal: new (message: string) => Error = ConfigError,
): Settings[N] {
  if (raw === undefined) return current;
  const parsed = SETTINGS.shape[name].safeParse(raw);
  if (parsed.success) return parsed.data as Settings[N];
  throw new refusal(`${name} ${parsed.error.issues[0]?.message}`);
}
