// What bench/engine-modes.mjs and bench/engine-ab.mjs share: the breakdown URLs whose compiled SQL they time, and
// the timing itself: each URL's SQL run on every engine in turn (so the machine's other load falls on all alike),
// REPEAT times after one warm-up run each.
import { ANALYTICS_ENDPOINTS } from '../dist/catalog/index.js';
import { answerRows } from '../dist/query/finish-breakdown.js';
import { prepareAnalyticsQuery } from '../dist/query/prepare.js';

/** National, filtered and multi-period breakdowns of every family (periods of the benchmark dataset). */
export const ENGINE_BREAKDOWN_URLS = [
  '/tickets/markets/breakdown?by=opcarrier&year=2025&quarter=2',
  '/tickets/coupons/breakdown?by=origin&year=2025&quarter=2',
  '/performance/breakdown?by=origin&year=2025&month=6',
  '/traffic/segments/breakdown?by=carrier&year=2025&month=6',
  '/traffic/segments/breakdown?by=carrier&origin=ATL&year=2025&month=6',
  '/tickets/markets/breakdown?by=opcarrier&start_year=2025&start_quarter=1&end_year=2025&end_quarter=2',
  '/performance/breakdown?by=origin&start_year=2024&start_month=10&end_year=2025&end_month=9',
  '/traffic/segments/breakdown?by=carrier&start_year=2024&start_month=10&end_year=2025&end_month=9',
];

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * This checkout's planner: its catalog, `prepareAnalyticsQuery`, and how a statement's rows become the answer's
 * (`answerRows`: a breakdown's grouped rows finished in JS; a checkout without it gives the answer's rows).
 */
export const THIS_PLANNER = {
  endpoints: ANALYTICS_ENDPOINTS,
  prepare: prepareAnalyticsQuery,
  finish: answerRows,
};

/**
 * Runs `url`'s compiled SQL on each snapshot's engine (`snapshots`: name -> snapshot) in turn, `repeat` times after a
 * warm-up (the rows finished as its planner's `finish` says, timed with the SQL): per name, the median wall time in ms, the last answer's rows and the table it read. `planners` (name -> `THIS_PLANNER`'s
 * shape) compiles a name's SQL with another checkout's planner (its own rollups); by default this checkout's.
 */
export async function timeSideBySide(snapshots, url, repeat, planners = {}) {
  const [path, query] = url.split('?');
  const times = Object.fromEntries(Object.keys(snapshots).map((name) => [name, []]));
  const answers = {};
  const tables = {};
  for (let i = 0; i <= repeat; i++) {
    for (const [name, snapshot] of Object.entries(snapshots)) {
      const params = Object.fromEntries(new URLSearchParams(query));
      const { endpoints, prepare, finish } = planners[name] ?? THIS_PLANNER;
      const endpoint = endpoints.find((e) => e.path === path);
      const { planned, compiled } = prepare(endpoint, params, snapshot);
      tables[name] = planned.plan.table;
      const started = performance.now();
      const rows = await snapshot.engine.query(compiled.sql, compiled.params);
      answers[name] = finish ? finish(planned.plan, compiled, rows) : rows;
      if (i > 0) times[name].push(performance.now() - started); // the first run of each warms up
    }
  }
  const medians = Object.fromEntries(Object.entries(times).map(([name, t]) => [name, +median(t).toFixed(2)]));
  return { medians, answers, tables };
}
