import { SingleBar } from 'cli-progress';
import type { DemoBuildProgress } from './build.js';

const PHASE_TEXT: Record<DemoBuildProgress['phase'], string> = {
  copying: 'copying the prebuilt store (synthetic data in BTS formats)',
  generating: 'generating BTS files',
  ingesting: 'ingesting them',
};

/** The part of the bar each phase fills (percent): a build's two phases half each, the copy all of it. */
const PHASE_SPAN: Record<DemoBuildProgress['phase'], { readonly start: number; readonly width: number }> = {
  copying: { start: 0, width: 100 },
  generating: { start: 0, width: 50 },
  ingesting: { start: 50, width: 50 },
};

/**
 * Shows a demo build: one progress bar on a terminal (cli-progress), or one plain line per phase when the
 * stream is not a terminal (a log file, CI), so logs hold no control characters.
 */
export class DemoProgress {
  private readonly bar: SingleBar | undefined;
  private phase: DemoBuildProgress['phase'] | undefined;
  private readonly started = Date.now();

  constructor(
    private readonly stream: NodeJS.WriteStream,
    private readonly title = 'Building the demo dataset',
    first: DemoBuildProgress['phase'] = 'generating',
  ) {
    if (stream.isTTY) {
      this.bar = new SingleBar({
        stream,
        format: `${title} [{bar}] {percentage}% | {step} | {duration}s`,
        barsize: 30,
        hideCursor: true,
        clearOnComplete: true,
      });
      this.bar.start(100, 0, { step: PHASE_TEXT[first] });
    }
  }

  update(progress: DemoBuildProgress): void {
    const step = `${PHASE_TEXT[progress.phase]} ${progress.done}/${progress.total}${progress.step ? `: ${progress.step}` : ''}`;
    if (this.bar) {
      const { start, width } = PHASE_SPAN[progress.phase];
      const value = start + (width * progress.done) / Math.max(progress.total, 1);
      this.bar.update(Math.round(value), { step });
    } else if (progress.phase !== this.phase) {
      this.stream.write(`${this.title}: ${PHASE_TEXT[progress.phase]}...\n`);
    }
    this.phase = progress.phase;
  }

  /** Ends the bar and says how long it took (`done`: what the dataset was, `built` or `installed`). */
  finish(succeeded: boolean, done = 'built'): void {
    this.bar?.stop();
    const seconds = ((Date.now() - this.started) / 1000).toFixed(1);
    if (succeeded) this.stream.write(`Demo dataset ${done} in ${seconds} s\n`);
  }
}
