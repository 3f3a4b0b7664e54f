import { createWriteStream, type WriteStream } from 'node:fs';
import { once } from 'node:events';
import { Zip, ZipDeflate } from 'fflate';
import { GENERATED_MEMBER_COMMENT } from '../storage/sources.js';
import { q } from './csv.js';

/** A fixed modification time, so that the same seed gives byte-identical zips. */
export const FIXED_MTIME = new Date(Date.UTC(2026, 0, 1, 0, 0, 0));
const FLUSH_BYTES = 1 << 20;
const encoder = new TextEncoder();

/**
 * Streams text members into a zip file: lines are buffered in ~1 MB chunks, deflated and written with
 * back-pressure, so memory stays bounded whatever the file size.
 */
export class ZipTextWriter {
  private readonly out: WriteStream;
  private readonly zip: Zip;
  private member: ZipDeflate | undefined;
  private buffer = '';
  private failure: Error | undefined;
  private finished: Promise<void>;

  constructor(path: string) {
    this.out = createWriteStream(path);
    this.out.on('error', (error) => {
      this.failure = error;
    });
    let resolveFinished!: () => void;
    this.finished = new Promise((resolve) => {
      resolveFinished = resolve;
    });
    this.zip = new Zip((error, chunk, final) => {
      if (error) {
        this.failure = error;
        return;
      }
      this.out.write(chunk);
      if (final) resolveFinished();
    });
  }

  /** Adds a small member in one piece. */
  addFile(name: string, text: string): void {
    const file = new ZipDeflate(name, { level: 6 });
    file.mtime = FIXED_MTIME;
    this.zip.add(file);
    file.push(encoder.encode(text), true);
  }

  /**
   * Starts a streamed data member (marked generated: its comment is `GENERATED_MEMBER_COMMENT`, by which
   * ingest records its periods' source); write lines with `line`, end it with `endMember`.
   */
  beginMember(name: string): void {
    this.member = new ZipDeflate(name, { level: 1 });
    this.member.mtime = FIXED_MTIME;
    this.member.comment = GENERATED_MEMBER_COMMENT;
    this.zip.add(this.member);
  }

  async line(text: string): Promise<void> {
    this.buffer += text;
    this.buffer += '\n';
    if (this.buffer.length >= FLUSH_BYTES) await this.flush(false);
  }

  async endMember(): Promise<void> {
    await this.flush(true);
    this.member = undefined;
  }

  async close(): Promise<void> {
    this.zip.end();
    await this.finished;
    this.out.end();
    await once(this.out, 'finish');
    if (this.failure) throw this.failure;
  }

  private async flush(final: boolean): Promise<void> {
    if (!this.member) throw new Error('no zip member is open');
    this.member.push(encoder.encode(this.buffer), final);
    this.buffer = '';
    if (this.failure) throw this.failure;
    if (this.out.writableNeedDrain) await once(this.out, 'drain');
  }
}

/** One BTS-style CSV inside a zip: header line, then rows, each ending with a trailing comma. */
export async function writeZippedCsv(
  zipPath: string,
  member: string,
  header: readonly string[],
  rows: AsyncIterable<string> | Iterable<string>,
  readme?: string,
): Promise<number> {
  const writer = new ZipTextWriter(zipPath);
  writer.beginMember(member);
  await writer.line(`${header.map(q).join(',')},`);
  let count = 0;
  for await (const row of rows) {
    await writer.line(`${row},`);
    count += 1;
  }
  await writer.endMember();
  if (readme !== undefined) writer.addFile('readme.html', readme);
  await writer.close();
  return count;
}
