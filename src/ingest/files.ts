import { createReadStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { IngestError } from './errors.js';

/** A data file ready to read: a CSV or Parquet on disk (extracted from its zip when it came in one). */
export interface InputFile {
  readonly path: string;
  /** What the user named (the zip, or the file itself), for messages. */
  readonly origin: string;
  readonly format: 'csv' | 'parquet';
  /** Written by `atss generate` (its zip member says so, `GENERATED_MEMBER_COMMENT`): synthetic data. */
  readonly generated?: boolean;
}

export const DATA_EXTENSIONS = new Set(['.csv', '.parquet']);

/**
 * Expands folders recursively, keeping zips, CSV and Parquet files (other files in folders, such as a
 * readme, are skipped). A file named on the command line must be one of those.
 */
export async function expandPaths(paths: readonly string[]): Promise<string[]> {
  const found: string[] = [];
  const walk = async (path: string, named: boolean): Promise<void> => {
    let info;
    try {
      info = await stat(path);
    } catch {
      throw new IngestError(path, 'no such file or folder');
    }
    if (info.isDirectory()) {
      const entries = (await readdir(path)).filter((name) => !name.startsWith('.')).sort();
      for (const name of entries) await walk(join(path, name), false);
    } else {
      const extension = extname(path).toLowerCase();
      if (extension === '.zip' || DATA_EXTENSIONS.has(extension)) found.push(path);
      else if (named) throw new IngestError(path, 'not a .zip, .csv or .parquet file');
    }
  };
  for (const path of paths) await walk(path, true);
  return found;
}

/** Reads the header line of a CSV: names unquoted, the empty name of a trailing comma dropped. */
export async function readCsvHeader(
  path: string,
  origin: string,
): Promise<{ names: string[]; trailingComma: boolean }> {
  const stream = createReadStream(path, { start: 0, end: 65535, encoding: 'utf8' });
  let text = '';
  for await (const chunk of stream) text += chunk as string;
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  if (firstLine.trim() === '') throw new IngestError(origin, 'the file is empty (no header line)', 1);
  const names = firstLine
    .replace(/^\uFEFF/, '')
    .split(',')
    .map((name) => name.trim().replace(/^"(.*)"$/, '$1'));
  const trailingComma = names.at(-1) === '';
  if (trailingComma) names.pop();
  return { names, trailingComma };
}
