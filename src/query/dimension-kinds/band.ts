import type { DimensionKind } from '../../catalog/types.js';
import { parseInteger } from '../primitives.js';
import { from, type KindDeclaration } from './declaration.js';
import { closedObject, CODED_FIELDS, orNull } from './json-schema.js';

type Band = Extract<DimensionKind, { type: 'band' }>;

/** An integer band `min`..`max`, shown as {code, name}. */
export const BAND_KIND: KindDeclaration<Band> = {
  filter: (kind) => ({ type: 'integer', minimum: kind.min, maximum: kind.max }),
  parse: (raw, kind) => from(parseInteger(raw, kind.min, kind.max)),
  namesAirport: () => false,
  accepts: (kind) =>
    `${kind.min}-${kind.max}: ${kind.label(kind.min)}, ${kind.label(kind.min + 1)}, ... ${kind.label(kind.max)}`,
  shown: (kind) => `{code, name}, code ${kind.min} to ${kind.max}`,
  show: (kind, value) => ({ code: Number(value), name: kind.label(Number(value)) }),
  schema: (kind) =>
    orNull(
      closedObject(
        { code: { type: 'integer', minimum: kind.min, maximum: kind.max }, name: { type: 'string' } },
        CODED_FIELDS,
      ),
    ),
  fields: () => CODED_FIELDS,
  compact: ['code', 'name'],
  echo: { inFilters: true, asObject: false },
};
