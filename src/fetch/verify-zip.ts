import { Writable } from 'node:stream';
import { openZipArchive, ZipReadError, type ZipMember } from '../zip/read.js';

/** A downloaded file that is not a complete, intact zip. */
export { ZipReadError as CorruptZipError };

/** A zip that expands past the ingest's bounds: refused for good (fetching it again would not change it). */
export class ZipBombError extends Error {}

/** What one member may expand to (the ingest's `ATSS_INGEST_MAX_FILE_BYTES` and `ATSS_INGEST_MAX_RATIO`). */
export interface ZipBounds {
  readonly maxFileBytes: number;
  readonly maxRatio: number;
}

/** The most `member` may inflate to: its bound in bytes, and the sentence naming the bound passed. */
function limitOf(member: ZipMember, bounds: ZipBounds): { bytes: number; bound: (bytes: number) => string } {
  const byRatio = Math.max(member.compressedSize, 1) * bounds.maxRatio;
  const bytes = Math.min(bounds.maxFileBytes, byRatio);
  const bound = (inflated: number) =>
    bytes === byRatio
      ? `expands more than ${bounds.maxRatio} times (${member.compressedSize} compressed bytes to ${inflated} bytes and more), the ratio bound (ATSS_INGEST_MAX_RATIO)`
      : `expands to more than ${bounds.maxFileBytes} bytes, the size bound (ATSS_INGEST_MAX_FILE_BYTES)`;
  return { bytes, bound };
}

/**
 * Counts a member's bytes as they are inflated and fails as soon as they pass its bound: nothing past the bound is
 * ever inflated, whatever the directory declares.
 */
function boundedSink(member: ZipMember, bounds: ZipBounds): Writable {
  const { bytes, bound } = limitOf(member, bounds);
  let inflated = 0;
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      inflated += chunk.length;
      done(inflated > bytes ? new ZipBombError(`member ${member.name} ${bound(inflated)}`) : null);
    },
  });
}

/**
 * Checks a downloaded zip before it is kept: the central directory is read (a truncated file has none), every
 * member's declared size is held to the bounds before anything is inflated, then every member is inflated into a
 * counter that stops at its bound, and its size and CRC-32 compared with the directory's (../zip/read.ts).
 */
export async function verifyZip(path: string, bounds: ZipBounds): Promise<{ members: number }> {
  const archive = await openZipArchive(path);
  try {
    for (const member of archive.members) {
      const { bytes, bound } = limitOf(member, bounds);
      if (member.size > bytes)
        throw new ZipBombError(
          `member ${member.name} declares ${member.size} bytes: it ${bound(member.size)}`,
        );
    }
    for (const member of archive.members) await archive.copyMember(member, boundedSink(member, bounds));
    if (archive.members.length === 0) throw new ZipReadError('the zip holds no file');
    return { members: archive.members.length };
  } finally {
    archive.close();
  }
}
