/** The query form: every control writes the view's state, which is the page URL and the API request. */
import { cityMarketParameter, type ApiDescription } from '../api-description.js';
import type { CoverageTable } from '../coverage.js';
import { datasetOf, loadedPeriodsOf, switchEndpoint } from '../defaults.js';
import { PERIOD_PARAMETERS } from '../periods.js';
import { lastPeriodCounts, type ValueCount } from '../value-counts.js';
import { withParameters, type ViewState } from '../view-state.js';
import { breakdownFields } from './breakdown-fields.js';
import { areaLabel } from '../format.js';
import { element, field, hint, labelledOptions, plainOptions, select } from './fields.js';
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
  /** A filter just added that has no value yet. */
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
  if (datasets !== undefined) {
    fields.push(
      field(
        'Dataset',
        select('dataset', plainOptions(datasets), datasetOf(state, endpoint), (dataset) =>
          onState(switchEndpoint(state, { dataset }, api, tables)),
        ),
        ['dataset'],
      ),
    );
  }
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
