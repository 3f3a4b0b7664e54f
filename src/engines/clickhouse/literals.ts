import type { SqlValue } from '../engine.js';

/**
 * ClickHouse 18.16 (Debian's package) has no typed query parameters (`{name:Type}` came in 19.x), so every
 * bound value is rendered as a literal here, and only here. The rendering is exact for every value the
 * service binds (fuzzed against a real server in test/contract/literals.test.ts):
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

/**
 * Replaces the `$1..$n` placeholders of `sql` with the rendered `params`. Text inside quotes (string
 * literals, quoted identifiers) is copied unchanged; a placeholder without a value, or a value without a
 * placeholder, is an error (never a silently different query).
 */
export function bindLiterals(sql: string, params: readonly SqlValue[]): string {
  const used = new Set<number>();
  let out = '';
  let i = 0;
  while (i < sql.length) {
    const char = sql[i]!;
    if (char === "'" || char === '"' || char === '`') {
      const end = closingQuote(sql, i, char);
      out += sql.slice(i, end + 1);
      i = end + 1;
      continue;
    }
    const placeholder = char === '$' ? /^\$(\d+)/.exec(sql.slice(i, i + 12)) : null;
    if (placeholder) {
      const position = Number(placeholder[1]);
      if (position < 1 || position > params.length) {
        throw new RangeError(`placeholder $${position} has no bound value (${params.length} given)`);
      }
      used.add(position);
      out += renderLiteral(params[position - 1]!);
      i += placeholder[0].length;
      continue;
    }
    out += char;
    i += 1;
  }
  if (used.size !== params.length) {
    throw new RangeError(`${params.length} values bound, ${used.size} placeholders used`);
  }
  return out;
}

/** Index of the quote closing the one at `start` (a doubled or backslash-escaped quote does not close). */
function closingQuote(sql: string, start: number, quote: string): number {
  let i = start + 1;
  while (i < sql.length) {
    if (sql[i] === '\\') i += 2;
    else if (sql[i] === quote && sql[i + 1] === quote) i += 2;
    else if (sql[i] === quote) return i;
    else i += 1;
  }
  throw new RangeError('unterminated quoted text in SQL');
}
