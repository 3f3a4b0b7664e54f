import { SingleBar } from 'cli-progress';
import type { DemoBuildProgress } from './build.js';

const PHASE_TEXT: Record<DemoBuildProgress['phase'], string> = {
  generating: 'generating BTS files',
  ingesting: 'ingesting them',
};

/** Each phase fills half of the bar. */
const PHASE_START: Record<DemoBuildProgress['phase'], number> = { generating: 0, ingesting: 50 };

/**
 * Shows a demo build: one progress bar on a terminal (cli-progress), or one plain line per phase when the
 * stream is not a terminal (a log file, CI), so logs hold no control characters.
 */
export class DemoProgress {
  private readonly bar: SingleBar | undefined;
  private phase: DemoBuildProgress['phase'] | undefined;
  private readonly started = Date.now();

  constructor(private readonly stream: NodeJS.WriteStream) {
    if (stream.isTTY) {
      this.bar = new SingleBar({
        stream,
        format: 'Building the demo dataset [{bar}] {percentage}% | {step} | {duration}s',
        barsize: 30,
        hideCursor: true,
        clearOnComplete: true,
      });
      this.bar.start(100, 0, { step: PHASE_TEXT.generating });
    }
  }

  update(progress: DemoBuildProgress): void {
    const step = `${PHASE_TEXT[progress.phase]} ${progress.done}/${progress.total}${progress.step ? `: ${progress.step}` : ''}`;
    if (this.bar) {
      const value = PHASE_START[progress.phase] + (50 * progress.done) / Math.max(progress.total, 1);
      this.bar.update(Math.round(value), { step });
    } else if (progress.phase !== this.phase) {
      this.stream.write(`Building the demo dataset: ${PHASE_TEXT[progress.phase]}...\n`);
    }
    this.phase = progress.phase;
  }

  /** Ends the bar and says how long the build took. */
  finish(succeeded: boolean): void {
    this.bar?.stop();
    const seconds = ((Date.now() - this.started) / 1000).toFixed(0);
    if (succeeded) this.stream.write(`Demo dataset built in ${seconds} s\n`);
  }
}
