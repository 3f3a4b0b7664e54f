import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

/**
 * Real `atss` processes for tests, on loopback, on a port the kernel picks (port 0): the process reports the
 * port it got on stdout ("atss is serving the API at http://127.0.0.1:PORT: ..."), so two test files or two
 * sessions never collide. See test/README.md.
 */
const root = join(import.meta.dirname, '..', '..');
export const ATSS_BIN = join(root, 'bin', 'atss.js');

export interface AtssProcess {
  /** `http://127.0.0.1:PORT` */
  readonly url: string;
  readonly port: number;
  readonly child: ChildProcess;
  /** stdout so far (unless `stdout: 'stall'`) and stderr so far. */
  output(): { stdout: string; stderr: string };
  /** Resolves with the exit code (or the signal) once the process has exited. */
  readonly exited: Promise<number | NodeJS.Signals | null>;
  /** Sends `signal` (SIGTERM by default) and waits for the exit; SIGKILL after `graceMs`. */
  stop(signal?: NodeJS.Signals, graceMs?: number): Promise<number | NodeJS.Signals | null>;
}

export interface AtssOptions {
  /** Environment on top of this process's (HOST is 127.0.0.1, ATSS_LOG_LEVEL error unless given). */
  readonly env?: Record<string, string>;
  /**
   * `read` (default) keeps reading stdout; `stall` stops reading it once the port is reported (nobody reads
   * the log from then on, as with a stalled log collector).
   */
  readonly stdout?: 'read' | 'stall';
  /** How long the process may take to report its port (default 5 min: the machine may be at load 20). */
  readonly startTimeoutMs?: number;
}

const SERVING = /^atss is serving the API at (http:\/\/[^\s:]+:(\d+)):.*\n/m;
const running = new Set<ChildProcess>();
// a test that fails before stopping its server does not leave it behind
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/**
 * Runs `atss <args> --port 0` (e.g. `['serve', '--data', dir]`) and resolves once it reports the port it
 * listens on. Rejects with its output if it exits first or does not report in time.
 */
export function startAtss(args: readonly string[], options: AtssOptions = {}): Promise<AtssProcess> {
  const child = spawn(process.execPath, [ATSS_BIN, ...args, '--port', '0'], {
    env: { ...process.env, HOST: '127.0.0.1', ATSS_LOG_LEVEL: 'error', ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let stdout = '';
  let stderr = '';
  const onStdout = (chunk: Buffer): void => {
    stdout += chunk.toString();
  };
  child.stdout.on('data', onStdout);
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | NodeJS.Signals | null>((resolve) =>
    child.once('exit', (code, signal) => {
      running.delete(child);
      resolve(code ?? signal);
    }),
  );
  const stop = async (signal: NodeJS.Signals = 'SIGTERM', graceMs = 30_000) => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill(signal);
      const force = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(force);
    }
    return exited;
  };
  return new Promise<AtssProcess>((resolve, reject) => {
    const timeoutMs = options.startTimeoutMs ?? 300_000;
    let reported = false;
    const fail = (why: string): void => {
      if (reported) return;
      clearInterval(poll);
      clearTimeout(timer);
      void stop('SIGKILL');
      reject(new Error(`atss ${args.join(' ')} ${why}\nstdout: ${stdout}\nstderr: ${stderr}`));
    };
    const timer = setTimeout(() => fail(`did not report its port within ${timeoutMs} ms`), timeoutMs);
    void exited.then((code) => fail(`exited (${String(code)}) before reporting its port`));
    const poll = setInterval(() => {
      const match = SERVING.exec(stdout);
      if (!match) return;
      reported = true;
      clearInterval(poll);
      clearTimeout(timer);
      if (options.stdout === 'stall') {
        child.stdout.off('data', onStdout);
        child.stdout.pause();
      }
      resolve({
        url: match[1]!,
        port: Number(match[2]),
        child,
        output: () => ({ stdout, stderr }),
        exited,
        stop,
      });
    }, 20);
  });
}

/**
 * `count` distinct TCP ports free on loopback now, for servers that cannot report a port they were given as
 * 0: each is bound to port 0 (the kernel picks a free one), read and released. clickhouse-server is one: every
 * shard's configuration must name the other shards' ports before any starts, and a restarted shard must get
 * its ports again. Another process could take a port between its release and the server's bind (unlikely:
 * the kernel hands out ephemeral ports in turn); the server then fails to start, it does not answer another's.
 */
export async function freePorts(count: number): Promise<number[]> {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<ReturnType<typeof createServer>>((resolve, reject) => {
          const server = createServer();
          server.once('error', reject);
          server.listen(0, '127.0.0.1', () => resolve(server));
        }),
    ),
  );
  const ports = servers.map((server) => (server.address() as AddressInfo).port);
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}
