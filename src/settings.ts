import { z } from 'zod';

/**
 * Every setting of atss, declared once: one zod schema over the environment, a field per variable (in the
 * README's order), each with its value rule, its default and its documentation (`.meta`). `config.ts` parses
 * the environment with it, the CLI's usage text lists its names, and the README's configuration table is
 * rendered from it (`npm run docs:config`; a test keeps the README and `--help` in step).
 */

/** The documentation of a setting: the CLI flag that overrides it, its default as shown, what it does. */
export interface SettingDoc {
  readonly flag?: string;
  readonly shownDefault: string;
  readonly description: string;
}

type Checked<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly reason: string };
const ok = <T>(value: T): Checked<T> => ({ ok: true, value });
const refused = (reason: string): Checked<never> => ({ ok: false, reason });

/**
 * A variable read as text: unset or empty gives the fallback, anything else goes through `check`, whose
 * reason becomes `<NAME> <reason>` (config.ts).
 */
type Doc = Omit<SettingDoc, 'shownDefault'> & { readonly shownDefault?: string };

function setting<T>(fallback: T, check: (raw: string) => Checked<T>, doc: Doc) {
  return z
    .string()
    .optional()
    .transform((raw, context): T => {
      if (raw === undefined || raw === '') return fallback;
      const checked = check(raw);
      if (checked.ok) return checked.value;
      context.addIssue({ code: 'custom', message: checked.reason });
      return z.NEVER;
    })
    .meta({ shownDefault: String(fallback ?? '(none)'), ...doc });
}

export function checkInteger(raw: string, min: number, max: number): Checked<number> {
  if (!/^\d+$/.test(raw)) return refused(`must be an integer, got "${raw}"`);
  const value = Number(raw);
  return value < min || value > max ? refused(`must be from ${min} to ${max}, got ${value}`) : ok(value);
}

const integer = (fallback: number, min: number, max: number, doc: Doc) =>
  setting(fallback, (raw) => checkInteger(raw, min, max), doc);

/** A positive number (an integer when asked), surrounding spaces ignored. */
function checkPositive(raw: string, integerOnly: boolean): Checked<number> {
  const value = Number(raw.trim());
  return !Number.isFinite(value) || value <= 0 || (integerOnly && !Number.isInteger(value))
    ? refused(`must be a positive ${integerOnly ? 'integer' : 'number'}, got "${raw}"`)
    : ok(value);
}

const positive = (fallback: number, integerOnly: boolean, doc: Doc) =>
  setting(fallback, (raw) => checkPositive(raw, integerOnly), doc);

/** Exactly true, false, 1 or 0. */
const boolean = (fallback: boolean, doc: Doc) =>
  setting(
    fallback,
    (raw) =>
      raw === 'true' || raw === '1'
        ? ok(true)
        : raw === 'false' || raw === '0'
          ? ok(false)
          : refused(`must be true, false, 1 or 0, got "${raw}"`),
    doc,
  );

function choice<const T extends string>(choices: readonly T[], fallback: T, doc: Doc) {
  return setting(
    fallback,
    (raw) => {
      const found = choices.find((item) => item === raw);
      return found === undefined ? refused(`must be one of ${choices.join(', ')}, got "${raw}"`) : ok(found);
    },
    doc,
  );
}

const text = <T extends string | undefined>(fallback: T, doc: Doc) => setting<string | T>(fallback, ok, doc);

const MEMORY_SIZE = /^\d+(\.\d+)?\s*(B|KB|MB|GB|TB|KiB|MiB|GiB|TiB)$/i;

export function checkMemorySize(raw: string): Checked<string> {
  const size = raw.trim();
  return MEMORY_SIZE.test(size) ? ok(size) : refused(`must be a size such as 6GB or 512MB, got "${size}"`);
}

