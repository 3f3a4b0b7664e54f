import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { describe, expect, it } from 'vitest';
import { duckdbBackend } from '../../src/backends/duckdb.js';
import { createMcpServer } from '../../src/mcp/server.js';
import { openSnapshot, staticContext } from '../../src/serving/snapshot.js';
import { sharedDataset } from '../support/dataset.js';
import { INTEGER_BREAKDOWN as BREAKDOWN } from '../support/mcp-client.js';

/**
 * Issue #23 §2: `atss mcp` over stdio answers the calls an agent sent before closing its stdin, then exits.
 * The agent here writes its messages and closes stdin at once, before any answer can be computed.
 */
const { dataDir } = sharedDataset();
const root = join(import.meta.dirname, '..', '..');

/** The same call through the in-process MCP server and the SDK's client. */
async function expectedAnswer(): Promise<unknown> {
  const snapshot = await openSnapshot(duckdbBackend({ dataDir, engineConnections: 1, engineThreads: 1 }));
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  const server = createMcpServer({ context: staticContext(snapshot) });
  await server.connect(serverSide);
  const client = new Client({ name: 'atss-test', version: '1.0.0' });
  await client.connect(clientSide);
  try {
    return await client.callTool({ name: 'breakdown', arguments: BREAKDOWN });
  } finally {
    await client.close();
    await server.close();
    await snapshot.engine.close();
  }
}

describe('atss mcp over stdio', () => {
  it('answers a call still being computed when its stdin closes, then exits 0', async () => {
    const child = spawn(process.execPath, [join(root, 'bin', 'atss.js'), 'mcp', '--data', dataDir], {
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    let stdout = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    const messages = [
      {
        jsonrpc: '2.0',
        id: 1,
        method: 'initialize',
        params: {
          protocolVersion: '2025-06-18',
          capabilities: {},
          clientInfo: { name: 'atss-test', version: '1.0.0' },
        },
      },
      { jsonrpc: '2.0', method: 'notifications/initialized' },
      { jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'breakdown', arguments: BREAKDOWN } },
    ];
    child.stdin.end(messages.map((message) => `${JSON.stringify(message)}\n`).join(''));
    expect(await exited).toBe(0);
    const answers = stdout
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => JSON.parse(line) as { id: number; result: unknown });
    expect(answers.map((answer) => answer.id)).toEqual([1, 2]);
    const answer = answers[1]!.result as { content: { text: string }[] };
    expect(JSON.parse(answer.content[0]!.text)).toMatchObject({ area: 'performance', mode: 'single' });
    expect(answer).toEqual(await expectedAnswer());
  });
});
