import { IngestError } from './errors.js';
import type { LoadedFile } from './load.js';

/**
 * Refuses a file holding a period other than the ones its caller asked for (`atss fetch` asks for the period of
 * the URL it downloaded from): the error names both, and is raised as the file is read, before anything is built
 * or published from it.
 */
export function checkExpectedPeriods(file: LoadedFile, expected: readonly string[]): void {
  const other = file.periods.find((count) => !expected.includes(count.period));
  if (other === undefined) return;
  throw new IngestError(
    file.file.origin,
    `holds period ${other.period} (${other.rows} records, the first on this line) where ${expected.join(', ')} was asked for`,
    other.firstLine,
  );
}
