/**
 * The idle timeout of one download: it fires when no byte has arrived for `limitMs` while waiting on the
 * network. Time spent on this side (writing a chunk to disk) does not count, and neither does time the process
 * itself could not run: after the event loop was blocked (a zip being verified, an ingest beside the download,
 * a loaded machine), timers run before the input that arrived meanwhile, so the clock looks again once that
 * input has been read before it gives up.
 */
export class IdleClock {
  private timer: NodeJS.Timeout | undefined;
  private lastByteAt = 0;

  constructor(
    private readonly limitMs: number,
    private readonly onIdle: () => void,
  ) {}

  /** Waiting on the network from now on (a byte arrived, or a request was sent): the clock starts again. */
  waiting(): void {
    this.lastByteAt = performance.now();
    this.arm(this.limitMs);
  }

  /** Not waiting on the network (writing to disk, or the body is complete): the clock stops. */
  stop(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  private arm(ms: number): void {
    clearTimeout(this.timer);
    const timer = setTimeout(() => setImmediate(() => this.check(timer)), ms);
    this.timer = timer;
  }

  /** Runs after the input that was waiting when the timer fired has been read. */
  private check(fired: NodeJS.Timeout): void {
    if (this.timer !== fired) return; // stopped or restarted meanwhile
    const idleMs = performance.now() - this.lastByteAt;
    if (idleMs >= this.limitMs) this.onIdle();
    else this.arm(this.limitMs - idleMs);
  }
}
