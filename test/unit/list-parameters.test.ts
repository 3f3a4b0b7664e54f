import { describe, expect, it } from 'vitest';
import { LIST_LIMIT, LIST_PARAMETERS } from '../../src/catalog/list-parameters.js';
import { buildOpenApiDocument } from '../../src/http/openapi/document.js';
import { AIRCRAFTS, AIRPORTS, CARRIERS, CITY_MARKETS } from '../../src/lists/endpoints.js';
import { parseListQuery, runListQuery } from '../../src/lists/list-endpoint.js';
import { REFERENCE_TOOLS } from '../../src/mcp/reference-tools.js';
import { ApiProblem } from '../../src/problems/problems.js';

/**
 * The reference lists' parameters are declared once (their filters, and LIST_PARAMETERS in
 * catalog/parameters.ts): the OpenAPI parameters, the MCP search tools' arguments, the parser's bounds and the
 * echo in meta all follow the declaration.
 */
const document = buildOpenApiDocument({ paths: {}, components: {} }, 'test') as {
  paths: Record<string, { get: { parameters: { name: string; schema: Record<string, unknown> }[] } }>;
};

describe('list parameters, declared once', () => {
  for (const list of [AIRPORTS, CITY_MARKETS, CARRIERS, AIRCRAFTS]) {
    it(`${list.path}: OpenAPI documents each declared parameter with its declared bounds`, () => {
      const parameters = document.paths[list.path]!.get.parameters;
      expect(parameters.map((p) => p.name)).toEqual([
        ...list.filters.map((f) => f.name),
        ...LIST_PARAMETERS.map((p) => p.name),
      ]);
      expect(parameters.find((p) => p.name === 'limit')!.schema).toEqual({
        type: 'integer',
        minimum: LIST_LIMIT.min,
        maximum: LIST_LIMIT.max,
        default: LIST_LIMIT.default,
      });
      expect(parameters.find((p) => p.name === 'order_by')!.schema).toEqual({
        type: 'string',
        enum: list.orderBy,
        default: list.primaryKey,
      });
    });
  }

  it('gives the MCP search tools every declared parameter but the HTTP representation (format)', () => {
    for (const [tool, list] of [
      ['search_airports', AIRPORTS],
      ['search_carriers', CARRIERS],
      ['search_city_markets', CITY_MARKETS],
    ] as const) {
      const schema = REFERENCE_TOOLS.find((t) => t.name === tool)!.inputSchema;
      expect(Object.keys(schema.shape).sort()).toEqual(
        [...list.filters.map((f) => f.name), ...LIST_PARAMETERS.map((p) => p.name)]
          .filter((name) => name !== 'format')
          .sort(),
      );
    }
  });

  it('parses to the declared bounds and echoes limit and offset, given or by default', () => {
    expect(() => parseListQuery(AIRPORTS, { limit: String(LIST_LIMIT.max + 1) })).toThrow(ApiProblem);
    const query = parseListQuery(AIRPORTS, { limit: String(LIST_LIMIT.max), sort_order: 'DESC' });
    expect(query.sortOrder).toBe('desc');
    expect(runListQuery(AIRPORTS, [], query).meta).toEqual({
      count_returned: 0,
      total_count: 0,
      limit: LIST_LIMIT.max,
      offset: 0,
    });
    expect(parseListQuery(AIRPORTS, {}).echo).toEqual({ limit: LIST_LIMIT.default, offset: 0 });
  });
});
