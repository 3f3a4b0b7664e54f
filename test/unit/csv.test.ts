import { describe, expect, it } from 'vitest';
import { csvStream, toCsv } from '../../src/http/features/csv.js';

/** Issue #12 item 7: CSV cells a spreadsheet would run as formulas are neutralised (the OWASP rule). */
describe('CSV injection', () => {
  const row = {
    formula: '=HYPERLINK("http://evil.example","click")',
    plus: '+1 555 0100',
    minus: "-2+3+cmd|' /C calc'!A0",
    at: '@SUM(A1:A2)',
    tab: '\tx',
    cr: '\rx',
    plain: 'Atlanta, GA',
    negative: -12.5,
    negativeText: '-7',
    positiveText: '+3.25',
    zero: 0,
    flag: true,
  };
  const expected =
    'formula,plus,minus,at,tab,cr,plain,negative,negativeText,positiveText,zero,flag\r\n' +
    [
      `"'=HYPERLINK(""http://evil.example"",""click"")"`,
      `"'+1 555 0100"`,
      `"'-2+3+cmd|' /C calc'!A0"`,
      `"'@SUM(A1:A2)"`,
      `"'\tx"`,
      `"'\rx"`,
      '"Atlanta, GA"',
      '-12.5',
      '-7',
      '+3.25',
      '0',
      'true',
    ].join(',') +
    '\r\n';

  it('prefixes formula-like text with an apostrophe and quotes it; numbers stay numbers', () => {
    expect(toCsv([row])).toBe(expected);
  });

  it('does the same in streamed CSV', async () => {
    let text = '';
    for await (const chunk of csvStream(Object.keys(row), [row])) text += String(chunk);
    expect(text).toBe(expected);
  });
});
