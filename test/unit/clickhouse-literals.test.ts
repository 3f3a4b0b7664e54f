import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bindLiterals, renderLiteral } from '../../src/engines/clickhouse/literals.js';

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

  it('replaces placeholders outside quoted text only, each once per use', () => {
    expect(bindLiterals(`SELECT '$1', "$1" FROM t WHERE a = $1 AND b IN ($2, $1)`, ['x', 10])).toBe(
      `SELECT '$1', "$1" FROM t WHERE a = 'x' AND b IN (10, 'x')`,
    );
    expect(bindLiterals(`SELECT 'it''s $1', $1`, [1])).toBe(`SELECT 'it''s $1', 1`);
    expect(bindLiterals(`SELECT 'a\\'$1', $1`, [2])).toBe(`SELECT 'a\\'$1', 2`);
    const ten = Array.from({ length: 10 }, (_, i) => 10 - i);
    expect(bindLiterals(`SELECT ${ten.map((n) => `$${n}`).join(', ')}`, ten.toReversed())).toBe(
      `SELECT ${ten.join(', ')}`,
    );
  });

  it('refuses a placeholder without a value, an unused value and unterminated quotes', () => {
    expect(() => bindLiterals('SELECT $2', ['a'])).toThrow(/\$2 has no bound value/);
    expect(() => bindLiterals('SELECT $1', ['a', 'b'])).toThrow(/2 values bound, 1 placeholders used/);
    expect(() => bindLiterals("SELECT 'open $1", ['a'])).toThrow(/unterminated/);
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
