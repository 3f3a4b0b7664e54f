/**
 * Every other parameter the endpoint accepts (filters and options), as name/value rows: the list comes from
 * `/openapi.json`, so a filter added to the catalog is offered here at once. A filter on carriers or airports
 * suggests its values by name with their counts (`value-counts.ts`) once it has the focus.
 */
import type { EndpointInfo, ParameterInfo } from '../api-description.js';
import type { ValueCount } from '../value-counts.js';
import { element, field, plainOptions, select } from './fields.js';

/** The values a free-text filter may suggest, with their counts (none: no suggestions). */
export type SuggestValues = (name: string) => Promise<readonly ValueCount[]> | undefined;

function valueControl(
  parameter: ParameterInfo,
  value: string,
  suggest: SuggestValues,
  onChange: (value: string | undefined) => void,
): [HTMLElement, ...HTMLElement[]] {
  const id = `parameter-${parameter.name}`;
  const values = parameter.type === 'boolean' ? ['true', 'false'] : parameter.values;
  if (values !== undefined) {
    const known = values.includes(value) ? values : [value, ...values];
    return [select(id, plainOptions(known), value, onChange)];
  }
  const list = element('datalist', { id: `${id}-suggestions` });
  const input = element('input', { id, name: id, type: 'text', value, spellcheck: 'false', list: list.id });
  input.addEventListener('change', () => onChange(input.value.trim()));
  input.addEventListener(
    'focus',
    () =>
      void suggest(parameter.name)?.then((counts) =>
        list.replaceChildren(
          ...counts.map((c) => element('option', { value: c.code }, `${c.name} · ${c.count}`)),
        ),
      ),
    { once: true },
  );
  return [input, list];
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
  suggest: SuggestValues,
  onChange: (name: string, value: string | undefined, pending?: string) => void,
): HTMLElement {
  const shown = [...parameters.keys()].filter((name) => !handled.has(name));
  if (pending !== undefined && !shown.includes(pending)) shown.push(pending);
  const rows = shown.map((name) => {
    const info = endpoint.parameters.get(name) ?? { name, description: '', type: 'string' as const };
    const [control, ...extra] = valueControl(info, parameters.get(name) ?? '', suggest, (value) =>
      onChange(name, value),
    );
    const remove = element(
      'button',
      { type: 'button', class: 'remove', 'aria-label': `remove ${name}` },
      '×',
    );
    remove.addEventListener('click', () => onChange(name, undefined));
    const row = field(name.replaceAll('_', ' '), control, [name], ...extra, remove);
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
      // the filter just added takes the focus, and a phone keeps the form open for its value (main.ts)
      onChange(name, value === '' ? undefined : value, name);
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
