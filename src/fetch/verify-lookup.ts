import { open } from 'node:fs/promises';

/** A downloaded lookup table that is not one (an error page, an empty or cut-off answer). */
export class CorruptLookupError extends Error {}

/** The first bytes read: the header and the first rows of a lookup table. */
const HEAD_BYTES = 4096;

/**
 * Checks a downloaded L_ lookup table before it is kept: TranStats' header `Code,Description` (quoted or not)
 * and at least one row. An HTML error page served with 200 fails here instead of reaching ingest.
 */
export async function verifyLookup(path: string): Promise<void> {
  const handle = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, HEAD_BYTES, 0);
    const lines = buffer
      .subarray(0, bytesRead)
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .split(/\r?\n/);
    if (!/^"?Code"?,"?Description"?$/i.test(lines[0]?.trim() ?? ''))
      throw new CorruptLookupError(`not a lookup table: its first line is not "Code,Description"`);
    if ((lines[1] ?? '').trim() === '') throw new CorruptLookupError('the lookup table holds no row');
  } finally {
    await handle.close();
  }
}
