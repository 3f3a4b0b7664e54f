import { ProblemCollector } from '../problems/problems.js';
import { parseDate, parseEnum, parseInteger, singleValues } from '../query/primitives.js';
import type { ReferenceData } from '../reference/types.js';

/**
 * A reference list endpoint declared as data: its filters, searchable fields and orderable columns.
 * Validation, filtering, ordering, paging and the OpenAPI text are all derived from the declaration.
 */
export type FilterMatch = 'exact' | 'case-insensitive' | 'prefix-or-word' | 'active-on';

export interface ListFilter<T> {
  readonly name: string;
  readonly type: 'int' | 'string' | 'date';
  readonly match: FilterMatch;
  readonly description: string;
  /** The record field compared (active-on compares begin_date/end_date). */
  readonly field: keyof T & string;
}

export interface ListEndpoint<T> {
  readonly path: string;
  readonly summary: string;
  readonly records: (reference: ReferenceData) => readonly T[];
  readonly filters: readonly ListFilter<T>[];
  readonly searchFields: readonly (keyof T & string)[];
  readonly orderBy: readonly (keyof T & string)[];
  readonly primaryKey: keyof T & string;
  readonly recordSchema: Readonly<Record<keyof T & string, object>>;
}

export const LIMIT = { min: 1, max: 5000, default: 500 } as const;
export const SORT_ORDERS = ['asc', 'desc'] as const;

export interface ListQuery<T> {
  readonly filters: readonly { filter: ListFilter<T>; value: string | number }[];
  readonly q: string | undefined;
  readonly orderBy: keyof T & string;
  /** No order_by given: with q, the best matches come first. */
  readonly orderByDefault: boolean;
  readonly sortOrder: 'asc' | 'desc';
  readonly limit: number;
  readonly offset: number;
}

export function allowedParameters<T>(endpoint: ListEndpoint<T>): string[] {
  return [...endpoint.filters.map((f) => f.name), 'q', 'order_by', 'sort_order', 'limit', 'offset', 'format'];
}

/** Parses a list request, reporting every mistake at once. */
export function parseListQuery<T>(
  endpoint: ListEndpoint<T>,
  query: Readonly<Record<string, string | string[] | undefined>>,
): ListQuery<T> {
  const problems = new ProblemCollector();
  const { values, repeated } = singleValues(query);
  const allowed = allowedParameters(endpoint);
  for (const name of values.keys()) {
    if (!allowed.includes(name)) {
      problems.add('unknown-parameter', name, `unknown parameter "${name}"`, allowed);
    }
  }
  for (const name of repeated) {
    problems.add('invalid-parameter', name, `parameter "${name}" is given more than once`);
  }
  const filters: { filter: ListFilter<T>; value: string | number }[] = [];
  for (const filter of endpoint.filters) {
    const raw = values.get(filter.name);
    if (raw === undefined) continue;
    const parsed =
      filter.type === 'int'
        ? parseInteger(raw, -2_147_483_648, 2_147_483_647)
        : filter.type === 'date'
          ? parseDate(raw)
          : raw.trim() === ''
            ? ({ ok: false, reason: 'must not be empty' } as const)
            : ({ ok: true, value: raw } as const);
    if (parsed.ok) filters.push({ filter, value: parsed.value });
    else problems.add('invalid-parameter', filter.name, `${filter.name} ${parsed.reason}`);
  }
  const q = values.get('q');
  if (q !== undefined && q.trim() === '') problems.add('invalid-parameter', 'q', 'q must not be empty');

  let orderBy: keyof T & string = endpoint.primaryKey;
  const rawOrder = values.get('order_by');
  if (rawOrder !== undefined) {
    const parsed = parseEnum(rawOrder, endpoint.orderBy);
    if (parsed.ok) orderBy = parsed.value;
    else problems.add('invalid-parameter', 'order_by', `order_by ${parsed.reason}`, endpoint.orderBy);
  }
  let sortOrder: 'asc' | 'desc' = 'asc';
  const rawSort = values.get('sort_order');
  if (rawSort !== undefined) {
    const parsed = parseEnum(rawSort, SORT_ORDERS, true);
    if (parsed.ok) sortOrder = parsed.value;
    else problems.add('invalid-parameter', 'sort_order', `sort_order ${parsed.reason}`, SORT_ORDERS);
  }
  const limit = intParameter(values.get('limit'), 'limit', LIMIT.min, LIMIT.max, LIMIT.default, problems);
  const offset = intParameter(values.get('offset'), 'offset', 0, 2_147_483_647, 0, problems);
  problems.throwIfAny();
  return { filters, q: q?.trim(), orderBy, orderByDefault: rawOrder === undefined, sortOrder, limit, offset };
}

