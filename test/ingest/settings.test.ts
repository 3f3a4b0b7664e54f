import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { DEFAULT_INGEST_LIMITS, withIngestFlags } from '../../src/ingest/settings.js';

describe('ingest limits (configuration, then the atss ingest flags)', () => {
  it('defaults to 3GB, 2 threads, 20 GB per zip member and ratio 200', () => {
    expect(loadConfig({}).ingest).toEqual({
      memoryLimit: '3GB',
      threads: 2,
      maxFileBytes: 20e9,
      maxRatio: 200,
    });
    expect(DEFAULT_INGEST_LIMITS).toEqual(loadConfig({}).ingest);
  });

  it('reads each variable and refuses values that are not sizes or positive numbers', () => {
    expect(
      loadConfig({
        ATSS_INGEST_MEMORY_LIMIT: '512MB',
        ATSS_INGEST_THREADS: '1',
        ATSS_INGEST_MAX_FILE_BYTES: '1000000',
        ATSS_INGEST_MAX_RATIO: '50.5',
      }).ingest,
    ).toEqual({ memoryLimit: '512MB', threads: 1, maxFileBytes: 1_000_000, maxRatio: 50.5 });
    expect(() => loadConfig({ ATSS_INGEST_MEMORY_LIMIT: 'lots' })).toThrow(
      'ATSS_INGEST_MEMORY_LIMIT must be a size such as 6GB or 512MB, got "lots"',
    );
    expect(() => loadConfig({ ATSS_INGEST_THREADS: '1.5' })).toThrow(
      'ATSS_INGEST_THREADS must be a positive integer, got "1.5"',
    );
    expect(() => loadConfig({ ATSS_INGEST_MAX_RATIO: '-1' })).toThrow(
      'ATSS_INGEST_MAX_RATIO must be a positive number, got "-1"',
    );
  });

  it('the flags override the configured limits by the same rules', () => {
    const configured = loadConfig({ ATSS_INGEST_MEMORY_LIMIT: '512MB', ATSS_INGEST_MAX_RATIO: '50' }).ingest;
    expect(withIngestFlags(configured, { threads: '3' })).toEqual({ ...configured, threads: 3 });
    expect(withIngestFlags(configured, { memoryLimit: ' 1GB ' }).memoryLimit).toBe('1GB');
    expect(() => withIngestFlags(configured, { threads: '0' })).toThrow(
      'ATSS_INGEST_THREADS must be a positive integer, got "0"',
    );
  });
});
