/**
 * The explorer page: reads the API's own description (`/openapi.json`) and coverage, then renders the view
 * its URL names, makes the one API request that view stands for, and draws the answer.
 */
import { answerCityMarkets } from './answers.js';
import { describeApi, VIEWS, type ApiDescription } from './api-description.js';
import { getJson } from './api-client.js';
import type { CoverageTable } from './coverage.js';
import { completeState, DEFAULT_AREA, switchEndpoint } from './defaults.js';
import { element } from './form/fields.js';
import { renderForm } from './form/form.js';
import { clearProblems, showProblem } from './problems.js';
import { groupTrend, nextQuestions } from './next-questions.js';
import { renderRequestPanel } from './request-panel.js';
import { csvFileName } from './summary.js';
import { apiRequestOf, searchOf, stateFromSearch, type ViewState } from './view-state.js';

const byId = <T extends HTMLElement>(id: string): T => {
  const node = document.getElementById(id);
  if (node === null) throw new Error(`explorer page: no #${id}`);
  return node as T;
};

const page = {
  summary: byId<HTMLElement>('summary'),
  views: byId<HTMLElement>('views'),
  form: byId<HTMLFormElement>('controls'),
  request: byId<HTMLElement>('request'),
  problem: byId<HTMLElement>('problem'),
  status: byId<HTMLElement>('status'),
  charts: byId<HTMLElement>('charts'),
  map: byId<HTMLElement>('map'),
  table: byId<HTMLElement>('table'),
};

let current: AbortController | undefined;

/** Phones: the form folds behind "Edit" so the results come first. */
function setUpEditToggle(): void {
  const toggle = byId<HTMLButtonElement>('edit-toggle');
  toggle.addEventListener('click', () => {
    const open = toggle.getAttribute('aria-expanded') !== 'true';
    toggle.setAttribute('aria-expanded', String(open));
    document.body.classList.toggle('editing', open);
    if (open) page.form.querySelector<HTMLElement>('select, input')?.focus();
  });
  page.form.addEventListener('submit', (event) => event.preventDefault());
  // a link among the results (a next question, show more) opens a new answer: the form folds again, so a
  // phone shows that answer first
  page.summary.addEventListener('click', (event) => {
    if ((event.target as Element).closest('a[href^="?"]') === null) return;
    toggle.setAttribute('aria-expanded', 'false');
    document.body.classList.remove('editing');
  });
  const copy = byId<HTMLButtonElement>('copy-link');
  copy.addEventListener('click', () => {
    const done = () => (copy.textContent = 'Link copied');
    void navigator.clipboard?.writeText(location.href).then(done, done);
  });
}
/** The charts (Plot, the map) load while the page asks the API for its description and coverage. */
const drawing = import('./draw.js');

function renderViewLinks(
  state: ViewState,
  api: ApiDescription,
  tables: readonly CoverageTable[],
  go: Go,
): void {
  page.views.replaceChildren(
    ...VIEWS.map((view) => {
      const target = view === state.view ? state : switchEndpoint(state, { view }, api, tables);
      const link = element(
        'a',
        { href: searchOf(target), id: `view-${view}` },
        view === 'route' ? 'Route' : 'Breakdown',
      );
      if (view === state.view) link.setAttribute('aria-current', 'page');
      link.addEventListener('click', (event) => {
        event.preventDefault();
        go(target);
      });
      return link;
    }),
  );
}

async function load(
  state: ViewState,
  api: ApiDescription,
  tables: readonly CoverageTable[],
  go: Go,
  again: () => void,
): Promise<void> {
  current?.abort();
  const controller = new AbortController();
  current = controller;
  const request = apiRequestOf(state);
  renderRequestPanel(page.request, request, csvFileName(`${state.area} ${state.view} ${request}`), again);
  clearProblems(page.form, page.problem);
  page.status.textContent = 'Loading…';
  document.body.dataset.state = 'loading';
  const answer = await getJson(request, controller.signal);
  if (controller.signal.aborted) return;
  page.status.textContent = '';
  if (answer.ok) {
    const { drawAnswer } = await drawing;
    const endpoint = api.endpoint(state.area, state.view);
    const described = {
      metricInfo: endpoint?.metricInfo ?? new Map(),
      dimensionInfo: endpoint?.dimensionInfo ?? new Map(),
    };
    const questions = nextQuestions(state, api, tables, answerCityMarkets(answer.body));
    const trendOf = (dimension: string, value: string) => groupTrend(state, api, tables, dimension, value);
    await drawAnswer(page, state, answer.body, controller.signal, described, go, questions, trendOf);
    if (controller.signal.aborted) return;
  } else {
    for (const output of [page.summary, page.charts, page.map, page.table]) output.replaceChildren();
    showProblem(page.form, page.problem, answer.problem);
  }
  document.body.dataset.state = answer.ok ? 'ready' : 'problem';
}

type Go = (next: ViewState, pending?: string) => void;

async function boot(): Promise<void> {
  setUpEditToggle();
  const [document_, coverage] = await Promise.all([getJson('/openapi.json'), getJson('/support/coverage')]);
  if (!document_.ok) throw new Error(`the API description is unavailable: ${document_.problem.title}`);
  const api = describeApi(document_.body);
  const tables = coverage.ok ? ((coverage.body as { tables: CoverageTable[] }).tables ?? []) : [];
  const render = (state: ViewState, pending?: string): void => {
    const focused = document.activeElement?.id;
    renderViewLinks(state, api, tables, go);
    renderForm(page.form, { api, tables, state, ...(pending === undefined ? {} : { pending }), onState: go });
    // focus stays on the control that changed the view; a filter just added takes it
    const focus = pending === undefined ? focused : `parameter-${pending}`;
    if (focus) document.getElementById(focus)?.focus();
    void load(state, api, tables, go, () => render(state)).catch((error: unknown) => {
      if (!(error instanceof DOMException && error.name === 'AbortError')) throw error;
    });
  };
  // a change that leaves the view as it is (a field set to its own value, twice the same event) asks nothing again
  const go: Go = (next, pending) => {
    if (searchOf(next) === location.search && pending === undefined) return;
    history.pushState(null, '', searchOf(next));
    render(next, pending);
  };
  const fromUrl = () => completeState(stateFromSearch(location.search, DEFAULT_AREA), api, tables);
  const first = fromUrl();
  history.replaceState(null, '', searchOf(first));
  window.addEventListener('popstate', () => render(fromUrl()));
  render(first);
}

boot().catch((error: unknown) => {
  page.status.textContent = `The explorer could not start: ${String(error)}`;
  document.body.dataset.state = 'failed';
});
