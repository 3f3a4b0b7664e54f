/**
 * Metrics that are the parts of one whole, as `/openapi.json` declares them (`x-metrics` `part`): the five
 * delay causes' minutes, their delayed flights, their shares of all cause minutes. An answer that has every
 * part of a set draws them as one stacked chart; a view can swap one set for another of the same parts.
 */
import type { MetricInfo } from './api-description.js';
import { withParameters, type ViewState } from './view-state.js';

export interface PartSet {
  /** The whole (`delay_cause_minutes`). */
  readonly of: string;
  /** Its part metrics, in the API's order. */
  readonly metrics: readonly string[];
  /** Each part's name (`carrier`), in the same order. */
  readonly names: readonly string[];
}

/** The sets an endpoint declares, in the order of their first metric. */
export function partSets(info: ReadonlyMap<string, MetricInfo>): PartSet[] {
  const sets = new Map<string, { metrics: string[]; names: string[] }>();
  for (const [metric, { part }] of info) {
    if (part === undefined) continue;
    const set = sets.get(part.of) ?? { metrics: [], names: [] };
    set.metrics.push(metric);
    set.names.push(part.name);
    sets.set(part.of, set);
  }
  return [...sets].map(([of, set]) => ({ of, ...set }));
}

/** The sets an answer has whole: every part among its metrics. */
export const wholeSets = (info: ReadonlyMap<string, MetricInfo>, metrics: readonly string[]): PartSet[] =>
  partSets(info).filter((set) => set.metrics.every((metric) => metrics.includes(metric)));

/**
 * The view with `set` in place of the metrics of `replaced` (none: in place of all its metrics); a sort on a
 * metric no longer asked for is dropped (the API refuses it).
 */
export function withPartSet(state: ViewState, set: PartSet, replaced?: PartSet): ViewState {
  const asked = state.parameters.get('metrics')?.split(',') ?? [];
  const kept = replaced === undefined ? [] : asked.filter((metric) => !replaced.metrics.includes(metric));
  const index = replaced === undefined ? 0 : asked.indexOf(replaced.metrics[0] ?? '');
  const metrics = [...kept];
  metrics.splice(index < 0 ? kept.length : Math.min(index, kept.length), 0, ...set.metrics);
  const sortBy = state.parameters.get('sort_by');
  const by = state.parameters.get('by')?.split(',') ?? [];
  const sortKept = sortBy === undefined || metrics.includes(sortBy) || by.includes(sortBy);
  return withParameters(state, [
    ['metrics', metrics.join(',')],
    ['sort_by', sortKept ? sortBy : undefined],
  ]);
}
