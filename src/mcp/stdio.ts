import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import type { Backend } from '../backends/backend.js';
import { sharingResults } from '../serving/context.js';
import { LiveContext, type LiveContextOptions } from '../serving/live-context.js';
import { createResultCache } from '../serving/result-cache.js';
import { DrainingTransport } from './draining-transport.js';
import { screenedInput } from './stdio-lines.js';
import { createMcpServer } from './server.js';

export interface McpStdioOptions extends Pick<LiveContextOptions, 'routeIndex'> {
  /** Megabytes of answers the result cache holds (`ATSS_CACHE_MB`, as for `atss serve`); 0 turns it off. */
  readonly cacheMb: number;
}

/** The MCP server `atss mcp` runs, over the live published version, with its own result cache. */
export async function openMcpStdio(
  backend: Backend,
  options: McpStdioOptions,
): Promise<{ readonly server: McpServer; readonly context: LiveContext }> {
  const context = await LiveContext.open(
    backend,
    undefined,
    options.routeIndex === undefined ? {} : { routeIndex: options.routeIndex },
  );
  const server = createMcpServer({
    // repeated calls are answered from the cache, as over HTTP (keyed on the canonical request and version)
    context: sharingResults(context, createResultCache(options.cacheMb * 1024 * 1024)),
    onInternalError: (error) => console.error('atss mcp: internal error', error),
  });
  return { server, context };
}

/**
 * `atss mcp --data DIR`: the MCP server over stdin/stdout for an agent that spawns it. It follows new ingests
 * like the HTTP server; stdout carries only the protocol, so diagnostics go to stderr. When the agent closes stdin,
 * the calls it sent are answered before the process exits.
 */
export async function runMcpStdio(backend: Backend, options: McpStdioOptions): Promise<void> {
  const { server, context } = await openMcpStdio(backend, options);
  context.watch();
  const closed = new Promise<void>((resolve) => {
    server.server.onclose = resolve;
  });
  // lines the SDK would drop unanswered (not JSON, a batch, not JSON-RPC) get their JSON-RPC error here
  const input = screenedInput(process.stdin, (error) => process.stdout.write(`${JSON.stringify(error)}\n`));
  const transport = new DrainingTransport(new StdioServerTransport(input, process.stdout));
  await server.connect(transport);
  // the agent closing our stdin ends the session, once the calls it sent are answered (the screened input
  // ends after its last line was read)
  input.once('end', () => void transport.closeWhenAnswered());
  await closed;
  await context.close();
}
