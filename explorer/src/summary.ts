/**
 * Results first: the view's headline (also the tab title), then what a reader must know before the chart:
 * how many groups of how many are shown (with "show more" and a CSV of all the rows the API gives), the
 * periods asked for but not loaded, nothing matched, and the change on a year before.
 */
import { csvUrl, downloadLink } from './api-client.js';
import type { AnswerPeriods, BreakdownAnswer, MetricValue, RouteAnswer } from './answers.js';
import type { MetricInfo } from './api-description.js';
import { formatChange, formatValue, metricLabel } from './format.js';
import { element } from './form/fields.js';
import { headline, humanPeriod, periodsText, placeText } from './headline.js';
import { wholeSets } from './metric-parts.js';
import type { NextQuestion } from './next-questions.js';
import { apiRequestOf, searchOf, withParameters, type ViewState } from './view-state.js';

/** The API's largest `limit` for one period (or combined) and for several periods (docs/API-CONTRACT.md §4). */
const MAX_LIMIT = { single: 100, multi: 50 } as const;

/** What the records of an area are, for "no flights matched". */
const recordsOf = (area: string): string => (area.startsWith('tickets') ? 'tickets' : 'flights');

/** A file name that says what the view is: `passengers-by-carrier-BOS-LAX-2025-Q2.csv`. */
export function csvFileName(text: string): string {
  const slug = text
    .replace('→', '-')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase()
    .slice(0, 120);
  return `${slug === '' ? 'atss' : slug}.csv`;
}

function periodNotes(answer: AnswerPeriods): HTMLElement[] {
  const notes: HTMLElement[] = [];
  if (answer.missing.length > 0)
    notes.push(
      element(
        'p',
        { class: 'note', id: 'missing-periods' },
        `Not loaded, so not shown: ${answer.missing.map(humanPeriod).join(', ')}.`,
      ),
    );
  if (answer.missingComparison.length > 0)
    notes.push(
      element(
        'p',
        { class: 'note', id: 'missing-comparison' },
        `No data a year before ${answer.missingComparison.length === 1 ? 'for' : 'for these'}: ${answer.missingComparison
          .map(humanPeriod)
          .join(', ')} (no change shown).`,
      ),
    );
  return notes;
}

function truncationNote(state: ViewState, answer: BreakdownAnswer, go: Go, fileName: string): HTMLElement[] {
  const groups = answer.by.map((d) => metricLabel(d).toLowerCase()).join(' and ');
  const periods = answer.multiPeriod ? ` in each of ${answer.periods.length} periods` : '';
  const csv = () => downloadLink(csvUrl(apiRequestOf(state)), fileName, 'download CSV', 'download-all');
  if (answer.by.length === 0) {
    const each = answer.multiPeriod ? `one per period, ${answer.periods.length} periods` : 'one';
    return [
      element('p', { class: 'note', id: 'truncation' }, `Totals of every record matched (${each}) · `, csv()),
    ];
  }
  if (!answer.truncated) {
    const shown = answer.multiPeriod
      ? new Set(answer.rows.map((row) => JSON.stringify(row.keys))).size
      : answer.count;
    return [
      element('p', { class: 'note', id: 'truncation' }, `All ${shown} ${groups} groups${periods} · `, csv()),
    ];
  }
  const max = answer.multiPeriod ? MAX_LIMIT.multi : MAX_LIMIT.single;
  const total = answer.multiPeriod ? undefined : answer.totalCount;
  const all = Math.min(total ?? max, max);
  const more = withParameters(state, [['limit', String(Math.min(all, answer.limit * 2))]]);
  const allRows = withParameters(state, [['limit', String(all)]]);
  const showMore = element('a', { href: searchOf(more), id: 'show-more' }, 'show more');
  showMore.addEventListener('click', (event) => {
    event.preventDefault();
    go(more);
  });
  const download = downloadLink(
    csvUrl(apiRequestOf(allRows)),
    fileName,
    total !== undefined && all >= total ? 'download all rows' : `download the top ${all} (the API's most)`,
    'download-all',
  );
  const of = total === undefined ? '' : ` of ${total}`;
  return [
    element(
      'p',
      { class: 'note', id: 'truncation' },
      `Top ${answer.limit}${of} ${groups} groups${periods} · `,
      ...(answer.limit < all ? [showMore, ' · '] : []),
      download,
    ),
  ];
}

