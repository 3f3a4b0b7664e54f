import type { EndpointDef } from '../catalog/types.js';
import type { ExecutorChoice } from '../query/executor.js';
import type { PlannedQuery } from '../query/plan.js';
import type { RawQuery } from '../query/prepare.js';
import type { AnalyticsRequest } from '../query/request.js';
import type { DataSnapshot } from '../serving/context.js';
import type { CachedResult, ResultCache } from '../serving/result-cache.js';
import { touchesGenerated } from '../storage/sources.js';
import type { ComparisonRows } from './comparison.js';
import type { AnalyticsEnvelope } from './meta.js';
import { shapeBreakdown, shapeRoute } from './shape.js';
import { fetchRows } from './fetch-rows.js';
import { partialOf } from './partial.js';
import { preparationOf } from './preparations.js';

export interface AnalyticsAnswer {
  readonly request: AnalyticsRequest;
  readonly planned: PlannedQuery;
  /** Which executor answered (the route index or the engine), and why. */
  readonly executor: ExecutorChoice;
  /** The envelope, exactly as `GET <endpoint.path>` answers it. */
  readonly envelope: AnalyticsEnvelope;
}

/**
 * Whether an answer reads any generated (synthetic) period, its comparison's included: then its `meta` says
 * `synthetic: true` (docs/API-CONTRACT.md §12 "Synthetic data says so"), through both doors.
 */
function answersGenerated(
  request: AnalyticsRequest,
  planned: PlannedQuery,
  snapshot: DataSnapshot,
  comparison: ComparisonRows | undefined,
): boolean {
  const periods = [...planned.plan.periods, ...(comparison?.planned.plan?.periods ?? [])];
  return touchesGenerated(snapshot.manifest, request.source.table, request.time.grain, periods);
}

/** An answer as a door gets it: computed now, or the one the shared cache held (`hit`), with its cache entry. */
export interface ServedAnswer {
  readonly answer: AnalyticsAnswer;
  readonly hit: boolean;
  /** The cache entry holding it (absent with the cache off), to which a door adds its rendering. */
  readonly cached: CachedResult | undefined;
}

/** A validated, planned request, known before anything runs: its result key, then its answer. */
export interface PreparedAnswer {
  readonly request: AnalyticsRequest;
  /**
   * The canonical request and the data version it is answered from (and, for an answer whose `meta.hint`
   * quotes the request as spelled, that spelling): the key of its result in the shared cache, and what a
   * door's validator (the HTTP ETag) is derived from.
   */
  readonly key: string;
  /** The answer, from the shared cache when it holds it, else computed (and stored there). */
  answer(): Promise<ServedAnswer>;
}

/**
 * prepare (parse -> plan -> executor choice, the glue every front end shares; once per data version and
 * spelling, `preparations.ts`) for one catalog endpoint, and how to answer it: the HTTP routes and the MCP tools
 * both answer through it, from one result cache (the context's, when it has one). A route is answered by the
 * route index when the planner chose it, else it reads a few rows of a rollup in the engine's light lane, never
 * behind breakdowns.
 */
export function prepareAnswer(
  endpoint: EndpointDef,
  query: RawQuery,
  snapshot: DataSnapshot,
  cache?: ResultCache,
): PreparedAnswer {
  const { request, planned, hint, executor, key } = preparationOf(endpoint, query, snapshot);
  return {
    request,
    key,
    answer: async () => {
      const cached = cache?.lookup(key);
      if (cached) return { answer: cached.value as AnalyticsAnswer, hit: true, cached };
      const { rows, comparison } = await fetchRows(request, planned, executor, snapshot);
      const input = {
        request,
        planned,
        rows,
        reference: snapshot.reference,
        dataVersion: snapshot.dataVersion,
        hint,
        ...(comparison ? { comparison } : {}),
        partial: partialOf(request, planned, snapshot.manifest),
        synthetic: answersGenerated(request, planned, snapshot, comparison),
      };
      const envelope = (
        endpoint.kind === 'route' ? shapeRoute(input) : shapeBreakdown(input)
      ) as AnalyticsEnvelope;
      const answer = { request, planned, executor, envelope };
      // its size in the cache: the envelope's JSON length (the objects take about as much)
      const stored = cache?.store(key, answer, JSON.stringify(envelope).length);
      return { answer, hit: false, cached: stored };
    },
  };
}

/** prepare -> execute -> shape (or the shared cache's answer) for one catalog endpoint. */
export async function answerAnalytics(
  endpoint: EndpointDef,
  query: RawQuery,
  snapshot: DataSnapshot,
  cache?: ResultCache,
): Promise<AnalyticsAnswer> {
  return (await prepareAnswer(endpoint, query, snapshot, cache).answer()).answer;
}
