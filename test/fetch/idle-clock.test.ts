import { createServer, connect, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { IdleClock } from '../../src/fetch/idle-clock.js';

/** Blocks this process's event loop, as a zip check or an ingest beside a download does on a loaded machine. */
function blockEventLoop(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // busy: nothing else of this process runs
  }
}

let server: Server | undefined;
const sockets: Socket[] = [];
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

/** A loopback connection: the server's end (to send from) and the client's end (to read). */
async function connection(): Promise<{ sending: Socket; receiving: Socket }> {
  const accepted = new Promise<Socket>((resolve) => {
    server = createServer(resolve);
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const receiving = connect((server?.address() as AddressInfo).port, '127.0.0.1');
  const sending = await accepted;
  sockets.push(sending, receiving);
  return { sending, receiving };
}

describe('the idle clock of a download', () => {
  it('does not give up on a byte that arrived while the event loop was blocked past the limit', async () => {
    const { sending, receiving } = await connection();
    let idle = false;
    const clock = new IdleClock(100, () => (idle = true));
    const read = new Promise<void>((resolve) =>
      receiving.on('data', () => {
        clock.waiting();
        resolve();
      }),
    );
    clock.waiting();
    sending.write('a byte'); // in the receiving socket's buffer now, read on the next turn of the loop
    // blocked past the limit after this turn: the next turn runs the expired timer before reading the byte
    await new Promise<void>((resolve) =>
      setImmediate(() => {
        blockEventLoop(300);
        resolve();
      }),
    );
    await read;
    await new Promise((resolve) => setImmediate(resolve));
    clock.stop();
    expect(idle).toBe(false);
  });

  it('gives up when nothing arrives for the limit, and not once stopped', async () => {
    const fired = await new Promise<boolean>((resolve) => {
      new IdleClock(50, () => resolve(true)).waiting();
    });
    expect(fired).toBe(true);

    let stoppedFired = false;
    const stopped = new IdleClock(20, () => (stoppedFired = true));
    stopped.waiting();
    stopped.stop();
    const longer = new Promise<boolean>((resolve) => new IdleClock(120, () => resolve(true)).waiting());
    await longer;
    expect(stoppedFired).toBe(false);
  });
});
