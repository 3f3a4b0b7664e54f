import { COMPARISONS } from '../catalog/parameters.js';
import type { ProblemCollector } from '../problems/problems.js';
import { parseBoolean, parseEnum } from './primitives.js';
import type { TimeRequest } from './time.js';

/** The answer modes of docs/API-CONTRACT.md §9: whole-range answers and year-over-year comparisons. */
export type Comparison = (typeof COMPARISONS)[number];

export interface AnswerModes {
  /** combine_periods=true: one answer over all requested periods, from summed base quantities. */
  readonly combine: boolean;
  /** compare=previous_year: every metric object also carries the value one year earlier. */
  readonly compare: Comparison | undefined;
}

export function parseModes(
  values: ReadonlyMap<string, string>,
  problems: ProblemCollector,
  time: TimeRequest | undefined,
): AnswerModes {
  let combine = false;
  const rawCombine = values.get('combine_periods');
  if (rawCombine !== undefined) {
    const parsed = parseBoolean(rawCombine);
    if (!parsed.ok) problems.add('invalid-parameter', 'combine_periods', `combine_periods ${parsed.reason}`);
    else if (parsed.value && time?.mode === 'single') {
      problems.add(
        'conflicting-parameters',
        'combine_periods',
        'combine_periods applies to a range or specific periods (or limit_results=true), not a single period',
      );
    } else combine = parsed.value;
  }
  let compare: Comparison | undefined;
  const rawCompare = values.get('compare');
  if (rawCompare !== undefined) {
    const parsed = parseEnum(rawCompare, COMPARISONS);
    if (parsed.ok) compare = parsed.value;
    else problems.add('invalid-parameter', 'compare', `compare ${parsed.reason}`, COMPARISONS);
  }
  return { combine, compare };
}
