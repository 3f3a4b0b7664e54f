import { createReadStream, createWriteStream } from 'node:fs';
import { open, readdir, stat } from 'node:fs/promises';
import { basename, extname, join } from 'node:path';
import { Unzip, UnzipInflate, type UnzipFile } from 'fflate';
import { IngestError } from './errors.js';

/** A data file ready to read: a CSV or Parquet on disk (extracted from its zip when it came in one). */
export interface InputFile {
  readonly path: string;
  /** What the user named (the zip, or the file itself), for messages. */
  readonly origin: string;
  readonly format: 'csv' | 'parquet';
}

const DATA_EXTENSIONS = new Set(['.csv', '.parquet']);

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

/** Extracts the CSV and Parquet members of a zip into `dir` (streaming; readme.html and others skipped). */
export async function extractZip(zipPath: string, dir: string, prefix: string): Promise<InputFile[]> {
  const header = Buffer.alloc(4);
  const handle = await open(zipPath, 'r');
  try {
    await handle.read(header, 0, 4, 0);
  } finally {
    await handle.close();
  }
  if (header.readUInt32LE(0) !== 0x04034b50)
    throw new IngestError(zipPath, 'not a zip archive (bad signature)');
  const extracted: InputFile[] = [];
  const pending: Promise<void>[] = [];
  const unfinished = new Map<string, () => void>();
  let failure: Error | undefined;
  const unzip = new Unzip((file: UnzipFile) => {
    const extension = extname(file.name).toLowerCase();
    if (!DATA_EXTENSIONS.has(extension)) return;
    const target = join(dir, `${prefix}-${extracted.length}-${basename(file.name)}`);
    extracted.push({
      path: target,
      origin: `${basename(zipPath)}:${file.name}`,
      format: extension === '.csv' ? 'csv' : 'parquet',
    });
    const out = createWriteStream(target);
    pending.push(
      new Promise<void>((resolve, reject) => {
        out.on('error', reject);
        out.on('finish', resolve);
        unfinished.set(target, () => {
          out.destroy();
          resolve();
        });
        file.ondata = (error, chunk, final) => {
          if (error) {
            failure = new IngestError(zipPath, `corrupt zip member ${file.name}: ${error.message}`);
            out.destroy();
            resolve();
            return;
          }
          out.write(chunk);
          if (final) {
            unfinished.delete(target);
            out.end();
          }
        };
        file.start();
      }),
    );
  });
  unzip.register(UnzipInflate);
  const input = createReadStream(zipPath, { highWaterMark: 1 << 20 });
  try {
    for await (const chunk of input) unzip.push(chunk as Uint8Array);
    unzip.push(new Uint8Array(0), true);
  } catch (error) {
    for (const abandon of unfinished.values()) abandon();
    await Promise.all(pending);
    throw new IngestError(zipPath, `corrupt zip: ${(error as Error).message}`);
  }
  if (unfinished.size > 0) {
    for (const abandon of unfinished.values()) abandon();
    failure = new IngestError(zipPath, 'truncated zip: a member ends before its data is complete');
  }
  await Promise.all(pending);
  if (failure) throw failure;
  if (extracted.length === 0) throw new IngestError(zipPath, 'the zip holds no .csv or .parquet file');
  return extracted;
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
