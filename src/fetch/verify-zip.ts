import { Writable } from 'node:stream';
import { openZipArchive, ZipReadError } from '../zip/read.js';

/** A downloaded file that is not a complete, intact zip. */
export { ZipReadError as CorruptZipError };

/** Accepts every byte and keeps none: a member is inflated only to be checked. */
const discard = () =>
  new Writable({
    write(_chunk, _encoding, done) {
      done();
    },
  });

/**
 * Checks a downloaded zip before it is kept: the central directory is read (a truncated file has none), then
 * every member is inflated and its size and CRC-32 compared with the directory's (../zip/read.ts).
 */
export async function verifyZip(path: string): Promise<{ members: number }> {
  const archive = await openZipArchive(path);
  try {
    for (const member of archive.members) await archive.copyMember(member, discard());
    if (archive.members.length === 0) throw new ZipReadError('the zip holds no file');
    return { members: archive.members.length };
  } finally {
    archive.close();
  }
}
