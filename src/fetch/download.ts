import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import type { DownloadEntry } from './download-manifest.js';
import { CorruptZipError, verifyZip } from './verify-zip.js';
import { CorruptLookupError, verifyLookup } from './verify-lookup.js';
import { formatBytes } from './bytes.js';
import { IdleClock } from './idle-clock.js';

/**
 * One file's download: conditional when a copy is kept, resumed with `Range` (guarded by `If-Range`) when a
 * partial file is there, retried with exponential backoff and jitter on connection errors, stalls, 5xx and 429
 * (`Retry-After` wins), verified as a zip (a lookup table `.csv`: as one) before it replaces anything.
 *
 * Node's built-in `fetch` (undici, shipped with Node 20) is used rather than `node:http`: it follows
 * redirects, speaks HTTPS and keep-alive, and gives the body as a stream with an `AbortSignal`, which is all a
 * resumable download needs; no client library is added, and no other part of atss talks to the network.
 */
export interface DownloadSettings {
  readonly attempts: number;
  readonly idleTimeoutMs: number;
  readonly retryBaseMs: number;
  readonly retryMaxMs: number;
}

export interface DownloadWatch {
  /** Bytes on disk so far and the file's size when known (called as bytes arrive). */
  readonly onBytes?: (received: number, total: number | undefined) => void;
  /** A retry or a restart, as a sentence. */
  readonly onNote?: (message: string) => void;
}

export type DownloadResult =
  | {
      readonly status: 'downloaded';
      readonly entry: DownloadEntry;
      readonly bytes: number;
      readonly notes: readonly string[];
    }
  | { readonly status: 'unchanged'; readonly entry: DownloadEntry; readonly notes: readonly string[] }
  | { readonly status: 'not-published'; readonly notes: readonly string[] }
  | { readonly status: 'failed'; readonly reason: string; readonly notes: readonly string[] };

/** What one attempt ended with: a result, or a reason to try again (after the server's wait, if it gave one). */
type Attempt =
  | { readonly done: DownloadResult }
  | { readonly retry: string; readonly retryAfterMs?: number; readonly immediately?: boolean };

interface PartialMeta {
  readonly url: string;
  readonly etag?: string;
  readonly lastModified?: string;
}

async function sizeOf(path: string): Promise<number | undefined> {
  try {
    return (await stat(path)).size;
  } catch {
    return undefined;
  }
}