/** An http(s) URL, kept without its trailing slashes. */
export function checkBaseUrl(raw: string): Checked<string> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return refused(`must be an http(s) URL, got "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return refused(`must be an http(s) URL, got "${raw}"`);
  return ok(raw.replace(/\/+$/, ''));
}

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export const ROUTE_INDEX_KINDS = ['rollups', 'tables', 'off'] as const;
export const DEFAULT_BTS_BASE_URL = 'https://transtats.bts.gov';

const MS_MAX = 600_000;

export const SETTINGS = z.object({
  PORT: integer(8080, 0, 65535, { flag: '--port', description: 'HTTP port' }),
  HOST: text('127.0.0.1', {
    description:
      'listen address: loopback only by default (a demo reachable from the whole network surprises people); `0.0.0.0` for every interface (in a container, behind a proxy)',
  }),
  ATSS_DATA_DIR: text('data', {
    flag: '--data',
    shownDefault: '`./data`',
    description: 'data directory (manifest and Parquet store)',
  }),
  ATSS_LOG_LEVEL: choice(LOG_LEVELS, 'info', {
    description: `${LOG_LEVELS.join(', ')}; at info, one JSON line per request`,
  }),
  ATSS_ENGINE_CONNECTIONS: integer(4, 1, 64, {
    description:
      'DuckDB connections (queries in flight at once); breakdowns may hold round(cores / `ATSS_ENGINE_THREADS`) of them, never all',
  }),
  ATSS_ENGINE_THREADS: integer(2, 1, 64, { description: 'DuckDB worker threads' }),
  ATSS_ENGINE_IN_MEMORY: boolean(false, {
    description:
      '`true` copies the stored tables into DuckDB memory when a data version opens; by default the Parquet files are queried in place and only the rollups are copied (a third of the RSS; `bench/README.md`, "Memory and start-up"); exactly `true`, `false`, `1` or `0`',
  }),
  ATSS_ROUTE_INDEX: choice(ROUTE_INDEX_KINDS, 'rollups', {
    description:
      'route index built when a version opens (routes and national breakdowns by one dimension answered without the engine; at the first start it is built after `/readyz`, which says `route_index: building` until then, and they go to the engine meanwhile): `rollups` (the route rollups and one facet per route filter column: routes with one filter too), `tables` (every row: any filter combination, about 10x the memory) or `off`; each holds the one-dimension rollups (about 11 MB at real volume); bench/README.md "Route executor"',
  }),
  ATSS_QUERY_TIMEOUT_MS: integer(10_000, 100, MS_MAX, {
    description:
      'a query not answered this long after it was asked for (time waiting for a connection included) is interrupted (504)',
  }),
  ATSS_QUEUE_LIMIT: integer(64, 0, 100_000, {
    description:
      'queries of one class (routes, breakdowns) that may wait for a connection; beyond it 503 `overloaded`',
  }),
  ATSS_CACHE_MB: integer(256, 0, 1_048_576, {
    description:
      'megabytes of answers the result cache holds (0 turns it off); the retired `ATSS_CACHE_ENTRIES` is refused at start',
  }),
  ATSS_HEADERS_TIMEOUT_MS: integer(10_000, 100, MS_MAX, {
    description: 'the request line and headers must arrive within this time (408 problem, connection closed)',
  }),
  ATSS_REQUEST_TIMEOUT_MS: integer(15_000, 100, MS_MAX, {
    description: 'the whole request must arrive within this time (at least the headers timeout)',
  }),
  ATSS_KEEP_ALIVE_TIMEOUT_MS: integer(5_000, 100, MS_MAX, {
    description: 'an idle keep-alive connection is closed after this time',
  }),
  ATSS_SOCKET_TIMEOUT_MS: integer(60_000, 1_000, 3_600_000, {
    description: 'a connection without any traffic for this long is closed',
  }),
  ATSS_MAX_CONNECTIONS: integer(4096, 1, 1_000_000, {
    description:
      'open connections beyond this are closed as soon as accepted (keep it under the file descriptor limit, `ulimit -n`)',
  }),
  ATSS_MAX_CONNECTIONS_PER_CLIENT: integer(512, 1, 1_000_000, {
    description:
      'open connections from one client address beyond this are closed as soon as accepted, so one client cannot take every connection (behind a reverse proxy every client has its address: raise it there)',
  }),
  ATSS_DRAIN_TIMEOUT_MS: integer(15_000, 100, MS_MAX, {
    description: 'on SIGTERM, time given to requests in flight before the process exits anyway (code 1)',
  }),
  ATSS_API_KEYS: text(undefined, {
    description:
      'comma-separated API keys (at least 16 characters each); when set, analytics and list endpoints need one',
  }),
  ATSS_API_KEYS_FILE: text(undefined, { description: 'a file of API keys, one per line (`#` comments)' }),
  ATSS_RATE_LIMIT: integer(0, 0, 1_000_000, {
    shownDefault: '0 (off)',
    description: 'requests per window per API key, or per client address without keys',
  }),
  ATSS_RATE_LIMIT_WINDOW: integer(60, 1, 86_400, { description: 'rate-limit window in seconds' }),
  ATSS_DEMO_SCALE: positive(0.2, false, {
    description:
      'scale of the demo dataset `npm start` installs (its world: the 30 largest US airports; at 0.2, the default, the prebuilt store in demo-data/ is copied in seconds; another scale is generated and ingested at the first start, minutes)',
  }),
  ATSS_INGEST_MEMORY_LIMIT: setting('3GB', checkMemorySize, {
    flag: '--memory-limit',
    description:
      'memory limit of the ingest\'s own DuckDB engine; beyond it the engine spills to the staging folder (removed after every ingest, failed or not): a DB1B quarter and 12 months peaked at 3.4 GB of RSS at 3GB, 5.7 GB at 6GB (`bench/README.md`, "Ingest peak")',
  }),
  ATSS_INGEST_THREADS: positive(2, true, {
    flag: '--threads',
    description: 'worker threads of the ingest engine',
  }),
  ATSS_INGEST_MAX_FILE_BYTES: positive(20e9, true, {
    description: 'largest uncompressed size of one zip member (refused before extraction)',
  }),
  ATSS_INGEST_MAX_RATIO: positive(200, false, {
    description: 'largest uncompressed / compressed ratio of one zip member (refused before extraction)',
  }),
  ATSS_BTS_BASE_URL: setting(DEFAULT_BTS_BASE_URL, checkBaseUrl, {
    flag: '--base-url',
    shownDefault: 'TranStats',
    description: `where \`atss fetch\` downloads from (\`<base>/PREZIP/<file>.zip\`), \`${DEFAULT_BTS_BASE_URL}\` by default: a mirror or a test server`,
  }),
  ATSS_FETCH_CONCURRENCY: integer(2, 1, 16, {
    flag: '--concurrency',
    description: 'files `atss fetch` downloads at once',
  }),
  ATSS_FETCH_ATTEMPTS: integer(6, 1, 100, {
    description:
      'attempts per file (connection errors, stalls, 5xx, 429, a corrupt zip) before it is given up',
  }),
  ATSS_FETCH_IDLE_TIMEOUT_MS: integer(60_000, 10, 3_600_000, {
    description:
      'a download with no byte arriving for this long is cut and retried (resumed where the server allows)',
  }),
  ATSS_FETCH_RETRY_BASE_MS: integer(1_000, 0, MS_MAX, {
    description:
      'first retry wait (half to all of it, doubling each attempt); `Retry-After` wins when the server sends it',
  }),
  ATSS_FETCH_RETRY_MAX_MS: integer(300_000, 0, 3_600_000, {
    description: 'no retry waits longer (backoff or `Retry-After`)',
  }),
  ATSS_FETCH_MAX_FILE_BYTES: positive(8e9, true, {
    description:
      'largest download `atss fetch` accepts (a larger announced size, or a body growing past it, fails the file)',
  }),
  ATSS_FETCH_MIN_RATE: integer(1_024, 0, 1e9, {
    description:
      'bytes per second a download must average over each `ATSS_FETCH_RATE_WINDOW_MS` (slower: cut and retried; 0 turns the check off)',
  }),
  ATSS_FETCH_RATE_WINDOW_MS: integer(60_000, 10, 3_600_000, {
    description: 'the window `ATSS_FETCH_MIN_RATE` is measured over',
  }),
  ATSS_FETCH_DEADLINE_MS: integer(7_200_000, 10, 86_400_000, {
    description: 'one file, its retries and their waits included, fails when not complete after this long',
  }),
  ATSS_FETCH_HOST_FAILURES: integer(3, 1, 100, {
    description:
      'connection failures in a row to one host (no answer at all) after which `atss fetch` stops asking it',
  }),
  ATSS_ENGINE: text('duckdb', {
    flag: '--engine',
    description:
      '`duckdb` (the data directory) or `clickhouse` (the version last published with `atss publish --clickhouse`)',
  }),
  ATSS_CLICKHOUSE_URL: text(undefined, {
    flag: '--clickhouse',
    description:
      'HTTP URL of the ClickHouse server served from (`ATSS_ENGINE_CONNECTIONS`, `ATSS_QUEUE_LIMIT` and `ATSS_QUERY_TIMEOUT_MS` apply to it too)',
  }),
});

export type SettingName = keyof typeof SETTINGS.shape;
export type Settings = z.output<typeof SETTINGS>;

/** Every setting with its documentation, in the schema's order. */
export function settingDocs(): { readonly name: SettingName; readonly doc: SettingDoc }[] {
  return Object.entries(SETTINGS.shape).map(([name, schema]) => ({
    name: name as SettingName,
    doc: schema.meta() as unknown as SettingDoc,
  }));
}

/** The README's configuration table (Markdown, laid out as Prettier lays it out), one row per setting. */
export function configurationTable(): string {
  const rows = [
    ['Variable', 'Flag', 'Default', 'Meaning'],
    ...settingDocs().map(({ name, doc }) => [
      `\`${name}\``,
      doc.flag === undefined ? '' : `\`${doc.flag}\``,
      doc.shownDefault,
      doc.description,
    ]),
  ];
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  const line = (cells: readonly string[]) =>
    `| ${cells.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')} |`;
  const [header, ...body] = rows;
  return [line(header!), line(widths.map((width) => '-'.repeat(width))), ...body.map(line)].join('\n');
}
