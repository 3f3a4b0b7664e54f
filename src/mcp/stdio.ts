import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import type { Backend } from '../backends/backend.js';
import { LiveContext } from '../serving/live-context.js';
import { DrainingTransport } from './draining-transport.js';
import { createMcpServer } from './server.js';

/**
 * `atss mcp --data DIR`: the MCP server over stdin/stdout for an agent that spawns it. It follows new ingests
 * like the HTTP server; stdout carries only the protocol, so diagnostics go to stderr. When the agent closes stdin,
 * the calls it sent are answered before the process exits.
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
  const transport = new DrainingTransport(new StdioServerTransport());
  await server.connect(transport);
  // the agent closing our stdin ends the session, once the calls it sent are answered
  process.stdin.once('end', () => void transport.closeWhenAnswered());
  await closed;
  await context.close();
}
