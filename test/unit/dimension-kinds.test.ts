import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ANALYTICS_ENDPOINTS } from '../../src/catalog/index.js';
import type { DimensionDef, EndpointDef } from '../../src/catalog/types.js';
import { analyticsOpenApiPart } from '../../src/http/analytics/openapi.js';
import { AREAS, areaOf } from '../../src/mcp/areas.js';
import { describeArea } from '../../src/mcp/describe.js';
import { analyticsInputSchema } from '../../src/mcp/parameters.js';
import { DIMENSION_KINDS, parseFilterValue } from '../../src/query/dimension-kinds/index.js';
import { referenceData } from '../../src/reference/load.js';
import type { ReferenceData } from '../../src/reference/types.js';
import type { DataSnapshot } from '../../src/serving/context.js';

/**
 * Every dimension kind's declared bound (the filter schema of its declaration in query/dimension-kinds) is what
 * the parser accepts, what the OpenAPI document and MCP's tool schemas state, and what describe_dataset says.
 * A bound written again anywhere, and then changed on one side, fails here.
 */
const filters = (endpoint: EndpointDef): DimensionDef[] => [...endpoint.filters];
const FILTERS = ANALYTICS_ENDPOINTS.flatMap((endpoint) => filters(endpoint).map((d) => ({ endpoint, d })));
const declared = (d: DimensionDef) => DIMENSION_KINDS[d.kind.type].filter(d.kind as never);

/** A reference that knows every code the probes use, so that only a bound can refuse a value. */
function knowingReference(ids: readonly number[]): ReferenceData {
  const empty = referenceData([{ iata: 'ATL' } as never], [{ carrier_code: 'DL' } as never], []);
  return {
    ...empty,
    dataAirports: new Map(['ATL', 'JFK', 'A1B'].map((code) => [code, { city_market_id: null } as never])),
    cityMarketsById: new Map(ids.map((id) => [id, { city_market_id: id, name: null, airports: [] }])),
  };
}

const openApiParameter = (endpoint: EndpointDef, id: string) => {
  const item = analyticsOpenApiPart([endpoint]).paths[endpoint.path] as {
    get: { parameters: { name: string; schema: Record<string, unknown> }[] };
  };
  return item.get.parameters.find((p) => p.name === id)!.schema;
};

const mcpProperty = (endpoint: EndpointDef, id: string) => {
  const schema = z.toJSONSchema(analyticsInputSchema(endpoint.kind)) as {
    properties: Record<string, Record<string, unknown>>;
  };
  return schema.properties[id]!;
};

const describedValues = (endpoint: EndpointDef, id: string): unknown => {
  const snapshot = { dataVersion: 'v', manifest: { tables: {} } } as unknown as DataSnapshot;
  const described = describeArea(areaOf(endpoint), snapshot) as {
    filters: { id: string; values: unknown }[];
  };
  return described.filters.find((f) => f.id === id)!.values;
};

describe('one declaration per dimension kind', () => {
  it('covers every kind the catalog uses, and every area is described', () => {
    const used = new Set(FILTERS.map(({ d }) => d.kind.type));
    expect([...used].every((type) => Object.hasOwn(DIMENSION_KINDS, type))).toBe(true);
    expect(used.size).toBeGreaterThanOrEqual(6);
    expect(AREAS.length).toBeGreaterThan(0);
  });

  const integers = FILTERS.filter(
    ({ d }) => declared(d).type === 'integer' && declared(d).enum === undefined,
  );
  it.each(integers.map(({ endpoint, d }) => [`${endpoint.path} ${d.id}`, endpoint, d] as const))(
    '%s: the integer bound is what parse, OpenAPI, MCP and describe_dataset say',
    (_name, endpoint, d) => {
      const { minimum, maximum } = declared(d);
      expect(minimum).toBeTypeOf('number');
      expect(maximum).toBeTypeOf('number');
      const reference = knowingReference([minimum!, maximum!]);
      const accepts = (value: number) => parseFilterValue(d, String(value), reference).ok;
      expect([accepts(minimum!), accepts(maximum!)]).toEqual([true, true]);
      expect([accepts(minimum! - 1), accepts(maximum! + 1)]).toEqual([false, false]);
      expect(openApiParameter(endpoint, d.id)).toMatchObject({ type: 'integer', minimum, maximum });
      // MCP merges a parameter across areas: its bounds span every area's declaration of it
      const sameName = FILTERS.filter((f) => f.endpoint.kind === endpoint.kind && f.d.id === d.id);
      const mcp = mcpProperty(endpoint, d.id);
      expect(mcp.minimum).toBe(Math.min(...sameName.map((f) => declared(f.d).minimum!)));
      expect(mcp.maximum).toBe(Math.max(...sameName.map((f) => declared(f.d).maximum!)));
      expect(String(describedValues(endpoint, d.id))).toContain(`${minimum}-${maximum}`);
    },
  );

  const patterns = FILTERS.filter(({ d }) => declared(d).pattern !== undefined);
  const PROBES = ['ATL', 'atl', 'A1B', 'DL', 'AB12', 'A', 'nonstop', 'NONSTOP', 'multiple', 'A-B', '1', '99'];
  it.each(patterns.map(({ endpoint, d }) => [`${endpoint.path} ${d.id}`, endpoint, d] as const))(
    '%s: the pattern is what OpenAPI and MCP state, and parse refuses what it does not match',
    (_name, endpoint, d) => {
      const pattern = declared(d).pattern!;
      expect(openApiParameter(endpoint, d.id)).toMatchObject({ type: 'string', pattern });
      const mcp = mcpProperty(endpoint, d.id);
      if (mcp.pattern !== undefined) expect(mcp.pattern).toBe(pattern);
      const reference = knowingReference([]);
      for (const probe of PROBES) {
        const parsed = parseFilterValue(d, probe, reference);
        if (!new RegExp(pattern).test(probe)) expect(parsed.ok, probe).toBe(false);
      }
    },
  );

  const enums = FILTERS.filter(({ d }) => declared(d).enum !== undefined);
  it.each(enums.map(({ endpoint, d }) => [`${endpoint.path} ${d.id}`, endpoint, d] as const))(
    '%s: the closed list is what parse accepts, OpenAPI and MCP state, and describe_dataset names',
    (_name, endpoint, d) => {
      const values = declared(d).enum!;
      const reference = knowingReference([]);
      for (const value of values)
        expect(parseFilterValue(d, String(value), reference).ok, String(value)).toBe(true);
      expect(parseFilterValue(d, 'not-a-code', reference)).toMatchObject({
        ok: false,
        problem: { allowed: values },
      });
      expect(openApiParameter(endpoint, d.id)).toMatchObject({ enum: values });
      const sameName = FILTERS.filter((f) => f.endpoint.kind === endpoint.kind && f.d.id === d.id);
      const mcp = mcpProperty(endpoint, d.id);
      const merged = [...new Set(sameName.flatMap((f) => declared(f.d).enum!))];
      expect(new Set((mcp.enum ?? mcp.anyOf ?? [mcp.const]) as unknown[])).toEqual(new Set(merged));
      const described = describedValues(endpoint, d.id) as Record<string, string>;
      expect(Object.keys(described).sort()).toEqual(values.map(String).sort());
    },
  );
});
