/**
 * A problem document from the API, shown where the user can act on it: each error beside the field that edits
 * the parameter it names (the document's title and the error's message), and the title and detail above the
 * results.
 */
import type { Problem } from './api-client.js';
import { element } from './form/fields.js';

function fieldFor(form: HTMLElement, parameter: string): HTMLElement | undefined {
  for (const candidate of form.querySelectorAll<HTMLElement>('[data-parameters]')) {
    if ((candidate.dataset.parameters ?? '').split(' ').includes(parameter)) return candidate;
  }
  return undefined;
}

export function clearProblems(form: HTMLElement, summary: HTMLElement): void {
  for (const slot of form.querySelectorAll('.problem')) slot.replaceChildren();
  for (const marked of form.querySelectorAll('[aria-invalid]')) marked.removeAttribute('aria-invalid');
  summary.replaceChildren();
  summary.hidden = true;
}

export function showProblem(form: HTMLElement, summary: HTMLElement, problem: Problem): void {
  clearProblems(form, summary);
  summary.hidden = false;
  summary.append(
    element('strong', { class: 'problem-title' }, problem.title),
    ...(problem.detail === undefined
      ? []
      : [' ', element('span', { class: 'problem-detail' }, problem.detail)]),
  );
  for (const error of problem.errors ?? []) {
    const target = error.parameter === undefined ? undefined : fieldFor(form, error.parameter);
    const slot = target?.querySelector('.problem');
    if (target === undefined || slot == null) continue;
    target.querySelector('input, select')?.setAttribute('aria-invalid', 'true');
    slot.append(
      element(
        'span',
        { class: 'problem-item', 'data-parameter': error.parameter ?? '' },
        element('strong', {}, `${problem.title}: `),
        error.message,
      ),
    );
  }
}
