import { LRUCache } from 'lru-cache';
import type { EndpointDef } from '../catalog/types.js';
import { canonicalRequest } from '../query/canonical.js';
import {
  isRefusal,
  prepareAnalyticsQuery,
  type PreparedAnalyticsQuery,
  type RawQuery,
} from '../query/prepare.js';
import { perSnapshot, type DataSnapshot } from '../serving/context.js';

/** A valid request prepared for one data version: parsed, planned, its executor chosen and its result's key. */
export interface Preparation extends Omit<PreparedAnalyticsQuery, 'compiled'> {
  /**
   * The canonical request and the data version it is answered from (and, for an answer whose `meta.hint`
   * quotes the request as spelled, that spelling): the key of its result in the shared cache, and what a
   * door's validator (the HTTP ETag) is derived from.
   */
  readonly key: string;
}

/**
 * Spellings a data version keeps prepared (a few KB each: the request, its plan, its key), the most recently
 * used first; more would only help clients that repeat more distinct requests than this within the cache's
 * reach.
 */
export const PREPARED_SPELLINGS = 1024;

/**
 * Refused spellings a data version keeps, apart from the prepared ones so that a client sending many distinct
 * bad requests cannot push the valid ones out: a refusal repeated within their reach is thrown again without
 * parsing (issue #45: a refusal should cost no more than an answer).
 */
export const REFUSED_SPELLINGS = 256;

interface VersionMemo {
  readonly prepared: LRUCache<string, Preparation>;
  readonly refused: LRUCache<string, Error>;
}

const memoOf = perSnapshot((): VersionMemo => ({
  prepared: new LRUCache({ max: PREPARED_SPELLINGS }),
  refused: new LRUCache({ max: REFUSED_SPELLINGS }),
}));

/** prepare, then the key; a refusal (a user error, `isRefusal`) is kept as the spelling's and thrown. */
function prepareAndKey(
  endpoint: EndpointDef,
  query: RawQuery,
  snapshot: DataSnapshot,
  spelling: string,
  refused: LRUCache<string, Error>,
): Preparation {
  try {
    const { request, planned, hint, executor } = prepareAnalyticsQuery(endpoint, query, snapshot);
    // a hint quotes the request as it was spelled (its `request`): an answer with one is the current spelling's
    const key = `${snapshot.dataVersion} ${canonicalRequest(request)}${hint ? ` ${hint.request}` : ''}`;
    return { request, planned, hint, executor, key };
  } catch (error) {
    if (isRefusal(error)) refused.set(spelling, error);
    throw error;
  }
}

/**
 * prepare (parse -> plan -> executor choice, then the canonical key) for one endpoint, once per data version
 * and spelling: what a request asks depends only on its parameters and on the snapshot (its manifest, reference
 * tables and route index, none of which ever changes: a route index arriving later comes as a new snapshot), so
 * a request spelled as one before in the same version reuses that preparation instead of parsing and planning
 * again. A request that is not valid is kept too, apart (`REFUSED_SPELLINGS`): the same ApiProblem is thrown
 * again, a value never changed once made. Every value kept is only read afterwards (answers are built from it,
 * never into it).
 */
export function preparationOf(endpoint: EndpointDef, query: RawQuery, snapshot: DataSnapshot): Preparation {
  const { prepared, refused } = memoOf(snapshot);
  // the parameters as given, in their order (another order is another spelling, with the same canonical key)
  const spelling = `${endpoint.path}?${JSON.stringify(query)}`;
  let preparation = prepared.get(spelling);
  if (preparation === undefined) {
    const refusal = refused.get(spelling);
    if (refusal !== undefined) throw refusal;
    preparation = prepareAndKey(endpoint, query, snapshot, spelling, refused);
    prepared.set(spelling, preparation);
  }
  return preparation;
}
