import type { DimensionKind } from '../../catalog/types.js';
import { AIRPORT } from '../primitives.js';
import { AIRPORT_KIND, AIRPORT_SCHEMA_NAMES, parseAirport } from './airport.js';
import { fail, type KindDeclaration } from './declaration.js';
import { orNull, ref } from './json-schema.js';

type Connection = Extract<DimensionKind, { type: 'connection' }>;

/** A word in any case, as a JSON Schema pattern (which has no flags): `[nN][oO]...`. */
const caseless = (word: string): string =>
  [...word]
    .map((c) => (c.toLowerCase() === c.toUpperCase() ? c : `[${c.toLowerCase()}${c.toUpperCase()}]`))
    .join('');

/** DB1B market routing: one of `words` (`nonstop`, `multiple`, in any case), or the connecting airport's code. */
export const CONNECTION_KIND: KindDeclaration<Connection> = {
  filter: (kind) => ({
    type: 'string',
    pattern: `^(${kind.words.map(caseless).join('|')}|${AIRPORT.source.slice(1, -1)})$`,
  }),
  parse(raw, kind, reference) {
    const word = raw.toLowerCase();
    if (kind.words.includes(word)) return { ok: true, value: word };
    const airport = parseAirport(raw, reference);
    return airport.ok
      ? airport
      : fail(`must be ${kind.words.join(', ')} or a connecting airport code (${airport.problem.reason})`);
  },
  namesAirport: (kind, value) => !kind.words.includes(String(value)),
  accepts: (kind) => `${kind.words.join(', ')} or the connecting IATA airport code`,
  shown: (kind) =>
    `${kind.words.map((w) => `\`${w}\``).join(' or ')}, or the connecting airport as an airport object`,
  show: (kind, value, text, context) =>
    kind.words.includes(text) ? text : AIRPORT_KIND.show({ type: 'airport' }, value, text, context),
  schema: (kind, fields) => orNull({ enum: kind.words }, ref(AIRPORT_SCHEMA_NAMES[fields])),
  // nonstop / multiple, or the airport's fields
  fields: (_kind, fields) => AIRPORT_KIND.fields({ type: 'airport' }, fields),
  compact: ['iata_code', 'name', 'airports'],
  echo: { inFilters: true, asObject: false },
  wordColumn: true,
};
