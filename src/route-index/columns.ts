/**
 * Compact columns for the route index: a dimension as dictionary codes in the smallest unsigned typed array
 * that holds them (code 0 is null), a measure in the smallest exact form its values allow (`MeasureColumn`):
 * whole numbers or cents as 1-, 2- or 4-byte integers, else a Float32Array when every value is exactly a
 * float32, else a Float64Array. Every value reads back exactly as the engine gave it; NaN is a null measure.
 */

/** Dictionary codes: 0 is null, values are numbered from 1 in order of appearance. */
export type CodeArray = Uint8Array | Uint16Array | Uint32Array;

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

/** A measure column: each row's value exactly as the engine gave it, NaN for null. */
export interface MeasureColumn {
  at(row: number): number;
  /** Bytes its values take. */
  readonly byteLength: number;
  /** How they are stored (`Uint16 x100`: cents in 2 bytes), for the benchmarks. */
  readonly storage: string;
}

/** Values stored as they are (float32 when each is exactly one, else float64). */
class FloatMeasure implements MeasureColumn {
  constructor(private readonly data: Float32Array | Float64Array) {}
  at(row: number): number {
    return this.data[row]!;
  }
  get byteLength(): number {
    return this.data.byteLength;
  }
  get storage(): string {
    return this.data instanceof Float32Array ? 'Float32' : 'Float64';
  }
}

/** Values stored as integers `value × scale` (each checked to read back exactly), `nullCode` for null. */
class ScaledMeasure implements MeasureColumn {
  constructor(
    private readonly data: Uint8Array | Uint16Array | Int32Array,
    private readonly scale: number,
    private readonly nullCode: number,
  ) {}
  at(row: number): number {
    const code = this.data[row]!;
    return code === this.nullCode ? NaN : code / this.scale;
  }
  get byteLength(): number {
    return this.data.byteLength;
  }
  get storage(): string {
    return `${this.data.constructor.name.replace('Array', '')} x${this.scale}`;
  }
}

/** The integer forms a measure may take, smallest first; the largest code of each is its null. */
const INTEGER_FORMS = [
  { Codes: Uint8Array, min: 0, nullCode: 0xff },
  { Codes: Uint16Array, min: 0, nullCode: 0xffff },
  { Codes: Int32Array, min: -0x7fffffff, nullCode: 0x7fffffff },
] as const;
/** Scales tried: whole numbers, then cents (fares and other money the ingest rounds to cents). */
const SCALES = [1, 100] as const;

/** Values kept while building, in chunks (no copy as they grow), as float64. */
const CHUNK = 65_536;
class ChunkedNumbers {
  private readonly chunks: Float64Array[] = [];
  length = 0;
  push(value: number): void {
    const offset = this.length % CHUNK;
    if (offset === 0) this.chunks.push(new Float64Array(CHUNK));
    this.chunks[this.chunks.length - 1]![offset] = value;
    this.length += 1;
  }
  /** Each value, in order. */
  forEach(use: (value: number, row: number) => void): void {
    for (let row = 0; row < this.length; row++) use(this.chunks[Math.floor(row / CHUNK)]![row % CHUNK]!, row);
  }
}

/** Bytes per code for the largest code a column holds. */
const widthFor = (code: number): number => (code > 0xffff ? 4 : code > 0xff ? 2 : 1);

/** Codes while building: the smallest unsigned array that holds the largest code so far, grown by doubling. */
class GrowingCodes {
  private data: CodeArray = new Uint8Array(1024);
  length = 0;
  push(code: number): void {
    if (this.length === this.data.length || widthFor(code) > this.data.BYTES_PER_ELEMENT) this.grow(code);
    this.data[this.length++] = code;
  }
  private grow(code: number): void {
    const width = Math.max(widthFor(code), this.data.BYTES_PER_ELEMENT);
    const Codes = width === 1 ? Uint8Array : width === 2 ? Uint16Array : Uint32Array;
    const next = new Codes(this.length === this.data.length ? this.data.length * 2 : this.data.length);
    next.set(this.data.subarray(0, this.length));
    this.data = next;
  }
  finish(): CodeArray {
    return this.data.slice(0, this.length);
  }
}

export class DimensionBuilder {
  private readonly codes = new GrowingCodes();
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
    return { codes: this.codes.finish(), codeOf: this.codeOf, values: this.values };
  }
}

export class MeasureBuilder {
  private readonly numbers = new ChunkedNumbers();
  /** Per scale: every value so far times it is a whole number that reads back exactly; else false. */
  private readonly exactAt = SCALES.map(() => true);
  private min = Infinity;
  private max = -Infinity;
  private exactInFloat32 = true;
  push(value: unknown): void {
    const number =
      typeof value === 'number' ? value : value === null || value === undefined ? NaN : Number(value);
    this.numbers.push(number);
    if (Number.isNaN(number)) return;
    if (number < this.min) this.min = number;
    if (number > this.max) this.max = number;
    if (this.exactInFloat32 && Math.fround(number) !== number) this.exactInFloat32 = false;
    SCALES.forEach((scale, i) => {
      if (this.exactAt[i] && Math.round(number * scale) / scale !== number) this.exactAt[i] = false;
    });
  }
  finish(): MeasureColumn {
    const length = this.numbers.length;
    for (const [i, scale] of SCALES.entries()) {
      if (!this.exactAt[i]) continue;
      const lowest = this.min === Infinity ? 0 : Math.round(this.min * scale);
      const highest = this.max === -Infinity ? 0 : Math.round(this.max * scale);
      const form = INTEGER_FORMS.find((f) => lowest >= f.min && highest < f.nullCode);
      if (form === undefined) continue;
      // an integer form takes fewer bytes than float32 only in 1 or 2 bytes
      if (form.Codes === Int32Array && this.exactInFloat32) break;
      const codes = new form.Codes(length);
      this.numbers.forEach((value, row) => {
        codes[row] = Number.isNaN(value) ? form.nullCode : Math.round(value * scale);
      });
      return new ScaledMeasure(codes, scale, form.nullCode);
    }
    const Values = this.exactInFloat32 ? Float32Array : Float64Array;
    const values = new Values(length);
    this.numbers.forEach((value, row) => (values[row] = value));
    return new FloatMeasure(values);
  }
}

/** Bytes a dimension column holds: its codes and an estimate of its dictionary (key text and map entry). */
export function dimensionBytes(column: DimensionColumn): number {
  let dictionary = 0;
  for (const key of column.codeOf.keys()) dictionary += 2 * key.length + 64;
  return column.codes.byteLength + dictionary;
}
