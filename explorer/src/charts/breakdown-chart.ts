/**
 * A breakdown answer as horizontal bars of one metric with each group's share, in the API's order. A second
 * dimension stacks (coloured) or splits into small multiples; several periods split into one panel each.
 */
import * as Plot from '@observablehq/plot';
import type { BreakdownAnswer } from '../answers.js';
import { dimensionLabel, dimensionTitle, formatNumber, formatShare, metricLabel } from '../format.js';
import { element } from '../form/fields.js';
import type { Layout } from '../view-state.js';
import { PALETTE, PRIMARY } from './palette.js';

interface Bar {
  readonly label: string;
  readonly series: string;
  readonly panel: string;
  readonly value: number | null;
  readonly share: string;
  readonly title: string;
}

const BAR_HEIGHT = 18;

export function breakdownChart(answer: BreakdownAnswer, layout: Layout): HTMLElement {
  const metric = answer.chartMetric;
  const twoDimensions = answer.by.length > 1;
  const facets = twoDimensions && layout === 'facets' && !answer.multiPeriod;
  const bars: Bar[] = answer.rows.map((row) => {
    const value = row.values[metric];
    const share = formatShare(value?.share);
    const label = dimensionLabel(row.keys[0]);
    const series = twoDimensions ? dimensionLabel(row.keys[1]) : '';
    return {
      label,
      series,
      panel: row.period ?? (facets ? series : ''),
      value: value?.value ?? null,
      share,
      title: `${row.keys.map(dimensionTitle).join(' · ')}${row.period ? ` (${row.period})` : ''}\n${metricLabel(
        metric,
      )}: ${formatNumber(value?.value)}${share === '' ? '' : ` (${share})`}`,
    };
  });
  const labels = [...new Set(bars.map((b) => b.label))];
  const panels = new Set(bars.map((b) => b.panel)).size;
  const longest = Math.max(...labels.map((l) => l.length), 4);
  const stacked = twoDimensions && !facets;
  const chart = Plot.plot({
    width: 760,
    height: 50 + panels * (labels.length * BAR_HEIGHT + 24),
    marginLeft: Math.min(12 + longest * 7, 240),
    // room for the share labels, and for the panel names on the right
    marginRight: (stacked ? 20 : 60) + (panels > 1 ? 90 : 0),
    x: { grid: true, label: metricLabel(metric) },
    y: { domain: labels, label: null },
    ...(panels > 1 ? { fy: { label: null } } : {}),
    ...(stacked ? { color: { type: 'ordinal' as const, range: PALETTE, legend: true } } : {}),
    marks: [
      Plot.barX(bars, {
        x: 'value',
        y: 'label',
        ...(panels > 1 ? { fy: 'panel' } : {}),
        fill: stacked ? 'series' : PRIMARY,
        title: 'title',
      }),
      ...(stacked
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
  return element(
    'figure',
    { class: 'chart breakdown', 'data-metric': metric },
    element('figcaption', {}, `${metricLabel(metric)} by ${answer.by.map(metricLabel).join(' and ')}`),
    ...notes,
    chart,
  );
}
