import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { redactCredentials } from './credentials.js';

/**
 * One log line per request, at info, when it is answered (Fastify's own controller writes two: "incoming
 * request" and "request completed"): method, target with credentials redacted, route, status and time.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  /** A 404 is logged by its completion line like any other answer. */
  override routeNotFound(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = {
      method: request.method,
      url: redactCredentials(request.url),
      route: request.routeOptions?.url ?? null,
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 100) / 100,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request');
  }
}
