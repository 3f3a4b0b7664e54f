import { LIST_PARAMETERS, type ListShape } from '../catalog/list-parameters.js';
import {
  descriptionOf,
  echoKey,
  valueOf,
  type EchoedParameter,
  type ParameterDef,
} from '../catalog/parameter-def.js';
import { valueSchema, type ParameterSchema, type ParameterValue } from '../catalog/value-schema.js';
import { ProblemCollector } from '../problems/problems.js';
import { declaredDefault, parseDeclaredValue } from '../query/declared.js';
import { singleValues } from '../query/primitives.js';
import type { ReferenceData } from '../reference/types.js';

/**
 * A reference list endpoint declared as data: its filters, searchable fields and orderable columns. Its
 * fixed parameters (q, order_by, sort_order, limit, offset, format) are `LIST_PARAMETERS` of
 * catalog/list-parameters.ts, declared like the analytics parameters; validation, filtering, ordering, paging, the
 * OpenAPI text, the MCP tool schemas and the echo in `meta` are all derived from the declarations.
 */
export type FilterMatch = 'exact' | 'case-insensitive' | 'prefix-or-word' | 'active-on' | 'holder-id';

/**
 * A list's filter: one declaration per filter, as an analytics endpoint's are, but not a `DimensionDef`: a list
 * value is checked for its form only (an unknown code finds no record; the list is where codes are looked up),
 * while a dimension's is checked against the data version's reference (an unknown airport is a 400, never a
 * zero); a list filter matches in memory in one of five ways (`FilterMatch`), a dimension only by equality on a
 * stored column (SQL on two engines and the route index); and a dimension is also a `by` grouping and a row
 * value (objects, CSV columns, envelope schemas), a list filter nothing but a filter.
 */
export interface ListFilter<T> {
  readonly name: string;
  /** The value it takes (`ParameterValue`, as every parameter declares it). */
  readonly value: ParameterValue;
  readonly match: FilterMatch;
  readonly description: string;
  /** The record field compared (active-on compares begin_date/end_date). */
  readonly field: keyof T & string;
}

export interface ListEndpoint<T> extends ListShape {
  readonly path: string;
  readonly summary: string;
  readonly records: (reference: ReferenceData) => readonly T[];
  readonly filters: readonly ListFilter<T>[];
  readonly searchFields: readonly (keyof T & string)[];
  readonly orderBy: readonly (keyof T & string)[];
  readonly primaryKey: keyof T & string;
  readonly recordSchema: Readonly<Record<keyof T & string, object>>;
}

type ParsedValue = string | number | boolean | readonly string[];

export interface ListQuery<T> {
  readonly filters: readonly { filter: ListFilter<T>; value: string | number }[];
  readonly q: string | undefined;
  readonly orderBy: keyof T & string;
  /** No order_by given: with q, the best matches come first. */
  readonly orderByDefault: boolean;
  readonly sortOrder: 'asc' | 'desc';
  readonly limit: number;
  readonly offset: number;
  /** The parameters declared with an `echo` (all in its `page` part), each with the value it took, for `meta`. */
  readonly echo: Readonly<Record<string, ParsedValue | undefined>>;
}

/** A parameter of a list as declared, resolved for that list. */
interface ListParameter {
  readonly name: string;
  readonly value: ParameterValue;
  readonly description: string;
  /** The key `meta` repeats it under (its `echo`), or undefined. */
  readonly echo: string | undefined;
  readonly representation?: true;
}

/** Every parameter of a list, in documentation order: its filters, then `LIST_PARAMETERS`. */
function listParameters<T>(endpoint: ListEndpoint<T>): ListParameter[] {
  return [
    ...endpoint.filters.map((f) => ({
      name: f.name,
      value: f.value,
      description: f.description,
      echo: undefined,
    })),
    ...LIST_PARAMETERS.map((p: ParameterDef<ListShape>) => ({
      name: p.name,
      value: valueOf(p, endpoint),
      description: descriptionOf(p, endpoint),
      echo: p.echo ? echoKey(p as EchoedParameter<ListShape>) : undefined,
      ...(p.representation ? { representation: true as const } : {}),
    })),
  ];
}

export function allowedParameters<T>(endpoint: ListEndpoint<T>): string[] {
  return listParameters(endpoint).map((p) => p.name);
}

/** The query parameters of a list as both doors describe them (OpenAPI parameters, MCP tool schemas). */
export function listParameterSchemas<T>(endpoint: ListEndpoint<T>): ParameterSchema[] {
  return listParameters(endpoint).map((p) => ({
    name: p.name,
    required: false,
    description: p.description,
    schema: valueSchema(p.value),
    ...(p.representation ? { representation: true } : {}),
  }));
}

/** Parses a list request, reporting every mistake at once. */
export function parseListQuery<T>(
  endpoint: ListEndpoint<T>,
  query: Readonly<Record<string, string | string[] | undefined>>,
): ListQuery<T> {
  const problems = new ProblemCollector();
  const { values, repeated } = singleValues(query);
  const declared = listParameters(endpoint);
  const allowed = declared.map((p) => p.name);
  for (const name of values.keys()) {
    if (!allowed.includes(name)) {
      problems.add('unknown-parameter', name, `unknown parameter "${name}"`, allowed);
    }
  }
  for (const name of repeated) {
    problems.add('invalid-parameter', name, `parameter "${name}" is given more than once`);
  }
  const given = new Map<string, ParsedValue>();
  for (const parameter of declared) {
    const raw = values.get(parameter.name);
    if (raw === undefined) continue;
    const parsed = parseDeclaredValue(parameter.value, raw);
    if (parsed.ok) given.set(parameter.name, parsed.value);
    else {
      const allowedValues = parameter.value.kind === 'enum' ? parameter.value.values : undefined;
      problems.add('invalid-parameter', parameter.name, `${parameter.name} ${parsed.reason}`, allowedValues);
    }
  }
  problems.throwIfAny();
  const valueOfParameter = (name: string): ParsedValue | undefined =>
    given.get(name) ?? declaredDefault(declared.find((p) => p.name === name)!.value);
  const filters = endpoint.filters.flatMap((filter) => {
    const value = given.get(filter.name);
    return value === undefined ? [] : [{ filter, value: value as string | number }];
  });
  const q = given.get('q') as string | undefined;
  return {
    filters,
    q: q?.trim(),
    orderBy: valueOfParameter('order_by') as keyof T & string,
    orderByDefault: !given.has('order_by'),
    sortOrder: valueOfParameter('sort_order') as 'asc' | 'desc',
    limit: valueOfParameter('limit') as number,
    offset: valueOfParameter('offset') as number,
    echo: Object.fromEntries(
      declared.flatMap((p) => (p.echo === undefined ? [] : [[p.echo, valueOfParameter(p.name)]])),
    ),
  };
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
    case 'holder-id':
      // a carrier code's holders (reference/carrier-holders.ts): any of them with that DOT airline id
      return (
        (record as { airline_id?: unknown }).airline_id === value ||
        (Array.isArray(field) &&
          field.some((holder: { airline_id?: unknown }) => holder.airline_id === value))
      );
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
  /** The counts, then the echoed parameters (limit, offset). */
  readonly meta: { readonly count_returned: number; readonly total_count: number } & ListQuery<T>['echo'];
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
    meta: { count_returned: page.length, total_count: selected.length, ...query.echo },
    results: page,
  };
}
