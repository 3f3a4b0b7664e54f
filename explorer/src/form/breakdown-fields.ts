/** `by` (one or two dimensions), how two are drawn, sorting, and combining a range into one answer. */
import { BY_TOTAL, type EndpointInfo } from '../api-description.js';
import { sortApplies } from '../defaults.js';
import type { Layout, ViewState } from '../view-state.js';
import { metricLabel } from '../format.js';
import { wholeSets } from '../metric-parts.js';
import { field, hint, labelledOptions, select, element } from './fields.js';

export interface BreakdownChanges {
  readonly parameters?: Array<[string, string | undefined]>;
  readonly layout?: Layout;
}

export function breakdownFields(
  state: ViewState,
  endpoint: EndpointInfo,
  onChange: (changes: BreakdownChanges) => void,
): HTMLElement[] {
  const [first = '', second = ''] = (state.parameters.get('by') ?? '').split(',');
  // a dimension cannot also be a filter (the API refuses it): grouping by one drops it as a filter
  const setBy = (values: string[]) =>
    onChange({
      parameters: [
        ['by', values.filter((v) => v !== '').join(',')],
        ['sort_by', undefined],
        ...values.filter((v) => v !== '').map((v): [string, undefined] => [v, undefined]),
      ],
    });
  // `total` (no grouping) stands alone: it is offered first, and no second dimension goes with it
  const dimensions = labelledOptions(
    endpoint.dimensions.filter((d) => d !== BY_TOTAL),
    metricLabel,
  );
  const totals = endpoint.dimensions.includes(BY_TOTAL)
    ? [{ value: BY_TOTAL, label: 'Nothing: the totals' }]
    : [];
  const fields = [
    field(
      'Break down by',
      select('by-1', [...totals, ...dimensions], first, (value) =>
        setBy(value === BY_TOTAL ? [value] : [value, second]),
      ),
      ['by'],
      hint('by-hint', endpoint.dimensionInfo.get(first)?.description ?? ''),
    ),
  ];
  if (first !== BY_TOTAL) {
    fields.push(
      field(
        'Then by',
        select('by-2', [{ value: '', label: '(nothing)' }, ...dimensions], second, (value) =>
          setBy([first, value]),
        ),
        [],
      ),
    );
  }
  const requested = state.parameters.get('metrics')?.split(',') ?? endpoint.baseMetrics;
  const sortBy = state.parameters.get('sort_by') ?? '';
  const charted = requested.includes(sortBy) ? sortBy : requested[0];
  // parts of a whole (the delay causes) stack by part: a second dimension is always their small multiples
  const partsCharted = wholeSets(endpoint.metricInfo, requested).some((set) =>
    set.metrics.includes(charted ?? ''),
  );
  if (second !== '' && !partsCharted) {
    fields.push(
      field(
        'Second dimension as',
        select(
          'layout',
          [
            { value: 'stacked', label: 'stacked bars' },
            { value: 'facets', label: 'small multiples' },
          ],
          state.layout,
          (value) => onChange({ layout: value === 'facets' ? 'facets' : 'stacked' }),
        ),
        [],
      ),
    );
  }
  fields.push(...sortFields(state, [...requested, first, second], onChange));
  // combining a range into one answer exists where the API declares it (docs/API-CONTRACT.md §9)
  if (endpoint.parameters.has('combine_periods')) {
    const box = element('input', { type: 'checkbox', id: 'combine-periods' });
    box.checked = state.parameters.get('combine_periods') === 'true';
    box.addEventListener('change', () =>
      onChange({ parameters: [['combine_periods', box.checked ? 'true' : undefined]] }),
    );
    fields.push(field('Combine the periods', box, ['combine_periods']));
  }
  return fields;
}

/**
 * Sort column and order. The API sorts one period, or several combined (a range otherwise answers a 400):
 * over a range the two are disabled and say why, so the form never builds a refused request.
 */
function sortFields(
  state: ViewState,
  returned: readonly string[],
  onChange: (changes: BreakdownChanges) => void,
): HTMLElement[] {
  const sortable = returned.filter((v) => v !== '' && v !== BY_TOTAL);
  const applies = sortApplies(state);
  const why = applies
    ? []
    : [hint('sort-hint', 'Sorting applies to one period, or to the periods combined.')];
  const sortBy = select(
    'sort-by',
    [{ value: '', label: '(first metric)' }, ...labelledOptions(sortable, metricLabel)],
    state.parameters.get('sort_by') ?? '',
    (value) => onChange({ parameters: [['sort_by', value]] }),
  );
  const order = select(
    'sort-order',
    [
      { value: '', label: '(largest first)' },
      { value: 'desc', label: 'largest first' },
      { value: 'asc', label: 'smallest first' },
    ],
    state.parameters.get('sort_order') ?? '',
    (value) => onChange({ parameters: [['sort_order', value]] }),
  );
  for (const control of [sortBy, order]) {
    control.disabled = !applies;
    if (!applies) control.setAttribute('aria-describedby', 'sort-hint');
  }
  return [field('Sort by', sortBy, ['sort_by'], ...why), field('Order', order, ['sort_order'])];
}
