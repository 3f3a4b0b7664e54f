/**
 * A breakdown answer as horizontal bars of one metric, in the API's order, with each group's share when the
 * metric adds up over groups (a share of an average means nothing to a reader). A second dimension stacks
 * (coloured) or splits into small multiples. Several periods draw one line per group over time.
 */
import * as Plot from '@observablehq/plot';
import type { BreakdownAnswer, BreakdownRow } from '../answers.js';
import type { MetricInfo } from '../api-description.js';
import { chartLabel, dimensionTitle, formatShare, formatValue, metricLabel, valueLabel } from '../format.js';
import { byText } from '../headline.js';
import { element, select } from '../form/fields.js';
import type { Layout, LineChoice } from '../view-state.js';
import { withKeyboardTips } from './keyboard-tips.js';
import { PALETTE, PRIMARY } from './palette.js';
import { chartWidth } from './route-chart.js';

/** Bars as links (a group's own trend): the view each opens, and how it is opened without a page load. */
export interface GroupLinks {
  href(row: BreakdownRow): string | undefined;
  readonly open: (href: string) => void;
}

interface Bar {
  readonly href?: string;
  readonly label: string;
  readonly series: string;
  readonly panel: string;
  readonly value: number | null;
  readonly share: string;
  readonly title: string;
}

const BAR_HEIGHT = 18;

/** Lines drawn at most. */
const MAX_LINES = PALETTE.length;

interface LinePoint {
  readonly group: string;
  readonly date: Date;
  readonly value: number | null;
  readonly title: string;
}

/** How the lines over time are chosen, and how the reader picks another choice (a rate's best or worst). */
export interface LineSelection {
  readonly choice: LineChoice;
  readonly pick: (choice: LineChoice) => void;
}

/** A row's group as a label: its keys, or "All" for the totals (`by=total`, no key). */
export const groupLabel = (keys: readonly unknown[], label: (key: unknown) => string = chartLabel): string =>
  keys.length === 0 ? 'All' : keys.map(label).join(' · ');

/**
 * The metric that says how big a group is: the charted one when it adds up over groups (flights,
 * passengers), else the first returned metric that does (flights beside on-time %); none for a rate asked alone.
 */
function volumeMetric(answer: BreakdownAnswer, info: ReadonlyMap<string, MetricInfo>): string | undefined {
  if (info.get(answer.chartMetric)?.additive === true) return answer.chartMetric;
  return answer.metrics.find((metric) => info.get(metric)?.additive === true);
}

/**
 * The groups in the order the lines are chosen: the busiest (the volume metric summed over the range, or the
 * API's own ranking when there is none), or the highest or lowest mean of the charted metric.
 */
function rankedGroups(
  answer: BreakdownAnswer,
  info: ReadonlyMap<string, MetricInfo>,
  choice: LineChoice,
): string[] {
  const volume = volumeMetric(answer, info);
  const scores = new Map<string, number[]>();
  for (const row of answer.rows) {
    const group = groupLabel(row.keys);
    const metric = choice === 'busiest' ? volume : answer.chartMetric;
    const value = metric === undefined ? 0 : row.values[metric]?.value;
    const list = scores.get(group) ?? [];
    if (value !== null && value !== undefined) list.push(value);
    scores.set(group, list);
  }
  const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
  const mean = (values: readonly number[]) => (values.length === 0 ? NaN : sum(values) / values.length);
  const ranked = [...scores].map(([group, values], order) => ({
    group,
    order,
    score: choice === 'busiest' ? sum(values) : mean(values),
  }));
  const direction = choice === 'lowest' ? 1 : -1;
  return ranked
    .filter((entry) => !Number.isNaN(entry.score))
    .sort((a, b) => direction * (a.score - b.score) || a.order - b.order)
    .map((entry) => entry.group);
}

/** The select above a rate's lines: which groups to draw. */
function lineChoiceField(
  answer: BreakdownAnswer,
  info: ReadonlyMap<string, MetricInfo>,
  lines: LineSelection,
) {
  const volume = volumeMetric(answer, info);
  const label = metricLabel(answer.chartMetric).toLowerCase();
  const options = [
    {
      value: 'busiest',
      label:
        volume === undefined
          ? 'the first in the API’s ranking'
          : `the busiest (${metricLabel(volume).toLowerCase()})`,
    },
    { value: 'highest', label: `the highest ${label}` },
    { value: 'lowest', label: `the lowest ${label}` },
  ];
  const control = select('lines', options, lines.choice, (value) => lines.pick(value as LineChoice));
  return element(
    'p',
    { class: 'line-choice' },
    element('label', { for: 'lines' }, `Lines drawn (${MAX_LINES} at most): `),
    control,
  );
}

