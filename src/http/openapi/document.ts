import { PROBLEM_TYPES } from '../../problems/problems.js';
import { LIST_ENDPOINTS } from '../support/routes.js';
import { LIMIT, SORT_ORDERS, allowedParameters, type ListEndpoint } from '../support/list-endpoint.js';

export interface OpenApiPart {
  readonly paths: Record<string, unknown>;
  readonly components: Record<string, unknown>;
}

const problemSchema = {
  type: 'object',
  required: ['type', 'title', 'status', 'detail', 'instance', 'request_id'],
  properties: {
    type: {
      type: 'string',
      description: 'relative URI /problems/<code>',
      examples: ['/problems/invalid-parameter'],
    },
    title: { type: 'string' },
    status: { type: 'integer' },
    detail: { type: 'string' },
    instance: { type: 'string', description: 'the request path and query' },
    request_id: { type: 'string' },
    errors: {
      type: 'array',
      items: {
        type: 'object',
        required: ['parameter', 'message'],
        properties: {
          parameter: { type: 'string' },
          message: { type: 'string' },
          allowed: { type: 'array', items: { type: ['string', 'integer'] } },
        },
      },
    },
  },
};

export const problemResponse = (description: string): object => ({
  description,
  content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } },
});

function listParameters<T>(endpoint: ListEndpoint<T>): object[] {
  const filters = endpoint.filters.map((filter) => ({
    name: filter.name,
    in: 'query',
    required: false,
    description: filter.description,
    schema:
      filter.type === 'int'
        ? { type: 'integer' }
        : filter.type === 'date'
          ? { type: 'string', format: 'date' }
          : { type: 'string' },
  }));
  return [
    ...filters,
    {
      name: 'q',
      in: 'query',
      description: `case-insensitive search in ${endpoint.searchFields.join(', ')}; without order_by, records with a field equal to q (an exact code) come first, then those with a word starting with q (names), then other matches`,
      schema: { type: 'string' },
    },
    {
      name: 'order_by',
      in: 'query',
      description: `column to order by; default ${endpoint.primaryKey}`,
      schema: { type: 'string', enum: endpoint.orderBy, default: endpoint.primaryKey },
    },
    {
      name: 'sort_order',
      in: 'query',
      description: 'direction of order_by (case-insensitive); nulls sort last either way',
      schema: { type: 'string', enum: SORT_ORDERS, default: 'asc' },
    },
    {
      name: 'limit',
      in: 'query',
      description: 'records per page',
      schema: { type: 'integer', minimum: LIMIT.min, maximum: LIMIT.max, default: LIMIT.default },
    },
    {
      name: 'offset',
      in: 'query',
      description: 'records skipped before the page (meta.total_count gives the number matched)',
      schema: { type: 'integer', minimum: 0, default: 0 },
    },
  ];
}

function listPath<T>(endpoint: ListEndpoint<T>): object {
  const record = {
    type: 'object',
    required: Object.keys(endpoint.recordSchema),
    properties: endpoint.recordSchema,
  };
  return {
    get: {
      summary: endpoint.summary,
      description:
        `${endpoint.summary}. Filters combine (all must match); q searches ${endpoint.searchFields.join(', ')}. ` +
        `Pages of limit records from offset, ordered by order_by (default ${endpoint.primaryKey}).`,
      tags: ['support'],
      parameters: listParameters(endpoint),
      'x-allowed-parameters': allowedParameters(endpoint),
      responses: {
        '200': {
          description: 'list envelope',
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['meta', 'results'],
                properties: {
                  meta: {
                    type: 'object',
                    required: ['count_returned', 'total_count', 'limit', 'offset'],
                    properties: {
                      count_returned: { type: 'integer' },
                      total_count: { type: 'integer' },
                      limit: { type: 'integer' },
                      offset: { type: 'integer' },
                    },
                  },
                  results: { type: 'array', items: record },
                },
              },
            },
          },
        },
        '400': problemResponse('invalid, unknown or repeated parameter'),
        '414': problemResponse('query string over 4096 bytes'),
      },
    },
  };
}

const jsonObject = (description: string): object => ({
  description,
  content: { 'application/json': { schema: { type: 'object' } } },
});

