/**
 * The numbers behind every chart: each metric cell carries the API's exact value (`data-value`) and shows it
 * formatted; breakdown cells add the share.
 */
import type { BreakdownAnswer, MetricValue, RouteAnswer } from './answers.js';
import { dimensionLabel, dimensionTitle, formatNumber, formatShare, metricLabel } from './format.js';
import { element } from './form/fields.js';

function metricCells(metric: string, value: MetricValue | undefined, withShare: boolean): HTMLElement[] {
  const cells = [
    element(
      'td',
      { class: 'num', 'data-metric': metric, 'data-value': String(value?.value ?? null) },
      formatNumber(value?.value),
    ),
  ];
  if (withShare) {
    cells.push(
      element(
        'td',
        { class: 'num share', 'data-metric': metric, 'data-share': String(value?.share ?? null) },
        formatShare(value?.share),
      ),
    );
  }
  return cells;
}

function table(caption: string, headings: string[], rows: HTMLElement[]): HTMLElement {
  return element(
    'table',
    { id: 'results-table' },
    element('caption', {}, caption),
    element('thead', {}, element('tr', {}, ...headings.map((h) => element('th', { scope: 'col' }, h)))),
    element('tbody', {}, ...rows),
  );
}

export function routeTable(answer: RouteAnswer): HTMLElement {
  const rows = answer.points.map((point) =>
    element(
      'tr',
      {},
      element('th', { scope: 'row' }, point.label),
      ...answer.metrics.flatMap((metric) => metricCells(metric, point.values[metric], false)),
    ),
  );
  return table('Route results', ['period', ...answer.metrics.map(metricLabel)], rows);
}

export function breakdownTable(answer: BreakdownAnswer): HTMLElement {
  const headings = [
    ...(answer.multiPeriod ? ['period'] : []),
    ...answer.by.map(metricLabel),
    ...answer.metrics.flatMap((metric) => [metricLabel(metric), 'share']),
  ];
  const rows = answer.rows.map((row) =>
    element(
      'tr',
      {},
      ...(row.period === undefined ? [] : [element('td', {}, row.period)]),
      ...row.keys.map((key) => element('td', { title: dimensionTitle(key) }, dimensionLabel(key))),
      ...answer.metrics.flatMap((metric) => metricCells(metric, row.values[metric], true)),
    ),
  );
  return table('Breakdown results', headings, rows);
}
