import { ingestPaths } from './index.js';

/** `atss ingest`: progress lines on stderr (one per file read and table built), then a summary. */
export async function runIngest(
  paths: readonly string[],
  options: { dataDir: string; quiet: boolean },
): Promise<void> {
  const started = Date.now();
  const summary = await ingestPaths(paths, {
    dataDir: options.dataDir,
    ...(options.quiet ? {} : { onProgress: (message: string) => console.error(message) }),
  });
  if (!options.quiet) {
    const tables = new Map<string, number>();
    for (const p of summary.partitions) tables.set(p.table, (tables.get(p.table) ?? 0) + 1);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.error(
      `ingested ${[...tables].map(([t, n]) => `${t} (${n})`).join(', ')} in ${seconds} s; data version ${summary.dataVersion}`,
    );
  }
}
