import { promisify } from 'node:util';
import { crc32 } from 'node:zlib';
import yauzl, { type Entry, type ZipFile } from 'yauzl';

const openZip = promisify<string, yauzl.Options, ZipFile>(yauzl.open);

/** A downloaded file that is not a complete, intact zip. */
export class CorruptZipError extends Error {}

/**
 * Checks a downloaded zip before it is kept: the central directory is read (yauzl; a truncated file has none),
 * then every member is inflated and its CRC-32 (node:zlib) and size compared with the directory's. yauzl
 * leaves the CRC to its caller and checks the sizes (`validateEntrySizes`).
 */
export async function verifyZip(path: string): Promise<{ members: number }> {
  let zip: ZipFile;
  try {
    zip = await openZip(path, { lazyEntries: true, validateEntrySizes: true, autoClose: false });
  } catch (error) {
    throw new CorruptZipError(`not a complete zip: ${(error as Error).message}`);
  }
  try {
    let members = 0;
    for (let entry = await nextEntry(zip); entry !== undefined; entry = await nextEntry(zip)) {
      if (entry.fileName.endsWith('/')) continue;
      await checkMember(zip, entry);
      members += 1;
    }
    if (members === 0) throw new CorruptZipError('the zip holds no file');
    return { members };
  } finally {
    zip.close();
  }
}

function nextEntry(zip: ZipFile): Promise<Entry | undefined> {
  return new Promise((resolve, reject) => {
    const cleanup = () => {
      zip.off('entry', onEntry);
      zip.off('end', onEnd);
      zip.off('error', onError);
    };
    const onEntry = (entry: Entry) => {
      cleanup();
      resolve(entry);
    };
    const onEnd = () => {
      cleanup();
      resolve(undefined);
    };
    const onError = (error: Error) => {
      cleanup();
      reject(new CorruptZipError(`corrupt zip directory: ${error.message}`));
    };
    zip.on('entry', onEntry);
    zip.on('end', onEnd);
    zip.on('error', onError);
    zip.readEntry();
  });
}

async function checkMember(zip: ZipFile, entry: Entry): Promise<void> {
  const openStream = promisify(zip.openReadStream.bind(zip)) as (
    entry: Entry,
  ) => Promise<NodeJS.ReadableStream>;
  let crc = 0;
  try {
    const stream = await openStream(entry);
    for await (const chunk of stream) crc = crc32(chunk, crc);
  } catch (error) {
    throw new CorruptZipError(`member ${entry.fileName} is corrupt: ${(error as Error).message}`);
  }
  if (crc >>> 0 !== entry.crc32 >>> 0)
    throw new CorruptZipError(
      `member ${entry.fileName} fails its CRC-32 check (expected ${entry.crc32.toString(16)}, got ${(crc >>> 0).toString(16)})`,
    );
}
