import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import type { DownloadEntry } from './download-manifest.js';
import { CorruptZipError, verifyZip, ZipBombError, type ZipBounds } from './verify-zip.js';
import { CorruptLookupError, verifyLookup } from './verify-lookup.js';
import { formatBytes } from './bytes.js';
import { HostCircuit } from './host-circuit.js';
import { IdleClock } from './idle-clock.js';
import { TransferGuard, TransferStop, type TransferBounds } from './transfer-guard.js';

/**
 * One file's download: conditional when a copy is kept, resumed with `Range` (guarded by `If-Range`) when a
 * partial file is there, retried with exponential backoff and jitter on connection errors, stalls, 5xx and 429
 * (`Retry-After` wins), bounded (size cap, deadline, minimum rate: transfer-guard.ts), verified as a zip within the
 * ingest's bounds (a lookup table `.csv`: as one) before it replaces anything; a host that does not answer at all
 * is given up for the whole run after a few failures in a row (host-circuit.ts).
 *
 * Node's built-in `fetch` (undici, shipped with Node 20) is used rather than `node:http`: it follows
 * redirects, speaks HTTPS and keep-alive, and gives the body as a stream with an `AbortSignal`, which is all a
 * resumable download needs; no client library is added, and no other part of atss talks to the network.
 */
export interface DownloadSettings extends TransferBounds {
  readonly attempts: number;
  readonly idleTimeoutMs: number;
  readonly retryBaseMs: number;
  readonly retryMaxMs: number;
}

