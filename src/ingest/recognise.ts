import { basename } from 'node:path';
import { IngestError } from './errors.js';
import { FAMILIES, type FamilyDef } from './families.js';

/**
 * Which family a file is, from every signal it gives: its header (the family's signature, no excluded
 * column, and one of the columns only that family has) and its name (TranStats names each download after
 * its table). When both speak they must agree: a T-100 Segment download named `T_T100_SEGMENT_...` that
 * lacks `SEATS` is still a segment file (it has AIRCRAFT_TYPE), never a T-100 Market one. A header no family
 * matches is refused naming the family it resembles most and the columns that family needs and it lacks.
 */

/** The header names that stand for `column` in `family`: the column's aliases, or the name itself. */
function aliasesOf(family: FamilyDef, column: string): readonly string[] {
  const lower = column.toLowerCase();
  return (
    family.columns.find((c) => c.aliases.some((alias) => alias.toLowerCase() === lower))?.aliases ?? [column]
  );
}
const acceptedNames = (family: FamilyDef, column: string): string[] =>
  aliasesOf(family, column).map((alias) => alias.toLowerCase());

/**
 * Whether the header gives `column` of `family`: under one of its names, or, for a column the family derives
 * from another (a T-100 download with airport ids and no codes: ORIGIN from ORIGIN_AIRPORT_ID), that one.
 */
function headerHas(header: readonly string[]): (family: FamilyDef, column: string) => boolean {
  const names = new Set(header.map((h) => h.trim().toLowerCase()));
  const named = (family: FamilyDef, column: string) =>
    acceptedNames(family, column).some((name) => names.has(name));
  return (family, column) => {
    if (named(family, column)) return true;
    const derive = family.columns.find((c) => c.name === column)?.derive ?? [];
    return derive.some(({ from }) => named(family, from));
  };
}

/** The family whose header rules the header matches, or undefined (FAMILIES order: more specific first). */
export function detectFamily(header: readonly string[]): FamilyDef | undefined {
  const has = headerHas(header);
  return FAMILIES.find(
    (family) =>
      family.signature.every((column) => has(family, column)) &&
      !(family.excludes ?? []).some((column) => has(family, column)) &&
      (family.exclusive === undefined || family.exclusive.some((column) => has(family, column))),
  );
}

/** The family a file name says (only when exactly one family's download name matches it). */
export function familyOfName(name: string): FamilyDef | undefined {
  const named = FAMILIES.filter((family) => family.fileName?.test(basename(name)));
  return named.length === 1 ? named[0] : undefined;
}

/** The columns `family` needs that the header lacks: identifying ones, and one of its exclusive columns. */
function lacking(family: FamilyDef, header: readonly string[]): string[] {
  const has = headerHas(header);
  const needed = [
    ...family.signature,
    ...family.columns.filter((c) => !c.optional && !c.derive).map((c) => c.name),
  ];
  const absent = [...new Set(needed)]
    .filter((column) => !has(family, column))
    .map((column) => aliasesOf(family, column)[0] ?? column);
  const exclusive = family.exclusive ?? [];
  if (exclusive.length > 0 && !exclusive.some((column) => has(family, column)))
    absent.push(`one of ${exclusive.join(', ')}`);
  return absent;
}

/** A name without case or separators: `itin_id`, `ItinID` and `ITIN-ID` are alike. */
const loose = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * The family the header resembles most: the one its name says, else the one with most of its columns in
 * the header, compared loosely (a renamed `itin_id` header resembles DB1B's `ItinID`).
 */
function closest(header: readonly string[], named: FamilyDef | undefined): FamilyDef {
  if (named) return named;
  const names = new Set(header.map(loose));
  const score = (family: FamilyDef) =>
    family.columns.filter((c) => c.aliases.some((alias) => names.has(loose(alias)))).length /
    family.columns.length;
  return FAMILIES.filter((family) => family.id !== 'lookup').sort((a, b) => score(b) - score(a))[0]!;
}

/** The family of a file from its header and name, or an IngestError (line 1) saying why none fits. */
export function recogniseFamily(header: readonly string[], origin: string): FamilyDef {
  const byHeader = detectFamily(header);
  const byName = familyOfName(origin);
  if (byHeader && byName && byHeader !== byName) {
    const own = (byHeader.exclusive ?? []).filter((column) => headerHas(header)(byHeader, column));
    throw new IngestError(
      origin,
      `the file is named like a ${byName.title} download but its header is ${byHeader.title}'s${own.length > 0 ? ` (${own.join(', ')})` : ''}; rename it or download the table its name says`,
      1,
    );
  }
  if (byHeader) return byHeader;
  const shown = `${header.slice(0, 6).join(', ')}${header.length > 6 ? ', ...' : ''}`;
  const like = closest(header, byName);
  throw new IngestError(
    origin,
    `unrecognised header (${shown}): it resembles ${like.title} most but lacks ${lacking(like, header).join(', ')}`,
    1,
  );
}
