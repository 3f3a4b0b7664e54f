import { describe, expect, it } from 'vitest';
import { codeAt, DimensionBuilder, MeasureBuilder, packDimensions } from '../../src/route-index/columns.js';

/**
 * The route index keeps each measure in the smallest exact form its values allow (issue #28, memory at real
 * volume): every value must read back exactly as the engine gave it, null as NaN, whatever the form.
 */
function stored(values: readonly (number | string | null)[]): {
  read: number[];
  storage: string;
  bytes: number;
} {
  const builder = new MeasureBuilder();
  for (const value of values) builder.push(value);
  const column = builder.finish();
  return {
    read: values.map((_, row) => column.at(row)),
    storage: column.storage,
    bytes: column.byteLength,
  };
}

const asEngineGave = (values: readonly (number | string | null)[]): number[] =>
  values.map((value) => (value === null ? NaN : Number(value)));

describe('route index measure columns', () => {
  const cases: [string, string, (number | string | null)[]][] = [
    ['small counts and null', 'Uint8 x1', [0, 1, 254, null, 7]],
    ['counts up to 65,534', 'Uint16 x1', [255, 65_534, null, 0]],
    ['cents up to 655.34', 'Uint16 x100', [0.07, 12.3, 655.34, null, 0, 199.99]],
    ['whole numbers past float32', 'Int32 x1', [16_777_217, -3, null, 2_000_000_000]],
    ['cents past 2 bytes, past float32', 'Int32 x100', [123_456.78, -0.01, null, 9_999_999.99]],
    ['counts a float32 holds exactly, in 4 bytes', 'Float32', [70_000, 0.5, 1e6, null]],
    ['money with more than cents', 'Float64', [0.001, 1 / 3, 123.456, null]],
    // a sum of cents a last bit off (0.1 + 0.2 is 0.30000000000000004): kept apart, its bits exactly
    ['cents with a value a last bit off', 'Uint16 x100 + 1 exact', [12.5, 0.1 + 0.2, 7, null, 19.99, 0.3]],
    ['whole numbers with two fractions', 'Uint8 x1 + 2 exact', [...Array(30).fill(1), 2 / 3, 0, 1 / 7, null]],
    ['numbers the engine gave as text', 'Uint16 x100', ['12.5', '3', null]],
    ['only nulls', 'Uint8 x1', [null, null]],
  ];
  it.each(cases)('reads back %s exactly, stored as %s', (_name, storage, values) => {
    const column = stored(values);
    expect(column.read).toEqual(asEngineGave(values));
    // exactly the same doubles, not only equal to the printed digits
    column.read.forEach((value, row) => {
      const expected = asEngineGave(values)[row]!;
      expect(Object.is(value, expected) || (Number.isNaN(value) && Number.isNaN(expected))).toBe(true);
    });
    expect(column.storage).toBe(storage);
  });

  it('takes 1 byte per row for small counts against 8 for float64', () => {
    const rows = Array.from({ length: 100_000 }, (_, i) => i % 200);
    expect(stored(rows).bytes).toBe(100_000);
    expect(stored(rows.map((i) => i + 0.001)).bytes).toBe(800_000);
  });

  it.each([
    ['rows not known in advance', undefined],
    ['rows counted in advance', 75_005],
  ])('keeps every value exactly when later values need wider forms (%s)', (_name, rows) => {
    // built in the narrowest form the values so far allow, re-encoded when one does not fit (issue #28)
    const counts = Array.from({ length: 14_000 }, (_, i) => (i % 1000 === 0 ? null : i % 200));
    const steps: [number, string][] = [
      [300, 'Uint16 x1'],
      [12.5, 'Uint16 x100'],
      [70_000, 'Float32'],
      [16_777_217.25, 'Int32 x100'],
      // one value that is not whole cents is kept apart rather than every value in 8 bytes
      [1 / 3, 'Int32 x100 + 1 exact'],
    ];
    const values: (number | null)[] = [...counts];
    const builder = new MeasureBuilder(rows);
    for (const value of counts) builder.push(value);
    for (const [value, storage] of steps) {
      values.push(value, ...counts.slice(0, 1000));
      for (const pushed of [value, ...counts.slice(0, 1000)]) builder.push(pushed);
      expect(stored(values).storage).toBe(storage);
    }
    const column = builder.finish();
    expect(column.storage).toBe('Int32 x100 + 1 exact');
    expect(column.byteLength).toBe(4 * values.length + 12);
    expect(values.map((_, row) => column.at(row))).toEqual(asEngineGave(values));
  });

  it('keeps values apart while they take fewer bytes than float64, every value exactly', () => {
    // cents a last bit off among whole cents: kept apart while they are few, float64 once they are many
    const sums = Array.from({ length: 3000 }, (_, i) => (i % 10 === 0 ? 0.1 * (i % 7) + 0.2 : (i % 500) / 4));
    const few = stored(sums);
    expect(few.storage).toMatch(/^Uint16 x100 \+ \d+ exact$/);
    expect(few.bytes).toBeLessThan(3 * sums.length);
    expect(few.read).toEqual(asEngineGave(sums));
    const many = sums.map((value, i) => (i % 2 === 0 ? value + 1 / 3 : value));
    const column = stored(many);
    expect(column.storage).toBe('Float64');
    expect(column.read).toEqual(asEngineGave(many));
  });
});

