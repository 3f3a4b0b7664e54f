/**
 * The numbers behind every chart: each metric cell carries the API's exact value (`data-value`) and shows it
 * in its unit; breakdown cells add the share for metrics that add up over groups, and the change on a year
 * before when compared. Headers sort the rows (click or Enter); the table scrolls inside its own box.
 */
import type { BreakdownAnswer, MetricValue, RouteAnswer } from './answers.js';
import type { MetricInfo } from './api-description.js';
import {
  dimensionLabel,
  dimensionTitle,
  formatChange,
  formatShare,
  formatValue,
  metricLabel,
} from './format.js';
import { element } from './form/fields.js';

interface Column {
  readonly heading: string;
  readonly numeric: boolean;
}

function metricCells(
  metric: string,
  value: MetricValue | undefined,
  info: MetricInfo | undefined,
  options: { share: boolean; change: boolean },
): HTMLElement[] {
  const cells = [
    element(
      'td',
      {
        class: 'num',
        'data-metric': metric,
        'data-value': String(value?.value ?? null),
        'data-sort': String(value?.value ?? ''),
      },
      formatValue(value?.value, info?.unit),
    ),
  ];
  if (options.share) {
    cells.push(
      element(
        'td',
        {
          class: 'num share',
          'data-metric': metric,
          'data-share': String(value?.share ?? null),
          'data-sort': String(value?.share ?? ''),
        },
        formatShare(value?.share),
      ),
    );
  }
  if (options.change) {
    cells.push(
      element(
        'td',
        {
          class: 'num change',
          'data-metric': metric,
          'data-change': String(value?.change_pct ?? null),
          'data-sort': String(value?.change_pct ?? ''),
        },
        formatChange(value?.change_pct),
      ),
    );
  }
  return cells;
}

/** Sorts the body's rows by one column: numbers by `data-sort`, text by its content. */
function sortBy(table: HTMLTableElement, index: number, numeric: boolean, button: HTMLElement): void {
  const ascending = button.closest('th')?.getAttribute('aria-sort') !== 'ascending';
  for (const th of table.querySelectorAll('th[aria-sort]')) th.removeAttribute('aria-sort');
  button.closest('th')?.setAttribute('aria-sort', ascending ? 'ascending' : 'descending');
  const body = table.tBodies[0];
  if (body === undefined) return;
  const key = (row: HTMLTableRowElement): string | number => {
    const cell = row.cells[index];
    if (!numeric) return cell?.textContent ?? '';
    const raw = cell?.dataset.sort ?? '';
    return raw === '' ? -Infinity : Number(raw);
  };
  const rows = [...body.rows].sort((a, b) => {
    const [x, y] = [key(a), key(b)];
    const order = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
    return ascending ? order : -order;
  });
  body.append(...rows);
}

function table(caption: string, columns: readonly Column[], rows: HTMLElement[]): HTMLElement {
  const node = element('table', { id: 'results-table' }, element('caption', {}, caption));
  const headings = columns.map((column, index) => {
    const button = element('button', { type: 'button', class: 'sort' }, column.heading);
    button.addEventListener('click', () => sortBy(node, index, column.numeric, button));
    return element('th', { scope: 'col' }, button);
  });
  node.append(element('thead', {}, element('tr', {}, ...headings)), element('tbody', {}, ...rows));
  return element('div', { class: 'table-box', tabindex: '0', role: 'region', 'aria-label': caption }, node);
}

export function routeTable(answer: RouteAnswer, info: ReadonlyMap<string, MetricInfo>): HTMLElement {
  const options = { share: false, change: answer.compared };
  const rows = answer.points.map((point) =>
    element(
      'tr',
      {},
      element('th', { scope: 'row' }, point.label),
      ...answer.metrics.flatMap((metric) =>
        metricCells(metric, point.values[metric], info.get(metric), options),
      ),
    ),
  );
  const columns: Column[] = [
    { heading: 'Period', numeric: false },
    ...answer.metrics.flatMap((metric) => [
      { heading: metricLabel(metric), numeric: true },
      ...(options.change ? [{ heading: 'change on a year before', numeric: true }] : []),
    ]),
  ];
  return table('Route results', columns, rows);
}

/** A share column only for metrics that add up over groups (shares of averages are not shares). */
const hasShare = (info: MetricInfo | undefined): boolean =>
  info === undefined || (info.additive && info.share);

export function breakdownTable(answer: BreakdownAnswer, info: ReadonlyMap<string, MetricInfo>): HTMLElement {
  const columns: Column[] = [
    ...(answer.multiPeriod ? [{ heading: 'Period', numeric: false }] : []),
    ...answer.by.map((dimension) => ({ heading: metricLabel(dimension), numeric: false })),
    ...answer.metrics.flatMap((metric) => [
      { heading: metricLabel(metric), numeric: true },
      ...(hasShare(info.get(metric)) ? [{ heading: 'share', numeric: true }] : []),
      ...(answer.compared ? [{ heading: 'change on a year before', numeric: true }] : []),
    ]),
  ];
  const rows = answer.rows.map((row) =>
    element(
      'tr',
      {},
      ...(row.period === undefined ? [] : [element('td', {}, row.period)]),
      ...row.keys.map((key) => element('td', { title: dimensionTitle(key) }, dimensionLabel(key, true))),
      ...answer.metrics.flatMap((metric) =>
        metricCells(metric, row.values[metric], info.get(metric), {
          share: hasShare(info.get(metric)),
          change: answer.compared,
        }),
      ),
    ),
  );
  return table('Breakdown results', columns, rows);
}
