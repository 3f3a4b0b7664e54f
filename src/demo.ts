import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from './config.js';
import { DEFAULT_GENERATE_OPTIONS, generateDataset } from './generate/index.js';
import { ingestPaths } from './ingest/index.js';

/** Builds the embedded demo dataset: generate BTS-format files, then ingest them like real downloads. */
export async function buildDemoData(config: Config): Promise<void> {
  const downloads = join(config.dataDir, 'demo-downloads');
  await rm(downloads, { recursive: true, force: true });
  await mkdir(downloads, { recursive: true });
  const started = Date.now();
  const log = (message: string): void => console.error(`[demo] ${message}`);
  log(`no data in ${config.dataDir}: generating the demo dataset (scale ${config.demoScale})`);
  const generated = await generateDataset({
    ...DEFAULT_GENERATE_OPTIONS,
    outDir: downloads,
    scale: config.demoScale,
    onProgress: log,
  });
  log(
    `generated ${generated.files.length} files in ${((Date.now() - started) / 1000).toFixed(1)} s; ingesting`,
  );
  await ingestPaths([downloads], { dataDir: config.dataDir, onProgress: log });
  await rm(downloads, { recursive: true, force: true });
  log(`demo dataset ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
