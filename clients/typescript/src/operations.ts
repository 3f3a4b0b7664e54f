import type { paths } from './generated/openapi.js';

/** The paths with a GET operation (POST /mcp is for MCP clients, not this one). */
type GetPath = { [P in keyof paths]: paths[P] extends { get: object } ? P : never }[keyof paths];

/** Types of one GET operation of the generated `paths`. */
type Get<P extends GetPath> = paths[P]['get'];
type Defined<T> = [NonNullable<T>] extends [never] ? object : NonNullable<T>;

/** Query and path parameters of an endpoint, as one object (`format` left out: the client reads JSON). */
export type ParametersOf<P extends GetPath> = Omit<
  Defined<Get<P>['parameters']['query']> & Defined<Get<P>['parameters']['path']>,
  'format'
>;

/** The JSON body of an endpoint's 200 answer. */
export type ResultOf<P extends GetPath> = Get<P>['responses'] extends {
  200: { content: { 'application/json': infer Body } };
}
  ? Body
  : never;
