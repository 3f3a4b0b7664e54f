/** Output column names of every compiled statement, which the shaper and the route index read. */
export const COLUMNS = {
  year: 'p_year',
  period: 'p_index',
  groupCount: 'group_count',
  group: (i: number) => `g${i}`,
  metric: (i: number) => `m${i}`,
  share: (i: number) => `share${i}`,
} as const;
