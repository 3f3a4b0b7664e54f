/**
 * Comparing two backends' answers (the ClickHouse contract test, and bench/clickhouse.mjs before it times
 * anything): JSON bodies equal but for per-request fields, numbers to 1e-9 relative.
 */
/** Fields that differ per request by design (request ids), removed before comparing. */
const PER_REQUEST = new Set(['request_id', 'instance']);

/** Where two answers differ: numbers to 1e-9 relative, everything else exactly. */
export function answerDifferences(a: unknown, b: unknown, path = '$'): string[] {
  if (typeof a === 'number' && typeof b === 'number') {
    const scale = Math.max(Math.abs(a), Math.abs(b));
    return a === b || Math.abs(a - b) <= 1e-9 * scale ? [] : [`${path}: ${a} vs ${b}`];
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
