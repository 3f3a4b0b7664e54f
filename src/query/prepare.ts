import type { EndpointDef } from '../catalog/types.js';
import { ApiProblem } from '../problems/problems.js';
import type { ReferenceData } from '../reference/types.js';
import { compile, type CompiledQuery } from '../sql/compile.js';
import type { Dialect } from '../sql/dialect.js';
import type { Manifest } from '../storage/manifest.js';
import { keyOf, type Period } from '../storage/periods.js';
import { chooseExecutor, type ExecutorChoice, type RouteIndexCoverage } from './executor.js';
import { parseAnalyticsRequest } from './parse.js';
import { loadedPeriods, planQuery, type PlannedQuery } from './plan.js';
import { singleValues } from './primitives.js';
import type { AnalyticsRequest } from './request.js';

export type RawQuery = Readonly<Record<string, string | string[] | undefined>>;

/** Whether prepare refused a request (a user error: its problem document), as opposed to a fault of the service. */
export const isRefusal = (error: unknown): error is ApiProblem => error instanceof ApiProblem;

/** What a query is prepared against: one data version's manifest and reference tables, and its engine's dialect. */
export interface AnalyticsData {
  readonly manifest: Manifest;
  readonly reference: ReferenceData;
  readonly dialect: Dialect;
  /** The data version's route index, when it has one (the executor choice reads what it covers). */
  readonly routeIndex?: RouteIndexCoverage | undefined;
}

/** Another dataset of the family that has periods the request asked for and did not get. */
export interface OtherDatasetHint {
  readonly dataset: string;
  /** Period keys of the request's grain. */
  readonly periods: readonly string[];
  /** The same request for that dataset: path and query string. */
  readonly request: string;
}

export interface PreparedAnalyticsQuery {
  readonly request: AnalyticsRequest;
  readonly planned: PlannedQuery;
  /** Which executor answers the plan, and why. */
  readonly executor: ExecutorChoice;
  /** The plan's SQL (compiled when read: a plan the route index answers never needs it). */
  readonly compiled: CompiledQuery;
  /** Set when periods are missing that another ticket dataset has (shown in meta.hint). */
  readonly hint: OtherDatasetHint | undefined;
}

/**
 * parse -> plan -> (executor choice, compile) for one analytics endpoint: the glue every front end uses (HTTP, the MCP tools,
 * the benchmark and the golden tests). Throws an ApiProblem for a user error. When requested periods are not
 * loaded but another ticket dataset has them (DB1B quarters before 2025-Q3, DB1C months after), the
 * `no-data` problem, or the answer's `hint`, names that dataset with the exact request to send.
 */
export function prepareAnalyticsQuery(
  endpoint: EndpointDef,
  query: RawQuery,
  data: AnalyticsData,
): PreparedAnalyticsQuery {
  const request = parseAnalyticsRequest(endpoint, query, data.reference);
  let planned: PlannedQuery;
  try {
    planned = planQuery(request, data.manifest, data.reference);
  } catch (error) {
    if (!(error instanceof ApiProblem) || error.code !== 'no-data') throw error;
    const hint = otherDatasetHint(request, request.time.periods, query, data);
    if (hint === undefined) throw error;
    throw new ApiProblem(
      'no-data',
      `${error.detail}; dataset=${hint.dataset} has ${hint.periods.join(', ')}: send ${hint.request}`,
      error.errors,
      { ...error.extra, hint },
    );
  }
  const hint = otherDatasetHint(request, planned.missingPeriods, query, data);
  return new Prepared(request, planned, chooseExecutor(planned.plan, data.routeIndex), hint, data.dialect);
}

/**
 * A prepared query whose SQL is compiled when read (a class: its getter is on the prototype, where an object
 * literal with a getter costs about a microsecond to make, on every request spelled for the first time).
 */
class Prepared implements PreparedAnalyticsQuery {
  constructor(
    readonly request: AnalyticsRequest,
    readonly planned: PlannedQuery,
    readonly executor: ExecutorChoice,
    readonly hint: OtherDatasetHint | undefined,
    private readonly dialect: Dialect,
  ) {}

  get compiled(): CompiledQuery {
    return compile(this.planned.plan, this.dialect);
  }
}

/** The first other dataset of the family that has some of the missing periods, with the request for it. */
function otherDatasetHint(
  request: AnalyticsRequest,
  missing: readonly Period[],
  query: RawQuery,
  data: AnalyticsData,
): OtherDatasetHint | undefined {
  const endpoint = request.endpoint;
  const grain = request.time.grain;
  if (!endpoint.family.selectsDataset || missing.length === 0) return undefined;
  const wanted = new Set(missing.map((period) => keyOf(period, grain)));
  for (const other of endpoint.family.sources) {
    if (other === request.source || !other.grains.includes(grain)) continue;
    // nothing to offer when the other dataset has none of the missing periods loaded (checked before
    // parsing and planning the alternative request, which would end in a no-data problem)
    if (!loadedPeriods(data.manifest, other.table, grain).some((period) => wanted.has(keyOf(period, grain))))
      continue;
    const alternative = { ...Object.fromEntries(singleValues(query).values), dataset: other.dataset };
    let planned: PlannedQuery;
    try {
      planned = planQuery(
        parseAnalyticsRequest(endpoint, alternative, data.reference),
        data.manifest,
        data.reference,
      );
    } catch {
      continue; // the other dataset cannot answer this request either (no such period, or a db1b-only item)
    }
    const periods = planned.plan.periods.map((period) => keyOf(period, grain)).filter((k) => wanted.has(k));
    if (periods.length === 0) continue;
    return {
      dataset: other.dataset,
      periods,
      request: `${endpoint.path}?${new URLSearchParams(alternative).toString()}`,
    };
  }
  return undefined;
}
