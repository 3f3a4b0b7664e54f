import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFile, readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** TranStats' lookup page names a table by the ROT13 of its name (`Y_NVECBEG` is L_AIRPORT). */
const rot13 = (text: string) =>
  text.replace(/[A-Za-z]/g, (c) => {
    const base = c <= 'Z' ? 65 : 97;
    return String.fromCharCode(((c.charCodeAt(0) - base + 13) % 26) + base);
  });

/**
 * A TranStats stand-in on loopback (port 0): serves the zips of a folder under `/PREZIP/<name>` and its lookup
 * tables (`L_AIRPORT.csv`) under `/Download_Lookup.asp?Y11x72=<ROT13 of the name>`, with ETag,
 * Last-Modified, conditional requests (304) and `Range` (206, guarded by `If-Range`), and misbehaves on purpose
 * for the files given faults, each fault used for as many requests as asked.
 */
export type Fault =
  /** 404, as a period not published yet. */
  | 'not-found'
  /** The full Content-Length announced, half the bytes sent, then the connection is destroyed. */
  | 'cut'
  /** 200 without Content-Length, half the bytes, then a clean end: only the zip check can tell. */
  | 'truncate'
  /** 503 with `Retry-After: 1`. */
  | 'unavailable'
  /** Headers and a quarter of the bytes, then nothing (the connection stays open). */
  | 'stall'
  /** A 200 with the whole file to every request, `Range` or not (a server that does not do ranges). */
  | 'ignore-range'
  /** The whole file with one byte of a member's data changed (its CRC-32 no longer matches). */
  | 'corrupt';

export interface ServedRequest {
  readonly name: string;
  readonly range: string | undefined;
  readonly conditional: boolean;
  readonly status: number;
}

export interface BtsServer {
  readonly url: string;
  readonly requests: ServedRequest[];
  /** The next `times` requests for `name` get `fault`. */
  fail(name: string, fault: Fault, times?: number): void;
  /** Forgets the faults left for `name`. */
  heal(name: string): void;
  close(): Promise<void>;
}

/**
 * `downloadDir`, when given, is where the client under test keeps its partial files (`<name>.part`): a `cut`
 * then waits until the client has written the bytes sent before it cuts (without it: 300 ms).
 */
export async function startBtsServer(dir: string, downloadDir?: string): Promise<BtsServer> {
  const partialHolds = async (name: string, bytes: number) => {
    if (downloadDir === undefined) return sleep(300);
    for (let waited = 0; waited < 60_000; waited += 20) {
      const size = await stat(join(downloadDir, `${name}.part`)).then(
        (info) => info.size,
        () => 0,
      );
      if (size >= bytes) return;
      await sleep(20);
    }
  };
  const names = new Set((await readdir(dir)).filter((name) => /\.(zip|csv)$/.test(name)));
  const faults = new Map<string, Fault[]>();
  const requests: ServedRequest[] = [];
  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const lookup = /^\/Download_Lookup\.asp\?Y11x72=([A-Za-z_]+)$/.exec(request.url ?? '')?.[1];
    const name =
      lookup === undefined
        ? decodeURIComponent((request.url ?? '').replace(/^\/PREZIP\//, ''))
        : `${rot13(lookup)}.csv`;
    const fault = faults.get(name)?.shift();
    const range = request.headers.range;
    const conditional = request.headers['if-none-match'] !== undefined;
    const answer = (status: number) => requests.push({ name, range, conditional, status });
    const known = (lookup !== undefined || request.url?.startsWith('/PREZIP/') === true) && names.has(name);
    if (!known || fault === 'not-found') {
      answer(404);
      response.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not Found</h1>');
      return;
    }
    if (fault === 'unavailable') {
      answer(503);
      response.writeHead(503, { 'retry-after': '1' }).end('busy');
      return;
    }
    const path = join(dir, name);
    const info = await stat(path);
    let body = await readFile(path);
    const etag = `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
    const validators = { etag, 'last-modified': info.mtime.toUTCString(), 'accept-ranges': 'bytes' };
    if (request.headers['if-none-match'] === etag) {
      answer(304);
      response.writeHead(304, validators).end();
      return;
    }
    if (fault === 'corrupt') {
      body = Buffer.from(body);
      const at = 200; // inside the first member's compressed data (its local header is 30 bytes + its name)
      body[at] = (body[at] ?? 0) ^ 0xff;
    }
    const rangeStart = /^bytes=(\d+)-$/.exec(range ?? '')?.[1];
    const ifRange = request.headers['if-range'];
    const partial =
      rangeStart !== undefined &&
      fault !== 'ignore-range' &&
      (ifRange === undefined || ifRange === etag) &&
      Number(rangeStart) < body.length;
    const start = partial ? Number(rangeStart) : 0;
    const sent = body.subarray(start);
    answer(partial ? 206 : 200);
    const headers = {
      ...validators,
      ...(partial ? { 'content-range': `bytes ${start}-${body.length - 1}/${body.length}` } : {}),
    };
    if (fault === 'truncate') {
      response.writeHead(partial ? 206 : 200, { ...headers, connection: 'close' });
      response.end(sent.subarray(0, Math.floor(sent.length / 2)));
      return;
    }
    response.writeHead(partial ? 206 : 200, { ...headers, 'content-length': String(sent.length) });
    if (fault === 'cut') {
      const half = Math.floor(sent.length / 2);
      response.write(sent.subarray(0, half));
      // cut once the client holds the bytes in its partial file (a client that has not read them yet when the
      // connection ends loses them, and would start over instead of resuming: a loaded machine, not the fault)
      await partialHolds(name, start + half);
      response.destroy();
      return;
    }
    if (fault === 'stall') {
      response.write(sent.subarray(0, Math.floor(sent.length / 4)));
      return;
    }
    response.end(sent);
  };
  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      response.destroy(error as Error);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    fail(name, fault, times = 1) {
      faults.set(name, [...(faults.get(name) ?? []), ...Array<Fault>(times).fill(fault)]);
    },
    heal(name) {
      faults.delete(name);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
