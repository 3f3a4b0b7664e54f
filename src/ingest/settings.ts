import { flagSetting, loadConfig, type IngestLimits } from '../config.js';

export type { IngestLimits };

/**
 * The limits of an ingest that is given none: the settings' defaults (src/settings.ts). The environment is read
 * by config.ts only; its limits come here through `IngestOptions.limits`.
 */
export const DEFAULT_INGEST_LIMITS: IngestLimits = loadConfig({}).ingest;

/**
 * The limits with the `atss ingest` flags over them, each checked by its setting's rule (a refused flag is an
 * ingest error: exit code 1, the message alone).
 */
export function withIngestFlags(
  limits: IngestLimits,
  flags: { readonly memoryLimit?: string | undefined; readonly threads?: string | undefined },
): IngestLimits {
  return {
    ...limits,
    memoryLimit: flagSetting('ATSS_INGEST_MEMORY_LIMIT', flags.memoryLimit, limits.memoryLimit, Error),
    threads: flagSetting('ATSS_INGEST_THREADS', flags.threads, limits.threads, Error),
  };
}