/** What the downloads of one run share: the hosts given up, and what a zip may expand to. */
export interface DownloadContext {
  readonly hosts: HostCircuit;
  readonly zipBounds: ZipBounds;
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

const failed = (reason: string, notes: readonly string[]): { done: DownloadResult } => ({
  done: { status: 'failed', reason, notes },
});

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
export function backoffMs(
  attempt: number,
  settings: Pick<DownloadSettings, 'retryBaseMs' | 'retryMaxMs'>,
  random = Math.random,
): number {
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
  private readonly host: string;

  constructor(
    private readonly url: string,
    private readonly target: string,
    private readonly kept: DownloadEntry | undefined,
    private readonly settings: DownloadSettings,
    private readonly context: DownloadContext,
    private readonly watch: DownloadWatch = {},
  ) {
    this.part = `${target}.part`;
    this.partMeta = `${target}.part.json`;
    this.host = new URL(url).host;
  }

  private note(message: string): void {
    this.notes.push(message);
    this.watch.onNote?.(message);
  }

  async run(): Promise<DownloadResult> {
    const deadlineAt = performance.now() + this.settings.deadlineMs;
    for (let attempt = 1; ; attempt += 1) {
      const refusal = this.context.hosts.refusal(this.host);
      if (refusal !== undefined) return failed(refusal, this.notes).done;
      const outcome = await this.attempt(deadlineAt);
      if ('done' in outcome) return outcome.done;
      if (attempt >= this.settings.attempts)
        return failed(`${outcome.retry}; gave up after ${attempt} attempts`, this.notes).done;
      const fromServer = outcome.retryAfterMs;
      const wait = outcome.immediately
        ? 0
        : fromServer !== undefined
          ? Math.min(fromServer, this.settings.retryMaxMs)
          : backoffMs(attempt, this.settings);
      if (performance.now() + wait >= deadlineAt) {
        const deadline = `${this.host} did not complete ${this.url} within ${(this.settings.deadlineMs / 1000).toFixed(1)} s (ATSS_FETCH_DEADLINE_MS)`;
        return failed(`${outcome.retry}; ${deadline}`, this.notes).done;
      }
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

  private requestHeaders(partial: { size: number; meta: PartialMeta } | undefined, keptOnDisk: boolean) {
    const headers: Record<string, string> = {};
    if (partial) {
      headers.range = `bytes=${partial.size}-`;
      headers['if-range'] = validator(partial.meta) ?? '';
    } else if (keptOnDisk && this.kept) {
      if (this.kept.etag) headers['if-none-match'] = this.kept.etag;
      if (this.kept.lastModified) headers['if-modified-since'] = this.kept.lastModified;
    }
    return headers;
  }

  /** One request: its answer, or why it ended (a stop of this side's, a stall, no answer, a cut body). */
  private async attempt(deadlineAt: number): Promise<Attempt> {
    const controller = new AbortController();
    const guard = new TransferGuard(this.url, this.settings, controller, deadlineAt);
    const idle = new IdleClock(this.settings.idleTimeoutMs, () => controller.abort());
    let answered = false;
    try {
      const partial = await this.readPartial();
      const keptOnDisk = this.kept !== undefined && (await sizeOf(this.target)) === this.kept.size;
      idle.waiting();
      const response = await fetch(this.url, {
        headers: this.requestHeaders(partial, keptOnDisk),
        signal: controller.signal,
      });
      answered = true;
      this.context.hosts.answered(this.host);
      idle.waiting();
      return await this.answer(response, partial, keptOnDisk, { idle, guard });
    } catch (error) {
      return await this.ended(error, controller.signal.reason, answered);
    } finally {
      idle.stop();
      guard.stop();
    }
  }

  /** An attempt that threw: a stop of this side's, a stall, a request without an answer, a cut body. */
  private async ended(error: unknown, reason: unknown, answered: boolean): Promise<Attempt> {
    if (reason instanceof TransferStop) {
      if (!reason.fatal) return { retry: reason.message };
      await this.discardPartial();
      return failed(reason.message, this.notes);
    }
    const sentence = connectionFailure(error, this.settings.idleTimeoutMs);
    if (answered || (error as Error).name === 'AbortError') return { retry: sentence };
    const givenUp = this.context.hosts.failed(this.host, sentence);
    return givenUp === undefined ? { retry: `${this.host}: ${sentence}` } : failed(givenUp, this.notes);
  }

  private async answer(
    response: Response,
    partial: { size: number; meta: PartialMeta } | undefined,
    keptOnDisk: boolean,
    clocks: { idle: IdleClock; guard: TransferGuard },
  ): Promise<Attempt> {
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
    if (status !== 200 && status !== 206) return failed(`HTTP ${status} ${response.statusText}`, this.notes);
    return await this.receive(response, partial, clocks);
  }

  /** Writes the body (appended to the partial file on a 206), then verifies and keeps it. */
  private async receive(
    response: Response,
    partial: { size: number; meta: PartialMeta } | undefined,
    { idle, guard }: { idle: IdleClock; guard: TransferGuard },
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
    const tooLarge = guard.announced(total);
    if (tooLarge) {
      await response.body?.cancel();
      await this.discardPartial();
      return failed(tooLarge.message, this.notes);
    }
    return this.write(response, offset, total, { idle, guard });
  }

  /** Appends the body to the partial file, each chunk counted against the size cap and the minimum rate. */
  private async write(
    response: Response,
    offset: number,
    total: number | undefined,
    { idle, guard }: { idle: IdleClock; guard: TransferGuard },
  ): Promise<Attempt> {
    const handle = await open(this.part, offset > 0 ? 'a' : 'w');
    let received = offset;
    try {
      if (response.body) {
        idle.waiting(); // the bookkeeping above was this side's time
        guard.flowing();
        for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
          idle.stop(); // writing is this side's time, not the server's
          const stop = guard.received(chunk.length, received + chunk.length);
          if (stop) throw stop; // a chunk past the cap is never written
          await handle.write(chunk);
          received += chunk.length;
          this.watch.onBytes?.(received, total);
          idle.waiting();
        }
      }
    } finally {
      idle.stop();
      guard.stop(); // what follows (the zip check) is this side's time
      await handle.close();
    }
    if (total !== undefined && received !== total)
      return { retry: `the body ended at ${received} of ${total} bytes` };
    return this.keep(received - offset);
  }

  private async keep(bytes: number): Promise<Attempt> {
    try {
      await (this.target.endsWith('.csv')
        ? verifyLookup(this.part)
        : verifyZip(this.part, this.context.zipBounds));
    } catch (error) {
      if (error instanceof ZipBombError) {
        await this.discardPartial();
        return failed(`${this.url} is refused, nothing of it kept: ${error.message}`, this.notes);
      }
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
