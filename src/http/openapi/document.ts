import { SERVICE_LINKS } from '../system-routes.js';
import { TABLE_IDS } from '../../storage/schema.js';
import { CARRIER_GROUPS } from '../../storage/carrier-groups.js';
import { isOpenPath } from '../features/open-paths.js';
import { PROBLEM_TYPES } from '../../problems/problems.js';
import { LIST_ENDPOINTS } from '../support/routes.js';
import { openApiParameter, valueSchema } from '../../catalog/value-schema.js';
import { mediaTypeOf } from '../../catalog/formats.js';
import { LIST_PARAMETERS, type ListShape } from '../../catalog/list-parameters.js';
import { echoSchemas, formatParameter } from '../../catalog/parameter-def.js';
import { allowedParameters, listParameterSchemas, type ListEndpoint } from '../../lists/list-endpoint.js';

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

function listPath<T>(endpoint: ListEndpoint<T>): object {
  // the counts, then the parameters the list repeats (limit, offset), as their echoes declare them
  const page = echoSchemas<ListShape>(LIST_PARAMETERS, 'page', endpoint);
  const meta = { count_returned: { type: 'integer' }, total_count: { type: 'integer' }, ...page.properties };
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
      parameters: listParameterSchemas(endpoint).map(openApiParameter),
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
                    required: ['count_returned', 'total_count', ...page.required],
                    properties: meta,
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

const jsonResponse = (description: string, schema: object): object => ({
  description,
  content: { 'application/json': { schema } },
});
const closedObject = (properties: Record<string, object>, required = Object.keys(properties)): object => ({
  type: 'object',
  required,
  additionalProperties: false,
  properties,
});
const nullableString = { type: ['string', 'null'] };
const NO_PARAMETERS = problemResponse('a parameter was given: this endpoint takes none (unknown-parameter)');

const readySchema = closedObject(
  {
    status: {
      type: 'string',
      enum: ['ready', 'not_ready', 'degraded'],
      description: 'degraded: a ClickHouse shard does not answer (named in unreachable)',
    },
    data_version: { ...nullableString, description: 'the published data version' },
    published_at: { type: 'string', format: 'date-time' },
    route_index: {
      type: 'string',
      enum: ['ready', 'building', 'retrying', 'off'],
      description:
        'building: routes are answered by the engine until the index is built; retrying: a build attempt ' +
        'failed (engine queries timed out under load), it is retried with backoff while this data version is ' +
        'served, routes are answered by the engine meanwhile (the service stays ready)',
    },
    route_index_detail: {
      type: 'string',
      description: 'with route_index retrying: how many attempts failed and why the last one did',
    },
    detail: { type: 'string', description: 'why the service is not ready' },
    unreachable: {
      type: 'array',
      items: { type: 'string' },
      description: 'the shards that do not answer, as shard N (host:port)',
    },
  },
  ['status', 'data_version'],
);

const tableCoverageSchema = closedObject({
  table: { type: 'string', enum: TABLE_IDS },
  grain: { type: 'string', enum: ['month', 'quarter', 'none'], description: 'none: a reference table' },
  description: { type: 'string' },
  first_period: {
    ...nullableString,
    description: 'YYYY-MM or YYYY-Qn; null for reference tables or none loaded',
  },
  last_period: {
    ...nullableString,
    description: 'YYYY-MM or YYYY-Qn; null for reference tables or none loaded',
  },
  period_count: { type: 'integer', minimum: 0 },
  record_count: { type: 'integer', minimum: 0, description: 'source records read at ingest' },
  stored_rows: { type: 'integer', minimum: 0, description: 'rows stored after pre-aggregation' },
  scopes: {
    type: ['array', 'null'],
    description:
      'T-100 tables: per loaded period, the scopes stored (D-US, D-FOREIGN, I-US, I-FOREIGN) and the carrier_group ' +
      'values they answer; scopes and carrier_groups are null for a period stored before scopes. Null for other tables.',
    items: closedObject({
      period: { type: 'string' },
      scopes: { type: ['array', 'null'], items: { type: 'string' } },
      carrier_groups: {
        type: ['array', 'null'],
        items: { type: 'string', enum: Object.keys(CARRIER_GROUPS) },
      },
    }),
  },
  sources: {
    type: 'array',
    description:
      'Per stored period (reference tables: the period "all"), where it came from: "generated" for synthetic data ' +
      '(the demo, atss generate; answers touching it carry meta.synthetic: true), else the files it was ingested from.',
    items: closedObject({ period: { type: 'string' }, source: { type: 'string' } }),
  },
});

const systemPaths = {
  '/': {
    get: {
      summary: 'Links to every endpoint',
      description: 'The service name, the published data version and the path of every endpoint.',
      tags: ['service'],
      responses: {
        '200': jsonResponse(
          'links',
          closedObject({
            name: { type: 'string' },
            description: { type: 'string' },
            data_version: nullableString,
            links: {
              type: 'object',
              additionalProperties: {
                oneOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }],
              },
            },
          }),
        ),
        '400': NO_PARAMETERS,
      },
    },
  },
  '/livez': {
    get: {
      summary: 'Liveness',
      description: 'Answers 200 while the process serves requests, data or not (for a liveness probe).',
      tags: ['service'],
      responses: {
        '200': jsonResponse('alive', closedObject({ status: { type: 'string', const: 'ok' } })),
        '400': NO_PARAMETERS,
      },
    },
  },
  '/readyz': {
    get: {
      summary: 'Readiness: data loaded, with its data_version and route_index',
      description:
        'Ready (200) when a data version is published and every stored file it names is present; not ready (503 ' +
        'with Retry-After and a detail) otherwise; degraded (503 with Retry-After) while a ClickHouse shard does ' +
        'not answer, naming it (routes answered from the route index still answer). route_index: ready, ' +
        'building (routes answered by the engine until it is built), retrying (a build failed and is retried ' +
        'with backoff; the service stays ready, route_index_detail says why) or off.',
      tags: ['service'],
      responses: {
        '200': jsonResponse('ready', readySchema),
        '400': NO_PARAMETERS,
        '503': {
          ...jsonResponse(
            'no data published yet, a stored file is missing, or a ClickHouse shard does not answer',
            readySchema,
          ),
          headers: { 'Retry-After': { description: 'seconds', schema: { type: 'integer' } } },
        },
      },
    },
  },
  '/problems/{code}': {
    get: {
      summary: 'Explains a problem type',
      description:
        'The status, title and description of a problem code, the page every problem document links to in its type.',
      tags: ['service'],
      parameters: [
        {
          name: 'code',
          in: 'path',
          required: true,
          description: 'a problem code',
          schema: { type: 'string', enum: Object.keys(PROBLEM_TYPES) },
        },
      ],
      responses: {
        '200': jsonResponse(
          'problem type',
          closedObject({
            type: { type: 'string' },
            code: { type: 'string' },
            status: { type: 'integer' },
            title: { type: 'string' },
            description: { type: 'string' },
          }),
        ),
        '400': NO_PARAMETERS,
        '404': problemResponse('unknown problem code'),
      },
    },
  },
  '/metrics': {
    get: {
      summary: 'Prometheus metrics',
      description:
        'Prometheus text exposition: requests by route and status, latency and engine-time histograms, cache hits, ' +
        'in-flight requests, data version, coverage. Never behind API keys or rate limits.',
      tags: ['service'],
      responses: {
        '200': {
          description: 'text exposition format',
          content: { 'text/plain': { schema: { type: 'string' } } },
        },
        '400': NO_PARAMETERS,
      },
    },
  },
};

