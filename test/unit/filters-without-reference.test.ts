import { describe, expect, it } from 'vitest';
import { CARRIER, ORIGIN } from '../../src/catalog/dimensions.js';
import { parseFilterValue } from '../../src/query/dimension-kinds/index.js';
import { referenceData } from '../../src/reference/load.js';

describe('filter codes on a data version without reference tables', () => {
  const empty = referenceData([], [], []);

  it('say that no airport reference is loaded, not that the airport is unknown', () => {
    expect(parseFilterValue(ORIGIN, 'ATL', empty)).toEqual({
      ok: false,
      problem: {
        reason:
          'airport "ATL" cannot be checked: this data version has no airport reference (ingest a Master Coordinate download with the data)',
      },
    });
  });

  it('say that no carrier reference is loaded, and still accept the codes BTS defines itself', () => {
    expect(parseFilterValue(CARRIER, 'DL', empty)).toMatchObject({
      ok: false,
      problem: { reason: expect.stringContaining('this data version has no carrier reference') },
    });
  });

  it('keep calling a code unknown when the reference is loaded and lacks it', () => {
    const loaded = referenceData([{ iata: 'ATL' } as never], [{ carrier_code: 'DL' } as never], []);
    expect(parseFilterValue(ORIGIN, 'ZZZ', loaded)).toEqual({
      ok: false,
      problem: { reason: 'unknown airport "ZZZ"' },
    });
    expect(parseFilterValue(ORIGIN, 'ATL', loaded)).toEqual({ ok: true, value: 'ATL' });
    expect(parseFilterValue(CARRIER, 'XX', loaded)).toEqual({
      ok: false,
      problem: { reason: 'unknown carrier "XX"' },
    });
  });
});
