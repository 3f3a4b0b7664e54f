// Before anything is timed: every URL of the mix must give the same numbers from atss and from the PostgreSQL API
// (same periods, same metrics, values within a relative difference of 1e-9), or the comparison stops.
import { Agent } from 'node:http';
import { httpGet } from './load-client.mjs';

export const MAX_RELATIVE_DIFFERENCE = 1e-9;

/**
 * `period|metric|field` -> number, from a single-period or combined (`result`) or multi-period (`results`)
 * route answer: every field of each metric (value, and with compare=previous_year previous and change_pct).
 */
function valuesOf(answer) {
  const entries = answer.result
    ? [['single', answer.result]]
    : answer.results.map(({ year, quarter, month, result }) => [`${year}-${quarter ?? month}`, result]);
  return new Map(
    entries.flatMap(([period, result]) =>
      Object.entries(result).flatMap(([metric, fields]) =>
        Object.entries(fields).map(([field, value]) => [`${period}|${metric}|${field}`, value]),
      ),
    ),
  );
}

const relativeDifference = (a, b) => {
  if (a === b) return 0;
  if (typeof a !== 'number' || typeof b !== 'number') return Infinity;
  return Math.abs(a - b) / Math.max(Math.abs(a), Math.abs(b));
};

/** Compares every URL on both servers; returns the values compared and the largest relative difference. */
export async function checkSameNumbers(atssPort, pgPort, urls, log = console.error) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  let compared = 0;
  let max = 0;
  try {
    for (const url of urls) {
      const [atss, postgres] = await Promise.all(
        [atssPort, pgPort].map(async (port) => {
          const { status, body } = await httpGet(agent, port, url, { body: true });
          if (status !== 200) throw new Error(`${status} from port ${port} for ${url}: ${body}`);
          return valuesOf(JSON.parse(body));
        }),
      );
      const keys = [...new Set([...atss.keys(), ...postgres.keys()])];
      if (keys.length === 0) throw new Error(`no value to compare for ${url}`);
      for (const key of keys) {
        const difference = relativeDifference(atss.get(key), postgres.get(key));
        if (difference > MAX_RELATIVE_DIFFERENCE)
          throw new Error(
            `different numbers for ${url} at ${key}: atss ${atss.get(key)}, PostgreSQL ${postgres.get(key)}`,
          );
        max = Math.max(max, difference);
        compared += 1;
      }
    }
  } finally {
    agent.destroy();
  }
  log(`same numbers: ${compared} values over ${urls.length} URLs, max relative difference ${max}`);
  return { urls: urls.length, values: compared, max_relative_difference: max };
}
