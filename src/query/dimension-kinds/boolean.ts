import { parseBoolean } from '../primitives.js';
import { from, type KindDeclaration } from './declaration.js';
import { nullable } from './json-schema.js';

/** A flag, shown as true or false. */
export const BOOLEAN_KIND: KindDeclaration<{ readonly type: 'boolean' }> = {
  filter: () => ({ type: 'boolean' }),
  parse: (raw) => from(parseBoolean(raw)),
  namesAirport: () => false,
  accepts: () => [true, false],
  shown: () => 'true or false',
  show: (_kind, value) => Boolean(value),
  schema: () => nullable('boolean'),
  fields: () => [],
  compact: ['', ''],
  echo: { inFilters: true, asObject: false },
};
