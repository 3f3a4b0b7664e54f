import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHORT_LIMITS, silentClient, startEmptyServer, type EmptyServer } from '../support/empty-server.js';

/**
 * Issue #23 serving point 4 on a real socket (loopback, port 0): `atss_http_requests_in_flight` comes back
 * down for requests whose response never completes normally (onResponse is skipped for them): a request
 * aborted by its client, a 408, a 413 whose connection is closed while the client still sends its body.
 */
let server: EmptyServer;

beforeAll(async () => {
  server = await startEmptyServer();
});
afterAll(async () => {
  await server.close();
});

/** The in-flight gauge as /metrics reads it, less the /metrics request itself. */
async function othersInFlight(on: EmptyServer = server): Promise<number> {
  const text = await (await fetch(`http://127.0.0.1:${on.port}/metrics`)).text();
  const line = /^atss_http_requests_in_flight (\d+)$/m.exec(text);
  expect(line, text).not.toBeNull();
  return Number(line?.[1]) - 1;
}

/** The gauge once the server has closed the connection (its response 'close' may come a tick later). */
async function inFlightAfterClose(): Promise<number> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    if ((await othersInFlight()) === 0) return 0;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return othersInFlight();
}

const PARTIAL_MCP_BODY =
  'POST /mcp HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"jsonrpc"';

describe('requests in flight', () => {
  it('counts a request while it is being received', async () => {
    // a server that waits minutes for the body: the request stays in flight however slow the machine is
    const patient = await startEmptyServer({
      ...SHORT_LIMITS,
      headersTimeoutMs: 120_000,
      requestTimeoutMs: 240_000,
    });
    try {
      const client = await silentClient(patient, PARTIAL_MCP_BODY);
      let counted = 0;
      for (let attempt = 0; attempt < 600 && counted === 0; attempt += 1) {
        counted = await othersInFlight(patient);
        if (counted === 0) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(counted).toBe(1);
      client.socket.destroy();
      expect(await client.serverClosed(120_000)).toBe(true);
    } finally {
      await patient.close();
    }
  });

  it('comes back to 0 after a request its client aborts', async () => {
    const client = await silentClient(server, PARTIAL_MCP_BODY);
    await new Promise((resolve) => setTimeout(resolve, 200));
    client.socket.destroy();
    expect(await client.serverClosed(120_000)).toBe(true);
    expect(await inFlightAfterClose()).toBe(0);
  });

  it('comes back to 0 after a 408 (the body never arrived)', async () => {
    const client = await silentClient(server, PARTIAL_MCP_BODY);
    expect(await client.serverClosed(120_000)).toBe(true);
    expect(client.received()).toMatch(/^HTTP\/1\.1 408 /);
    expect(await inFlightAfterClose()).toBe(0);
  });

  it('comes back to 0 after a 413 whose connection closes while the client still sends its body', async () => {
    const client = await silentClient(
      server,
      'GET /livez HTTP/1.1\r\nHost: x\r\nContent-Length: 100000000\r\n\r\n',
    );
    const chunk = 'x'.repeat(64 * 1024);
    const pump = setInterval(() => {
      if (!client.socket.destroyed) client.socket.write(chunk);
    }, 5);
    try {
      expect(await client.serverClosed(120_000)).toBe(true);
    } finally {
      clearInterval(pump);
    }
    // the 413 may or may not reach the client before the connection is reset: the gauge must not care
    expect(await inFlightAfterClose()).toBe(0);
  });
});
