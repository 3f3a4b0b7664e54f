/**
 * Parsers for single query-string values (docs/API-CONTRACT.md §2). Each returns the parsed value or a
 * human-readable reason; callers attach the parameter name and the problem code.
 */
export type Parsed<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly reason: string };

const ok = <T>(value: T): Parsed<T> => ({ ok: true, value });
const fail = <T>(reason: string): Parsed<T> => ({ ok: false, reason });

const INT = /^-?\d{1,15}$/;

/** `int`: optional minus sign and digits only, within [min, max]. */
export function parseInteger(raw: string, min: number, max: number): Parsed<number> {
  if (!INT.test(raw)) return fail(`must be an integer from ${min} to ${max}`);
  const value = Number(raw);
  if (value < min || value > max) return fail(`must be an integer from ${min} to ${max}`);
  return ok(value);
}

/** `bool`: true/false/1/0, case-insensitive. */
export function parseBoolean(raw: string): Parsed<boolean> {
  const lower = raw.toLowerCase();
  if (lower === 'true' || lower === '1') return ok(true);
  if (lower === 'false' || lower === '0') return ok(false);
  return fail('must be true, false, 1 or 0');
}

/** Comma-separated list: items trimmed, empty items rejected, duplicates removed (first order kept). */
export function parseList(raw: string): Parsed<string[]> {
  const items = raw.split(',').map((item) => item.trim());
  if (items.some((item) => item === '')) return fail('must be a comma-separated list without empty items');
  return ok([...new Set(items)]);
}

/** An airport code and a carrier code as a request may write them (the filters' declared patterns too). */
export const AIRPORT = /^[A-Za-z0-9]{3}$/;
export const CARRIER = /^[A-Za-z0-9]{2,3}$/;

/** Airport code: 3 letters or digits, case-insensitive, answered in upper case. */
export function parseAirportCode(raw: string): Parsed<string> {
  return AIRPORT.test(raw) ? ok(raw.toUpperCase()) : fail('must be a 3-character airport code');
}

/** Carrier code: 2 or 3 letters or digits, case-insensitive, answered in upper case. */
export function parseCarrierCode(raw: string): Parsed<string> {
  return CARRIER.test(raw) ? ok(raw.toUpperCase()) : fail('must be a 2- or 3-character carrier code');
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Calendar date YYYY-MM-DD (a real date). */
export function parseDate(raw: string): Parsed<string> {
  const match = DATE.exec(raw);
  if (!match) return fail('must be a date YYYY-MM-DD');
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return fail('must be a real calendar date YYYY-MM-DD');
  }
  return ok(raw);
}

/** One of a fixed set of values (exact match after optional case folding). */
export function parseEnum<T extends string>(
  raw: string,
  allowed: readonly T[],
  caseInsensitive = false,
): Parsed<T> {
  const found = allowed.find((value) =>
    caseInsensitive ? value.toLowerCase() === raw.toLowerCase() : value === raw,
  );
  return found === undefined ? fail(`must be one of ${allowed.join(', ')}`) : ok(found);
}

/**
 * The raw query as Fastify hands it over (repeated parameters arrive as arrays). Returns the single value
 * of each parameter and the names given more than once (a 400 per docs/API-CONTRACT.md §2).
 */
export function singleValues(query: Readonly<Record<string, string | string[] | undefined>>): {
  values: Map<string, string>;
  repeated: string[];
} {
  const values = new Map<string, string>();
  const repeated: string[] = [];
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) {
      repeated.push(name);
      if (value[0] !== undefined) values.set(name, value[0]);
    } else values.set(name, value);
  }
  return { values, repeated };
}
