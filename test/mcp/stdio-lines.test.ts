import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sharedDataset } from '../support/dataset.js';

/**
 * Issue #43 point 7: over stdio, a line the SDK's transport would drop unanswered (a JSON-RPC batch, a line that is
 * not JSON, JSON that is not JSON-RPC) gets its JSON-RPC error (JSON-RPC 2.0 §5.1, id null when it cannot be
 * read); a batch is refused as a whole, as over HTTP (MCP 2025-06-18 and later have no batches), and the calls
 * around it are answered as before.
 */
const { dataDir } = sharedDataset();
const root = join(import.meta.dirname, '..', '..');

const initialize = {
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: {
    protocolVersion: '2025-06-18',
    capabilities: {},
    clientInfo: { name: 'atss-test', version: '1.0.0' },
  },
};
const toolsList = (id: number) => ({ jsonrpc: '2.0', id, method: 'tools/list', params: {} });

describe('atss mcp over stdio, lines it cannot take', () => {
  it('answers a batch, a line that is not JSON and a non-JSON-RPC message with JSON-RPC errors', async () => {
    const child = spawn(process.execPath, [join(root, 'bin', 'atss.js'), 'mcp', '--data', dataDir], {
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    let stdout = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    const lines = [
      JSON.stringify(initialize),
      JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' }),
      JSON.stringify([toolsList(2), toolsList(3)]),
      '{"jsonrpc": "2.0", "id": 4, "method": ',
      JSON.stringify({ jsonrpc: '1.0', id: 5, method: 'tools/list' }),
      JSON.stringify(toolsList(6)),
    ];
    child.stdin.end(lines.map((line) => `${line}\n`).join(''));
    expect(await exited).toBe(0);
    const answers = stdout
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => JSON.parse(line) as { id: unknown; error?: unknown; result?: { tools?: unknown[] } });
    const errors = answers.filter((answer) => answer.error !== undefined);
    expect(errors).toEqual([
      {
        jsonrpc: '2.0',
        id: null,
        error: { code: -32600, message: 'JSON-RPC batches are not supported: send one message per line' },
      },
      {
        jsonrpc: '2.0',
        id: null,
        error: { code: -32700, message: 'Parse error: the line is not JSON (one JSON-RPC message per line)' },
      },
      {
        jsonrpc: '2.0',
        id: 5,
        error: { code: -32600, message: 'Invalid Request: not a JSON-RPC 2.0 message' },
      },
    ]);
    // the calls around them answered as before; none of the batch's ran
    const results = answers.filter((answer) => answer.error === undefined);
    expect(results.map((answer) => answer.id)).toEqual([1, 6]);
    expect(results[1]?.result?.tools?.length).toBeGreaterThan(0);
  });
});
