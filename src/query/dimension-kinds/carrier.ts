import type { DimensionKind } from '../../catalog/types.js';
import { CARRIER, parseCarrierCode } from '../primitives.js';
import { fail, type KindDeclaration } from './declaration.js';
import { closedObject, nullable, orNull, ref } from './json-schema.js';
import { carrierObject } from './objects.js';

const CARRIER_SCHEMA = closedObject(
  { carrier_code: { type: 'string' }, carrier_name: nullable('string'), airline_id: nullable('integer') },
  ['carrier_code', 'carrier_name', 'airline_id'],
);

const NO_REFERENCE = (code: string) =>
  `carrier "${code}" cannot be checked: this data version has no carrier reference (ingest a carrier decode or L_UNIQUE_CARRIERS download with the data)`;

/** A carrier code; `extraCodes` are codes valid beyond the carrier reference, with their BTS meaning (`99`). */
export const CARRIER_KIND: KindDeclaration<Extract<DimensionKind, { type: 'carrier' }>> = {
  filter: () => ({ type: 'string', pattern: CARRIER.source }),
  parse(raw, kind, reference) {
    const parsed = parseCarrierCode(raw);
    if (!parsed.ok) return fail(parsed.reason);
    // a code the T-100 files name (with their own names and ids) is known without a carrier table
    const known =
      Object.hasOwn(kind.extraCodes ?? {}, parsed.value) ||
      reference.carriersByCode.has(parsed.value) ||
      reference.carrierFileCodes.has(parsed.value);
    if (reference.carriersByCode.size === 0 && !known) return fail(NO_REFERENCE(parsed.value));
    if (!known) return fail(`unknown carrier "${parsed.value}"`);
    return { ok: true, value: parsed.value };
  },
  namesAirport: () => false,
  accepts: () => 'carrier code (search_carriers)',
  shown: (kind) =>
    `a carrier object${
      kind.extraCodes
        ? `; also ${Object.entries(kind.extraCodes)
            .map(([code, name]) => `${code} = ${name}`)
            .join(', ')}`
        : ''
    }`,
  show: (kind, _value, text, { reference, span }) => carrierObject(text, reference, kind.extraCodes, span),
  schema: () => orNull(ref('Carrier')),
  fields: () => CARRIER_SCHEMA.required,
  components: { Carrier: CARRIER_SCHEMA },
  compact: ['carrier_code', 'carrier_name', 'carriers'],
  echo: { inFilters: true, asObject: false },
};
