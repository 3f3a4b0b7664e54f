/** The metrics to request, as checkboxes in the API's order; none checked means the base metrics. */
import type { EndpointInfo } from '../api-description.js';
import { metricLabel } from '../format.js';
import { element } from './fields.js';

export function metricField(
  endpoint: EndpointInfo,
  requested: string | undefined,
  onChange: (metrics: string | undefined) => void,
): HTMLElement {
  const checked = new Set(requested === undefined ? endpoint.baseMetrics : requested.split(','));
  const boxes = endpoint.metrics.map((metric) => {
    const box = element('input', { type: 'checkbox', id: `metric-${metric}`, value: metric });
    box.checked = checked.has(metric);
    box.addEventListener('change', () => {
      const chosen = endpoint.metrics.filter((m) => (m === metric ? box.checked : checked.has(m)));
      onChange(chosen.length === 0 ? undefined : chosen.join(','));
    });
    const description = endpoint.metricInfo.get(metric)?.description ?? '';
    return element('label', { class: 'check', title: description }, box, metricLabel(metric));
  });
  const problem = element('p', { class: 'problem', id: 'metrics-problem', 'aria-live': 'polite' });
  return element(
    'fieldset',
    { class: 'field metrics', 'data-parameters': 'metrics', 'aria-describedby': problem.id },
    element('legend', {}, requested === undefined ? 'Metrics (base metrics)' : 'Metrics'),
    element('div', { class: 'checks' }, ...boxes),
    problem,
  );
}
