import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

/** An IATA airport code as a prompt argument (prompt arguments are strings); answered upper-case. */
const airport = (description: string) =>
  z
    .string()
    .regex(/^[A-Za-z0-9]{3}$/, 'a three-character IATA airport code, e.g. BOS')
    .describe(description);

interface AnalystPrompt {
  name: string;
  title: string;
  description: string;
  args: Record<string, z.ZodString>;
  /** The request to the agent, from the arguments (codes already upper-case). */
  ask: (args: Record<string, string>) => string;
}

const FIRST =
  'First call describe_dataset for the area named below to see its loaded periods, metrics and dimensions; ' +
  'ask only for loaded periods.';

/**
 * Analyst prompts: each is a question analysts ask of BTS data, worded as the tool calls that answer it and
 * what the numbers mean, so an agent neither guesses parameters nor misreads sample counts.
 */
export const ANALYST_PROMPTS: readonly AnalystPrompt[] = [
  {
    name: 'route_carriers_and_fares',
    title: 'Carriers and fares on a route',
    description:
      'Which carriers sell tickets between two airports, with their passenger shares and average fares',
    args: { origin: airport('origin airport'), destination: airport('destination airport') },
    ask: ({ origin, destination }) =>
      `Which carriers sell tickets from ${origin} to ${destination}, and at what fares? ${FIRST} (area ` +
      `tickets/markets). Then call breakdown with area tickets/markets, origin ${origin}, destination ` +
      `${destination}, the latest loaded period, by the ticketing carrier (tkcarrier on DB1B, mktcarrier on DB1C), ` +
      'metrics passengers_est, avg_fare, fare_median. Ticket passengers are a sample (DB1B 10%, DB1C 40%): quote ' +
      'passengers_est as passengers, and say that fares are averages over sampled tickets.',
  },
  {
    name: 'airport_on_time_by_carrier',
    title: 'On-time performance of the carriers at an airport',
    description: 'How punctual each carrier is on the flights departing an airport, month by month',
    args: { origin: airport('departure airport') },
    ask: ({ origin }) =>
      `How punctual is each carrier on flights departing ${origin}? ${FIRST} (area performance). Then call ` +
      `breakdown with area performance, by carrier, origin ${origin}, the last three loaded months as a range ` +
      '(start_year, start_month, end_year, end_month), metrics flights, on_time_pct, avg_arr_delay, cancel_pct: ' +
      'one row per carrier and month (sort_by applies to one period only). on_time_pct is the percent of flights arriving less ' +
      'than 15 minutes late; a null value means the files of that month lack the column, not zero.',
  },
  {
    name: 'airport_top_destinations',
    title: 'Busiest destinations of an airport',
    description:
      'Where passengers fly from an airport: nonstop destinations by passengers carried, with carriers',
    args: { origin: airport('departure airport') },
    ask: ({ origin }) =>
      `Where do passengers fly nonstop from ${origin}? ${FIRST} (area traffic/segments). Then call breakdown ` +
      `with area traffic/segments, by destination, origin ${origin}, the latest loaded month, metrics ` +
      'passengers, departures_performed, load_factor, sort_by passengers, limit 10. T-100 counts every ' +
      'passenger carried (not a sample); say if the answer is truncated.',
  },
];

/** Registers the analyst prompts with the SDK's `registerPrompt`. */
export function registerPrompts(server: McpServer): void {
  for (const prompt of ANALYST_PROMPTS) {
    server.registerPrompt(
      prompt.name,
      { title: prompt.title, description: prompt.description, argsSchema: prompt.args },
      (args: Record<string, string>) => ({
        messages: [
          {
            role: 'user' as const,
            content: {
              type: 'text' as const,
              text: prompt.ask(
                Object.fromEntries(Object.entries(args).map(([name, value]) => [name, value.toUpperCase()])),
              ),
            },
          },
        ],
      }),
    );
  }
}
