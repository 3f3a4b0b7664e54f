/**
 * Every other parameter the endpoint accepts (filters and options), as name/value rows: the list comes from
 * `/openapi.json`, so a filter added to the catalog is offered here at once.
 */
import type { EndpointInfo, ParameterInfo } from '../api-description.js';
import { element, field, plainOptions, select } from './fields.js';

function valueControl(
  parameter: ParameterInfo,
  value: string,
  onChange: (value: string | undefined) => void,
): HTMLElement {
  const id = `parameter-${parameter.name}`;
  const values = parameter.type === 'boolean' ? ['true', 'false'] : parameter.values;
  if (values !== undefined) {
    const known = values.includes(value) ? values : [value, ...values];
    return select(id, plainOptions(known), value, onChange);
  }
  const input = element('input', { id, name: id, type: 'text', value, spellcheck: 'false' });
  input.addEventListener('change', () => onChange(input.value.trim()));
  return input;
}

function defaultValue(parameter: ParameterInfo): string {
  if (parameter.type === 'boolean') return 'true';
  return parameter.values?.[0] ?? '';
}

export function otherParameterFields(
  parameters: ReadonlyMap<string, string>,
  endpoint: EndpointInfo,
  handled: ReadonlySet<string>,
  pending: string | undefined,
  onChange: (name: string, value: string | undefined, pending?: string) => void,
): HTMLElement {
  const shown = [...parameters.keys()].filter((name) => !handled.has(name));
  if (pending !== undefined && !shown.includes(pending)) shown.push(pending);
  const rows = shown.map((name) => {
    const info = endpoint.parameters.get(name) ?? { name, description: '', type: 'string' as const };
    const control = valueControl(info, parameters.get(name) ?? '', (value) => onChange(name, value));
    const remove = element(
      'button',
      { type: 'button', class: 'remove', 'aria-label': `remove ${name}` },
      '×',
    );
    remove.addEventListener('click', () => onChange(name, undefined));
    const row = field(name.replaceAll('_', ' '), control, [name], remove);
    row.title = info.description;
    return row;
  });
  const addable = [...endpoint.parameters.values()].filter(
    (p) => !handled.has(p.name) && !shown.includes(p.name),
  );
  const add = select(
    'add-parameter',
    [
      { value: '', label: 'Add a filter or option…' },
      ...addable.map((p) => ({ value: p.name, label: p.name })),
    ],
    '',
    (name) => {
      const info = endpoint.parameters.get(name);
      if (info === undefined) return;
      const value = defaultValue(info);
      onChange(name, value === '' ? undefined : value, value === '' ? name : undefined);
    },
  );
  return element(
    'fieldset',
    { class: 'others' },
    element('legend', {}, 'Filters and options'),
    ...rows,
    element('label', { for: add.id, class: 'visually-hidden' }, 'Add a filter or option'),
    add,
  );
}
