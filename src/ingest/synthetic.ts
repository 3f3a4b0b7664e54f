import type { Manifest } from '../storage/manifest.js';
import { generatedPartitions } from '../storage/sources.js';
import { IngestError } from './errors.js';
import type { InputFile } from './files.js';

/** How many generated partitions a refusal names before it says how many more there are. */
const NAMED = 6;

/**
 * Refuses (unless `mixSynthetic`) to ingest real files into a data directory holding generated periods, or real
 * and generated files in one ingest: answers would mix synthetic and real data without saying which is which.
 * The message names the real file and the generated periods (or files).
 */
export function checkSyntheticMix(
  inputs: readonly InputFile[],
  current: Manifest | undefined,
  mixSynthetic: boolean,
): void {
  if (mixSynthetic) return;
  const real = inputs.find((input) => input.generated !== true);
  if (real === undefined) return;
  const advice =
    'ingest real downloads into another --data directory (atss serve --data DIR), or pass --mix-synthetic to mix them on purpose';
  const stored = generatedPartitions(current);
  if (stored.length > 0) {
    const named = stored.slice(0, NAMED).join(', ');
    const more = stored.length > NAMED ? ` and ${stored.length - NAMED} more` : '';
    throw new IngestError(
      real.origin,
      `is a real file, but the data directory holds generated (synthetic) periods: ${named}${more}; ${advice}`,
    );
  }
  const generated = inputs.find((input) => input.generated === true);
  if (generated !== undefined)
    throw new IngestError(
      real.origin,
      `is a real file, but ${generated.origin} in the same ingest is generated (synthetic); ${advice}`,
    );
}
