/**
 * A route answer as one time-series chart per metric: a line through one dot per period, the same metric a
 * year before as a dashed line when compared, and the fares' 10th to 90th percentile as a band around the
 * median when all three are asked for.
 */
import * as Plot from '@observablehq/plot';
import type { RouteAnswer } from '../answers.js';
import type { MetricInfo } from '../api-description.js';
import { formatChange, formatValue, metricLabel, valueLabel } from '../format.js';
import { element } from '../form/fields.js';
import { withKeyboardTips } from './keyboard-tips.js';
import { ACCENT, PRIMARY } from './palette.js';

interface Point {
  readonly label: string;
  readonly date: Date;
  readonly value: number | null;
  readonly previous: number | null;
  readonly change: number | null;
}

const BAND = { low: 'fare_p10', middle: 'fare_median', high: 'fare_p90' } as const;

/** The width a chart gets: its container's, within bounds (phones to wide screens). */
export const chartWidth = (available: number, wanted: number): number =>
  Math.max(280, Math.min(wanted, Math.floor(available) || wanted));

function pointsOf(answer: RouteAnswer, metric: string): Point[] {
  return answer.points.map((p) => ({
    label: p.label,
    date: p.date,
    value: p.values[metric]?.value ?? null,
    previous: p.values[metric]?.previous ?? null,
    change: p.values[metric]?.change_pct ?? null,
  }));
}

function metricChart(answer: RouteAnswer, metric: string, unit: string | undefined, width: number): Element {
  const points = pointsOf(answer, metric);
  const tip = (p: Point) =>
    `${p.label}: ${formatValue(p.value, unit)}${
      answer.compared ? `\na year before: ${formatValue(p.previous, unit)} (${formatChange(p.change)})` : ''
    }`;
  const values = points.flatMap((p) => [p.value ?? 0, p.previous ?? 0]);
  return Plot.plot({
    width,
    height: 220,
    marginLeft: 64,
    x: { type: 'utc', label: null, ticks: Math.min(points.length, width < 400 ? 4 : 6) },
    y: {
      grid: true,
      label: valueLabel(metric, unit),
      zero: values.every((v) => v >= 0),
      ...(values.every((v) => v === 0) ? { domain: [0, 1], ticks: 1 } : {}),
    },
    marks: [
      ...(answer.compared
        ? [
            Plot.lineY(points, {
              x: 'date',
              y: 'previous',
              stroke: ACCENT,
              strokeDasharray: '5,4',
              // a constant for the line's group: a string `ariaLabel` would be a channel (a field name), whose
              // undefined values drop every point, and with them the line
              ariaDescription: 'a year before',
            }),
          ]
        : []),
      Plot.lineY(points, { x: 'date', y: 'value', stroke: PRIMARY }),
      Plot.dot(points, { x: 'date', y: 'value', fill: PRIMARY, r: 3.5, title: tip, tip: true }),
    ],
  });
}

function bandChart(answer: RouteAnswer, unit: string | undefined, width: number): Element {
  const rows = answer.points.map((p) => ({
    label: p.label,
    date: p.date,
    low: p.values[BAND.low]?.value ?? null,
    middle: p.values[BAND.middle]?.value ?? null,
    high: p.values[BAND.high]?.value ?? null,
  }));
  return Plot.plot({
    width,
    height: 240,
    marginLeft: 64,
    x: { type: 'utc', label: null, ticks: Math.min(rows.length, width < 400 ? 4 : 6) },
    y: { grid: true, label: valueLabel('fare', unit), zero: true },
    marks: [
      Plot.areaY(rows, { x: 'date', y1: 'low', y2: 'high', fill: PRIMARY, fillOpacity: 0.2 }),
      Plot.lineY(rows, { x: 'date', y: 'middle', stroke: PRIMARY }),
      Plot.dot(rows, {
        x: 'date',
        y: 'middle',
        fill: PRIMARY,
        r: 3.5,
        title: (r: (typeof rows)[number]) =>
          `${r.label}: median ${formatValue(r.middle, unit)}, 10th-90th percentile ${formatValue(r.low, unit)} to ${formatValue(r.high, unit)}`,
        tip: true,
      }),
    ],
  });
}

export function routeCharts(
  answer: RouteAnswer,
  info: ReadonlyMap<string, MetricInfo>,
  available: number,
): HTMLElement {
  const banded = Object.values(BAND).every((metric) => answer.metrics.includes(metric));
  const width = chartWidth(available / (available > 900 ? 2 : 1) - 16, 480);
  const figures = answer.metrics
    .filter((metric) => !banded || !Object.values(BAND).includes(metric as never))
    .map((metric) =>
      element(
        'figure',
        { class: 'chart', 'data-metric': metric },
        element('figcaption', {}, metricLabel(metric)),
        withKeyboardTips(metricChart(answer, metric, info.get(metric)?.unit, width), metricLabel(metric)),
      ),
    );
  if (banded) {
    figures.unshift(
      element(
        'figure',
        { class: 'chart band', 'data-metric': BAND.middle },
        element('figcaption', {}, 'Median fare, with the 10th to 90th percentile band'),
        withKeyboardTips(bandChart(answer, info.get(BAND.middle)?.unit, width), 'Median fare'),
      ),
    );
  }
  if (answer.compared) {
    figures.unshift(
      element(
        'p',
        { class: 'note legend' },
        element('span', { class: 'swatch solid' }),
        ' this period · ',
        element('span', { class: 'swatch dashed' }),
        ' a year before',
      ),
    );
  }
  return element('div', { class: 'charts route' }, ...figures);
}
