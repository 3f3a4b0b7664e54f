import { createReadStream, createWriteStream } from 'node:fs';
import { open, statfs } from 'node:fs/promises';
import { basename, extname, join } from 'node:path';
import { crc32 } from 'node:zlib';
import { Unzip, UnzipInflate, type UnzipFile } from 'fflate';
import { IngestError } from './errors.js';
import { DATA_EXTENSIONS, type InputFile } from './files.js';
import { readZipDirectory, type ZipMember } from './zip-directory.js';

/** Bounds on what one zip may expand to (settings.ts). */
export interface ZipBounds {
  readonly maxFileBytes: number;
  readonly maxRatio: number;
}

const gb = (bytes: number) => `${(bytes / 1e9).toFixed(2)} GB`;

/** Refuses, before extraction, a member whose declared size or ratio is past the bounds, or a zip the disk cannot hold. */
async function checkDeclaredSizes(
  zipPath: string,
  members: readonly ZipMember[],
  dir: string,
  bounds: ZipBounds,
): Promise<void> {
  for (const member of members) {
    if (member.size > bounds.maxFileBytes)
      throw new IngestError(
        zipPath,
        `member ${member.name} declares ${gb(member.size)} uncompressed, over the ${gb(bounds.maxFileBytes)} bound (ATSS_INGEST_MAX_FILE_BYTES)`,
      );
    const ratio = member.size / Math.max(member.compressedSize, 1);
    if (ratio > bounds.maxRatio)
      throw new IngestError(
        zipPath,
        `member ${member.name} expands ${ratio.toFixed(0)} times (${member.compressedSize} to ${member.size} bytes), over the ratio bound ${bounds.maxRatio} (ATSS_INGEST_MAX_RATIO)`,
      );
  }
  const needed = members.reduce((sum, member) => sum + member.size, 0);
  const disk = await statfs(dir);
  const free = disk.bavail * disk.bsize;
  if (needed > free)
    throw new IngestError(
      zipPath,
      `needs ${gb(needed)} of staging space to extract, but only ${gb(free)} is free in ${dir}`,
    );
}

function writeFailure(zipPath: string, name: string, error: Error, dir: string): IngestError {
  const code = (error as NodeJS.ErrnoException).code;
  return new IngestError(
    zipPath,
    code === 'ENOSPC'
      ? `no space left on the device while extracting ${name} into ${dir}`
      : `could not extract ${name}: ${error.message}`,
  );
}

/**
 * Extracts the CSV and Parquet members of a zip into `dir` (streaming; readme.html and others skipped).
 * Declared sizes are checked against `bounds` and the free disk before anything is written; while
 * extracting, a member that outgrows its declared size is stopped, and each member's CRC-32 and size are
 * verified at its end. Files already extracted are left for the caller to remove with the staging folder.
 */
export async function extractZip(
  zipPath: string,
  dir: string,
  prefix: string,
  bounds: ZipBounds,
): Promise<InputFile[]> {
  const header = Buffer.alloc(4);
  const handle = await open(zipPath, 'r');
  try {
    await handle.read(header, 0, 4, 0);
  } finally {
    await handle.close();
  }
  if (header.readUInt32LE(0) !== 0x04034b50)
    throw new IngestError(zipPath, 'not a zip archive (bad signature)');
  const declared = new Map(
    (await readZipDirectory(zipPath, zipPath))
      .filter((member) => DATA_EXTENSIONS.has(extname(member.name).toLowerCase()))
      .map((member) => [member.name, member]),
  );
  await checkDeclaredSizes(zipPath, [...declared.values()], dir, bounds);
  const extracted: InputFile[] = [];
  const pending: Promise<void>[] = [];
  const unfinished = new Map<string, () => void>();
  let failure: Error | undefined;
  const fail = (error: Error) => {
    failure ??= error;
  };
  const unzip = new Unzip((file: UnzipFile) => {
    const extension = extname(file.name).toLowerCase();
    if (!DATA_EXTENSIONS.has(extension)) return;
    const member = declared.get(file.name);
    if (!member) {
      fail(new IngestError(zipPath, `corrupt zip: member ${file.name} is not in the central directory`));
      return;
    }
    const target = join(dir, `${prefix}-${extracted.length}-${basename(file.name)}`);
    extracted.push({
      path: target,
      origin: `${basename(zipPath)}:${file.name}`,
      format: extension === '.csv' ? 'csv' : 'parquet',
    });
    const out = createWriteStream(target);
    let written = 0;
    let crc = 0;
    pending.push(
      new Promise<void>((resolve) => {
        const abandon = (error?: Error) => {
          if (error) fail(error);
          file.terminate();
          out.destroy();
          unfinished.delete(target);
          resolve();
        };
        out.on('error', (error) => abandon(writeFailure(zipPath, file.name, error, dir)));
        out.on('finish', resolve);
        unfinished.set(target, () => abandon());
        file.ondata = (error, chunk, final) => {
          if (error) {
            abandon(new IngestError(zipPath, `corrupt zip member ${file.name}: ${error.message}`));
            return;
          }
          written += chunk.length;
          if (written > member.size) {
            abandon(
              new IngestError(
                zipPath,
                `member ${file.name} expands past its declared ${member.size} bytes; extraction stopped`,
              ),
            );
            return;
          }
          crc = crc32(chunk, crc);
          out.write(chunk);
          if (final) {
            unfinished.delete(target);
            if (written !== member.size || crc >>> 0 !== member.crc32)
              fail(
                new IngestError(
                  zipPath,
                  `corrupt zip member ${file.name}: CRC-32 or size mismatch (expected ${member.size} bytes, crc ${member.crc32.toString(16)}; got ${written} bytes, crc ${(crc >>> 0).toString(16)})`,
                ),
              );
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
    for await (const chunk of input) {
      if (failure) break;
      unzip.push(chunk as Uint8Array);
    }
    if (!failure) unzip.push(new Uint8Array(0), true);
  } catch (error) {
    fail(new IngestError(zipPath, `corrupt zip: ${(error as Error).message}`));
  } finally {
    input.destroy();
  }
  if (unfinished.size > 0) {
    for (const abandon of [...unfinished.values()]) abandon();
    fail(new IngestError(zipPath, 'truncated zip: a member ends before its data is complete'));
  }
  await Promise.all(pending);
  if (failure) throw failure;
  if (extracted.length === 0) throw new IngestError(zipPath, 'the zip holds no .csv or .parquet file');
  return extracted;
}
