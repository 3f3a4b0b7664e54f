import { Transform, type Readable } from 'node:stream';
import { STDIO_DEFAULT_MAX_BUFFER_SIZE } from '@modelcontextprotocol/sdk/shared/stdio.js';
import { JSONRPCMessageSchema } from '@modelcontextprotocol/sdk/types.js';

/** A JSON-RPC error answer (JSON-RPC 2.0 §5.1), for a line the SDK's stdio transport would drop unanswered. */
export interface LineError {
  readonly jsonrpc: '2.0';
  readonly id: string | number | null;
  readonly error: { readonly code: number; readonly message: string };
}

const lineError = (code: number, message: string, id: string | number | null = null): LineError => ({
  jsonrpc: '2.0',
  id,
  error: { code, message },
});

/**
 * What an agent's line is: passed on to the SDK as it is, or answered here. The SDK's stdio transport drops, with
 * no answer, a line that is not JSON, is a JSON-RPC batch, or is not a JSON-RPC message; JSON-RPC 2.0 answers each
 * with an error, `id` null when it cannot be read. A batch is refused as a whole, as over HTTP (`http-route.ts`):
 * MCP 2025-06-18, and 2025-11-25 that the SDK speaks, have no batches.
 */
export function screenLine(line: string): LineError | undefined {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return lineError(-32700, 'Parse error: the line is not JSON (one JSON-RPC message per line)');
  }
  if (Array.isArray(value))
    return lineError(-32600, 'JSON-RPC batches are not supported: send one message per line');
  if (JSONRPCMessageSchema.safeParse(value).success) return undefined;
  const id = (value as { id?: unknown } | null)?.id;
  return lineError(
    -32600,
    'Invalid Request: not a JSON-RPC 2.0 message',
    typeof id === 'string' || typeof id === 'number' ? id : null,
  );
}

/**
 * The agent's input with every line the SDK would drop unanswered taken out and answered through `answer`; the
 * other lines pass on unchanged. A line longer than the SDK's own bound (10 MB) is answered and skipped, so the
 * buffer here stays bounded too.
 */
export function screenedInput(input: Readable, answer: (error: LineError) => void): Readable {
  let pending = '';
  let skipping = false;
  const screen = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const lines = (pending + chunk.toString('utf8')).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        if (skipping) skipping = false;
        else if (line.trim() !== '') {
          const error = screenLine(line.replace(/\r$/, ''));
          if (error) answer(error);
          else this.push(`${line}\n`);
        }
      }
      if (pending.length > STDIO_DEFAULT_MAX_BUFFER_SIZE) {
        if (!skipping) answer(lineError(-32600, 'Invalid Request: a message larger than 10 MB'));
        pending = '';
        skipping = true;
      }
      done();
    },
    flush(done) {
      if (!skipping && pending.trim() !== '') {
        const error = screenLine(pending);
        if (error) answer(error);
        else this.push(`${pending}\n`);
      }
      done();
    },
  });
  return input.pipe(screen);
}