/** A metric's change on the year before in words; what is missing is said, never "— on —". */
function changeText(value: MetricValue | undefined, unit: string | undefined): string {
  const previous = value?.previous;
  if (previous === null || previous === undefined) return '(no value a year before to compare)';
  if (value?.value === null || value?.value === undefined)
    return `(no value now; ${formatValue(previous, unit)} a year before)`;
  if (value.change_pct === null || value.change_pct === undefined)
    return `(${formatValue(previous, unit)} a year before)`;
  return `(${formatChange(value.change_pct)} on ${formatValue(previous, unit)} a year before)`;
}

/** Route view with compare: each metric's last value and its change on a year before. */
function changeNotes(answer: RouteAnswer, info: ReadonlyMap<string, MetricInfo>): HTMLElement[] {
  const last = answer.points.at(-1);
  if (!answer.compared || last === undefined) return [];
  const items = answer.metrics.map((metric) => {
    const value = last.values[metric];
    const unit = info.get(metric)?.unit;
    return element(
      'li',
      { 'data-metric': metric },
      `${metricLabel(metric)}: ${formatValue(value?.value, unit)} `,
      element(
        'span',
        { class: 'change', 'data-change': String(value?.change_pct ?? null) },
        changeText(value, unit),
      ),
    );
  });
  return [
    element('p', { class: 'note' }, `${humanPeriod(last.label)} against a year before:`),
    element('ul', { class: 'changes', id: 'changes' }, ...items),
  ];
}

type Go = (next: ViewState) => void;

/** The next questions as links (each a URL; followed without a page load). */
function questionLinks(questions: readonly NextQuestion[], go: Go): HTMLElement[] {
  if (questions.length === 0) return [];
  const links = questions.map((question) => {
    const link = element('a', { href: searchOf(question.state), id: question.id }, question.label);
    link.addEventListener('click', (event) => {
      event.preventDefault();
      go(question.state);
    });
    return element('li', {}, link);
  });
  return [element('nav', { class: 'next', 'aria-label': 'Next questions' }, element('ul', {}, ...links))];
}

function nothingMatched(state: ViewState, answer: RouteAnswer | BreakdownAnswer): boolean {
  if ('rows' in answer) return answer.rows.length === 0;
  return answer.points.every((point) =>
    answer.metrics.every((metric) => {
      const value = point.values[metric]?.value;
      return value === null || value === undefined || value === 0;
    }),
  );
}

export function renderSummary(
  container: HTMLElement,
  state: ViewState,
  answer: RouteAnswer | BreakdownAnswer,
  info: ReadonlyMap<string, MetricInfo>,
  go: Go,
  questions: readonly NextQuestion[],
): void {
  const breakdown = 'rows' in answer ? answer : undefined;
  // a metric drawn with the other parts of its whole (the delay causes) is named by that whole
  const chartMetric = breakdown?.chartMetric ?? '';
  const whole = wholeSets(info, answer.metrics).find((set) => set.metrics.includes(chartMetric));
  const text = headline(state, {
    metric: whole?.of ?? chartMetric,
    by: breakdown?.by ?? [],
    periods: answer.periods,
    cityMarkets: answer.cityMarkets,
  });
  document.title = `${text} · atss explorer`;
  const notes: HTMLElement[] = [];
  if (nothingMatched(state, answer)) {
    notes.push(
      element(
        'p',
        { class: 'empty', id: 'nothing-matched' },
        `No ${recordsOf(state.area)} matched: nothing ${placeText(state, answer.cityMarkets)} in ${periodsText(answer.periods) || 'these periods'} with these filters.`,
      ),
    );
  }
  if (breakdown !== undefined && breakdown.rows.length > 0)
    notes.push(...truncationNote(state, breakdown, go, csvFileName(text)));
  if (breakdown === undefined) notes.push(...changeNotes(answer as RouteAnswer, info));
  notes.push(...periodNotes(answer));
  container.replaceChildren(
    element('h2', { id: 'headline' }, text),
    ...notes,
    ...questionLinks(questions, go),
  );
}