/**
 * Several periods: one line per group through its periods, at most MAX_LINES of them, chosen by the metric's
 * meaning: a volume by its size over the range; a rate or an average by the reader's choice (busiest, highest,
 * lowest). A rate's axis fits its values (60-78 % is not squashed against 0); a volume's starts at 0.
 */
function timeLines(
  answer: BreakdownAnswer,
  info: ReadonlyMap<string, MetricInfo>,
  width: number,
  lines?: LineSelection,
): HTMLElement {
  const metric = answer.chartMetric;
  const metricInfo = info.get(metric);
  const unit = metricInfo?.unit;
  const additive = metricInfo?.additive === true;
  const choice = additive ? 'busiest' : (lines?.choice ?? 'busiest');
  const groups = rankedGroups(answer, info, choice);
  const drawn = new Set(groups.slice(0, MAX_LINES));
  const shown: LinePoint[] = answer.rows.flatMap((row) => {
    const date = row.period === undefined ? undefined : periodDateOf(row.period);
    const group = groupLabel(row.keys);
    if (date === undefined || !drawn.has(group)) return [];
    const value = row.values[metric]?.value ?? null;
    const title = `${groupLabel(row.keys, dimensionTitle)} (${row.period})\n${metricLabel(metric)}: ${formatValue(value, unit)}`;
    return [{ group, date, value, title }];
  });
  const chart = Plot.plot({
    width,
    height: width < 500 ? 300 : 360,
    marginLeft: 64,
    x: { type: 'utc', label: null, ticks: width < 500 ? 4 : 8 },
    y: { grid: true, label: valueLabel(metric, unit), zero: additive, nice: true },
    color: { type: 'ordinal', domain: [...drawn], range: PALETTE, legend: answer.by.length > 0 },
    marks: [
      Plot.lineY(shown, { x: 'date', y: 'value', stroke: 'group', z: 'group' }),
      Plot.dot(shown, { x: 'date', y: 'value', fill: 'group', r: 3, title: 'title', tip: true }),
    ],
  });
  const per = answer.by.map((d) => metricLabel(d).toLowerCase()).join(' and ');
  const caption = `${metricLabel(metric)} over time${answer.by.length === 0 ? '' : `, one line per ${per}`}`;
  const which = choice === 'busiest' ? (additive ? 'largest' : 'busiest') : choice;
  const hidden = groups.length - drawn.size;
  const note = `The ${drawn.size} ${which} of ${groups.length} are drawn; the table has them all.`;
  return element(
    'figure',
    {
      class: 'chart breakdown lines',
      'data-metric': metric,
      'data-lines': String(drawn.size),
      'data-choice': choice,
    },
    element('figcaption', {}, caption),
    ...(!additive && lines !== undefined && answer.by.length > 0
      ? [lineChoiceField(answer, info, lines)]
      : []),
    ...(hidden > 0 ? [element('p', { class: 'note', id: 'lines-note' }, note)] : []),
    withKeyboardTips(chart, caption),
  );
}

/** `2025-06` or `2025-Q2` as the first day of the period. */
function periodDateOf(label: string): Date | undefined {
  const match = /^(\d{4})-(Q?)(\d{1,2})$/.exec(label);
  if (match === null) return undefined;
  const month = match[2] === 'Q' ? (Number(match[3]) - 1) * 3 : Number(match[3]) - 1;
  return new Date(Date.UTC(Number(match[1]), month, 1));
}

/** How one period's bars are drawn. */
interface BarLayout {
  readonly metric: string;
  readonly unit: string | undefined;
  readonly withShare: boolean;
  readonly twoDimensions: boolean;
  readonly facets: boolean;
}

