/**
 * Compact columns for the route index: a dimension as dictionary codes in the smallest unsigned typed array
 * that holds them, a measure as a Float32Array when every value is exactly a float32 (counts below 2^24,
 * halves, quarters) else a Float64Array. NaN marks a null measure; code 0 marks a null dimension value.
 */

/** Dictionary codes: 0 is null, values are numbered from 1 in order of appearance. */
export type CodeArray = Uint8Array | Uint16Array | Uint32Array;
export type MeasureArray = Float32Array | Float64Array;

/** The key a value is matched by, in the index and in a filter: SQL compares `'1'` and `1` as equal. */
export const valueKey = (value: unknown): string => String(value);

/** A dimension value as the engine gave it (anything else kept as its text). */
export type DimensionValue = string | number | boolean | null;

/** A dimension column: codes per row and the code of each value's key. */
export interface DimensionColumn {
  readonly codes: CodeArray;
  readonly codeOf: ReadonlyMap<string, number>;
  /** Values by code (index 0: null). */
  readonly values: readonly DimensionValue[];
}

const INITIAL_CAPACITY = 1024;

/** A growing Float64Array. */
class GrowingNumbers {
  private data = new Float64Array(INITIAL_CAPACITY);
  length = 0;
  push(value: number): void {
    if (this.length === this.data.length) {
      const next = new Float64Array(this.data.length * 2);
      next.set(this.data);
      this.data = next;
    }
    this.data[this.length++] = value;
  }
  view(): Float64Array {
    return this.data.subarray(0, this.length);
  }
}

export class DimensionBuilder {
  private readonly codes = new GrowingNumbers();
  private readonly codeOf = new Map<string, number>();
  private readonly values: DimensionValue[] = [null];
  push(value: unknown): void {
    if (value === null || value === undefined) {
      this.codes.push(0);
      return;
    }
    const key = valueKey(value);
    let code = this.codeOf.get(key);
    if (code === undefined) {
      code = this.values.length;
      this.codeOf.set(key, code);
      const plain = typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
      this.values.push(plain ? value : key);
    }
    this.codes.push(code);
  }
  finish(): DimensionColumn {
    const count = this.values.length;
    const Codes = count <= 0xff ? Uint8Array : count <= 0xffff ? Uint16Array : Uint32Array;
    return { codes: Codes.from(this.codes.view()), codeOf: this.codeOf, values: this.values };
  }
}

export class MeasureBuilder {
  private readonly numbers = new GrowingNumbers();
  private exactInFloat32 = true;
  push(value: unknown): void {
    const number =
      typeof value === 'number' ? value : value === null || value === undefined ? NaN : Number(value);
    if (this.exactInFloat32 && !Number.isNaN(number) && Math.fround(number) !== number)
      this.exactInFloat32 = false;
    this.numbers.push(number);
  }
  finish(): MeasureArray {
    return this.exactInFloat32
      ? Float32Array.from(this.numbers.view())
      : Float64Array.from(this.numbers.view());
  }
}

/** Bytes a dimension column holds: its codes and an estimate of its dictionary (key text and map entry). */
export function dimensionBytes(column: DimensionColumn): number {
  let dictionary = 0;
  for (const key of column.codeOf.keys()) dictionary += 2 * key.length + 64;
  return column.codes.byteLength + dictionary;
}
