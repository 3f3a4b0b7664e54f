/** A route answer as one time-series chart per metric: a line through one dot per period. */
import * as Plot from '@observablehq/plot';
import type { RouteAnswer } from '../answers.js';
import { formatNumber, metricLabel } from '../format.js';
import { element } from '../form/fields.js';
import { PRIMARY } from './palette.js';

interface Point {
  readonly label: string;
  readonly date: Date;
  readonly value: number | null;
}

export function routeCharts(answer: RouteAnswer): HTMLElement {
  const figures = answer.metrics.map((metric) => {
    const points: Point[] = answer.points.map((p) => ({
      label: p.label,
      date: p.date,
      value: p.values[metric]?.value ?? null,
    }));
    const chart = Plot.plot({
      width: 360,
      height: 200,
      marginLeft: 56,
      x: { type: 'utc', label: null, ticks: Math.min(points.length, 6) },
      y: { grid: true, label: metricLabel(metric), zero: points.every((p) => (p.value ?? 0) >= 0) },
      marks: [
        Plot.lineY(points, { x: 'date', y: 'value', stroke: PRIMARY }),
        Plot.dot(points, {
          x: 'date',
          y: 'value',
          fill: PRIMARY,
          r: 3.5,
          title: (p: Point) => `${p.label}: ${formatNumber(p.value)}`,
        }),
      ],
    });
    return element(
      'figure',
      { class: 'chart', 'data-metric': metric },
      element('figcaption', {}, metricLabel(metric)),
      chart,
    );
  });
  return element('div', { class: 'charts route' }, ...figures);
}
