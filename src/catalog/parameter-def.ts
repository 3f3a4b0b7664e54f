import type { EndpointDef, TicketDataset } from './types.js';
import type { PeriodGrain } from '../storage/periods.js';
import { FORMAT_VALUE } from './formats.js';
import { answeredSchema, type ParameterValue } from './value-schema.js';

/**
 * What a parameter declaration is, for both tables (the analytics endpoints' `PARAMETERS` of parameters.ts, the
 * reference lists' `LIST_PARAMETERS` of list-parameters.ts), and what is read from one whatever its table: its
 * value type and description on an endpoint, its echo in `meta` (where, when, its schema there), the shared
 * `format` declaration.
 */

export type TimeMode = 'single' | 'range' | 'specific';

/** One parameter of the endpoints of type `E` (analytics endpoints, or reference lists: `ListShape`). */
export interface ParameterDef<E = EndpointDef> {
  readonly name: string;
  /** Whether an endpoint accepts the parameter at all. */
  readonly accepts: (endpoint: E) => boolean;
  readonly value: ParameterValue | ((endpoint: E) => ParameterValue);
  readonly description: string | ((endpoint: E) => string);
  readonly required?: (endpoint: E) => boolean;
  /** Ticket datasets it exists for on an endpoint (absent: all of them). */
  readonly datasets?: (endpoint: E) => readonly TicketDataset[] | undefined;
  /** Time parameters: the modes that use it and the grain it implies. */
  readonly time?: { readonly modes: readonly TimeMode[]; readonly grain?: PeriodGrain };
  /** `request` parameters come before the endpoint's filters in listings, `output` ones after. */
  readonly section: 'request' | 'output';
  /** Where the answer's `meta` repeats the value it took, given or by default (absent: nowhere). */
  readonly echo?: Echo<E>;
  /**
   * A parameter of the representation (which bytes answer: JSON or CSV), not of the question: `format`. The MCP
   * tools answer compact JSON text, so they do not offer it (and refuse it, their schemas being strict).
   */
  readonly representation?: true;
}

/**
 * The parts of an answer's `meta` that repeat parameters, in the order the shapers write them, each between
 * fields of the answer's own (analytics: the periods before `modes`, the missing comparison periods after it,
 * the places filtered on and `mode` before `filters`, the data version and the row count before `page`, the
 * total count after it; lists: the counts before `page`): the answer modes, the breakdown's grouping, the
 * metrics, `filters` (inside `meta.filters`, after the filters applied, which `filterEcho` of query/dimension-kinds
 * places), the dataset read, the page (order, limit, offset). Within a part, in table order.
 */
export const ECHO_PARTS = ['modes', 'grouping', 'metrics', 'filters', 'dataset', 'page'] as const;
export type EchoPart = (typeof ECHO_PARTS)[number];

/** Where an answer's `meta` repeats the value a parameter took (given, or by default). */
export interface Echo<E = EndpointDef> {
  readonly part: EchoPart;
  /** Its key there (absent: the parameter's name). */
  readonly key?: string;
  /**
   * When an answer repeats it, of those of the endpoints it is on: always (absent: the value given or the
   * default the plan resolved), only when the request gave it (`given`), or only when on (`true`: a flag,
   * `combined: true`). Only the keys repeated always are required in the schema of `meta`.
   */
  readonly when?: 'given' | 'true';
  /** The endpoints whose answers repeat it, of those that accept it (absent: all of them). */
  readonly on?: (endpoint: E) => boolean;
  /** The JSON Schema of its value in `meta` (absent: `echoSchema` derives it from the parameter's value). */
  readonly schema?: (endpoint: E) => object;
  /** What its key in `meta` says, in the schema of `meta` (absent: none). */
  readonly description?: string;
  /**
   * Where the MCP tools' compact result repeats it: a dotted path (`sort.by`), or false where it is left out
   * (its rows or its note show it). Absent: under its key in `meta`.
   */
  readonly compact?: string | false;
}

/** A parameter that `meta` repeats. */
export type EchoedParameter<E = EndpointDef> = ParameterDef<E> & { readonly echo: Echo<E> };

/** The parameters of a table that `meta` repeats in one part, in table order. */
export function echoedIn<E>(
  table: readonly ParameterDef<E>[],
  part: EchoPart,
): readonly EchoedParameter<E>[] {
  return table.filter((p): p is EchoedParameter<E> => p.echo?.part === part);
}

/** Whether an endpoint's answers repeat a parameter (when its `when` holds). */
export const echoedOn = <E>(parameter: EchoedParameter<E>, endpoint: E): boolean =>
  parameter.accepts(endpoint) && parameter.echo.on?.(endpoint) !== false;

/** The key under which `meta` repeats a parameter. */
export const echoKey = <E>(parameter: EchoedParameter<E>): string => parameter.echo.key ?? parameter.name;

/** The JSON Schema of the value `meta` repeats a parameter with on an endpoint, with its description. */
export function echoSchema<E>(parameter: EchoedParameter<E>, endpoint: E): object {
  const { schema, when, description } = parameter.echo;
  const derived =
    schema?.(endpoint) ?? (when === 'true' ? { const: true } : answeredSchema(valueOf(parameter, endpoint)));
  return description === undefined ? derived : { ...derived, description };
}

/**
 * The keys one part of `meta` holds on an endpoint, each with its schema (`echoSchema`), and those of them
 * every answer of it holds (repeated always).
 */
export function echoSchemas<E>(
  table: readonly ParameterDef<E>[],
  part: EchoPart,
  endpoint: E,
): { readonly properties: Record<string, object>; readonly required: readonly string[] } {
  const echoed = echoedIn(table, part).filter((p) => echoedOn(p, endpoint));
  return {
    properties: Object.fromEntries(echoed.map((p) => [echoKey(p), echoSchema(p, endpoint)])),
    required: echoed.filter((p) => p.echo.when === undefined).map(echoKey),
  };
}

export const always = (): boolean => true;

/**
 * The `format` parameter of the analytics endpoints and of the lists, with the table's description of its CSV:
 * the output formats' names (formats.ts), and a parameter of the representation.
 */
export const formatParameter = (description: string) =>
  ({
    name: 'format',
    accepts: always,
    value: FORMAT_VALUE,
    description,
    section: 'output',
    representation: true,
  }) as const;

/** The value type of a parameter on an endpoint. */
export function valueOf<E>(definition: ParameterDef<E>, endpoint: E): ParameterValue {
  return typeof definition.value === 'function' ? definition.value(endpoint) : definition.value;
}

export function descriptionOf<E>(definition: ParameterDef<E>, endpoint: E): string {
  return typeof definition.description === 'function'
    ? definition.description(endpoint)
    : definition.description;
}
