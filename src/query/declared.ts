import type { ParameterValue } from '../catalog/value-schema.js';
import {
  parseAirportCode,
  parseBoolean,
  parseDate,
  parseEnum,
  parseInteger,
  parseList,
  type Parsed,
} from './primitives.js';

const NOT_EMPTY: Parsed<never> = { ok: false, reason: 'must not be empty' };

/**
 * A query-string value checked against its declared type (`ParameterValue`, catalog/value-schema.ts): the one
 * reading of a declaration's bounds, values and case rule. A list keeps its items as text (checked where read).
 */
export function parseDeclaredValue(
  value: ParameterValue,
  raw: string,
): Parsed<string | number | boolean | readonly string[]> {
  switch (value.kind) {
    case 'integer':
      return parseInteger(raw, value.min, value.max);
    case 'boolean':
      return parseBoolean(raw);
    case 'enum':
      return parseEnum(raw, value.values, value.caseInsensitive === true);
    case 'list':
      return parseList(raw);
    case 'name':
      return { ok: true, value: raw };
    case 'airport':
      return parseAirportCode(raw);
    case 'text':
      return raw.trim() === '' ? NOT_EMPTY : { ok: true, value: raw };
    case 'date':
      return parseDate(raw);
  }
}

/** The value a parameter takes when not given (its declared default; none for most). */
export function declaredDefault(value: ParameterValue): string | number | boolean | undefined {
  return 'default' in value ? value.default : undefined;
}
