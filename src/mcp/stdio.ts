import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import type { Backend } from '../backends/backend.js';
import { LiveContext } from '../serving/live-context.js';
import { createMcpServer } from './server.js';

/**
 * `atss mcp --data DIR`: the MCP server over stdin/stdout for an agent that spawns it. It follows new ingests
 * like the HTTP server; stdout carries only the protocol, so diagnostics go to stderr.
 */
export async function runMcpStdio(backend: Backend): Promise<void> {
  const context = await LiveContext.open(backend);
  context.watch();
  const server = createMcpServer({
    context,
    onInternalError: (error) => console.error('atss mcp: internal error', error),
  });
  const closed = new Promise<void>((resolve) => {
    server.server.onclose = resolve;
  });
  await server.connect(new StdioServerTransport());
  // the agent closing our stdin ends the session
  process.stdin.once('end', () => void server.close());
  await closed;
  await context.close();
}
