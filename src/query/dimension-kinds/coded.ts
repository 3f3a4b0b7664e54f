import type { DimensionKind } from '../../catalog/types.js';
import { fail, type FilterResult, type KindDeclaration } from './declaration.js';
import { closedObject, CODED_FIELDS, nullable, orNull } from './json-schema.js';
import { carrierEntityName } from './objects.js';

type Coded = Extract<DimensionKind, { type: 'coded' }>;

const codesOf = (kind: Coded): readonly string[] => kind.codes ?? Object.keys(kind.labels);

function parseCoded(raw: string, kind: Coded): FilterResult {
  if (kind.pattern) {
    return kind.pattern.test(raw)
      ? { ok: true, value: raw.toUpperCase() }
      : fail(`must be ${kind.patternText ?? 'a valid code'}`);
  }
  const codes = codesOf(kind);
  const aliases = kind.aliases ?? {};
  const allowed = [...Object.keys(aliases), ...codes];
  // own properties only: a value like `constructor` or `__proto__` must not find Object.prototype
  const code = Object.hasOwn(aliases, raw) ? aliases[raw] : codes.includes(raw) ? raw : undefined;
  if (code === undefined)
    return fail(
      `must be one of ${allowed.join(', ')}`,
      kind.valueType === 'integer' ? codes.map(Number) : allowed,
    );
  return { ok: true, value: kind.valueType === 'integer' ? Number(code) : code };
}

function shownText(kind: Coded): string {
  const labels = Object.entries(kind.labels);
  if (labels.length === 0)
    return `{code, name}, code ${kind.patternText ?? 'as in the source'}${
      kind.namesFrom ? ' (names from the reference data)' : ''
    }`;
  const aliases = Object.entries(kind.aliases ?? {}).map(([alias, code]) => `${alias} = ${code}`);
  return `{code, name}: ${labels.map(([code, name]) => `${code} = ${name}`).join(', ')}${
    aliases.length ? `; aliases ${aliases.join(', ')}` : ''
  }`;
}

/** Coded values shown as {code, name}: a closed list of codes (with aliases), or codes matching a pattern. */
export const CODED_KIND: KindDeclaration<Coded> = {
  filter(kind) {
    if (kind.pattern) return { type: 'string', pattern: kind.pattern.source };
    const codes = codesOf(kind);
    return kind.valueType === 'integer'
      ? { type: 'integer', enum: codes.map(Number) }
      : { type: 'string', enum: [...Object.keys(kind.aliases ?? {}), ...codes] };
  },
  parse: (raw, kind) => parseCoded(raw, kind),
  namesAirport: () => false,
  accepts: (kind) =>
    kind.pattern ? (kind.patternText ?? kind.pattern.source) : { ...kind.labels, ...kind.aliases },
  shown: shownText,
  show(kind, value, text, { reference }) {
    const code = kind.valueType === 'integer' ? Number(value) : text;
    const label = Object.hasOwn(kind.labels, text) ? kind.labels[text] : undefined;
    return { code, name: label ?? (kind.namesFrom ? carrierEntityName(text, reference) : null) };
  },
  schema: (kind) =>
    orNull(closedObject({ code: { type: kind.valueType }, name: nullable('string') }, CODED_FIELDS)),
  fields: () => CODED_FIELDS,
  compact: ['code', 'name'],
  echo: { inFilters: true, asObject: false },
};
