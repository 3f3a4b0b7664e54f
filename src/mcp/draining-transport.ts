import type { Transport, TransportSendOptions } from '@modelcontextprotocol/sdk/shared/transport.js';
import {
  isJSONRPCErrorResponse,
  isJSONRPCRequest,
  isJSONRPCResultResponse,
  type JSONRPCMessage,
  type RequestId,
} from '@modelcontextprotocol/sdk/types.js';

/**
 * A transport that can be closed once every request it received is answered: an agent that sends its last
 * call and closes its end (stdin) still gets the answer being computed. It wraps another transport, counting
 * requests in and answers out by id; the SDK has no such drain of its own (its stdio transport stops at once).
 */
export class DrainingTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: Transport['onmessage'];
  private readonly unanswered = new Set<RequestId>();
  private answered: (() => void) | undefined;

  constructor(private readonly inner: Transport) {}

  start(): Promise<void> {
    this.inner.onclose = () => this.onclose?.();
    this.inner.onerror = (error) => this.onerror?.(error);
    this.inner.onmessage = (message, extra) => {
      if (isJSONRPCRequest(message)) this.unanswered.add(message.id);
      this.onmessage?.(message, extra);
    };
    return this.inner.start();
  }

  async send(message: JSONRPCMessage, options?: TransportSendOptions): Promise<void> {
    try {
      await this.inner.send(message, options);
    } finally {
      if (isJSONRPCResultResponse(message) || isJSONRPCErrorResponse(message)) {
        if (message.id !== undefined) this.unanswered.delete(message.id);
        if (this.unanswered.size === 0) this.answered?.();
      }
    }
  }

  /** Closes once every request received so far is answered (at once when none is waiting). */
  async closeWhenAnswered(): Promise<void> {
    if (this.unanswered.size > 0) {
      await new Promise<void>((resolve) => (this.answered = resolve));
    }
    await this.close();
  }

  close(): Promise<void> {
    return this.inner.close();
  }
}
