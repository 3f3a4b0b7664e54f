import { ClickHouseLogLevel, createClient, type ClickHouseClient } from '@clickhouse/client';

export interface ClientOptions {
  readonly url: string;
  readonly database?: string;
  readonly requestTimeoutMs: number;
  readonly connections?: number;
}

/**
 * An HTTP client of one ClickHouse server. The client's own logging is off: every failure reaches the caller
 * as an error, which the engine maps to a 503/504 or the publish command reports.
 */
export function clickhouseClient(options: ClientOptions): ClickHouseClient {
  return createClient({
    url: options.url,
    ...(options.database === undefined ? {} : { database: options.database }),
    request_timeout: options.requestTimeoutMs,
    max_open_connections: options.connections ?? 4,
    compression: { request: false, response: false },
    log: { level: ClickHouseLogLevel.OFF },
  });
}

/** The single number a one-row SELECT of one column named `n` returns. */
export async function selectNumber(client: ClickHouseClient, query: string): Promise<number> {
  const result = await client.query({
    query,
    format: 'JSONEachRow',
    clickhouse_settings: { output_format_json_quote_64bit_integers: 0 },
  });
  const rows = await result.json<{ n: number | string }>();
  return Number(rows[0]?.n);
}
