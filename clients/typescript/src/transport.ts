import { AtssHttpError, AtssProblemError, RateLimitedError, type Problem } from './errors.js';

export interface ClientOptions {
  /** Where the service runs, e.g. `http://localhost:8080`. */
  readonly baseUrl: string;
  /** Sent as `Authorization: Bearer <key>` when the service has API keys. */
  readonly apiKey?: string;
  /** Retries of a 503 that carries `Retry-After` (overloaded); default 3. */
  readonly maxRetries?: number;
  /** Longest wait before a retry, whatever `Retry-After` says; default 30 s. */
  readonly maxRetryDelayMs?: number;
  /** A fetch implementation (default: the global one). */
  readonly fetch?: typeof fetch;
}

export interface RequestOptions {
  readonly signal?: AbortSignal;
}

type ParameterValue = string | number | boolean | readonly (string | number)[] | undefined;

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason as Error);
    });
  });

/** `Retry-After` in seconds (delta-seconds or an HTTP date), or undefined. */
function retryAfterMs(header: string | null): number | undefined {
  if (header === null) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}

/** GET with path and query parameters (lists comma-separated), JSON answers, typed errors, 503 retries. */
export class Transport {
  private readonly fetch: typeof fetch;

  constructor(private readonly options: ClientOptions) {
    this.fetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  }

  url(path: string, parameters: Readonly<Record<string, ParameterValue>>): URL {
    const used = new Set<string>();
    const filled = path.replace(/\{(\w+)\}/g, (_match, name: string) => {
      used.add(name);
      return encodeURIComponent(String(parameters[name]));
    });
    const url = new URL(filled, this.options.baseUrl);
    for (const [name, value] of Object.entries(parameters)) {
      if (value === undefined || used.has(name)) continue;
      url.searchParams.set(name, Array.isArray(value) ? value.join(',') : String(value));
    }
    return url;
  }

  async get<T>(
    path: string,
    parameters: Readonly<Record<string, ParameterValue>>,
    options: RequestOptions = {},
  ): Promise<T> {
    const url = this.url(path, parameters);
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (this.options.apiKey !== undefined) headers.Authorization = `Bearer ${this.options.apiKey}`;
    const maxRetries = this.options.maxRetries ?? 3;
    for (let attempt = 0; ; attempt += 1) {
      const response = await this.fetch(url, {
        headers,
        ...(options.signal ? { signal: options.signal } : {}),
      });
      if (response.ok) return (await response.json()) as T;
      const wait = retryAfterMs(response.headers.get('retry-after'));
      if (response.status === 503 && wait !== undefined && attempt < maxRetries) {
        await response.body?.cancel();
        await sleep(Math.min(wait, this.options.maxRetryDelayMs ?? 30_000), options.signal);
        continue;
      }
      const text = await response.text();
      if ((response.headers.get('content-type') ?? '').startsWith('application/problem+json')) {
        const problem = JSON.parse(text) as Problem;
        if (response.status === 429)
          throw new RateLimitedError(problem, wait === undefined ? undefined : Math.ceil(wait / 1000));
        throw new AtssProblemError(problem);
      }
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // not JSON: keep the text
      }
      throw new AtssHttpError(response.status, body);
    }
  }
}
