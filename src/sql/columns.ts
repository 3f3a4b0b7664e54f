/** Output column names of every compiled statement, which the shaper and the route index read. */
export const COLUMNS = {
  year: 'p_year',
  period: 'p_index',
  groupCount: 'group_count',
  group: (i: number) => `g${i}`,
  metric: (i: number) => `m${i}`,
  share: (i: number) => `share${i}`,
  /** Sum `i` of the plan in grouped rows (`QueryPlan.sums[i]`, under its null rule). */
  sum: (i: number) => `s${i}`,
  /** Metric `i`'s distribution statistic in grouped rows. */
  distribution: (i: number) => `x${i}`,
  /** Metric `i`'s value over its period's totals (a metric with a share). */
  total: (i: number) => `t${i}`,
} as const;
