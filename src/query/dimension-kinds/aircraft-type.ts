import { parseInteger } from '../primitives.js';
import { from, type KindDeclaration } from './declaration.js';
import { closedObject, integer, nullable, orNull, ref } from './json-schema.js';

const AIRCRAFT_TYPE = closedObject(
  {
    aircraft_type_id: integer,
    short_name: nullable('string'),
    long_name: nullable('string'),
    manufacturer: nullable('string'),
    aircraft_group: nullable('integer'),
  },
  ['aircraft_type_id', 'short_name', 'long_name', 'manufacturer', 'aircraft_group'],
);

/** T-100's AIRCRAFT_TYPE codes (three digits today), with room to grow. */
const BOUNDS = { minimum: 0, maximum: 99_999 } as const;

/** A T-100 aircraft type code, shown as the aircraft type object of the reference. */
export const AIRCRAFT_TYPE_KIND: KindDeclaration<{ readonly type: 'aircraft_type' }> = {
  filter: () => ({ type: 'integer', ...BOUNDS }),
  parse: (raw) => from(parseInteger(raw, BOUNDS.minimum, BOUNDS.maximum)),
  namesAirport: () => false,
  accepts: () => `aircraft type id (integer ${BOUNDS.minimum}-${BOUNDS.maximum})`,
  shown: () => 'an aircraft type object',
  show(_kind, value, _text, { reference }) {
    const id = Number(value);
    const type = reference.aircraftTypesById.get(id);
    return {
      aircraft_type_id: id,
      short_name: type?.short_name ?? null,
      long_name: type?.long_name ?? null,
      manufacturer: type?.manufacturer ?? null,
      aircraft_group: type?.aircraft_group ?? null,
    };
  },
  schema: () => orNull(ref('AircraftType')),
  fields: () => AIRCRAFT_TYPE.required,
  components: { AircraftType: AIRCRAFT_TYPE },
  compact: ['aircraft_type_id', 'long_name', 'aircraft_types'],
  echo: { inFilters: true, asObject: false },
};
