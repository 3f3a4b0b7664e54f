import { formatBytes } from './bytes.js';

/** Why a transfer was stopped on this side: `fatal` ones fail the file, the others are retried. */
export class TransferStop extends Error {
  constructor(
    message: string,
    readonly fatal: boolean,
  ) {
    super(message);
  }
}

/** The bounds of one file's download (`FetchSettings`). */
export interface TransferBounds {
  readonly maxFileBytes: number;
  readonly minBytesPerSecond: number;
  readonly rateWindowMs: number;
  readonly deadlineMs: number;
}

/**
 * The bounds of one attempt of one download, each ending it through its `AbortController` with a `TransferStop`:
 * the file's size cap (announced or counted as the body arrives: an endless body stops at the cap), the file's
 * deadline (all its attempts and waits together), and a minimum rate averaged over each window once the body
 * flows (a server trickling a byte a second is cut, whatever the idle timeout). The idle timeout stays with
 * `IdleClock`.
 */
export class TransferGuard {
  private deadlineTimer: NodeJS.Timeout | undefined;
  private rateTimer: NodeJS.Timeout | undefined;
  private windowBytes = 0;
  private windowStart = 0;

  constructor(
    private readonly url: string,
    private readonly bounds: TransferBounds,
    private readonly controller: AbortController,
    deadlineAt: number,
  ) {
    const left = deadlineAt - performance.now();
    if (left <= 0) this.stopWith(this.deadlineStop());
    else this.deadlineTimer = setTimeout(() => this.stopWith(this.deadlineStop()), left);
  }

  private get host(): string {
    return new URL(this.url).host;
  }

  /** The file's deadline passed (fatal). */
  deadlineStop(): TransferStop {
    return new TransferStop(
      `${this.host} did not complete ${this.url} within ${(this.bounds.deadlineMs / 1000).toFixed(1)} s (ATSS_FETCH_DEADLINE_MS)`,
      true,
    );
  }

  /** The size the server announced (Content-Length or Content-Range): refused at once past the cap. */
  announced(bytes: number | undefined): TransferStop | undefined {
    return bytes !== undefined && bytes > this.bounds.maxFileBytes
      ? this.capStop(`is ${bytes} bytes, larger than`, 'not downloaded')
      : undefined;
  }

  /** The body starts flowing: the rate is measured from now. */
  flowing(): void {
    if (this.bounds.minBytesPerSecond <= 0) return;
    this.windowStart = performance.now();
    this.windowBytes = 0;
    this.rateTimer = setInterval(() => setImmediate(() => this.checkRate()), this.bounds.rateWindowMs);
  }

  /** `chunk` bytes arrived, making `total` bytes of the file: past the cap, the transfer is stopped. */
  received(chunk: number, total: number): TransferStop | undefined {
    this.windowBytes += chunk;
    if (total <= this.bounds.maxFileBytes) return undefined;
    const stop = this.capStop('sent more than', 'stopped, nothing of it kept');
    this.stopWith(stop);
    return stop;
  }

  stop(): void {
    clearTimeout(this.deadlineTimer);
    clearInterval(this.rateTimer);
  }

  private capStop(what: string, outcome: string): TransferStop {
    const cap = this.bounds.maxFileBytes;
    return new TransferStop(
      `${this.url} ${what} the cap of ${cap} bytes (${formatBytes(cap)}, ATSS_FETCH_MAX_FILE_BYTES): ${outcome}`,
      true,
    );
  }

  private checkRate(): void {
    if (this.controller.signal.aborted) return;
    const seconds = (performance.now() - this.windowStart) / 1000;
    const rate = this.windowBytes / seconds;
    if (rate < this.bounds.minBytesPerSecond)
      this.stopWith(
        new TransferStop(
          `${this.host} sent ${this.windowBytes} bytes in ${seconds.toFixed(1)} s (${formatBytes(rate)}/s), under the minimum of ${formatBytes(this.bounds.minBytesPerSecond)}/s (ATSS_FETCH_MIN_RATE)`,
          false,
        ),
      );
    this.windowStart = performance.now();
    this.windowBytes = 0;
  }

  private stopWith(stop: TransferStop): void {
    if (!this.controller.signal.aborted) this.controller.abort(stop);
  }
}