const systemPaths = {
  '/': {
    get: { summary: 'Links to every endpoint', tags: ['service'], responses: { '200': jsonObject('links') } },
  },
  '/livez': { get: { summary: 'Liveness', tags: ['service'], responses: { '200': jsonObject('alive') } } },
  '/readyz': {
    get: {
      summary:
        'Readiness: data loaded, with its data_version and route_index (ready, building: routes answered by the engine until it is built, or off)',
      tags: ['service'],
      responses: {
        '200': jsonObject('ready'),
        '503': jsonObject(
          'not_ready (no data published yet) or degraded (a cluster shard named in unreachable does not answer)',
        ),
      },
    },
  },
  '/support/coverage': {
    get: {
      summary: 'Loaded periods and record counts per stored table',
      tags: ['support'],
      responses: { '200': jsonObject('coverage per table'), '400': problemResponse('parameters given') },
    },
  },
  '/problems/{code}': {
    get: {
      summary: 'Explains a problem type',
      tags: ['service'],
      parameters: [
        {
          name: 'code',
          in: 'path',
          required: true,
          schema: { type: 'string', enum: Object.keys(PROBLEM_TYPES) },
        },
      ],
      responses: { '200': jsonObject('problem type'), '404': problemResponse('unknown problem code') },
    },
  },
};

const FORMAT_PARAMETER = {
  name: 'format',
  in: 'query',
  description:
    'csv: one header row and the same rows, objects flattened (origin_iata_code, passengers_value, ...); also chosen by Accept: text/csv',
  schema: { type: 'string', enum: ['json', 'csv'], default: 'json' },
};
const header = (description: string, type = 'string') => ({ description, schema: { type } });
const DATA_HEADERS = {
  ETag: header('strong validator of (normalized request, data version)'),
  'Cache-Control': header('public, max-age=3600'),
  'Last-Modified': header('publication time of the data version'),
  'X-Request-Id': header('request id (a valid incoming one is echoed)'),
  'Server-Timing': header('app;dur=<milliseconds the server spent on this answer>'),
  RateLimit: header('limit, remaining and reset of the client window, when rate limiting is on'),
  'RateLimit-Policy': header('limit;w=window seconds, when rate limiting is on'),
};

/** Adds what every data endpoint shares: CSV, validators, 304, 401, 429 and Retry-After on 503 (API-CONTRACT §7). */
function decorateDataPath(path: Record<string, unknown>): void {
  const get = path.get as {
    parameters?: object[];
    responses: Record<string, { description?: string; content?: Record<string, unknown>; headers?: object }>;
  };
  const parameters = get.parameters ?? [];
  const declared = parameters.some((p) => (p as { name?: string }).name === FORMAT_PARAMETER.name);
  get.parameters = declared ? parameters : [...parameters, FORMAT_PARAMETER];
  const ok = get.responses['200'];
  if (ok) {
    ok.content = { ...ok.content, 'text/csv': { schema: { type: 'string' } } };
    ok.headers = DATA_HEADERS;
  }
  get.responses['304'] = { description: 'not modified (If-None-Match matched the ETag)' };
  get.responses['401'] = problemResponse(
    'API keys are configured and none valid was given (Authorization: Bearer or X-API-Key)',
  );
  get.responses['429'] = {
    ...problemResponse('rate limited; retry after Retry-After seconds'),
    headers: { 'Retry-After': header('seconds', 'integer'), ...DATA_HEADERS },
  };
  const overloaded = get.responses['503'];
  if (overloaded) overloaded.headers = { 'Retry-After': header('seconds', 'integer') };
}

/** The OpenAPI 3.1 document: service and support paths, merged with the analytics part. */
export function buildOpenApiDocument(analytics: OpenApiPart, version: string): object {
  const supportPaths = {
    [LIST_ENDPOINTS[0].path]: listPath(LIST_ENDPOINTS[0]),
    [LIST_ENDPOINTS[1].path]: listPath(LIST_ENDPOINTS[1]),
    [LIST_ENDPOINTS[2].path]: listPath(LIST_ENDPOINTS[2]),
  };
  const dataPaths: Record<string, unknown> = { ...supportPaths, ...analytics.paths };
  for (const path of Object.values(dataPaths)) decorateDataPath(path as Record<string, unknown>);
  return {
    openapi: '3.1.0',
    info: {
      title: 'atss — Air Travel Statistics Service',
      version,
      description:
        'Read-only JSON API over US airline statistics published by the Bureau of Transportation Statistics: ' +
        'DB1B/DB1C ticket samples, T-100 traffic, on-time performance, and the reference tables. ' +
        'Errors are RFC 9457 problem documents; see /problems/{code}.',
      license: { name: 'MIT', identifier: 'MIT' },
    },
    servers: [{ url: '/' }],
    paths: {
      ...systemPaths,
      '/metrics': {
        get: {
          summary:
            'Prometheus metrics: requests, latency, engine time, cache, in-flight, data version, coverage',
          tags: ['service'],
          responses: {
            '200': {
              description: 'text exposition format',
              content: { 'text/plain': { schema: { type: 'string' } } },
            },
          },
        },
      },
      ...dataPaths,
    },
    components: {
      ...analytics.components,
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description: 'only when the server has API keys configured',
        },
        apiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key' },
      },
      schemas: {
        ...((analytics.components.schemas as Record<string, unknown> | undefined) ?? {}),
        Problem: problemSchema,
      },
    },
  };
}
