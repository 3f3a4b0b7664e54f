/** Small DOM helpers for the form: a labelled field that problem messages attach to, and selects. */

/** Creates an element with attributes and children. */
export function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Readonly<Record<string, string>> = {},
  ...children: Array<Node | string>
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  node.append(...children);
  return node;
}

/**
 * A field: label, control and a slot for the problems the API reports about the parameters it edits
 * (`data-parameters`, space-separated), shown beside it.
 */
export function field(
  label: string,
  control: HTMLElement,
  parameters: readonly string[],
  ...extra: HTMLElement[]
): HTMLElement {
  const problem = element('p', { class: 'problem', 'aria-live': 'polite' });
  if (control.id !== '') problem.id = `${control.id}-problem`;
  const described = [control.getAttribute('aria-describedby'), problem.id].filter(
    (id) => id !== null && id !== '',
  );
  control.setAttribute('aria-describedby', described.join(' '));
  return element(
    'div',
    { class: 'field', 'data-parameters': parameters.join(' ') },
    element('label', { for: control.id }, label),
    control,
    ...extra,
    problem,
  );
}

export interface Option {
  readonly value: string;
  readonly label: string;
}

export function select(
  id: string,
  options: readonly Option[],
  selected: string,
  onChange: (value: string) => void,
): HTMLSelectElement {
  const node = element('select', { id, name: id });
  for (const option of options) {
    const item = element('option', { value: option.value }, option.label);
    item.selected = option.value === selected;
    node.append(item);
  }
  node.addEventListener('change', () => onChange(node.value));
  return node;
}

export const plainOptions = (values: readonly string[]): Option[] =>
  values.map((value) => ({ value, label: value.replaceAll('_', ' ') }));

/** Options labelled for people (`avg_fare` -> `Average fare`). */
export const labelledOptions = (values: readonly string[], label: (value: string) => string): Option[] =>
  values.map((value) => ({ value, label: label(value) }));

/** A one-line description under a control (what the chosen area, dimension or metric is). */
export const hint = (id: string, text: string): HTMLElement => element('p', { class: 'hint', id }, text);
