import { Transform, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { crc32 } from 'node:zlib';
import yauzl, { type Entry, type ZipFile } from 'yauzl';

const openZip = promisify<string, yauzl.Options, ZipFile>(yauzl.open);

/** A zip that is not complete and intact: no readable central directory, or a member that fails to inflate, has
 *  another size than its entry declares, or fails its CRC-32. */
export class ZipReadError extends Error {}

/** A file of a zip as its central directory declares it (directories are not members). */
export interface ZipMember {
  readonly name: string;
  readonly crc32: number;
  readonly compressedSize: number;
  readonly size: number;
  /** The member's comment in the central directory ('' when none). */
  readonly comment: string;
  readonly entry: Entry;
}

/** An open zip: its members, read from the central directory before any is inflated. */
export interface ZipArchive {
  readonly members: readonly ZipMember[];
  /** Inflates `member` into `destination` (streaming), checking its size and CRC-32 against the directory. */
  copyMember(member: ZipMember, destination: Writable): Promise<void>;
  close(): void;
}

/**
 * Opens a zip with yauzl, which reads the central directory (ZIP64 included; a truncated file has none) and
 * inflates members with node:zlib, stopping a member that outgrows its declared size (`validateEntrySizes`).
 * yauzl leaves the CRC-32 to its caller: `copyMember` checks it (node:zlib's crc32) when the member ends.
 */
export async function openZipArchive(path: string): Promise<ZipArchive> {
  let zip: ZipFile;
  try {
    zip = await openZip(path, { lazyEntries: true, validateEntrySizes: true, autoClose: false });
  } catch (error) {
    throw new ZipReadError(`not a complete zip: ${(error as Error).message}`);
  }
  try {
    const members = await readDirectory(zip);
    return { members, copyMember: (member, to) => copyMember(zip, member, to), close: () => zip.close() };
  } catch (error) {
    zip.close();
    throw error;
  }
}

function readDirectory(zip: ZipFile): Promise<ZipMember[]> {
  const members: ZipMember[] = [];
  return new Promise((resolve, reject) => {
    zip.on('entry', (entry: Entry) => {
      if (!entry.fileName.endsWith('/'))
        members.push({
          name: entry.fileName,
          crc32: entry.crc32 >>> 0,
          compressedSize: entry.compressedSize,
          size: entry.uncompressedSize,
          comment: String(entry.fileComment ?? ''),
          entry,
        });
      zip.readEntry();
    });
    zip.on('end', () => resolve(members));
    zip.on('error', (error: Error) =>
      reject(new ZipReadError(`unreadable central directory: ${error.message}`)),
    );
    zip.readEntry();
  });
}

/** Passes the member's bytes on, and fails at their end when their CRC-32 is not the directory's. */
function crcCheck(member: ZipMember): Transform {
  let crc = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      crc = crc32(chunk, crc);
      done(null, chunk);
    },
    flush(done) {
      done(
        crc >>> 0 === member.crc32
          ? null
          : new ZipReadError(
              `member ${member.name} fails its CRC-32 check (expected ${member.crc32.toString(16)}, got ${(crc >>> 0).toString(16)})`,
            ),
      );
    },
  });
}

/** A failure of the destination (a full disk ...) is thrown as it is; one of the zip as a ZipReadError. */
async function copyMember(zip: ZipFile, member: ZipMember, destination: Writable): Promise<void> {
  const openStream = promisify(zip.openReadStream.bind(zip)) as (
    entry: Entry,
  ) => Promise<NodeJS.ReadableStream>;
  const corrupt = (error: Error) => new ZipReadError(`member ${member.name} is corrupt: ${error.message}`);
  let source: NodeJS.ReadableStream;
  try {
    source = await openStream(member.entry);
  } catch (error) {
    destination.destroy();
    throw corrupt(error as Error);
  }
  let sourceFailure: Error | undefined;
  source.once('error', (error: Error) => {
    sourceFailure ??= error;
  });
  try {
    await pipeline(source, crcCheck(member), destination);
  } catch (error) {
    if (error instanceof ZipReadError) throw error;
    if (sourceFailure) throw corrupt(sourceFailure);
    throw error;
  }
}
