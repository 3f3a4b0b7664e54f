import { open } from 'node:fs/promises';
import { IngestError } from './errors.js';

/**
 * The central directory of a zip: each member's name, CRC-32 and declared sizes, read before anything is
 * extracted (so that a zip bomb or a zip too large for the disk is refused up front). fflate's streaming
 * Unzip, which extracts the members, exposes neither the CRC nor reliable sizes (members written with a
 * data descriptor declare none in their local header), hence this small reader; ZIP64 sizes are read from
 * the member's ZIP64 extra field.
 */
export interface ZipMember {
  readonly name: string;
  readonly crc32: number;
  readonly compressedSize: number;
  readonly size: number;
}

const EOCD_SIGNATURE = 0x06054b50;
const ZIP64_LOCATOR_SIGNATURE = 0x07064b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const MAX_COMMENT = 0xffff;

function zip64Sizes(extra: Buffer, size: number, compressedSize: number): [number, number] {
  for (let at = 0; at + 4 <= extra.length;) {
    const id = extra.readUInt16LE(at);
    const length = extra.readUInt16LE(at + 2);
    if (id === 0x0001) {
      let field = at + 4;
      const next = () => {
        const value = Number(extra.readBigUInt64LE(field));
        field += 8;
        return value;
      };
      const realSize = size === 0xffffffff ? next() : size;
      const realCompressed = compressedSize === 0xffffffff ? next() : compressedSize;
      return [realSize, realCompressed];
    }
    at += 4 + length;
  }
  return [size, compressedSize];
}

/** Reads the members listed in the zip's central directory; a zip without a readable one is refused. */
export async function readZipDirectory(zipPath: string, origin: string): Promise<ZipMember[]> {
  const handle = await open(zipPath, 'r');
  try {
    const { size: fileSize } = await handle.stat();
    const tailLength = Math.min(fileSize, MAX_COMMENT + 22);
    const tail = Buffer.alloc(tailLength);
    await handle.read(tail, 0, tailLength, fileSize - tailLength);
    let eocd = -1;
    for (let at = tailLength - 22; at >= 0; at -= 1) {
      if (tail.readUInt32LE(at) === EOCD_SIGNATURE) {
        eocd = at;
        break;
      }
    }
    if (eocd < 0) throw new IngestError(origin, 'truncated or corrupt zip: no central directory at its end');
    let count = tail.readUInt16LE(eocd + 10);
    let directorySize = tail.readUInt32LE(eocd + 12);
    let directoryOffset = tail.readUInt32LE(eocd + 16);
    if (eocd >= 20 && tail.readUInt32LE(eocd - 20) === ZIP64_LOCATOR_SIGNATURE) {
      const record = Buffer.alloc(56);
      await handle.read(record, 0, 56, Number(tail.readBigUInt64LE(eocd - 12)));
      count = Number(record.readBigUInt64LE(32));
      directorySize = Number(record.readBigUInt64LE(40));
      directoryOffset = Number(record.readBigUInt64LE(48));
    }
    if (directoryOffset + directorySize > fileSize)
      throw new IngestError(
        origin,
        'truncated or corrupt zip: the central directory lies past the end of the file',
      );
    const directory = Buffer.alloc(directorySize);
    await handle.read(directory, 0, directorySize, directoryOffset);
    const members: ZipMember[] = [];
    let at = 0;
    for (let index = 0; index < count; index += 1) {
      if (at + 46 > directory.length || directory.readUInt32LE(at) !== CENTRAL_SIGNATURE)
        throw new IngestError(origin, 'corrupt zip: unreadable central directory entry');
      const nameLength = directory.readUInt16LE(at + 28);
      const extraLength = directory.readUInt16LE(at + 30);
      const commentLength = directory.readUInt16LE(at + 32);
      const name = directory.toString('utf8', at + 46, at + 46 + nameLength);
      const extra = directory.subarray(at + 46 + nameLength, at + 46 + nameLength + extraLength);
      const [size, compressedSize] = zip64Sizes(
        extra,
        directory.readUInt32LE(at + 24),
        directory.readUInt32LE(at + 20),
      );
      members.push({ name, crc32: directory.readUInt32LE(at + 16), compressedSize, size });
      at += 46 + nameLength + extraLength + commentLength;
    }
    return members;
  } finally {
    await handle.close();
  }
}