async function sha256Of(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** `Retry-After` as seconds or an HTTP date, in milliseconds from now; undefined when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (header === null || header.trim() === '') return undefined;
  if (/^\d+$/.test(header.trim())) return Number(header.trim()) * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** The wait before attempt `attempt + 1`: base x 2^(attempt-1), with jitter (half to all of it), capped. */
export function backoffMs(attempt: number, settings: DownloadSettings, random = Math.random): number {
  const exponential = Math.min(settings.retryMaxMs, settings.retryBaseMs * 2 ** (attempt - 1));
  return Math.round(exponential * (0.5 + random() / 2));
}

const validator = (meta: { etag?: string; lastModified?: string }) => meta.etag ?? meta.lastModified;

function headerValidators(response: Response): { etag?: string; lastModified?: string } {
  const etag = response.headers.get('etag');
  const lastModified = response.headers.get('last-modified');
  return { ...(etag ? { etag } : {}), ...(lastModified ? { lastModified } : {}) };
}

export class FileDownload {
  private readonly part: string;
  private readonly partMeta: string;
  private readonly notes: string[] = [];

  constructor(
    private readonly url: string,
    private readonly target: string,
    private readonly kept: DownloadEntry | undefined,
    private readonly settings: DownloadSettings,
    private readonly watch: DownloadWatch = {},
  ) {
    this.part = `${target}.part`;
    this.partMeta = `${target}.part.json`;
  }

  private note(message: string): void {
    this.notes.push(message);
    this.watch.onNote?.(message);
  }

  async run(): Promise<DownloadResult> {
    for (let attempt = 1; ; attempt += 1) {
      let outcome: Attempt;
      try {
        outcome = await this.attempt();
      } catch (error) {
        outcome = { retry: connectionFailure(error, this.settings.idleTimeoutMs) };
      }
      if ('done' in outcome) return outcome.done;
      if (attempt >= this.settings.attempts) {
        const reason = `${outcome.retry}; gave up after ${attempt} attempts`;
        return { status: 'failed', reason, notes: this.notes };
      }
      const fromServer = outcome.retryAfterMs;
      const wait = outcome.immediately
        ? 0
        : fromServer !== undefined
          ? Math.min(fromServer, this.settings.retryMaxMs)
          : backoffMs(attempt, this.settings);
      this.note(
        `attempt ${attempt} failed (${outcome.retry}); retrying in ${(wait / 1000).toFixed(1)} s${fromServer !== undefined ? ' (Retry-After)' : ''}`,
      );
      await sleep(wait);
    }
  }

  private async readPartial(): Promise<{ size: number; meta: PartialMeta } | undefined> {
    const size = await sizeOf(this.part);
    if (size === undefined) return undefined;
    try {
      const meta = JSON.parse(await readFile(this.partMeta, 'utf8')) as PartialMeta;
      if (meta.url === this.url && validator(meta) !== undefined && size > 0) return { size, meta };
    } catch {
      // no record of what the partial file is: it cannot be resumed safely
    }
    await this.discardPartial();
    return undefined;
  }

  private async discardPartial(): Promise<void> {
    await rm(this.part, { force: true });
    await rm(this.partMeta, { force: true });
  }

  private async attempt(): Promise<Attempt> {
    const partial = await this.readPartial();
    const keptOnDisk = this.kept !== undefined && (await sizeOf(this.target)) === this.kept.size;
    const headers: Record<string, string> = {};
    if (partial) {
      headers.range = `bytes=${partial.size}-`;
      headers['if-range'] = validator(partial.meta) ?? '';
    } else if (keptOnDisk && this.kept) {
      if (this.kept.etag) headers['if-none-match'] = this.kept.etag;
      if (this.kept.lastModified) headers['if-modified-since'] = this.kept.lastModified;
    }
    const controller = new AbortController();
    const idle = new IdleClock(this.settings.idleTimeoutMs, () => controller.abort());
    idle.waiting();
    try {
      const response = await fetch(this.url, { headers, signal: controller.signal });
      idle.waiting();
      const status = response.status;
      if (status !== 200 && status !== 206) await response.body?.cancel();
      if (status === 304 && keptOnDisk && this.kept)
        return { done: { status: 'unchanged', entry: this.kept, notes: this.notes } };
      if (status === 404) return { done: { status: 'not-published', notes: this.notes } };
      if (status === 429 || status >= 500)
        return {
          retry: `HTTP ${status}${response.statusText ? ` ${response.statusText}` : ''}`,
          ...optional('retryAfterMs', retryAfterMs(response.headers.get('retry-after'))),
        };
      if (status === 416) {
        await this.discardPartial();
        return {
          retry: 'HTTP 416 (the partial file does not fit the server file): starting over',
          immediately: true,
        };
      }
      if (status !== 200 && status !== 206)
        return {
          done: { status: 'failed', reason: `HTTP ${status} ${response.statusText}`, notes: this.notes },
        };
      return await this.receive(response, partial, idle);
    } finally {
      idle.stop();
    }
  }

  /** Writes the body (appended to the partial file on a 206), then verifies and keeps it. */
  private async receive(
    response: Response,
    partial: { size: number; meta: PartialMeta } | undefined,
    idle: IdleClock,
  ): Promise<Attempt> {
    let offset = 0;
    let total: number | undefined;
    if (response.status === 206) {
      const range = /^bytes (\d+)-(\d+)\/(\d+|\*)$/.exec(response.headers.get('content-range') ?? '');
      if (!range || !partial || Number(range[1]) !== partial.size) {
        await response.body?.cancel();
        await this.discardPartial();
        return {
          retry: 'the server answered the Range request with another range: starting over',
          immediately: true,
        };
      }
      offset = partial.size;
      total = range[3] === '*' ? undefined : Number(range[3]);
      this.note(`resumed at ${formatBytes(offset)} (HTTP Range)`);
    } else {
      if (partial) this.note(`the server sent the whole file to a Range request: restarted from 0`);
      const length = response.headers.get('content-length');
      total = length === null ? undefined : Number(length);
      await writeFile(this.partMeta, JSON.stringify({ url: this.url, ...headerValidators(response) }));
    }
    const handle = await open(this.part, offset > 0 ? 'a' : 'w');
    let received = offset;
    try {
      if (response.body) {
        idle.waiting(); // the bookkeeping above was this side's time
        for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
          idle.stop(); // writing is this side's time, not the server's
          await handle.write(chunk);
          received += chunk.length;
          this.watch.onBytes?.(received, total);
          idle.waiting();
        }
      }
    } finally {
      idle.stop();
      await handle.close();
    }
    if (total !== undefined && received !== total)
      return { retry: `the body ended at ${received} of ${total} bytes` };
    return this.keep(received - offset);
  }

  private async keep(bytes: number): Promise<Attempt> {
    try {
      await (this.target.endsWith('.csv') ? verifyLookup(this.part) : verifyZip(this.part));
    } catch (error) {
      if (!(error instanceof CorruptZipError || error instanceof CorruptLookupError)) throw error;
      await this.discardPartial();
      return { retry: `downloaded file is corrupt (${error.message}): fetching it again` };
    }
    const meta = JSON.parse(await readFile(this.partMeta, 'utf8')) as PartialMeta;
    const size = (await stat(this.part)).size;
    const sha256 = await sha256Of(this.part);
    await rename(this.part, this.target);
    await rm(this.partMeta, { force: true });
    const sameAsKept = this.kept?.sha256 === sha256;
    const entry: DownloadEntry = {
      url: this.url,
      size,
      sha256,
      ...(meta.etag ? { etag: meta.etag } : {}),
      ...(meta.lastModified ? { lastModified: meta.lastModified } : {}),
      downloadedAt: new Date().toISOString(),
      ...(sameAsKept && this.kept?.ingestedSha256 ? { ingestedSha256: this.kept.ingestedSha256 } : {}),
    };
    return { done: { status: 'downloaded', entry, bytes, notes: this.notes } };
  }
}

function optional<K extends string, V>(key: K, value: V | undefined): Partial<Record<K, V>> {
  return value === undefined ? {} : ({ [key]: value } as Record<K, V>);
}

/** A failed connection, a cut body or a stall, as a sentence. */
function connectionFailure(error: unknown, idleTimeoutMs: number): string {
  const err = error as Error & { cause?: { code?: string; message?: string } };
  if (err.name === 'AbortError') return `no byte arrived for ${(idleTimeoutMs / 1000).toFixed(1)} s`;
  const cause = err.cause?.code ?? err.cause?.message;
  return `connection failed: ${err.message}${cause ? ` (${cause})` : ''}`;
}
