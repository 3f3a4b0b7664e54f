import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The real TranStats downloads of ../shared/reference/bts-samples (see its SOURCES.md; `ATSS_BTS_SAMPLES`
 * names another copy), read in place: tests
 * skip with a printed reason when the folder is absent, and never copy the files into the project.
 */
export const SAMPLES =
  process.env.ATSS_BTS_SAMPLES ??
  join(import.meta.dirname, '..', '..', '..', 'shared', 'reference', 'bts-samples');
export const samplesPresent = existsSync(join(SAMPLES, 'SOURCES.md'));
if (!samplesPresent) console.warn(`skipping the real BTS sample tests: ${SAMPLES} is absent`);

export const sample = (path: string): string => join(SAMPLES, path);

/**
 * An independent reading of a sample CSV (RFC 4180 quoting, CRLF or LF, a UTF-8 BOM): the header and each
 * record as an object of strings. Written here, not shared with ingest, so that expectations do not come
 * from the code under test.
 */
export function readSampleCsv(path: string): { header: string[]; records: Record<string, string>[] } {
  const text = readFileSync(sample(path), 'utf8').replace(/^\uFEFF/, '');
  const rows: string[][] = [];
  let field = '';
  let row: string[] = [];
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += ch;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  const [header, ...body] = rows;
  return {
    header: header!,
    records: body.map((values) => Object.fromEntries(header!.map((name, i) => [name, values[i] ?? '']))),
  };
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
