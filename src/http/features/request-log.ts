import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify';
import { redactCredentials } from './credentials.js';

/** Why a request's line is logged above info: said on its one line, never on a line of its own. */
interface LogNote {
  readonly level: 'warn' | 'error';
  readonly cause: string;
  readonly fields: Record<string, unknown>;
}

const notes = new WeakMap<FastifyRequest, LogNote>();

/** Whether `log` writes lines of `level` (pino says; a logger that cannot say is given the line). */
function writes(log: FastifyBaseLogger, level: LogNote['level'] | 'info'): boolean {
  const ask = (log as { isLevelEnabled?: (level: string) => boolean }).isLevelEnabled;
  return ask === undefined || ask.call(log, level);
}
const logged = new WeakSet<FastifyRequest>();

/**
 * Puts what went wrong with a request (an engine timeout, unreadable files, an internal error) on its one log
 * line, which is then logged at `level`: `cause` says what happened, `fields` add detail (`err`, ...).
 */
export function noteForRequestLog(
  request: FastifyRequest,
  level: LogNote['level'],
  cause: string,
  fields: Record<string, unknown> = {},
): void {
  const earlier = notes.get(request);
  if (earlier?.level === 'error' && level === 'warn') return;
  notes.set(request, { level, cause, fields });
}

/**
 * One log line per request (Fastify's own controller writes two, "incoming request" and "request completed",
 * a third for a stream cut short, and none for a request whose client went away before the answer):
 * method, target with credentials redacted, route, status and time, written when the answer is complete or
 * when the client closed the connection first (`aborted: true`, `status` null when nothing was sent). An
 * error's cause and detail (`noteForRequestLog`) go on the same line, logged at warn or error.
 */
export class OneLinePerRequest extends LogController {
  /** Nothing is logged on arrival; a client that leaves before the answer is logged when it leaves. */
  override incomingRequest(request: FastifyRequest, reply: FastifyReply): void {
    reply.raw.once('close', () => {
      if (!reply.raw.writableFinished) this.logLine(request, reply, { aborted: true });
    });
  }

  /** A 404 is logged by its completion line like any other answer. */
  override routeNotFound(): void {}

  /** A stream cut short: the client left (its line says `aborted`) or the stream failed (noted on it). */
  override streamError(error: Error & { code?: string }, request: FastifyRequest): void {
    if (error.code !== 'ERR_STREAM_PREMATURE_CLOSE') {
      noteForRequestLog(request, 'warn', 'the answer stream failed after its headers were sent', {
        err: error,
      });
    }
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) noteForRequestLog(request, 'error', 'the answer could not be written', { err: error });
    this.logLine(request, reply, {});
  }

  private logLine(request: FastifyRequest, reply: FastifyReply, extra: { aborted?: true }): void {
    if (logged.has(request)) return;
    logged.add(request);
    const note = notes.get(request);
    const level = note?.level ?? 'info';
    // nothing to build when the level is off (ATSS_LOG_LEVEL above it)
    if (!writes(reply.log, level)) return;
    const line = {
      method: request.method,
      url: redactCredentials(request.url),
      route: request.routeOptions?.url ?? null,
      status: extra.aborted && !reply.raw.headersSent ? null : reply.statusCode,
      ms: Math.round(reply.elapsedTime * 100) / 100,
      ...extra,
      ...(note ? { cause: note.cause, ...note.fields } : {}),
    };
    reply.log[level](line, 'request');
  }
}
