import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { crc32, inflateRawSync } from 'node:zlib';
import { Zip, type ZipInputFile } from 'fflate';
import { describe, expect, it } from 'vitest';
import { ingestPaths } from '../../src/ingest/index.js';
import { query, storedSource, useTempDirs } from './helpers.js';
import { sampleText } from './samples.js';

/**
 * A valid zip is read whatever bytes its compressed data holds (issue #22 section 4). A zip member written with
 * a data descriptor (as streaming writers, `atss generate`'s included, write every member) does not declare its
 * size before its data; a reader that finds the member's end by scanning for the next zip signature (fflate's
 * streaming Unzip, used before) cuts the member short wherever its compressed bytes happen to spell one, and
 * refuses the zip ("unexpected EOF"). `atss generate` met this 118 MB into a 199 MB member; here the same
 * structure is built on purpose from a real on-time download: a deflate stream of stored blocks (RFC 1951
 * 3.2.4) whose last block follows a tail number ending in "PK", so that the block's header byte (1: final,
 * stored) and its length (258 bytes, low byte 2) spell "PK\x01\x02", a central directory signature.
 */
const temp = useTempDirs();
const NINE_E = 'ontime/ontime_2023_08_9E_days1-10__zhouzizi.csv';

/** Deflate stored blocks of at most 65,535 bytes each, the last one final. */
function storedBlocks(parts: readonly Buffer[]): Buffer {
  const blocks = parts.flatMap((part) =>
    Array.from({ length: Math.ceil(part.length / 0xffff) }, (_, i) =>
      part.subarray(i * 0xffff, (i + 1) * 0xffff),
    ),
  );
  return Buffer.concat(
    blocks.flatMap((block, i) => {
      const head = Buffer.alloc(5);
      head[0] = i === blocks.length - 1 ? 1 : 0;
      head.writeUInt16LE(block.length, 1);
      head.writeUInt16LE(block.length ^ 0xffff, 3);
      return [head, block];
    }),
  );
}

/** A zip of one member holding `deflated` (the deflate stream of `text`), written with a data descriptor. */
function zipWithDataDescriptor(name: string, text: Buffer, deflated: Buffer): Buffer {
  const chunks: Uint8Array[] = [];
  const zip = new Zip((error, chunk) => {
    if (error) throw error;
    chunks.push(chunk);
  });
  const member: ZipInputFile = { filename: name, size: text.length, crc: crc32(text), compression: 8 };
  zip.add(member);
  member.ondata!(null, new Uint8Array(deflated), true);
  zip.end();
  return Buffer.concat(chunks);
}

describe('zips as they are written', () => {
  it('reads a member whose compressed bytes spell a zip signature, whole', async () => {
    const [header, ...lines] = sampleText(NINE_E).split('\n');
    const tail = header!.split(',').indexOf('Tail_Number');
    const tailEnd = (line: string) =>
      line
        .split(',')
        .slice(0, tail + 1)
        .join(',').length;
    // the first flight whose tail number is followed by 258 + 256k bytes to the end of its line
    const last = lines.findIndex((line) => (line.length - tailEnd(line) + 1) % 256 === 2);
    expect(last).toBeGreaterThan(0);
    const flights = lines.slice(0, last + 1);
    const end = tailEnd(flights[last]!);
    flights[last] = `${flights[last]!.slice(0, end - 2)}PK${flights[last]!.slice(end)}`;
    const text = Buffer.from(`${[header, ...flights].join('\n')}\n`);
    const split = text.length - (flights[last].length - end + 1);
    const deflated = storedBlocks([text.subarray(0, split), text.subarray(split)]);
    // the zip is valid (node:zlib inflates the member to the text) and its member's data holds the signature
    expect(inflateRawSync(deflated).equals(text)).toBe(true);
    expect(deflated.includes(Buffer.from('PK\x01\x02', 'latin1'))).toBe(true);
    const path = join(temp.dir(), 'On_Time_Reporting_Carrier_On_Time_Performance_1987_present_2023_8.zip');
    await writeFile(path, zipWithDataDescriptor('ontime.csv', text, deflated));

    const summary = await ingestPaths([path], { dataDir: temp.dataDir() });
    expect(summary.files.map((f) => f.rows)).toEqual([flights.length]);
    const [stored] = await query(
      `SELECT sum(flights) AS flights FROM ${(await storedSource(temp.dataDir(), 'ontime'))!}`,
    );
    expect(stored).toEqual({ flights: flights.length });
  });
});
