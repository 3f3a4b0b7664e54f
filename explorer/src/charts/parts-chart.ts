/**
 * A set of metrics that are the parts of one whole (the five delay causes) as stacked bars: one column per
 * period of a route or of the totals over time, one bar per group of a breakdown, each split into its parts
 * in the API's order. A part with no value (unknown, not zero) is left out of its bar.
 */
import * as Plot from '@observablehq/plot';
import type { MetricValue } from '../answers.js';
import type { MetricInfo } from '../api-description.js';
import { formatValue, metricLabel, unitSuffix } from '../format.js';
import { element } from '../form/fields.js';
import type { PartSet } from '../metric-parts.js';
import { withKeyboardTips } from './keyboard-tips.js';
import { PALETTE } from './palette.js';

/** One bar: a period or a group, its label on the axis and in its tips, and its values. */
export interface PartGroup {
  readonly label: string;
  readonly title: string;
  readonly values: Readonly<Record<string, MetricValue>>;
}

interface Piece {
  readonly group: string;
  readonly part: string;
  readonly value: number;
  readonly title: string;
}

const BAR_HEIGHT = 22;

/** Axis labels on a band of columns: every one when they fit, else every second, third, ... */
function fittingTicks(labels: readonly string[], width: number): string[] {
  const step = Math.max(1, Math.ceil((labels.length * 64) / Math.max(width - 80, 1)));
  return labels.filter((_, index) => index % step === 0);
}

/**
 * `columns`: periods along x (a route, the totals over time); `rows`: groups down y (a breakdown), in the
 * order given.
 */
export function partsChart(
  set: PartSet,
  groups: readonly PartGroup[],
  info: ReadonlyMap<string, MetricInfo>,
  width: number,
  orientation: 'columns' | 'rows',
  caption: string,
): HTMLElement {
  const unit = info.get(set.metrics[0] ?? '')?.unit;
  const partLabels = set.names.map(metricLabel);
  const pieces: Piece[] = groups.flatMap((group) =>
    set.metrics.flatMap((metric, index) => {
      const value = group.values[metric]?.value;
      if (value === null || value === undefined) return [];
      const part = partLabels[index] ?? metric;
      return [
        { group: group.label, part, value, title: `${group.title}\n${part}: ${formatValue(value, unit)}` },
      ];
    }),
  );
  const labels = groups.map((group) => group.label);
  const valueAxis = { grid: true, label: `${metricLabel(set.of)}${unitSuffix(unit)}` };
  const color = { type: 'ordinal' as const, domain: partLabels, range: PALETTE, legend: true };
  const longest = Math.max(...labels.map((label) => label.length), 4);
  const chart =
    orientation === 'columns'
      ? Plot.plot({
          width,
          height: width < 500 ? 280 : 320,
          marginLeft: 64,
          x: { domain: labels, label: null, ticks: fittingTicks(labels, width) },
          y: valueAxis,
          color,
          marks: [
            Plot.barY(pieces, { x: 'group', y: 'value', fill: 'part', title: 'title', tip: true }),
            Plot.ruleY([0]),
          ],
        })
      : Plot.plot({
          width,
          height: 60 + labels.length * BAR_HEIGHT,
          marginLeft: Math.min(12 + longest * 7, width < 500 ? 130 : 240),
          marginRight: 20,
          x: { ...valueAxis, ticks: width < 500 ? 4 : 8 },
          y: { domain: labels, label: null },
          color,
          marks: [
            Plot.barX(pieces, { x: 'value', y: 'group', fill: 'part', title: 'title', tip: true }),
            Plot.ruleX([0]),
          ],
        });
  return element(
    'figure',
    { class: 'chart parts', 'data-set': set.of, 'data-pieces': String(pieces.length) },
    element('figcaption', {}, caption),
    withKeyboardTips(chart, caption),
  );
}
