import type { IngestLimits } from '../config.js';
import { monthKey } from '../storage/periods.js';
import { demoGenerateOptions, generateDemoFiles, ingestDemoFiles } from './build.js';
import type { ShippedDemoBuild } from './shipped.js';

/**
 * Builds the demo store at `scale` into `dataDir` in this process (generate, then ingest, as `atss start` does
 * in its child processes): what `npm run demo:refresh` ships and the test of the shipped store rebuilds.
 * Returns the options it was built with (`demo-data/build.json`).
 */
export async function buildDemoStore(
  dataDir: string,
  scale: number,
  limits: IngestLimits,
  log: (line: string) => void = () => undefined,
): Promise<ShippedDemoBuild> {
  const request = { dataDir, scale, limits };
  const batches = await generateDemoFiles(request, (p) => log(`${p.phase} ${p.done}/${p.total}`));
  await ingestDemoFiles(request, batches, (p) => log(`${p.phase} ${p.done}/${p.total}`));
  const options = demoGenerateOptions(scale);
  return {
    seed: options.seed,
    scale: options.scale,
    ticketScale: options.ticketScale,
    largestUsAirports: options.largestUsAirports,
    from: monthKey(options.from.year, options.from.month),
    to: monthKey(options.to.year, options.to.month),
  };
}
