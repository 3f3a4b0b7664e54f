/**
 * Comparing two backends' answers (the ClickHouse contract test, and bench/clickhouse.mjs before it times
 * anything): JSON bodies equal but for per-request fields, numbers to 1e-9 relative or one rounding step.
 */
/** Fields that differ per request by design (request ids), removed before comparing. */
const PER_REQUEST = new Set(['request_id', 'instance']);

/** Decimals a number is written with (326.72: 2). */
const decimalsOf = (value: number): number => (String(value).split('.')[1] ?? '').length;

/**
 * Two answers' numbers agree when they are equal to 1e-9 relative, or when written with d >= 2 decimals they differ
 * by one step of the last (10^-d): the engines sum doubles in different orders, so a value within 1e-12 of a
 * rounding midpoint (x.xx5) may round either way on each.
 */
function numbersAgree(a: number, b: number): boolean {
  const scale = Math.max(Math.abs(a), Math.abs(b));
  if (a === b || Math.abs(a - b) <= 1e-9 * scale) return true;
  const decimals = Math.max(decimalsOf(a), decimalsOf(b));
  return decimals >= 2 && Math.abs(Math.abs(a - b) - 10 ** -decimals) <= 1e-9 * Math.max(scale, 1);
}

/** Where two answers differ: numbers to 1e-9 relative (or one rounding step), everything else exactly. */
export function answerDifferences(a: unknown, b: unknown, path = '$'): string[] {
  if (typeof a === 'number' && typeof b === 'number') {
    return numbersAgree(a, b) ? [] : [`${path}: ${a} vs ${b}`];
  }
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) return [`${path}: ${a.length} items vs ${b.length}`];
    return a.flatMap((item, i) => answerDifferences(item, b[i], `${path}[${i}]`));
  }
  if (a && b && typeof a === 'object' && typeof b === 'object' && !Array.isArray(a) && !Array.isArray(b)) {
    const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((k) => !PER_REQUEST.has(k));
    return keys.flatMap((k) =>
      answerDifferences((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], `${path}.${k}`),
    );
  }
  return Object.is(a, b) ? [] : [`${path}: ${JSON.stringify(a)} vs ${JSON.stringify(b)}`];
}
