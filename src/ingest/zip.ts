import { createWriteStream } from 'node:fs';
import { open, statfs } from 'node:fs/promises';
import { basename, extname, join } from 'node:path';
import { openZipArchive, ZipReadError, type ZipMember } from '../zip/read.js';
import { GENERATED_MEMBER_COMMENT } from '../storage/sources.js';
import { IngestError } from './errors.js';
import { DATA_EXTENSIONS, type InputFile } from './files.js';

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

/** The zip's own failure as an ingest error naming the zip; any other (the staging disk) as it is. */
function zipFailure(zipPath: string, error: unknown): unknown {
  return error instanceof ZipReadError ? new IngestError(zipPath, `corrupt zip: ${error.message}`) : error;
}

async function hasZipSignature(zipPath: string): Promise<boolean> {
  const header = Buffer.alloc(4);
  const handle = await open(zipPath, 'r');
  try {
    const { bytesRead } = await handle.read(header, 0, 4, 0);
    return bytesRead === 4 && header.readUInt32LE(0) === 0x04034b50;
  } finally {
    await handle.close();
  }
}

/**
 * Extracts the CSV and Parquet members of a zip into `dir` (streaming, one member at a time; readme.html and
 * others skipped). Declared sizes are checked against `bounds` and the free disk before anything is written;
 * a member that outgrows its declared size is stopped, and each member's CRC-32 is verified at its end
 * (../zip/read.ts). Files already extracted are left for the caller to remove with the staging folder.
 */
export async function extractZip(
  zipPath: string,
  dir: string,
  prefix: string,
  bounds: ZipBounds,
): Promise<InputFile[]> {
  if (!(await hasZipSignature(zipPath))) throw new IngestError(zipPath, 'not a zip archive (bad signature)');
  const archive = await openZipArchive(zipPath).catch((error: unknown) => {
    throw zipFailure(zipPath, error);
  });
  try {
    const members = archive.members.filter((member) =>
      DATA_EXTENSIONS.has(extname(member.name).toLowerCase()),
    );
    await checkDeclaredSizes(zipPath, members, dir, bounds);
    const extracted: InputFile[] = [];
    for (const member of members) {
      const target = join(dir, `${prefix}-${extracted.length}-${basename(member.name)}`);
      await archive.copyMember(member, createWriteStream(target)).catch((error: unknown) => {
        throw error instanceof ZipReadError
          ? zipFailure(zipPath, error)
          : writeFailure(zipPath, member.name, error as Error, dir);
      });
      extracted.push({
        path: target,
        origin: `${basename(zipPath)}:${member.name}`,
        format: extname(member.name).toLowerCase() === '.csv' ? 'csv' : 'parquet',
        ...(member.comment === GENERATED_MEMBER_COMMENT ? { generated: true } : {}),
      });
    }
    if (extracted.length === 0) throw new IngestError(zipPath, 'the zip holds no .csv or .parquet file');
    return extracted;
  } finally {
    archive.close();
  }
}
