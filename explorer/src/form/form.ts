/** The query form: every control writes the view's state, which is the page URL and the API request. */
import { cityMarketParameter, type ApiDescription } from '../api-description.js';
import type { CoverageTable } from '../coverage.js';
import { datasetOf, loadedPeriodsOf, switchEndpoint } from '../defaults.js';
import { PERIOD_PARAMETERS } from '../periods.js';
import { lastPeriodCounts, type ValueCount } from '../value-counts.js';
import { withParameters, type ViewState } from '../view-state.js';
import { breakdownFields } from './breakdown-fields.js';
import { areaLabel } from '../format.js';
import { element, field, hint, labelledOptions, select } from './fields.js';
import { metricField } from './metric-field.js';
import { otherParameterFields } from './other-parameters.js';
import { periodFields } from './period-fields.js';
import { routeEndField } from './route-end-field.js';

/** Parameters with their own control; every other one is a row of "Filters and options". */
const HANDLED = new Set<string>([
  'origin',
  'destination',
  cityMarketParameter('origin'),
  cityMarketParameter('destination'),
  'dataset',
  'by',
  'sort_by',
  'sort_order',
  'combine_periods',
  'metrics',
  'format',
  'compare',
  ...PERIOD_PARAMETERS,
]);

export interface FormContext {
  readonly api: ApiDescription;
  readonly tables: readonly CoverageTable[];
  readonly state: ViewState;
  /** A filter just added (with or without a value): its field shows and takes the focus. */
  readonly pending?: string;
  readonly onState: (next: ViewState, pending?: string) => void;
}

/**
 * A filter that is also a dimension of the endpoint (carriers, airports): its values with their counts over
 * the last loaded period, in the endpoint's first additive base metric.
 */
function filterValueCounts(context: FormContext, name: string): Promise<ValueCount[]> | undefined {
  const { api, tables, state } = context;
  const endpoint = api.endpoint(state.area, 'breakdown');
  if (endpoint === undefined || !endpoint.dimensions.includes(name)) return undefined;
  const metric =
    endpoint.baseMetrics.find((m) => endpoint.metricInfo.get(m)?.additive === true) ??
    endpoint.baseMetrics[0];
  if (metric === undefined) return undefined;
  const dataset = endpoint.parameters.has('dataset') ? datasetOf(state, endpoint) : undefined;
  return lastPeriodCounts(tables, {
    area: state.area,
    dimension: name,
    metric,
    unit: endpoint.metricInfo.get(metric)?.unit,
    ...(dataset === undefined ? {} : { dataset }),
  });
}

/** DB1B and DB1C in words: what each survey is, its grain, its years and its sample (API-CONTRACT §1). */
const DATASETS: Readonly<Record<string, { label: string; words: string }>> = {
  db1b: {
    label: 'DB1B: quarters, to 2025 Q2',
    words:
      'DB1B: the survey until June 2025, by quarter (to 2025 Q2), from a 10% sample of tickets (1 in 10).',
  },
  db1c: {
    label: 'DB1C: months, from July 2025',
    words:
      'DB1C: the survey since July 2025, by month, from a 40% sample of tickets: its counts are about four times DB1B’s for the same travel (the API’s normalize_to_db1b divides them by 4).',
  },
};

function datasetField(datasets: readonly string[], context: FormContext): HTMLElement {
  const { api, tables, state, onState } = context;
  const chosen = datasetOf(state, api.endpoint(state.area, state.view));
  const options = datasets.map((value) => ({ value, label: DATASETS[value]?.label ?? value }));
  return field(
    'Ticket dataset',
    select('dataset', options, chosen, (dataset) => onState(switchEndpoint(state, { dataset }, api, tables))),
    ['dataset'],
    hint('dataset-hint', DATASETS[chosen]?.words ?? ''),
  );
}

export function renderForm(form: HTMLFormElement, context: FormContext): void {
  const { api, tables, state, onState } = context;
  const endpoint = api.endpoint(state.area, state.view);
  const set = (changes: Array<[string, string | undefined]>) => onState(withParameters(state, changes));
  const fields: HTMLElement[] = [
    field(
      'Area',
      select('area', labelledOptions(api.areas, areaLabel), state.area, (area) =>
        onState(switchEndpoint(state, { area }, api, tables)),
      ),
      [],
      hint('area-hint', endpoint?.summary ?? ''),
    ),
  ];
  if (endpoint === undefined) {
    form.replaceChildren(...fields);
    return;
  }
  const datasets = endpoint.parameters.get('dataset')?.values;
  if (datasets !== undefined) fields.push(datasetField(datasets, context));
  for (const end of ['origin', 'destination'] as const) {
    fields.push(routeEndField(end, state, endpoint, tables, set));
  }
  fields.push(...periodFields(state, loadedPeriodsOf(state, api, tables), set));
  if (state.view === 'breakdown') {
    fields.push(
      ...breakdownFields(state, endpoint, (changes) =>
        onState({
          ...withParameters(state, changes.parameters ?? []),
          layout: changes.layout ?? state.layout,
        }),
      ),
    );
  }
  fields.push(
    metricField(endpoint, state.parameters.get('metrics'), (metrics) => set([['metrics', metrics]])),
  );
  if (endpoint.parameters.has('compare')) {
    const box = element('input', { type: 'checkbox', id: 'compare' });
    box.checked = state.parameters.get('compare') === 'previous_year';
    box.addEventListener('change', () => set([['compare', box.checked ? 'previous_year' : undefined]]));
    fields.push(
      field(
        'Compare with the year before',
        box,
        ['compare'],
        hint('compare-hint', 'dashed line and change %'),
      ),
    );
  }
  fields.push(
    otherParameterFields(
      state.parameters,
      endpoint,
      HANDLED,
      context.pending,
      (name) => filterValueCounts(context, name),
      (name, value, pending) => onState(withParameters(state, [[name, value]]), pending),
    ),
  );
  form.replaceChildren(...fields);
}
