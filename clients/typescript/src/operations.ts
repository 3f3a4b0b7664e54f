import type { paths } from './generated/openapi.js';

/** Types of one GET operation of the generated `paths`. */
type Get<P extends keyof paths> = paths[P]['get'];
type Defined<T> = [NonNullable<T>] extends [never] ? object : NonNullable<T>;

/** Query and path parameters of an endpoint, as one object (`format` left out: the client reads JSON). */
export type ParametersOf<P extends keyof paths> = Omit<
  Defined<Get<P>['parameters']['query']> & Defined<Get<P>['parameters']['path']>,
  'format'
>;

/** The JSON body of an endpoint's 200 answer. */
export type ResultOf<P extends keyof paths> = Get<P>['responses'] extends {
  200: { content: { 'application/json': infer Body } };
}
  ? Body
  : never;
