/**
 * A set of metrics that are the parts of one whole (the five delay causes) as stacked bars: one column per
 * period of a route or of the totals over time, one bar per group of a breakdown, each split into its parts
 * in the API's order. A part with no value (unknown, not zero) is left out of its bar. Groups over several
 * periods, or a second dimension, are small multiples: one panel per group (its columns over time) or per
 * value of the first dimension (its bars by the second), all on one value scale, so panels compare.
 */
import * as Plot from '@observablehq/plot';
import type { MetricValue } from '../answers.js';
import type { MetricInfo } from '../api-description.js';
import { formatValue, metricLabel, valueLabel } from '../format.js';
import { element } from '../form/fields.js';
import type { PartSet } from '../metric-parts.js';
import { withKeyboardTips } from './keyboard-tips.js';
import { PALETTE } from './palette.js';

/** One bar: a period or a group, its label on the axis and in its tips, and its values. */
export interface PartGroup {
  readonly label: string;
  readonly title: string;
  readonly values: Readonly<Record<string, MetricValue>>;
  /** The view its bar opens (a group's own trend), when it has one. */
  readonly href?: string;
}

/** A panel of bars; a chart of one panel has no title. */
export interface PartPanel {
  readonly title?: string;
  readonly groups: readonly PartGroup[];
}

interface Piece {
  readonly group: string;
  readonly part: string;
  readonly value: number;
  readonly title: string;
  readonly href?: string;
}

const BAR_HEIGHT = 22;

/** Axis labels on a band of columns: every one when they fit, else every second, third, ... */
function fittingTicks(labels: readonly string[], width: number): string[] {
  const step = Math.max(1, Math.ceil((labels.length * 64) / Math.max(width - 80, 1)));
  return labels.filter((_, index) => index % step === 0);
}

/** A group's pieces, one per part with a value, in the set's order. */
function piecesOf(set: PartSet, partLabels: readonly string[], group: PartGroup, unit: string | undefined) {
  return set.metrics.flatMap((metric, index): Piece[] => {
    const value = group.values[metric]?.value;
    if (value === null || value === undefined) return [];
    const part = partLabels[index] ?? metric;
    const title = `${group.title}\n${part}: ${formatValue(value, unit)}`;
    return [
      group.href === undefined
        ? { group: group.label, part, value, title }
        : {
            group: group.label,
            part,
            value,
            title: `${title}\nclick: its trend over the last year`,
            href: group.href,
          },
    ];
  });
}

/** The largest stack of a panel (the parts are never negative); the largest of all is every panel's scale. */
const largestStack = (pieces: readonly Piece[]): number => {
  const stacks = new Map<string, number>();
  for (const piece of pieces) stacks.set(piece.group, (stacks.get(piece.group) ?? 0) + piece.value);
  return Math.max(0, ...stacks.values());
};

/** What every panel of one parts chart shares: its value axis (one scale for all), colours and shape. */
interface PanelScales {
  readonly valueAxis: { grid: boolean; label: string; domain: number[] };
  readonly color: { type: 'ordinal'; domain: string[]; range: readonly string[] };
  readonly width: number;
  readonly several: boolean;
  readonly orientation: 'columns' | 'rows';
}

/** One panel: columns of periods, or bars of groups (links when a group has an `href`, named by their tip). */
function panelPlot(panel: PartPanel, pieces: readonly Piece[], scales: PanelScales): Element {
  const { valueAxis, color, width, several } = scales;
  const labels = panel.groups.map((group) => group.label);
  const longest = Math.max(...labels.map((label) => label.length), 4);
  if (scales.orientation === 'columns') {
    return Plot.plot({
      width,
      height: several ? 180 : width < 500 ? 280 : 320,
      marginLeft: 64,
      x: { domain: labels, label: null, ticks: fittingTicks(labels, width) },
      y: { ...valueAxis, ticks: several ? 4 : 8 },
      color,
      marks: [
        Plot.barY(pieces, { x: 'group', y: 'value', fill: 'part', title: 'title', tip: true }),
        Plot.ruleY([0]),
      ],
    });
  }
  const linked = pieces.some((piece) => piece.href !== undefined);
  return Plot.plot({
    width,
    height: 60 + labels.length * BAR_HEIGHT,
    marginLeft: Math.min(12 + longest * 7, width < 500 ? 130 : 240),
    marginRight: 20,
    x: { ...valueAxis, ticks: width < 500 ? 4 : 8 },
    y: { domain: labels, label: null },
    color,
    marks: [
      Plot.barX(pieces, {
        x: 'value',
        y: 'group',
        fill: 'part',
        ...(linked ? { href: 'href', ariaLabel: (piece: Piece) => piece.title.replaceAll('\n', '; ') } : {}),
        title: 'title',
        tip: true,
      }),
      Plot.ruleX([0]),
    ],
  });
}

/**
 * `columns`: periods along x (a route, the totals over time, each group's panel over time); `rows`: groups
 * down y (a breakdown), in the order given. Bars whose group has an `href` are links, opened by `open`
 * without a page load.
 */
export function partsChart(
  set: PartSet,
  panels: readonly PartPanel[],
  info: ReadonlyMap<string, MetricInfo>,
  width: number,
  orientation: 'columns' | 'rows',
  caption: string,
  open?: (href: string) => void,
): HTMLElement {
  const unit = info.get(set.metrics[0] ?? '')?.unit;
  const partLabels = set.names.map(metricLabel);
  const drawn = panels.map((panel) => ({
    panel,
    pieces: panel.groups.flatMap((group) => piecesOf(set, partLabels, group, unit)),
  }));
  const all = drawn.flatMap(({ pieces }) => pieces);
  const domain = [0, Math.max(...drawn.map(({ pieces }) => largestStack(pieces))) || 1];
  const color = { type: 'ordinal' as const, domain: partLabels, range: PALETTE };
  const scales: PanelScales = {
    valueAxis: { grid: true, label: valueLabel(set.of, unit), domain },
    color,
    width,
    several: panels.length > 1,
    orientation,
  };
  const body = element(
    'div',
    { class: 'part-panels' },
    ...drawn.flatMap(({ panel, pieces }) => [
      ...(panel.title === undefined ? [] : [element('p', { class: 'panel-title' }, panel.title)]),
      element(
        'div',
        { class: 'part-panel', 'data-panel': panel.title ?? '' },
        panelPlot(panel, pieces, scales),
      ),
    ]),
  );
  if (open !== undefined) {
    body.addEventListener('click', (event) => {
      const href = (event.target as Element).closest('a')?.getAttribute('href');
      if (href?.startsWith('?') === true) {
        event.preventDefault();
        open(href);
      }
    });
  }
  return element(
    'figure',
    { class: 'chart parts', 'data-set': set.of, 'data-pieces': String(all.length) },
    element('figcaption', {}, caption),
    Plot.legend({ color }),
    withKeyboardTips(body, caption),
  );
}
