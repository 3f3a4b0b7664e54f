import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clickhouse } from '../../src/sql/clickhouse.js';
import { renderLiteral } from '../../src/sql/clickhouse-literals.js';
import { duckdb } from '../../src/sql/duckdb.js';

/** The literal renderer's text rules (its values are checked against a real server in test/clickhouse/). */
describe('ClickHouse literals', () => {
  it('renders each kind of value', () => {
    expect(renderLiteral(null)).toBe('NULL');
    expect(renderLiteral(true)).toBe('1');
    expect(renderLiteral(false)).toBe('0');
    expect(renderLiteral(2025)).toBe('2025');
    expect(renderLiteral(-3)).toBe('(-3)');
    expect(renderLiteral(-0)).toBe('0');
    expect(renderLiteral(0.1)).toBe('0.1');
    expect(renderLiteral("O'Hare\\")).toBe("'O\\'Hare\\\\'");
    expect(renderLiteral('a\nb\u0000')).toBe("'a\\x0ab\\x00'");
  });

  it('refuses values it cannot render exactly', () => {
    expect(() => renderLiteral(Number.NaN)).toThrow(RangeError);
    expect(() => renderLiteral(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => renderLiteral(5e-324)).toThrow(RangeError);
  });

  it('writes each value of a statement as a literal where the statement names it, with nothing to bind', () => {
    const values = clickhouse.values();
    expect(`a = ${values.add("it's")} AND b IN (${values.add(-3)}, ${values.add(null)})`).toBe(
      "a = 'it\\'s' AND b IN ((-3), NULL)",
    );
    expect(values.bound).toEqual([]);
  });

  it('binds the same values to DuckDB placeholders in the order the statement names them', () => {
    const values = duckdb.values();
    expect(`a = ${values.add("it's")} AND b IN (${values.add(-3)}, ${values.add(null)})`).toBe(
      'a = $1 AND b IN ($2, $3)',
    );
    expect(values.bound).toEqual(["it's", -3, null]);
  });

  it('never lets a string end its literal: the rendered text is one quoted token', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (text) => {
        const literal = renderLiteral(text);
        expect(literal.startsWith("'") && literal.endsWith("'")).toBe(true);
        // the only unescaped quote is the closing one, and no raw control character remains
        const body = literal.slice(1, -1).replaceAll('\\\\', '').replaceAll("\\'", '');
        expect(body).not.toContain("'");
        expect([...literal].some((char) => char.charCodeAt(0) < 0x20 || char === '\u007f')).toBe(false);
      }),
      { numRuns: 2_000 },
    );
  });
});