function intParameter(
  raw: string | undefined,
  name: string,
  min: number,
  max: number,
  fallback: number,
  problems: ProblemCollector,
): number {
  if (raw === undefined) return fallback;
  const parsed = parseInteger(raw, min, max);
  if (parsed.ok) return parsed.value;
  problems.add('invalid-parameter', name, `${name} ${parsed.reason}`);
  return fallback;
}

function matches<T>(record: T, filter: ListFilter<T>, value: string | number): boolean {
  const field = record[filter.field] as unknown;
  switch (filter.match) {
    case 'exact':
      return typeof value === 'string'
        ? String(field).toUpperCase() === value.toUpperCase()
        : field === value;
    case 'case-insensitive':
      return typeof field === 'string' && searchForm(field) === searchForm(String(value));
    case 'prefix-or-word':
      return typeof field === 'string' && matchesPrefixOrWord(field, String(value));
    case 'active-on': {
      const { begin_date, end_date } = record as { begin_date?: string | null; end_date?: string | null };
      const day = String(value);
      return begin_date != null && begin_date <= day && (end_date == null || end_date >= day);
    }
  }
}

/**
 * Text as a search compares it: NFKC-normalised (a full-width `ＣＨＩＣＡＧＯ` or a ligature `ﬁ` is its plain
 * form) and case-folded (upper then lower case, so `ß` and `SS` meet, and `İ`, `I`, `i` compare as `i`-like).
 */
export function searchForm(text: string): string {
  return text.normalize('NFKC').toUpperCase().toLowerCase().normalize('NFKC');
}

const WORD_CHARACTER = /[\p{L}\p{N}]/u;
const isWordCharacter = (character: string | undefined): boolean =>
  character !== undefined && WORD_CHARACTER.test(character);

/** Whether `needle` occurs in `text` starting a word (and, with `wholeWords`, also ending one). */
function occursAtWord(text: string, needle: string, wholeWords: boolean): boolean {
  for (let at = text.indexOf(needle); at >= 0; at = text.indexOf(needle, at + 1)) {
    const starts = !isWordCharacter(text[at - 1]);
    const ends = !isWordCharacter(text[at + needle.length]);
    if (starts && (ends || !wholeWords)) return true;
  }
  return false;
}

/**
 * `Chicago` finds "Chicago, IL" (a prefix of the text) and `york` finds "New York, NY" (whole words of it),
 * in their search form (NFKC, case-folded); `hica` finds neither.
 */
export function matchesPrefixOrWord(text: string, needle: string): boolean {
  const lower = searchForm(text);
  const wanted = searchForm(needle.trim());
  return lower.startsWith(wanted) || occursAtWord(lower, wanted, true);
}

/**
 * How well a record matches q: 0 when a field equals it (the exact code), 1 when a word of a field starts
 * with it (names), 2 for any other substring. Lower ranks first when no order_by is given.
 */
function searchRank<T>(record: T, fields: readonly (keyof T & string)[], needle: string): number {
  const texts = fields.map((field) => searchForm(String(record[field] ?? '')));
  if (texts.some((text) => text === needle)) return 0;
  if (texts.some((text) => occursAtWord(text, needle, false))) return 1;
  return 2;
}

function compare(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return (typeof a === 'string' ? a : JSON.stringify(a)).localeCompare(
    typeof b === 'string' ? b : JSON.stringify(b),
    'en',
  );
}

export interface ListResult<T> {
  readonly meta: { count_returned: number; total_count: number; limit: number; offset: number };
  readonly results: readonly T[];
}

/** Applies a parsed list query to the records. Nulls sort last in either order. */
export function runListQuery<T>(
  endpoint: ListEndpoint<T>,
  records: readonly T[],
  query: ListQuery<T>,
): ListResult<T> {
  const needle = query.q === undefined ? undefined : searchForm(query.q);
  const selected = records.filter(
    (record) =>
      query.filters.every(({ filter, value }) => matches(record, filter, value)) &&
      (needle === undefined ||
        endpoint.searchFields.some((field) => searchForm(String(record[field] ?? '')).includes(needle))),
  );
  const direction = query.sortOrder === 'asc' ? 1 : -1;
  const rank =
    needle !== undefined && query.orderByDefault
      ? new Map(selected.map((record) => [record, searchRank(record, endpoint.searchFields, needle)]))
      : undefined;
  const sorted = [...selected].sort((a, b) => {
    const byRank = rank ? rank.get(a)! - rank.get(b)! : 0;
    if (byRank !== 0) return byRank;
    const first = a[query.orderBy];
    const second = b[query.orderBy];
    if (first == null || second == null) return compare(first, second);
    return direction * compare(first, second) || compare(a[endpoint.primaryKey], b[endpoint.primaryKey]);
  });
  const page = sorted.slice(query.offset, query.offset + query.limit);
  return {
    meta: {
      count_returned: page.length,
      total_count: selected.length,
      limit: query.limit,
      offset: query.offset,
    },
    results: page,
  };
}
