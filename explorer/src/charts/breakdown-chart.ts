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
import { element } from '../form/fields.js';
import type { Layout } from '../view-state.js';
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

/** Lines drawn at most: the groups largest over the whole range. */
const MAX_LINES = PALETTE.length;

interface LinePoint {
  readonly group: string;
  readonly date: Date;
  readonly value: number | null;
  readonly title: string;
}

/** A row's group as a label: its keys, or "All" for the totals (`by=total`, no key). */
export const groupLabel = (keys: readonly unknown[], label: (key: unknown) => string = chartLabel): string =>
  keys.length === 0 ? 'All' : keys.map(label).join(' · ');

/** Several periods: one line per group (the MAX_LINES largest over the range) through its periods. */
function timeLines(answer: BreakdownAnswer, info: MetricInfo | undefined, width: number): HTMLElement {
  const metric = answer.chartMetric;
  const unit = info?.unit;
  const totals = new Map<string, number>();
  const points: LinePoint[] = answer.rows.flatMap((row) => {
    const date = row.period === undefined ? undefined : periodDateOf(row.period);
    if (date === undefined) return [];
    const group = groupLabel(row.keys);
    const value = row.values[metric]?.value ?? null;
    totals.set(group, (totals.get(group) ?? 0) + Math.abs(value ?? 0));
    const title = `${groupLabel(row.keys, dimensionTitle)} (${row.period})\n${metricLabel(metric)}: ${formatValue(value, unit)}`;
    return [{ group, date, value, title }];
  });
  const groups = [...totals].sort((a, b) => b[1] - a[1]).map(([group]) => group);
  const drawn = new Set(groups.slice(0, MAX_LINES));
  const shown = points.filter((p) => drawn.has(p.group));
  const chart = Plot.plot({
    width,
    height: width < 500 ? 300 : 360,
    marginLeft: 64,
    x: { type: 'utc', label: null, ticks: width < 500 ? 4 : 8 },
    y: { grid: true, label: valueLabel(metric, unit), zero: true },
    color: { type: 'ordinal', domain: [...drawn], range: PALETTE, legend: answer.by.length > 0 },
    marks: [
      Plot.lineY(shown, { x: 'date', y: 'value', stroke: 'group', z: 'group' }),
      Plot.dot(shown, { x: 'date', y: 'value', fill: 'group', r: 3, title: 'title', tip: true }),
    ],
  });
  const hidden = groups.length - drawn.size;
  const caption =
    answer.by.length === 0
      ? `${metricLabel(metric)} over time`
      : `${metricLabel(metric)} over time, one line per ${answer.by.map((d) => metricLabel(d).toLowerCase()).join(' and ')}`;
  return element(
    'figure',
    { class: 'chart breakdown lines', 'data-metric': metric, 'data-lines': String(drawn.size) },
    element('figcaption', {}, caption),
    ...(hidden > 0
      ? [
          element(
            'p',
            { class: 'note' },
            `The ${drawn.size} largest of ${groups.length} are drawn; the table has them all.`,
          ),
        ]
      : []),
    chart,
  );
}

/** `2025-06` or `2025-Q2` as the first day of the period. */
function periodDateOf(label: string): Date | undefined {
  const match = /^(\d{4})-(Q?)(\d{1,2})$/.exec(label);
  if (match === null) return undefined;
  const month = match[2] === 'Q' ? (Number(match[3]) - 1) * 3 : Number(match[3]) - 1;
  return new Date(Date.UTC(Number(match[1]), month, 1));
}

export function breakdownChart(
  answer: BreakdownAnswer,
  layout: Layout,
  info: ReadonlyMap<string, MetricInfo>,
  available: number,
  links?: GroupLinks,
): HTMLElement {
  const metric = answer.chartMetric;
  const metricInfo = info.get(metric);
  const width = chartWidth(available - 8, 760);
  if (answer.multiPeriod) return timeLines(answer, metricInfo, width);
  const unit = metricInfo?.unit;
  const withShare = metricInfo === undefined || (metricInfo.additive && metricInfo.share);
  const twoDimensions = answer.by.length > 1;
  const facets = twoDimensions && layout === 'facets';
  const bars: Bar[] = answer.rows.map((row) => {
    const value = row.values[metric];
    const share = withShare ? formatShare(value?.share) : '';
    const label = groupLabel(row.keys.slice(0, 1));
    const series = twoDimensions ? chartLabel(row.keys[1]) : '';
    const href = links?.href(row);
    return {
      ...(href === undefined ? {} : { href }),
      label,
      series,
      panel: row.period ?? (facets ? series : ''),
      value: value?.value ?? null,
      share,
      title: `${groupLabel(row.keys, dimensionTitle)}${row.period ? ` (${row.period})` : ''}\n${metricLabel(
        metric,
      )}: ${formatValue(value?.value, unit)}${share === '' ? '' : ` (${share})`}${
        href === undefined ? '' : '\nclick: its trend over the last year'
      }`,
    };
  });
  const labels = [...new Set(bars.map((b) => b.label))];
  const panels = new Set(bars.map((b) => b.panel)).size;
  const longest = Math.max(...labels.map((l) => l.length), 4);
  const stacked = twoDimensions && !facets;
  const chart = Plot.plot({
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
        ...(panels > 1 ? { fy: 'panel' } : {}),
        fill: stacked ? 'series' : PRIMARY,
        ...(links === undefined ? {} : { href: 'href' }),
        title: 'title',
        tip: true,
      }),
      ...(stacked || !withShare
        ? []
        : [
            Plot.text(bars, {
              x: 'value',
              y: 'label',
              ...(panels > 1 ? { fy: 'panel' } : {}),
              text: 'share',
              textAnchor: 'start',
              dx: 4,
            }),
          ]),
      Plot.ruleX([0]),
    ],
  });
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
  const notes =
    stacked && series > PALETTE.length
      ? [
          element(
            'p',
            { class: 'note' },
            `${series} series share ${PALETTE.length} colours: small multiples tell them apart.`,
          ),
        ]
      : [];
  const caption = `${metricLabel(metric)}${byText(answer.by)}`;
  return element(
    'figure',
    { class: 'chart breakdown', 'data-metric': metric },
    element('figcaption', {}, caption),
    ...notes,
    withKeyboardTips(chart, caption),
  );
}