const coveragePath = {
  get: {
    summary: 'Loaded periods and record counts per stored table',
    description:
      'What the published data version holds, from its manifest: per stored table its grain, first and last ' +
      'loaded period, number of periods, source records read and rows stored. In CSV (format=csv or Accept: ' +
      'text/csv) one row per table with the same columns; the data version is then in Last-Modified and ETag.',
    tags: ['support'],
    responses: {
      '200': jsonResponse(
        'coverage per table',
        closedObject({
          data_version: { type: 'string' },
          published_at: { type: 'string', format: 'date-time' },
          tables: { type: 'array', items: tableCoverageSchema },
        }),
      ),
      '400': problemResponse('a parameter other than format was given: this endpoint takes none'),
    },
  },
};

/** The `format` of a data path that declares none (`/support/coverage`), from the one `format` declaration. */
const COVERAGE_FORMAT = formatParameter(
  'csv: one header row and the same rows, objects flattened (origin_iata_code, passengers_value, ...); also chosen by Accept: text/csv',
);
const FORMAT_PARAMETER = openApiParameter({
  name: COVERAGE_FORMAT.name,
  required: false,
  description: COVERAGE_FORMAT.description,
  schema: valueSchema(COVERAGE_FORMAT.value),
});
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

/** Adds what every data endpoint shares: CSV, validators, 304, 401, 429 and Retry-After on 503 (docs/API-CONTRACT.md §7). */
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
    ok.content = { ...ok.content, [mediaTypeOf('csv')]: { schema: { type: 'string' } } };
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