describe('route index dimension columns', () => {
  it('widens its codes as values appear: 1, then 2, then 4 bytes, every code kept', () => {
    const builder = new DimensionBuilder();
    const values = Array.from({ length: 90_000 }, (_, i) => (i % 10 === 0 ? null : `v${i}`));
    for (const value of values) builder.push(value);
    const column = builder.finish();
    expect(column.words).toBeInstanceOf(Uint32Array);
    expect(column.words.length).toBe(values.length);
    expect(values.map((_, row) => column.values[codeAt(column, row)])).toEqual(values);
  });

  it('keeps every code when its rows were counted in advance', () => {
    const values = Array.from({ length: 5000 }, (_, i) => (i % 7 === 0 ? null : `v${i % 300}`));
    const builder = new DimensionBuilder(values.length);
    for (const value of values) builder.push(value);
    const column = builder.finish();
    expect(column.words).toBeInstanceOf(Uint16Array);
    expect(column.words.length).toBe(values.length);
    expect(values.map((_, row) => column.values[codeAt(column, row)])).toEqual(values);
  });

  it('keeps 1-byte codes for up to 255 values', () => {
    const builder = new DimensionBuilder();
    for (let i = 0; i < 5000; i++) builder.push(i % 255);
    const column = builder.finish();
    expect(column.words).toBeInstanceOf(Uint8Array);
    expect(column.values[codeAt(column, 4999)]).toBe(4999 % 255);
  });

  it('packs columns of a few values into shared bytes, every code kept', () => {
    const rows = 10_000;
    const flags = ['Y', 'N', null];
    const classes = ['X', 'Y', 'C', 'D', 'F', 'G', null];
    const built = (values: (string | null)[]) => {
      const builder = new DimensionBuilder(rows);
      for (const value of values) builder.push(value);
      return builder.finish();
    };
    const columns = new Map([
      ['a', Array.from({ length: rows }, (_, i) => flags[i % 3]!)],
      ['b', Array.from({ length: rows }, (_, i) => flags[(i >> 2) % 3]!)],
      ['c', Array.from({ length: rows }, (_, i) => classes[i % 7]!)],
      ['d', Array.from({ length: rows }, (_, i) => classes[(i >> 3) % 7]!)],
      ['carrier', Array.from({ length: rows }, (_, i) => `C${i % 40}`)],
    ]);
    const packed = packDimensions(new Map([...columns].map(([name, values]) => [name, built(values)])));
    // the two 3-bit columns and a 2-bit one share a byte, the other 2-bit one is left alone in its byte, and the
    // carrier (40 values) keeps its own
    const arrays = new Set([...packed.values()].map((column) => column.words));
    expect(arrays.size).toBe(3);
    expect(packed.get('carrier')!.shift).toBe(0);
    for (const [name, values] of columns) {
      const column = packed.get(name)!;
      expect(
        values.map((_, row) => column.values[codeAt(column, row)]),
        name,
      ).toEqual(values);
    }
  });
});
