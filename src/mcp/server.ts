import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { withSnapshot, type DataSnapshot, type ServiceContext } from '../serving/context.js';
import { ApiProblem } from '../problems/problems.js';
import { errorAnswerOf } from '../analytics/problem-of.js';
import { answerAnalytics } from '../analytics/answer.js';
import { AREAS, areaOf, endpointOf, endpointsOfKind, type AnalyticsKind } from './areas.js';
import { compactAnalytics } from './compact.js';
import { describeArea } from './describe.js';
import { analyticsInputSchema, toQuery } from './parameters.js';
import { REFERENCE_TOOLS } from './reference-tools.js';
import { registerPrompts } from './prompts.js';
import { registerResources } from './resources.js';

export interface McpServerOptions {
  readonly context: ServiceContext;
  /** Server version announced at initialisation. */
  readonly version?: string;
  /** Called with errors that are bugs (the tool answers "internal error" without their text). */
  readonly onInternalError?: (error: unknown) => void;
}

type Args = Readonly<Record<string, unknown>>;

const TIME_HELP =
  'Time: year with month (or quarter for quarterly data); or a range start_year, start_month, end_year, end_month (or start_quarter/end_quarter); or start_year, end_year with months (or quarters); or limit_results=true alone for the most recent loaded periods.';

/** What the numbers of an answer are: the sample counts of the ticket areas, and the units. */
const NUMBERS_HELP =
  "Numbers: in tickets/* every count and sum is of the BTS ticket SAMPLE (DB1B 10% of tickets, DB1C 40%), so passengers is the number of sampled passengers, not all passengers: use passengers_est for the estimated real passengers (sample-expanded); traffic/* (T-100) and performance count every flight and passenger. Units: dollars, dollars per mile, miles, minutes, pounds, percent (*_pct, *_share and shares of the total), ratios and counts; each metric's unit, description and formula are in describe_dataset.";

const ANALYTICS_DESCRIPTIONS: Readonly<Record<AnalyticsKind, string>> = {
  route: `Metrics for one origin-destination airport pair, for one period or for each period of a range. ${TIME_HELP} ${NUMBERS_HELP} Areas: `,
  breakdown: `Metrics grouped by one or more dimensions (by), ranked by a metric, with each group's share of the total. ${TIME_HELP} ${NUMBERS_HELP} Areas: `,
};

const text = (value: unknown, isError = false): CallToolResult => ({
  content: [{ type: 'text', text: typeof value === 'string' ? value : JSON.stringify(value) }],
  ...(isError ? { isError } : {}),
});

/** A problem as a tool error the model can act on: its code, detail and each parameter's allowed values. */
function problemText(problem: ApiProblem): string {
  const allowed = problem.errors
    .filter((error) => error.allowed !== undefined)
    .map((error) => `\n${error.parameter} allowed: ${error.allowed!.join(', ')}`);
  return `${problem.code}: ${problem.detail}${allowed.join('')}`;
}

/** The analytics tools' descriptions and input schemas, built once from the catalog (zod schemas are immutable). */
const ANALYTICS_TOOLS = (['route', 'breakdown'] as const).map((kind) => ({
  kind,
  description: `${ANALYTICS_DESCRIPTIONS[kind]}${endpointsOfKind(kind)
    .map((endpoint) => `${areaOf(endpoint)} (${endpoint.summary})`)
    .join('; ')}.`,
  inputSchema: analyticsInputSchema(kind),
}));

/**
 * The atss MCP server: search_airports, search_city_markets, search_carriers, describe_dataset, route and breakdown, every one
 * generated from the catalog and the reference list declarations. One server per stdio process, or per
 * HTTP request (stateless streamable HTTP).
 */
export function createMcpServer(options: McpServerOptions): McpServer {
  const server = new McpServer({ name: 'atss', version: options.version ?? '0.1.0' });
  const register = (
    name: string,
    description: string,
    inputSchema: z.ZodObject,
    run: (args: Args, snapshot: DataSnapshot) => unknown,
  ) =>
    server.registerTool(
      name,
      { description, inputSchema, annotations: { readOnlyHint: true, openWorldHint: false } },
      async (args: Args) => {
        try {
          return text(
            await withSnapshot(options.context, (snapshot) => Promise.resolve(run(args, snapshot))),
          );
        } catch (error) {
          const answer = errorAnswerOf(error);
          // what the HTTP door would log (an engine's own text) is the server's, never the model's
          if (answer?.log || !answer) options.onInternalError?.(error);
          if (answer) return text(problemText(answer.problem), true);
          return text('internal error: the server logged it', true);
        }
      },
    );

  for (const tool of REFERENCE_TOOLS) register(tool.name, tool.description, tool.inputSchema, tool.run);
  register(
    'describe_dataset',
    'What an area holds: its datasets and loaded periods, its metrics with formulas, the dimensions it breaks down by and the filters it accepts with their allowed values.',
    z.object({ area: z.enum(AREAS as [string, ...string[]]) }).strict(),
    (args, snapshot) => describeArea(String(args.area), snapshot),
  );
  for (const { kind, description, inputSchema } of ANALYTICS_TOOLS) {
    register(kind, description, inputSchema, async (args, snapshot) => {
      const area = String(args.area);
      const endpoint = endpointOf(kind, area);
      if (!endpoint) throw new ApiProblem('invalid-parameter', `area must be one of ${AREAS.join(', ')}`);
      // the same result cache as the HTTP routes: a call answers from what a request computed, and back
      const answer = await answerAnalytics(endpoint, toQuery(args), snapshot, options.context.results);
      return { area, ...compactAnalytics(answer) };
    });
  }
  registerResources(server, options.context);
  registerPrompts(server);
  return server;
}
