import { spawn } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedDataset } from '../support/dataset.js';
import { ATSS_BIN } from '../support/server.js';

/**
 * Issue #43 point 7: `atss serve` on a port another process holds exits with a message that names the port and
 * says how to choose another (`--port`), not with Node's raw EADDRINUSE, and without lingering (the bound only
 * catches a process that does not exit by itself).
 */
const { dataDir } = sharedDataset();
const holder = createServer();
let port: number;

beforeAll(async () => {
  await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
  port = (holder.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => holder.close(() => resolve())));

describe('serve on a busy port', () => {
  it('exits 2 with a message naming the port and --port', async () => {
    const child = spawn(process.execPath, [ATSS_BIN, 'serve', '--data', dataDir, '--port', String(port)], {
      env: { ...process.env, HOST: '127.0.0.1', ATSS_LOG_LEVEL: 'silent' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    const hang = setTimeout(() => child.kill('SIGKILL'), 300_000);
    const code = await exited;
    clearTimeout(hang);
    expect(code).toBe(2);
    expect(stderr.trim()).toBe(
      `atss serve: port ${port} on 127.0.0.1 is already in use (another atss or another server listens there): choose another with --port N (or PORT=N)`,
    );
  });
});
