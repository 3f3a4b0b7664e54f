/**
 * The explorer page: reads the API's own description (`/openapi.json`) and coverage, then renders the view
 * its URL names, makes the one API request that view stands for, and draws the answer.
 */
import { answerCityMarkets } from './answers.js';
import { describeApi, VIEWS, type ApiDescription, type View } from './api-description.js';
import { getJson } from './api-client.js';
import { tableOf, type CoverageTable } from './coverage.js';
import { admissible, completeState, datasetOf, DEFAULT_AREA, otherView } from './defaults.js';
import { headline } from './headline.js';
import { syntheticNotice } from './synthetic.js';
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
  output: byId<HTMLElement>('output'),
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

/** The last view of each kind shown in this page (the Route tab goes back to the route last seen). */
const lastOfView = new Map<View, ViewState>();

function renderViewLinks(
  state: ViewState,
  api: ApiDescription,
  tables: readonly CoverageTable[],
  go: Go,
): void {
  lastOfView.set(state.view, state);
  page.views.replaceChildren(
    ...VIEWS.map((view) => {
      const target = view === state.view ? state : otherView(state, view, lastOfView.get(view), api, tables);
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

/** A notice above the results when the answer is made of generated (synthetic) periods. */
function syntheticNotices(body: unknown, tables: readonly CoverageTable[], state: ViewState): HTMLElement[] {
  const dataset = datasetOf(state, service?.api.endpoint(state.area, state.view));
  const text = syntheticNotice(body, tables, tableOf(state.area, dataset === '' ? 'db1b' : dataset));
  return text === undefined ? [] : [element('p', { class: 'synthetic', id: 'synthetic' }, text)];
}

/** What is being asked, for the status while it loads: `On-time performance, ORD → LAX`. */
const loadingHeadline = (state: ViewState): string =>
  headline(state, {
    metric: state.parameters.get('metrics')?.split(',')[0] ?? '',
    by: (state.parameters.get('by') ?? '').split(',').filter((d) => d !== '' && d !== 'total'),
    periods: [],
  });

/** Phones: after an answer to a change made in the form, the form folds so the answer shows first. */
function foldFormOnPhone(): void {
  if (!document.body.classList.contains('editing') || !matchMedia('(max-width: 800px)').matches) return;
  document.body.classList.remove('editing');
  const toggle = byId<HTMLButtonElement>('edit-toggle');
  toggle.setAttribute('aria-expanded', 'false');
  if (page.form.contains(document.activeElement)) toggle.focus();
  page.summary.scrollIntoView({ block: 'start' });
}

/** While a view loads: the old answer dims (`aria-busy`) and the status says what is asked. */
function showLoading(headline: string): void {
  page.status.textContent = `Loading: ${headline}…`;
  document.body.dataset.state = 'loading';
  page.output.setAttribute('aria-busy', 'true');
}

/**
 * Asks for the view and draws it; `fold`: on a phone the form folds once it is drawn (not when a filter was just
 * added: the reader is still choosing its value).
 */
async function load(state: ViewState, context: PageContext, again: () => void, fold: boolean): Promise<void> {
  const { api, tables, go } = context;
  current?.abort();
  const controller = new AbortController();
  current = controller;
  const request = apiRequestOf(state);
  renderRequestPanel(page.request, request, csvFileName(`${state.area} ${state.view} ${request}`), again);
  clearProblems(page.form, page.problem);
  showLoading(loadingHeadline(state));
  const answer = await getJson(request, controller.signal);
  if (controller.signal.aborted) return;
  if (answer.ok) {
    const { drawAnswer } = await drawing;
    if (controller.signal.aborted) return;
    const endpoint = api.endpoint(state.area, state.view);
    const described = {
      metricInfo: endpoint?.metricInfo ?? new Map(),
      dimensionInfo: endpoint?.dimensionInfo ?? new Map(),
    };
    const questions = nextQuestions(state, api, tables, answerCityMarkets(answer.body));
    const trendOf = (dimension: string, value: string) => groupTrend(state, api, tables, dimension, value);
    await drawAnswer(page, state, answer.body, controller.signal, described, go, questions, trendOf);
    if (controller.signal.aborted) return;
    page.summary.querySelector('#headline')?.after(...syntheticNotices(answer.body, tables, state));
  } else {
    for (const output of [page.summary, page.charts, page.map, page.table]) output.replaceChildren();
    showProblem(page.form, page.problem, answer.problem);
  }
  page.status.textContent = '';
  page.output.removeAttribute('aria-busy');
  document.body.dataset.state = answer.ok ? 'ready' : 'problem';
  if (answer.ok && fold) foldFormOnPhone();
}

type Go = (next: ViewState, pending?: string) => void;

interface PageContext {
  readonly api: ApiDescription;
  readonly tables: readonly CoverageTable[];
  readonly go: Go;
}

/** The API's description and what is loaded: asked again when an API key is typed (coverage needs one). */
async function describeService(): Promise<Omit<PageContext, 'go'>> {
  const [document_, coverage] = await Promise.all([getJson('/openapi.json'), getJson('/support/coverage')]);
  if (!document_.ok) throw new Error(`the API description is unavailable: ${document_.problem.title}`);
  const tables = coverage.ok ? ((coverage.body as { tables: CoverageTable[] }).tables ?? []) : [];
  return { api: describeApi(document_.body), tables };
}

let service: Omit<PageContext, 'go'> | undefined;

function render(state: ViewState, pending?: string): void {
  if (service === undefined) return;
  const context = { ...service, go };
  const focused = document.activeElement?.id;
  renderViewLinks(state, context.api, context.tables, go);
  renderForm(page.form, {
    api: context.api,
    tables: context.tables,
    state,
    ...(pending === undefined ? {} : { pending }),
    onState: go,
  });
  // focus stays on the control that changed the view; a filter just added takes it
  const focus = pending === undefined ? focused : `parameter-${pending}`;
  if (focus) document.getElementById(focus)?.focus();
  void load(state, context, () => void restart(), pending === undefined).catch((error: unknown) => {
    if (!(error instanceof DOMException && error.name === 'AbortError')) throw error;
  });
}

/** Every change to the view: made acceptable to the API, then the URL, then drawn. */
function go(next: ViewState, pending?: string): void {
  const accepted = admissible(next);
  // a change that leaves the view as it is (a field set to its own value, twice the same event) asks nothing again
  if (searchOf(accepted) === location.search && pending === undefined) return;
  history.pushState(null, '', searchOf(accepted));
  render(accepted, pending);
}

const fromUrl = (): ViewState | undefined =>
  service === undefined
    ? undefined
    : completeState(stateFromSearch(location.search, DEFAULT_AREA), service.api, service.tables);

/** Reads the service's description and coverage (again after a key is typed) and draws the URL's view. */
async function restart(): Promise<void> {
  service = await describeService();
  const first = fromUrl();
  if (first === undefined) return;
  history.replaceState(null, '', searchOf(first));
  render(first);
}

async function boot(): Promise<void> {
  setUpEditToggle();
  window.addEventListener('popstate', () => {
    const state = fromUrl();
    if (state !== undefined) render(state);
  });
  await restart();
}

boot().catch((error: unknown) => {
  page.status.textContent = `The explorer could not start: ${String(error)}`;
  document.body.dataset.state = 'failed';
});
