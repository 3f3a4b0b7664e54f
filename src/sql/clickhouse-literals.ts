import type { SqlValue } from './plan.js';

/**
 * ClickHouse 18.16 (Debian's package) has no typed query parameters (`{name:Type}` came in 19.x), so every
 * value of a statement is rendered as a literal here, and only here, while the statement is written (the
 * ClickHouse dialect's `values`, sql/clickhouse.ts): SQL text is never rewritten afterwards. The rendering is
 * exact for every value the service binds (fuzzed against a real server in test/clickhouse/publish.test.ts):
 * - strings: single-quoted; backslash and quote escaped, every control character as `\xHH`, so no byte of
 *   the value can end the literal or start a comment;
 * - integers (safe range): decimal digits;
 * - other finite numbers: JavaScript's shortest round-trip text, which ClickHouse parses to the same double
 *   (subnormal numbers are refused: 18.16 parses them as 0);
 * - booleans: 1 and 0 (booleans are stored as UInt8);
 * - null: NULL.
 */
export function renderLiteral(value: SqlValue): string {
  if (value === null) return 'NULL';
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (typeof value === 'number') return renderNumber(value);
  return `'${escapeString(value)}'`;
}

const MIN_NORMAL = 2.2250738585072014e-308;

function renderNumber(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`cannot bind the non-finite number ${value}`);
  if (!Number.isSafeInteger(value) && value !== 0 && Math.abs(value) < MIN_NORMAL) {
    throw new RangeError(`cannot bind the subnormal number ${value}`);
  }
  // negative numbers in parentheses: `a -$1` never becomes the comment `a --1`
  const text = Object.is(value, -0) ? '0' : String(value);
  return value < 0 ? `(${text})` : text;
}

function escapeString(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (char === '\\') out += '\\\\';
    else if (char === "'") out += "\\'";
    else if (code < 0x20 || code === 0x7f) out += `\\x${code.toString(16).padStart(2, '0')}`;
    else out += char;
  }
  return out;
}
