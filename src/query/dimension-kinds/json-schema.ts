/** Small builders of the JSON Schemas (OpenAPI 3.1) of the response objects. */

export const nullable = (type: string) => ({ type: [type, 'null'] });
export const integer = { type: 'integer' };
export const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
export const closedObject = (properties: Record<string, object>, required: readonly string[] = []) => ({
  type: 'object',
  required,
  properties,
  additionalProperties: false,
});
/** A value that may be null, as rows show it: one of `schema` or null. */
export const orNull = (...schemas: object[]) => ({ oneOf: [...schemas, { type: 'null' }] });

/** The fields of a coded value's `{code, name}` pair. */
export const CODED_FIELDS = ['code', 'name'] as const;
