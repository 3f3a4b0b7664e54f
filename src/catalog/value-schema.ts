/** What a value may be, before any cross-parameter rule. */
export type ParameterValue =
  | { readonly kind: 'integer'; readonly min: number; readonly max: number; readonly default?: number }
  | { readonly kind: 'boolean'; readonly default: boolean }
  | {
      readonly kind: 'enum';
      readonly values: readonly string[];
      readonly default?: string;
      /** `DESC` is `desc` (the lists' sort_order). */
      readonly caseInsensitive?: boolean;
    }
  /** Comma-separated: integers within bounds, or names (checked where they are read). */
  | { readonly kind: 'list'; readonly item: 'integer'; readonly min: number; readonly max: number }
  | { readonly kind: 'list'; readonly item: 'name' }
  /** One name (checked where it is read, e.g. sort_by: a returned metric or by dimension). */
  | { readonly kind: 'name' }
  | { readonly kind: 'airport' }
  /** Free text, not empty (a list's search or text filter). */
  | { readonly kind: 'text' }
  /** A calendar date, YYYY-MM-DD. */
  | { readonly kind: 'date' };

/** The JSON Schema of a query parameter's value (the subset the declarations use). */
export interface ValueSchema {
  readonly type: 'string' | 'integer' | 'boolean';
  readonly enum?: readonly (string | number)[];
  readonly minimum?: number;
  readonly maximum?: number;
  readonly default?: string | number | boolean;
  readonly pattern?: string;
  readonly format?: string;
  readonly description?: string;
}

/** One query parameter as both doors describe it (OpenAPI parameter objects, MCP tool schemas). */
export interface ParameterSchema {
  readonly name: string;
  readonly required: boolean;
  readonly description: string;
  readonly schema: ValueSchema;
  /** A parameter of the representation (`format`: its declaration's `representation`), which MCP does not offer. */
  readonly representation?: true;
}

const withDefault = <T>(value: T | undefined): { default?: T } =>
  value === undefined ? {} : { default: value };

/** The JSON Schema of a declared value (`ParameterValue`) as sent in the query string. */
export function valueSchema(value: ParameterValue): ValueSchema {
  switch (value.kind) {
    case 'integer':
      return { type: 'integer', minimum: value.min, maximum: value.max, ...withDefault(value.default) };
    case 'boolean':
      return { type: 'boolean', default: value.default };
    case 'enum':
      return { type: 'string', enum: value.values, ...withDefault(value.default) };
    case 'list':
      return value.item === 'integer'
        ? { type: 'string', description: `comma-separated integers ${value.min} to ${value.max}` }
        : { type: 'string' };
    case 'name':
    case 'text':
      return { type: 'string' };
    case 'date':
      return { type: 'string', format: 'date' };
    case 'airport':
      return { type: 'string', pattern: '^[A-Za-z0-9]{3}$' };
  }
}

/** The JSON Schema of a declared value as an answer repeats it in JSON (`meta`), not as a query string spells it. */
export function answeredSchema(value: ParameterValue): object {
  switch (value.kind) {
    case 'enum':
      return { enum: value.values };
    case 'integer':
    case 'boolean':
      return { type: value.kind };
    case 'list':
      return { type: 'array', items: { type: value.item === 'integer' ? 'integer' : 'string' } };
    case 'name':
    case 'text':
    case 'airport':
    case 'date':
      return { type: 'string' };
  }
}

/** A parameter as an OpenAPI parameter object (in the query string). */
export function openApiParameter({ name, required, description, schema }: ParameterSchema): {
  readonly name: string;
  readonly in: 'query';
  readonly required?: true;
  readonly description: string;
  readonly schema: ValueSchema;
} {
  return { name, in: 'query', ...(required ? { required: true } : {}), description, schema };
}
