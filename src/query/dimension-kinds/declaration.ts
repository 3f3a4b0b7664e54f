import type { AirportFields, DimensionKind } from '../../catalog/types.js';
import type { ValueSchema } from '../../catalog/value-schema.js';
import type { MonthSpan } from '../../reference/carrier-names.js';
import type { ReferenceData } from '../../reference/types.js';
import type { FilterValue } from '../../sql/plan.js';
import type { Parsed } from '../primitives.js';

export interface FilterProblem {
  readonly reason: string;
  readonly allowed?: readonly (string | number)[];
}

export type FilterResult =
  | { readonly ok: true; readonly value: FilterValue }
  | { readonly ok: false; readonly problem: FilterProblem };

export const fail = (reason: string, allowed?: readonly (string | number)[]): FilterResult => ({
  ok: false,
  problem: allowed ? { reason, allowed } : { reason },
});

export const from = (parsed: Parsed<FilterValue>): FilterResult =>
  parsed.ok ? { ok: true, value: parsed.value } : fail(parsed.reason);

/** Where a stored value is shown: the endpoint's airport fields, the reference, the months the answer covers. */
export interface ShowContext {
  readonly fields: AirportFields;
  readonly reference: ReferenceData;
  readonly span?: MonthSpan | undefined;
}

/**
 * Everything a dimension kind means, declared once (as Datasette declares its filters and Malloy its function
 * blueprints): every place that reads, plans, shows or describes a dimension asks its kind's declaration.
 */
export interface KindDeclaration<K extends DimensionKind> {
  /** The filter's values as JSON Schema: the one statement of its bounds, which `parse` reads and both doors print. */
  readonly filter: (kind: K) => ValueSchema;
  /** Reads a filter value within `filter`, checking codes against the reference tables. */
  readonly parse: (raw: string, kind: K, reference: ReferenceData) => FilterResult;
  /**
   * A filter value naming an airport: the plan resolves it to the airport that held the code in the periods
   * asked (docs/API-CONTRACT.md §12), for the SQL and the route index's codes alike.
   */
  readonly namesAirport: (kind: K, value: FilterValue) => boolean;
  /** What a filter or `by` dimension accepts, for a model (MCP `describe_dataset`). */
  readonly accepts: (kind: K) => unknown;
  /** What its values look like in rows, in words (the /docs manual). */
  readonly shown: (kind: K) => string;
  /** A stored value (not null) as rows show it (docs/API-CONTRACT.md §4); `text` is its text. */
  readonly show: (kind: K, value: unknown, text: string, context: ShowContext) => unknown;
  /** The JSON Schema of a shown value, null included (the response schemas). */
  readonly schema: (kind: K, fields: AirportFields) => object;
  /** The fields of a shown object in the order written (CSV columns `<dimension>_<field>`); none for a scalar. */
  readonly fields: (kind: K, fields: AirportFields) => readonly string[];
  /** The response schemas a shown object refers to (`components.schemas`). */
  readonly components?: Readonly<Record<string, object>>;
  /** MCP's compact rows: the code field kept in a row, the name field listed once, under which group of `names`. */
  readonly compact: readonly [code: string, name: string, group?: string];
  /** How `meta` repeats a filter: under its id in `meta.filters`, and/or as its object at the top of `meta`. */
  readonly echo: { readonly inFilters: boolean; readonly asObject: boolean };
  /** CSV: a word value (`nonstop`) has a column of its own beside the object's. */
  readonly wordColumn?: true;
}