const mcpPath = {
  post: {
    summary: 'Model Context Protocol (streamable HTTP, stateless)',
    description:
      'JSON-RPC 2.0 messages of the Model Context Protocol for AI agents, one request per POST, answered as JSON: ' +
      'tools (search_airports, search_city_markets, search_carriers, describe_dataset, route, breakdown), resources and prompts, ' +
      'through the same validation as the HTTP API. Send Accept: application/json, text/event-stream. GET and ' +
      'DELETE answer 405: there is no server-initiated stream.',
    tags: ['service'],
    requestBody: {
      required: true,
      content: {
        'application/json': {
          schema: {
            type: 'object',
            required: ['jsonrpc', 'method'],
            properties: {
              jsonrpc: { type: 'string', const: '2.0' },
              id: { type: ['string', 'integer'] },
              method: {
                type: 'string',
                examples: ['initialize', 'tools/list', 'tools/call', 'resources/read'],
              },
              params: { type: 'object' },
            },
          },
        },
      },
    },
    responses: {
      '200': jsonResponse('JSON-RPC answer (a tool error is a result with isError: true)', {
        type: 'object',
        required: ['jsonrpc'],
        properties: {
          jsonrpc: { type: 'string', const: '2.0' },
          id: { type: ['string', 'integer', 'null'] },
          result: { type: 'object' },
          error: { type: 'object' },
        },
      }),
      '202': { description: 'a notification or response was accepted (no answer body)' },
      '400': jsonResponse('not a valid JSON-RPC message', { type: 'object' }),
      '401': problemResponse('API keys are configured and none valid was given'),
      '406': jsonResponse('Accept does not name application/json and text/event-stream', { type: 'object' }),
      '413': problemResponse('message over 64 KB'),
      '429': problemResponse('rate limited; retry after Retry-After seconds'),
    },
  },
};

/** `/tickets/markets/breakdown` -> `ticketsMarketsBreakdown`, `/` -> `serviceIndex`: the generated client's method names. */
export function operationIdOf(path: string): string {
  const words = path
    .split('/')
    .filter((part) => part !== '' && !part.startsWith('{'))
    .flatMap((word) => word.split(/[-_.]/));
  if (words.length === 0) return 'serviceIndex';
  return words.map((word, i) => (i === 0 ? word : word.charAt(0).toUpperCase() + word.slice(1))).join('');
}

/** Keys are optional (only when the server has some configured): none, or one of the two headers. */
const GUARDED = [{}, { bearer: [] }, { apiKey: [] }];

/** Every operation gets its operationId, and its security: the open paths none, the others the API keys. */
function identifyOperations(paths: Record<string, unknown>): void {
  for (const [path, item] of Object.entries(paths)) {
    for (const operation of Object.values(item as Record<string, Record<string, unknown>>)) {
      operation.operationId = operationIdOf(path);
      operation.security = isOpenPath(path) ? [] : GUARDED;
    }
  }
}

/** The OpenAPI 3.1 document: service and support paths, merged with the analytics part. */
export function buildOpenApiDocument(analytics: OpenApiPart, version: string): object {
  const supportPaths = {
    [LIST_ENDPOINTS[0].path]: listPath(LIST_ENDPOINTS[0]),
    [LIST_ENDPOINTS[1].path]: listPath(LIST_ENDPOINTS[1]),
    [LIST_ENDPOINTS[2].path]: listPath(LIST_ENDPOINTS[2]),
    [LIST_ENDPOINTS[3].path]: listPath(LIST_ENDPOINTS[3]),
  };
  const dataPaths: Record<string, unknown> = {
    '/support/coverage': coveragePath,
    ...supportPaths,
    ...analytics.paths,
  };
  for (const path of Object.values(dataPaths)) decorateDataPath(path as Record<string, unknown>);
  const paths = { ...systemPaths, ...dataPaths, [SERVICE_LINKS.mcp]: mcpPath };
  identifyOperations(paths);
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
    paths,
    components: {
      ...analytics.components,
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description: 'only when the server has API keys configured',
        },
        apiKey: {
          type: 'apiKey',
          in: 'header',
          name: 'X-API-Key',
          description: 'only when the server has API keys configured; never in the query string',
        },
      },
      schemas: {
        ...((analytics.components.schemas as Record<string, unknown> | undefined) ?? {}),
        Problem: problemSchema,
      },
    },
  };
}
