import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inMemoryMcp, type InMemoryMcp } from '../support/mcp-client.js';

/**
 * Issue #29 §4: the MCP server offers analyst prompts. Each prompt's text names tool calls; an agent that follows
 * them word for word gets answers, not problems (the calls below are the ones each prompt's text spells out).
 */
let mcp: InMemoryMcp;
let client: Client;
beforeAll(async () => {
  mcp = await inMemoryMcp();
  ({ client } = mcp);
});
afterAll(async () => {
  await mcp?.close();
});

type ToolResult = { isError?: boolean; content: { text: string }[] };
const call = async (name: string, args: Record<string, unknown>) =>
  (await client.callTool({ name, arguments: args })) as ToolResult;
const promptText = async (name: string, args: Record<string, string>) => {
  const { messages } = await client.getPrompt({ name, arguments: args });
  expect(messages).toHaveLength(1);
  expect(messages[0]!.role).toBe('user');
  return (messages[0]!.content as { type: string; text: string }).text;
};

/** The last loaded period of an area, read the way each prompt says first: from describe_dataset. */
async function lastPeriod(area: string): Promise<string> {
  const described = JSON.parse((await call('describe_dataset', { area })).content[0]!.text) as {
    datasets: { loaded: { last_period: string | null } }[];
  };
  return described.datasets.map((d) => d.loaded.last_period).find((p) => p !== null)!;
}

describe('MCP prompts', () => {
  it('lists the analyst prompts with their arguments', async () => {
    const { prompts } = await client.listPrompts();
    expect(prompts.map((p) => [p.name, p.arguments?.map((a) => [a.name, a.required])])).toEqual([
      [
        'route_carriers_and_fares',
        [
          ['origin', true],
          ['destination', true],
        ],
      ],
      ['airport_on_time_by_carrier', [['origin', true]]],
      ['airport_top_destinations', [['origin', true]]],
    ]);
  });

  it('route_carriers_and_fares: the calls it names answer, and it says passengers are a sample', async () => {
    const text = await promptText('route_carriers_and_fares', { origin: 'bos', destination: 'lax' });
    expect(text).toContain('from BOS to LAX');
    expect(text).toContain('quote passengers_est as passengers');
    const [year, quarter] = (await lastPeriod('tickets/markets')).split('-Q').map(Number);
    const answer = await call('breakdown', {
      area: 'tickets/markets',
      origin: 'BOS',
      destination: 'LAX',
      year,
      quarter,
      by: ['tkcarrier'],
      metrics: ['passengers_est', 'avg_fare', 'fare_median'],
    });
    expect(answer.isError, answer.content[0]!.text).toBeFalsy();
  });

  it('airport_on_time_by_carrier: a three-month range by carrier answers', async () => {
    const text = await promptText('airport_on_time_by_carrier', { origin: 'ATL' });
    expect(text).toContain('departing ATL');
    const [endYear, endMonth] = (await lastPeriod('performance')).split('-').map(Number);
    const start = new Date(Date.UTC(endYear!, endMonth! - 3, 1));
    const answer = await call('breakdown', {
      area: 'performance',
      by: ['carrier'],
      origin: 'ATL',
      start_year: start.getUTCFullYear(),
      start_month: start.getUTCMonth() + 1,
      end_year: endYear,
      end_month: endMonth,
      metrics: ['flights', 'on_time_pct', 'avg_arr_delay', 'cancel_pct'],
    });
    expect(answer.isError, answer.content[0]!.text).toBeFalsy();
  });

  it('airport_top_destinations: the breakdown it names answers', async () => {
    const text = await promptText('airport_top_destinations', { origin: 'ATL' });
    expect(text).toContain('nonstop from ATL');
    const [year, month] = (await lastPeriod('traffic/segments')).split('-').map(Number);
    const answer = await call('breakdown', {
      area: 'traffic/segments',
      by: ['destination'],
      origin: 'ATL',
      year,
      month,
      metrics: ['passengers', 'departures_performed', 'load_factor'],
      sort_by: 'passengers',
      limit: 10,
    });
    expect(answer.isError, answer.content[0]!.text).toBeFalsy();
  });

  it('refuses an argument that is not an airport code', async () => {
    await expect(
      client.getPrompt({ name: 'airport_on_time_by_carrier', arguments: { origin: 'ATLANTA' } }),
    ).rejects.toThrow(/three-character IATA airport code/);
  });
});
