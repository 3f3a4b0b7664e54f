import { basename, extname, join, resolve } from 'node:path';
import { IngestError } from './errors.js';
import { expandPaths, type InputFile } from './files.js';
import { extractZip, type ZipBounds } from './zip.js';

/** Stage 1: the data files named by `paths` (folders expanded, zips extracted into `rawDir`). */
export async function gatherInputs(
  paths: readonly string[],
  rawDir: string,
  bounds: ZipBounds,
): Promise<InputFile[]> {
  const inputs: InputFile[] = [];
  for (const [index, path] of (await expandPaths(paths)).entries()) {
    const extension = extname(path).toLowerCase();
    if (extension === '.zip') inputs.push(...(await extractZip(path, rawDir, String(index), bounds)));
    else
      inputs.push({
        path: resolve(path),
        origin: basename(path),
        format: extension === '.csv' ? 'csv' : 'parquet',
      });
  }
  if (inputs.length === 0) throw new IngestError(paths.join(' '), 'no .zip, .csv or .parquet file found');
  return inputs;
}

export const rawDirOf = (staging: string): string => join(staging, 'raw');
