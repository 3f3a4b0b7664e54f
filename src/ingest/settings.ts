/**
 * Ingest resource limits, from the environment (README "Configuration"), overridable per run by the CLI
 * flags or `IngestOptions.limits`.
 */
export interface IngestLimits {
  /** DuckDB memory limit of the ingest's own engine, e.g. `6GB`. */
  readonly memoryLimit: string;
  /** DuckDB worker threads of the ingest engine. */
  readonly threads: number;
  /** Largest uncompressed size of one zip member, in bytes. */
  readonly maxFileBytes: number;
  /** Largest uncompressed / compressed size ratio of one zip member. */
  readonly maxRatio: number;
}

export const DEFAULT_INGEST_LIMITS: IngestLimits = {
  memoryLimit: '6GB',
  threads: 2,
  maxFileBytes: 20e9,
  maxRatio: 200,
};

const MEMORY = /^\d+(\.\d+)?\s*(B|KB|MB|GB|TB|KiB|MiB|GiB|TiB)$/i;

function positive(name: string, raw: string, integer: boolean): number {
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0 || (integer && !Number.isInteger(value)))
    throw new Error(`${name} must be a positive ${integer ? 'integer' : 'number'}, got "${raw}"`);
  return value;
}

/** Checks and completes limits given as text (environment variables or CLI flags). */
export function parseIngestLimits(values: {
  memoryLimit?: string | undefined;
  threads?: string | undefined;
  maxFileBytes?: string | undefined;
  maxRatio?: string | undefined;
}): IngestLimits {
  const given = (raw: string | undefined) =>
    raw === undefined || raw.trim() === '' ? undefined : raw.trim();
  const memoryLimit = given(values.memoryLimit);
  if (memoryLimit !== undefined && !MEMORY.test(memoryLimit))
    throw new Error(`ATSS_INGEST_MEMORY_LIMIT must be a size such as 6GB or 512MB, got "${memoryLimit}"`);
  const threads = given(values.threads);
  const maxFileBytes = given(values.maxFileBytes);
  const maxRatio = given(values.maxRatio);
  return {
    memoryLimit: memoryLimit ?? DEFAULT_INGEST_LIMITS.memoryLimit,
    threads: threads ? positive('ATSS_INGEST_THREADS', threads, true) : DEFAULT_INGEST_LIMITS.threads,
    maxFileBytes: maxFileBytes
      ? positive('ATSS_INGEST_MAX_FILE_BYTES', maxFileBytes, true)
      : DEFAULT_INGEST_LIMITS.maxFileBytes,
    maxRatio: maxRatio ? positive('ATSS_INGEST_MAX_RATIO', maxRatio, false) : DEFAULT_INGEST_LIMITS.maxRatio,
  };
}

/** The limits the environment sets (defaults for unset variables). */
export function ingestLimitsFromEnv(env: NodeJS.ProcessEnv = process.env): IngestLimits {
  return parseIngestLimits({
    memoryLimit: env.ATSS_INGEST_MEMORY_LIMIT,
    threads: env.ATSS_INGEST_THREADS,
    maxFileBytes: env.ATSS_INGEST_MAX_FILE_BYTES,
    maxRatio: env.ATSS_INGEST_MAX_RATIO,
  });
}
