import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeArea } from '../../src/mcp/describe.js';
import type { DataSnapshot } from '../../src/serving/context.js';
import { inMemoryMcp, type InMemoryMcp } from '../support/mcp-client.js';

/**
 * Issue #29 §4: the tools say what each number is (ticket passengers are sample counts; passengers_est is the
 * estimate of real passengers; units), and do not offer a `format` they would ignore (a tool answers compact
 * JSON text; CSV is the HTTP representation). Over the SDK's own client.
 */
let mcp: InMemoryMcp;
let snapshot: DataSnapshot;
let client: Client;
beforeAll(async () => {
  mcp = await inMemoryMcp();
  ({ client, snapshot } = mcp);
});
afterAll(async () => {
  await mcp?.close();
});

const NUMBERS =
  'Numbers: in tickets/* every count and sum is of the BTS ticket SAMPLE (DB1B 10% of tickets, DB1C 40%), so ' +
  'passengers is the number of sampled passengers, not all passengers: use passengers_est for the estimated ' +
  'real passengers (sample-expanded); traffic/* (T-100) and performance count every flight and passenger. ' +
  'Units: dollars, dollars per mile, miles, minutes, pounds, percent (*_pct, *_share and shares of the total), ' +
  "ratios and counts; each metric's unit, description and formula are in describe_dataset.";

describe('MCP tools', () => {
  it('route and breakdown say what their numbers are, and offer no format', async () => {
    const { tools } = await client.listTools();
    for (const name of ['route', 'breakdown']) {
      const tool = tools.find((t) => t.name === name)!;
      expect(tool.description).toContain(` ${NUMBERS} Areas: `);
      expect(Object.keys(tool.inputSchema.properties ?? {})).not.toContain('format');
    }
  });

  it('refuses format as an unknown argument instead of ignoring it', async () => {
    const result = (await client.callTool({
      name: 'breakdown',
      arguments: { area: 'performance', by: ['carrier'], year: 2025, month: 6, format: 'csv' },
    })) as { isError?: boolean; content: { text: string }[] };
    expect(result.isError).toBe(true);
    expect(result.content[0]!.text).toContain('Input validation error');
    expect(result.content[0]!.text).toContain('format');
  });

  it('describe_dataset gives each metric its unit, and passengers_est as the real-passenger estimate', async () => {
    const result = (await client.callTool({
      name: 'describe_dataset',
      arguments: { area: 'tickets/markets' },
    })) as { content: { text: string }[] };
    const metrics = (
      JSON.parse(result.content[0]!.text) as {
        metrics: { id: string; unit: string; description: string; formula: string }[];
      }
    ).metrics;
    const byId = new Map(metrics.map((metric) => [metric.id, metric]));
    expect(byId.get('passengers')).toMatchObject({ unit: 'count', formula: 'sum(passengers)' });
    expect(byId.get('avg_fare')).toMatchObject({
      unit: 'dollars',
      formula: 'sum(revenue) / sum(passengers)',
    });
    expect(byId.get('passengers_est')).toMatchObject({
      unit: 'count',
      description:
        'estimated full-population passengers: passengers x 10 (DB1B, a 10% sample) or x 2.5 (DB1C, a 40% sample); normalize_to_db1b does not change it',
    });
    expect(metrics.every((metric) => typeof metric.unit === 'string')).toBe(true);
  });

  it('offers the description of each area and the coverage as resources, read from the served version', async () => {
    const { resources } = await client.listResources();
    expect(resources.map((resource) => resource.uri)).toEqual([
      'atss://describe_dataset/tickets/markets',
      'atss://describe_dataset/tickets/coupons',
      'atss://describe_dataset/traffic/segments',
      'atss://describe_dataset/traffic/markets',
      'atss://describe_dataset/performance',
      'atss://coverage',
    ]);
    const described = await client.readResource({ uri: 'atss://describe_dataset/performance' });
    expect(described.contents).toEqual([
      {
        uri: 'atss://describe_dataset/performance',
        mimeType: 'application/json',
        text: JSON.stringify(describeArea('performance', snapshot)),
      },
    ]);
    const tool = (await client.callTool({
      name: 'describe_dataset',
      arguments: { area: 'performance' },
    })) as { content: { text: string }[] };
    expect((described.contents[0] as { text: string }).text).toBe(tool.content[0]!.text);
    const coverage = await client.readResource({ uri: 'atss://coverage' });
    const body = JSON.parse((coverage.contents[0] as { text: string }).text) as {
      data_version: string;
      tables: { table: string; first_period: string; last_period: string; period_count: number }[];
    };
    expect(body.data_version).toBe(snapshot.dataVersion);
    expect(body.tables.find((table) => table.table === 'ontime')).toMatchObject({
      first_period: '2025-04',
      last_period: '2025-09',
      period_count: 6,
    });
  });
});
