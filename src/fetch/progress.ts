import { MultiBar, type SingleBar } from 'cli-progress';
import type { FetchReport } from './index.js';
import { formatBytes } from './bytes.js';

/**
 * The report of `atss fetch` on stderr: on a terminal, one live bar per file being downloaded (cli-progress:
 * bytes, size, rate) with the lines printed above the bars; off a terminal (a log file, CI), the plain lines
 * only, one per file and per period, with no control characters.
 */
export function terminalReport(stream: NodeJS.WriteStream, quiet: boolean): FetchReport & { stop(): void } {
  if (quiet) return { line: () => undefined, stop: () => undefined };
  if (!stream.isTTY) return { line: (message) => stream.write(`${message}\n`), stop: () => undefined };
  const bars = new MultiBar({
    stream,
    format: '{file} [{bar}] {percentage}% | {got} of {size} | {rate}',
    barsize: 24,
    hideCursor: true,
    clearOnComplete: true,
    autopadding: true,
  });
  const active = new Map<string, { bar: SingleBar; started: number }>();
  const shortName = (file: string) => (file.length > 44 ? `...${file.slice(-41)}` : file);
  return {
    line: (message) => bars.log(`${message}\n`),
    started(file) {
      const bar = bars.create(1, 0, { file: shortName(file), got: formatBytes(0), size: '?', rate: '' });
      active.set(file, { bar, started: Date.now() });
    },
    bytes(file, received, total) {
      const shown = active.get(file);
      if (!shown) return;
      const seconds = (Date.now() - shown.started) / 1000;
      if (total !== undefined) shown.bar.setTotal(total);
      shown.bar.update(total === undefined ? 0 : received, {
        got: formatBytes(received),
        size: total === undefined ? '?' : formatBytes(total),
        rate: seconds > 0 ? `${formatBytes(received / seconds)}/s` : '',
      });
    },
    finished(file) {
      const shown = active.get(file);
      if (shown) bars.remove(shown.bar);
      active.delete(file);
    },
    stop: () => bars.stop(),
  };
}
