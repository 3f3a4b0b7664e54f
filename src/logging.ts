import { fstatSync } from 'node:fs';
import { Socket } from 'node:net';
import pino, { type DestinationStream, type Logger } from 'pino';

/** Log text held while stdout does not take it; beyond this, lines are dropped, never waited for. */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;
/** How long closing waits for stdout to take the last lines. */
const FINAL_FLUSH_MS = 1000;

export interface ServiceLog {
  readonly logger: Logger;
  /**
   * Gives stdout up to a second to take what is buffered, then drops the rest: the process can then always
   * exit, whoever reads (or stops reading) its stdout.
   */
  close(): Promise<void>;
}

interface Destination extends DestinationStream {
  drained(): Promise<void>;
  abandon(): void;
}

const within = (ms: number, wait: (done: () => void) => void): Promise<void> =>
  new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    wait(() => {
      clearTimeout(timer);
      resolve();
    });
  });

/**
 * stdout as a pipe or socket: written through the event loop on a non-blocking handle. Node's own
 * process.stdout writes pipes synchronously (a stalled reader stops the server), and a blocking write in a
 * worker thread (pino's asynchronous destination) keeps the process from ever exiting.
 */
function pipeDestination(): Destination {
  const socket = new Socket({ fd: 1, readable: false, writable: true });
  // a reader that died (EPIPE): the lines are dropped
  socket.on('error', () => undefined);
  return {
    write: (line: string) => {
      if (!socket.destroyed && socket.writableLength < MAX_BUFFERED_BYTES) socket.write(line);
    },
    drained: () =>
      within(FINAL_FLUSH_MS, (done) => {
        if (socket.writableLength === 0) done();
        else socket.once('drain', done);
      }),
    abandon: () => socket.destroy(),
  };
}

/** stdout as a file or terminal: written synchronously (neither depends on a reader that can stall). */
function fileDestination(): Destination {
  const destination = pino.destination({ dest: 1, sync: true });
  destination.on('error', () => undefined);
  return {
    write: (line: string) => destination.write(line),
    drained: () => Promise.resolve(),
    abandon: () => undefined,
  };
}

/** The server's JSON log on stdout: a stalled or dead reader never blocks serving nor exiting. */
export function serviceLog(level: string): ServiceLog {
  const stdout = fstatSync(1);
  const destination = stdout.isFIFO() || stdout.isSocket() ? pipeDestination() : fileDestination();
  const logger = pino({ level }, destination);
  return {
    logger,
    close: async () => {
      await destination.drained();
      destination.abandon();
    },
  };
}