/** One bar per row: its label, series (second dimension), panel, share and tip. */
function barsOf(answer: BreakdownAnswer, layout: BarLayout, links?: GroupLinks): Bar[] {
  const { metric, unit, withShare, twoDimensions, facets } = layout;
  return answer.rows.map((row) => {
    const value = row.values[metric];
    const share = withShare ? formatShare(value?.share) : '';
    const series = twoDimensions ? chartLabel(row.keys[1]) : '';
    const href = links?.href(row);
    const period = row.period ? ` (${row.period})` : '';
    const shown = `${formatValue(value?.value, unit)}${share === '' ? '' : ` (${share})`}`;
    return {
      ...(href === undefined ? {} : { href }),
      label: groupLabel(row.keys.slice(0, 1)),
      series,
      panel: row.period ?? (facets ? series : ''),
      value: value?.value ?? null,
      share,
      title: `${groupLabel(row.keys, dimensionTitle)}${period}\n${metricLabel(metric)}: ${shown}${
        href === undefined ? '' : '\nclick: its trend over the last year'
      }`,
    };
  });
}

/** The bars (stacked by the second dimension, or in panels), their shares, and the links they carry. */
function barsPlot(bars: readonly Bar[], layout: BarLayout, width: number, links?: GroupLinks) {
  const { metric, unit, withShare, twoDimensions, facets } = layout;
  const labels = [...new Set(bars.map((b) => b.label))];
  const panels = new Set(bars.map((b) => b.panel)).size;
  const longest = Math.max(...labels.map((l) => l.length), 4);
  const stacked = twoDimensions && !facets;
  const faceted = panels > 1 ? { fy: 'panel' } : {};
  return Plot.plot({
    width,
    height: 50 + panels * (labels.length * BAR_HEIGHT + 24),
    marginLeft: Math.min(12 + longest * 7, width < 500 ? 130 : 240),
    // room for the share labels, and for the panel names on the right
    marginRight: (stacked || !withShare ? 20 : 60) + (panels > 1 ? 90 : 0),
    x: { grid: true, label: valueLabel(metric, unit), ticks: width < 500 ? 4 : 8 },
    y: { domain: labels, label: null },
    ...(panels > 1 ? { fy: { label: null } } : {}),
    ...(stacked ? { color: { type: 'ordinal' as const, range: PALETTE, legend: true } } : {}),
    marks: [
      Plot.barX(bars, {
        x: 'value',
        y: 'label',
        ...faceted,
        fill: stacked ? 'series' : PRIMARY,
        // a bar that is a link is named by its tip's text (no unnamed link: keyboard-tips.ts)
        ...(links === undefined
          ? {}
          : {
              href: 'href',
              ariaLabel: (bar: Bar) => bar.title.replaceAll('\n', '; ').replace('click: ', ''),
            }),
        title: 'title',
        tip: true,
      }),
      ...(stacked || !withShare
        ? []
        : [
            Plot.text(bars, {
              x: 'value',
              y: 'label',
              ...faceted,
              text: 'share',
              textAnchor: 'start',
              dx: 4,
            }),
          ]),
      Plot.ruleX([0]),
    ],
  });
}

export function breakdownChart(
  answer: BreakdownAnswer,
  layout: Layout,
  info: ReadonlyMap<string, MetricInfo>,
  available: number,
  links?: GroupLinks,
  lines?: LineSelection,
): HTMLElement {
  const metric = answer.chartMetric;
  const metricInfo = info.get(metric);
  const width = chartWidth(available - 8, 760);
  if (answer.multiPeriod) return timeLines(answer, info, width, lines);
  const twoDimensions = answer.by.length > 1;
  const drawn: BarLayout = {
    metric,
    unit: metricInfo?.unit,
    withShare: metricInfo === undefined || (metricInfo.additive && metricInfo.share),
    twoDimensions,
    facets: twoDimensions && layout === 'facets',
  };
  const bars = barsOf(answer, drawn, links);
  const chart = barsPlot(bars, drawn, width, links);
  if (links !== undefined) {
    chart.addEventListener('click', (event) => {
      const href = (event.target as Element).closest('a')?.getAttribute('href');
      if (href?.startsWith('?') === true) {
        event.preventDefault();
        links.open(href);
      }
    });
  }
  const series = new Set(bars.map((b) => b.series)).size;
  const crowded = twoDimensions && !drawn.facets && series > PALETTE.length;
  const note = `${series} series share ${PALETTE.length} colours: small multiples tell them apart.`;
  const caption = `${metricLabel(metric)}${byText(answer.by)}`;
  return element(
    'figure',
    { class: 'chart breakdown', 'data-metric': metric },
    element('figcaption', {}, caption),
    ...(crowded ? [element('p', { class: 'note' }, note)] : []),
    withKeyboardTips(chart, caption),
  );
}
