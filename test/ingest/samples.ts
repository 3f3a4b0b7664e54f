import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseCsv } from '../support/csv.js';

/**
 * The real TranStats downloads kept in test/fixtures/bts/ (public-domain US government data; its SOURCES.md
 * names where each file came from and MANIFEST.tsv its commit and blob id), in the subfolders by family.
 * Every clone has them, so no test skips for want of them.
 */
export const SAMPLES = join(import.meta.dirname, '..', 'fixtures', 'bts');

export const sample = (path: string): string => join(SAMPLES, path);

/**
 * An independent reading of a sample CSV (the tests' own CSV reader, not ingest's; CRLF or LF, a UTF-8 BOM):
 * the header and each record as an object of strings, so that expectations do not come from the code under test.
 */
export function readSampleCsv(path: string): { header: string[]; records: Record<string, string>[] } {
  const text = readFileSync(sample(path), 'utf8')
    .replace(/^\uFEFF/, '')
    .replaceAll('\r\n', '\n');
  const records = parseCsv(text);
  return { header: Object.keys(records[0] ?? {}), records };
}

/** The raw text of a sample (for tests that derive a new file from a real one). */
export const sampleText = (path: string): string => readFileSync(sample(path), 'utf8');

/** Writes records back as TranStats does: CRLF, a field quoted only when it holds a comma or a quote. */
export function toCsv(header: readonly string[], records: readonly Record<string, string>[]): string {
  const field = (value: string) => (/[",]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);
  return [header, ...records.map((r) => header.map((name) => r[name] ?? ''))]
    .map((values) => `${values.map(field).join(',')}\r\n`)
    .join('');
}
