/**
 * Problem documents (RFC 9457, docs/API-CONTRACT.md §5). User errors are values: a stable code, a status and the
 * offending parameters. The table of codes is data; `GET /problems/<code>` explains each one.
 */
export interface ProblemType {
  readonly status: number;
  readonly title: string;
  readonly description: string;
}

export const PROBLEM_TYPES = {
  'invalid-parameter': {
    status: 400,
    title: 'Invalid parameter',
    description:
      'A parameter has a value of the wrong type, outside its range, or not among its allowed values.',
  },
  'unknown-parameter': {
    status: 400,
    title: 'Unknown parameter',
    description: 'The request names a parameter the endpoint does not accept (or one the dataset lacks).',
  },
  'missing-parameter': {
    status: 400,
    title: 'Missing parameter',
    description: 'A required parameter, or a parameter its time mode needs, is absent.',
  },
  'conflicting-parameters': {
    status: 400,
    title: 'Conflicting parameters',
    description:
      'Parameters that cannot be combined were given together (two time modes, a dimension as filter and in by).',
  },
  'range-too-large': {
    status: 400,
    title: 'Range too large',
    description: 'The requested periods exceed the cap of the endpoint family.',
  },
  unauthorized: {
    status: 401,
    title: 'Unauthorized',
    description: 'API keys are configured and the request carries no valid key.',
  },
  'no-data': {
    status: 404,
    title: 'No data',
    description: 'None of the requested periods is loaded; the body names the loaded coverage.',
  },
  'bad-request': {
    status: 400,
    title: 'Bad request',
    description:
      'The request could not be read: malformed HTTP, an unknown method, or a path with bad percent-encoding.',
  },
  'not-found': { status: 404, title: 'Not found', description: 'No resource at this path.' },
  'method-not-allowed': {
    status: 405,
    title: 'Method not allowed',
    description: 'The service is read-only: only GET (and HEAD) are accepted.',
  },
  'request-timeout': {
    status: 408,
    title: 'Request timeout',
    description: 'The client did not send its whole request within the request timeout.',
  },
  'content-too-large': {
    status: 413,
    title: 'Content too large',
    description: 'The service is read-only: a request may not carry a body.',
  },
  'uri-too-long': {
    status: 414,
    title: 'URI too long',
    description: 'The request target (path and query string) is longer than 4096 bytes.',
  },
  'header-fields-too-large': {
    status: 431,
    title: 'Request header fields too large',
    description: 'The request headers are larger than the server accepts.',
  },
  'rate-limited': {
    status: 429,
    title: 'Too many requests',
    description: 'The client exceeded its request rate; retry after the number of seconds in Retry-After.',
  },
  internal: {
    status: 500,
    title: 'Internal error',
    description: 'A bug in the service. It was logged with the request id.',
  },
  overloaded: {
    status: 503,
    title: 'Overloaded',
    description:
      'Too many queries of this cost class are waiting; retry after the number of seconds in Retry-After.',
  },
  unavailable: {
    status: 503,
    title: 'Unavailable',
    description:
      'The stored data cannot be read right now (a data file is missing or unreadable); /readyz says why.',
  },
  'query-timeout': {
    status: 504,
    title: 'Query timeout',
    description:
      'The query did not finish within the configured timeout, time spent waiting for the engine included, and was interrupted.',
  },
} as const satisfies Record<string, ProblemType>;

export type ProblemCode = keyof typeof PROBLEM_TYPES;

export interface ParameterError {
  readonly parameter: string;
  readonly message: string;
  readonly allowed?: readonly (string | number)[];
}

/**
 * A user error: thrown or returned by any stage, turned into a problem document by the HTTP layer. It is a
 * value, not a fault: it carries no stack trace (capturing one cost about ten times the rest of a refusal's
 * problem, and no problem document or log line shows it).
 */
export class ApiProblem extends Error {
  readonly code: ProblemCode;
  readonly detail: string;
  readonly errors: readonly ParameterError[];
  readonly extra: Readonly<Record<string, unknown>>;

  constructor(
    code: ProblemCode,
    detail: string,
    errors: readonly ParameterError[] = [],
    extra: Readonly<Record<string, unknown>> = {},
  ) {
    const stackFrames = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(detail);
    Error.stackTraceLimit = stackFrames;
    this.code = code;
    this.detail = detail;
    this.errors = errors;
    this.extra = extra;
    this.name = 'ApiProblem';
  }

  get status(): number {
    return PROBLEM_TYPES[this.code].status;
  }
}

export interface ProblemDocument {
  readonly type: string;
  readonly title: string;
  readonly status: number;
  readonly detail: string;
  readonly instance: string;
  readonly request_id: string;
  readonly errors?: readonly ParameterError[];
  readonly [extra: string]: unknown;
}

export function problemDocument(problem: ApiProblem, instance: string, requestId: string): ProblemDocument {
  const type = PROBLEM_TYPES[problem.code];
  return {
    ...problem.extra,
    type: `/problems/${problem.code}`,
    title: type.title,
    status: type.status,
    detail: problem.detail,
    instance,
    request_id: requestId,
    ...(problem.errors.length > 0 ? { errors: problem.errors } : {}),
  };
}

/** Problems a document lists at most; the detail says how many more there were. */
export const MAX_LISTED_PROBLEMS = 20;

/**
 * Problems found by a parser, all of them at once. The first error's code decides the document's type,
 * except that any unknown parameter wins (a misspelt name explains the other complaints). At most
 * MAX_LISTED_PROBLEMS are listed, so a long hostile query cannot make a long answer.
 */
export class ProblemCollector {
  private readonly found: { code: ProblemCode; error: ParameterError }[] = [];

  add(code: ProblemCode, parameter: string, message: string, allowed?: readonly (string | number)[]): void {
    this.found.push({ code, error: allowed ? { parameter, message, allowed } : { parameter, message } });
  }

  /** Parameters that cannot be combined: one entry per parameter, each with the same explanation. */
  conflict(parameters: readonly string[], message: string): void {
    for (const parameter of parameters) this.add('conflicting-parameters', parameter, message);
  }

  get empty(): boolean {
    return this.found.length === 0;
  }

  toProblem(): ApiProblem | undefined {
    const first = this.found.find((f) => f.code === 'unknown-parameter') ?? this.found[0];
    if (!first) return undefined;
    const listed = this.found.slice(0, MAX_LISTED_PROBLEMS);
    const unlisted = this.found.length - listed.length;
    // a conflict names each parameter in its own entry, but says its sentence once
    const detail =
      [...new Set(listed.map((f) => f.error.message))].join('; ') +
      (unlisted > 0 ? `; and ${unlisted} more problem${unlisted === 1 ? '' : 's'} not listed` : '');
    return new ApiProblem(
      first.code,
      detail,
      listed.map((f) => f.error),
    );
  }

  throwIfAny(): void {
    const problem = this.toProblem();
    if (problem) throw problem;
  }
}
