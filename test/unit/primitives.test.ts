import { describe, expect, it } from 'vitest';
import {
  parseAirportCode,
  parseBoolean,
  parseCarrierCode,
  parseDate,
  parseEnum,
  parseInteger,
  parseList,
  singleValues,
} from '../../src/query/primitives.js';

describe('query-string value parsers (docs/API-CONTRACT.md §2)', () => {
  it('accepts only an optional minus sign and digits as an int, within range', () => {
    expect(parseInteger('42', 1, 100)).toEqual({ ok: true, value: 42 });
    expect(parseInteger('-3', -5, 5)).toEqual({ ok: true, value: -3 });
    for (const bad of ['4.0', '1e3', ' 4', '+4', '0x10', '', '٣']) {
      expect(parseInteger(bad, 0, 100).ok, bad).toBe(false);
    }
    expect(parseInteger('101', 1, 100)).toEqual({ ok: false, reason: 'must be an integer from 1 to 100' });
  });

  it('accepts true/false/1/0 in any case as a bool', () => {
    expect(parseBoolean('TRUE')).toEqual({ ok: true, value: true });
    expect(parseBoolean('0')).toEqual({ ok: true, value: false });
    expect(parseBoolean('yes').ok).toBe(false);
  });

  it('trims list items, rejects empty ones and removes duplicates keeping first order', () => {
    expect(parseList(' b, a ,b')).toEqual({ ok: true, value: ['b', 'a'] });
    expect(parseList('a,,b').ok).toBe(false);
    expect(parseList('a,').ok).toBe(false);
  });

  it('upper-cases airport and carrier codes and checks their shape', () => {
    expect(parseAirportCode('bos')).toEqual({ ok: true, value: 'BOS' });
    expect(parseAirportCode('BOST').ok).toBe(false);
    expect(parseCarrierCode('b6')).toEqual({ ok: true, value: 'B6' });
    expect(parseCarrierCode('5X')).toEqual({ ok: true, value: '5X' });
    expect(parseCarrierCode('A').ok).toBe(false);
    expect(parseCarrierCode("A'").ok).toBe(false);
  });

  it('accepts only real calendar dates', () => {
    expect(parseDate('2024-02-29')).toEqual({ ok: true, value: '2024-02-29' });
    expect(parseDate('2023-02-29').ok).toBe(false);
    expect(parseDate('2024-2-1').ok).toBe(false);
  });

  it('matches enumerations exactly, or case-insensitively when asked', () => {
    expect(parseEnum('asc', ['asc', 'desc'])).toEqual({ ok: true, value: 'asc' });
    expect(parseEnum('ASC', ['asc', 'desc']).ok).toBe(false);
    expect(parseEnum('ASC', ['asc', 'desc'], true)).toEqual({ ok: true, value: 'asc' });
  });

  it('separates repeated parameters from single ones', () => {
    const { values, repeated } = singleValues({ a: '1', b: ['2', '3'], c: undefined });
    expect([...values]).toEqual([
      ['a', '1'],
      ['b', '2'],
    ]);
    expect(repeated).toEqual(['b']);
  });
});
