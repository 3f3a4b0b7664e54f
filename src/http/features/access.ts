import { createHash, timingSafeEqual } from 'node:crypto';

/** Paths that stay open whatever the keys and limits: health, docs, the OpenAPI document, problem pages, metrics. */
export function isOpenPath(path: string): boolean {
  return (
    path === '/' ||
    path === '/livez' ||
    path === '/readyz' ||
    path === '/openapi.json' ||
    path === '/metrics' ||
    path === '/docs' ||
    path.startsWith('/docs/') ||
    path === '/explore' ||
    path.startsWith('/explore/') ||
    path.startsWith('/problems/')
  );
}

const digest = (text: string): Buffer => createHash('sha256').update(text).digest();

/** API keys compared in constant time (over fixed-length digests); the keys themselves are never logged. */
export class ApiKeys {
  private readonly digests: Buffer[];

  constructor(keys: readonly string[]) {
    this.digests = keys.map(digest);
  }

  get enabled(): boolean {
    return this.digests.length > 0;
  }

  /** The key a request presents: `Authorization: Bearer <key>` or `X-API-Key: <key>`. */
  static presented(headers: Readonly<Record<string, string | string[] | undefined>>): string | undefined {
    const authorization = headers.authorization;
    if (typeof authorization === 'string') {
      const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
      if (match) return match[1];
    }
    const header = headers['x-api-key'];
    return typeof header === 'string' && header !== '' ? header : undefined;
  }

  valid(key: string | undefined): boolean {
    if (key === undefined) return false;
    const candidate = digest(key);
    let found = false;
    for (const known of this.digests) found = timingSafeEqual(candidate, known) || found;
    return found;
  }
}

/** Fixed-window request counts per client (API key digest or address). */
export class RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    readonly limit: number,
    readonly windowSeconds: number,
  ) {}

  get enabled(): boolean {
    return this.limit > 0;
  }

  /** Counts a request; answers what the headers say and whether it is over the limit. */
  take(client: string, now = Date.now()): { allowed: boolean; remaining: number; resetSeconds: number } {
    const windowMs = this.windowSeconds * 1000;
    let entry = this.windows.get(client);
    if (!entry || now - entry.start >= windowMs) {
      entry = { start: now - (now % windowMs), count: 0 };
      this.windows.set(client, entry);
      if (this.windows.size > 100_000) this.prune(now);
    }
    entry.count += 1;
    const resetSeconds = Math.max(1, Math.ceil((entry.start + windowMs - now) / 1000));
    return {
      allowed: entry.count <= this.limit,
      remaining: Math.max(0, this.limit - entry.count),
      resetSeconds,
    };
  }

  private prune(now: number): void {
    for (const [client, entry] of this.windows) {
      if (now - entry.start >= this.windowSeconds * 1000) this.windows.delete(client);
    }
  }
}

export function clientId(key: string | undefined, address: string): string {
  return key === undefined ? `ip:${address}` : `key:${digest(key).toString('hex').slice(0, 16)}`;
}
