/**
 * Compact columns for the route index: a dimension as dictionary codes in the smallest unsigned typed array
 * that holds them (code 0 is null), a measure in the smallest exact form its values allow (`MeasureColumn`):
 * whole numbers or cents as 1-, 2- or 4-byte integers (the few values that are not, such as a sum of fares
 * a last bit off whole cents, kept apart exactly), else a Float32Array when every value is exactly a float32,
 * else a Float64Array. Every value reads back exactly as the engine gave it; NaN is a null measure.
 */

/** Dictionary codes: 0 is null, values are numbered from 1 in order of appearance. */
export type CodeArray = Uint8Array | Uint16Array | Uint32Array;

/** The key a value is matched by, in the index and in a filter: SQL compares `'1'` and `1` as equal. */
export const valueKey = (value: unknown): string => String(value);

/** A dimension value as the engine gave it (anything else kept as its text). */
export type DimensionValue = string | number | boolean | null;

/** A dimension column: a code per row (`codeAt`) and the code of each value's key. */
export interface DimensionColumn {
  /**
   * Each row's code, `bits` wide from bit `shift` of the row's word: columns of a few values share one array
   * of words (`packDimensions`), a column of more values has its own (`shift` 0, every bit of a word).
   */
  readonly words: CodeArray;
  readonly shift: number;
  readonly bits: number;
  /** `bits` ones. */
  readonly mask: number;
  readonly codeOf: ReadonlyMap<string, number>;
  /** Values by code (index 0: null). */
  readonly values: readonly DimensionValue[];
}

/** A row's code in a dimension column. */
export const codeAt = (column: DimensionColumn, row: number): number =>
  (column.words[row]! >>> column.shift) & column.mask;

/** Ones in the low `bits` bits (32: every bit, as the unsigned codes of a Uint32Array need). */
const maskOf = (bits: number): number => (bits >= 32 ? 0xffffffff : (1 << bits) - 1);

/** A column with at most this many bits of codes shares a byte with others. */
const PACKED_BITS = 4;

/**
 * The columns with few values (codes of at most `PACKED_BITS` bits, null included) packed together: each
 * byte of a row holds several of them (first fit, widest first), instead of a byte each. Others unchanged.
 * Eleven DB1B market flags and classes take 3 bytes a row instead of 11 (bench/README.md, "Route index memory").
 */
export function packDimensions(columns: ReadonlyMap<string, DimensionColumn>): Map<string, DimensionColumn> {
  const bitsOf = (column: DimensionColumn) => Math.max(1, Math.ceil(Math.log2(column.values.length)));
  const small = [...columns]
    .filter(([, column]) => column.words instanceof Uint8Array && bitsOf(column) <= PACKED_BITS)
    .sort((a, b) => bitsOf(b[1]) - bitsOf(a[1]));
  const bytes: { used: number; members: [string, DimensionColumn][] }[] = [];
  for (const member of small) {
    const bits = bitsOf(member[1]);
    const byte = bytes.find((b) => b.used + bits <= 8) ?? bytes[bytes.push({ used: 0, members: [] }) - 1]!;
    byte.used += bits;
    byte.members.push(member);
  }
  const result = new Map(columns);
  for (const { members } of bytes) {
    if (members.length < 2) continue;
    const words = new Uint8Array(members[0]![1].words.length);
    let shift = 0;
    for (const [name, column] of members) {
      const bits = bitsOf(column);
      const codes = column.words;
      for (let row = 0; row < words.length; row++) words[row]! |= codes[row]! << shift;
      result.set(name, { ...column, words, shift, bits, mask: maskOf(bits) });
      shift += bits;
    }
  }
  return result;
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

/** The values of a scaled column that `value × scale` would not give back exactly: their rows and values. */
interface Exceptions {
  /** Ascending. */
  readonly rows: Uint32Array;
  readonly values: Float64Array;
}

/** Bytes a value kept apart takes: its row and its value. */
const EXCEPTION_BYTES = 12;

/**
 * Values stored as integers `value × scale` (each checked to read back exactly), `nullCode` for null; a value
 * that would not read back exactly is stored as `exceptionCode` and its own value kept apart (`Exceptions`).
 */
class ScaledMeasure implements MeasureColumn {
  constructor(
    private readonly data: Uint8Array | Uint16Array | Int32Array,
    private readonly scale: number,
    private readonly nullCode: number,
    private readonly exceptionCode: number,
    private readonly exceptions: Exceptions,
  ) {}
  at(row: number): number {
    const code = this.data[row]!;
    if (code === this.nullCode) return NaN;
    return code === this.exceptionCode ? this.exceptionAt(row) : code / this.scale;
  }
  /** The value kept apart for `row` (binary search: they are few, and in row order). */
  private exceptionAt(row: number): number {
    const { rows, values } = this.exceptions;
    let low = 0;
    let high = rows.length - 1;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (rows[middle]! < row) low = middle + 1;
      else high = middle;
    }
    return values[low]!;
  }
  get byteLength(): number {
    return this.data.byteLength + this.exceptions.rows.byteLength + this.exceptions.values.byteLength;
  }
  get storage(): string {
    const apart = this.exceptions.rows.length;
    return `${this.data.constructor.name.replace('Array', '')} x${this.scale}${apart > 0 ? ` + ${apart} exact` : ''}`;
  }
}

/**
 * The integer forms a measure may take, smallest first; the largest code of each is its null, the one below
 * it marks a value kept apart (when the column has any).
 */
const INTEGER_FORMS = [
  { Codes: Uint8Array, min: 0, nullCode: 0xff },
  { Codes: Uint16Array, min: 0, nullCode: 0xffff },
  { Codes: Int32Array, min: -0x7fffffff, nullCode: 0x7fffffff },
] as const;
/** Scales tried: whole numbers, then cents (fares and other money the ingest rounds to cents). */
const SCALES = [1, 100] as const;

type MeasureArray = Uint8Array | Uint16Array | Int32Array | Float32Array | Float64Array;

/**
 * How a measure's values are stored: integers `value × scale` (`nullCode` for null; with `exceptionCode`, a
 * value `× scale` would not give back is kept apart), or floats as they are.
 */
type MeasureForm =
  | {
      readonly Codes: (typeof INTEGER_FORMS)[number]['Codes'];
      readonly scale: number;
      readonly min: number;
      readonly nullCode: number;
      /** Marks a value kept apart; undefined: the form keeps none. */
      readonly exceptionCode: number | undefined;
    }
  | { readonly Codes: typeof Float32Array | typeof Float64Array; readonly scale?: undefined };

/**
 * What the values so far allow: per scale, how many of them times it would not read back exactly; their
 * range; float32.
 */
interface MeasureStats {
  readonly inexactAt: number[];
  min: number;
  max: number;
  exactInFloat32: boolean;
}

/**
 * The exact form in which `rows` values with these statistics take the fewest bytes: whole numbers or cents in
 * 1, 2 or 4 bytes, plus 12 bytes for each value kept apart, against float32 when every value is exactly one,
 * else float64 (floats on a tie).
 */
function formFor(stats: MeasureStats, rows: number): MeasureForm {
  const count = Math.max(rows, 1);
  let best: MeasureForm = { Codes: stats.exactInFloat32 ? Float32Array : Float64Array };
  let bestBytes = count * best.Codes.BYTES_PER_ELEMENT;
  for (const [i, scale] of SCALES.entries()) {
    const apart = stats.inexactAt[i]!;
    const lowest = stats.min === Infinity ? 0 : Math.round(stats.min * scale);
    const highest = stats.max === -Infinity ? 0 : Math.round(stats.max * scale);
    const form = INTEGER_FORMS.find((f) => lowest >= f.min && highest < f.nullCode - (apart > 0 ? 1 : 0));
    if (form === undefined) continue;
    const bytes = count * form.Codes.BYTES_PER_ELEMENT + apart * EXCEPTION_BYTES;
    if (bytes >= bestBytes) continue;
    best = { ...form, scale, exceptionCode: apart > 0 ? form.nullCode - 1 : undefined };
    bestBytes = bytes;
  }
  return best;
}

const exceptionCodeOf = (form: MeasureForm): number | undefined =>
  form.scale === undefined ? undefined : form.exceptionCode;
const sameForm = (a: MeasureForm, b: MeasureForm): boolean =>
  a.Codes === b.Codes && a.scale === b.scale && exceptionCodeOf(a) === exceptionCodeOf(b);

/** Whether `form` holds `value` exactly (NaN, a null, fits every form), as its code or kept apart. */
function holds(form: MeasureForm, value: number): boolean {
  if (Number.isNaN(value)) return true;
  if (form.scale === undefined) return form.Codes === Float64Array || Math.fround(value) === value;
  if (!readsBack(form.scale, value)) return form.exceptionCode !== undefined;
  const code = Math.round(value * form.scale);
  return code >= form.min && code < (form.exceptionCode ?? form.nullCode);
}

/** Whether `value × scale`, rounded, gives `value` back exactly. */
const readsBack = (scale: number, value: number): boolean => Math.round(value * scale) / scale === value;

/** Bytes per code for the largest code a column holds. */
const widthFor = (code: number): number => (code > 0xffff ? 4 : code > 0xff ? 2 : 1);

/** Capacity when the number of rows is not known in advance; doubled as needed. */
const INITIAL_CAPACITY = 1024;

/**
 * Codes while building: the smallest unsigned array that holds the largest code so far, allocated for every row
 * when their number is known (then finished without a copy), else grown by doubling.
 */
class GrowingCodes {
  private data: CodeArray;
  length = 0;
  constructor(capacity: number) {
    this.data = new Uint8Array(capacity);
  }
  push(code: number): void {
    if (this.length === this.data.length || widthFor(code) > this.data.BYTES_PER_ELEMENT) this.grow(code);
    this.data[this.length++] = code;
  }
  private grow(code: number): void {
    const width = Math.max(widthFor(code), this.data.BYTES_PER_ELEMENT);
    const Codes = width === 1 ? Uint8Array : width === 2 ? Uint16Array : Uint32Array;
    const next = new Codes(
      this.length === this.data.length ? Math.max(INITIAL_CAPACITY, this.data.length * 2) : this.data.length,
    );
    next.set(this.data.subarray(0, this.length));
    this.data = next;
  }
  finish(): CodeArray {
    return this.length === this.data.length ? this.data : this.data.slice(0, this.length);
  }
}

/** Builds a dimension column; `rows`, when known, sizes its codes once. */
export class DimensionBuilder {
  private readonly codes: GrowingCodes;
  private readonly codeOf = new Map<string, number>();
  private readonly values: DimensionValue[] = [null];
  constructor(rows = INITIAL_CAPACITY) {
    this.codes = new GrowingCodes(rows);
  }
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
    const words = this.codes.finish();
    const bits = 8 * words.BYTES_PER_ELEMENT;
    return { words, shift: 0, bits, mask: maskOf(bits), codeOf: this.codeOf, values: this.values };
  }
}

/**
 * Builds a measure column: each value is stored at once in the smallest exact form the values so far allow
 * (`formFor`), in an array for every row when their number is known (`rows`); a value that form cannot hold
 * re-encodes the column in the form the values now need (a few times at most: a form is only left for a wider
 * one). So building takes about the finished column's bytes, not 8 bytes per value, and finishes without a copy.
 */
export class MeasureBuilder {
  private readonly stats: MeasureStats = {
    inexactAt: SCALES.map(() => 0),
    min: Infinity,
    max: -Infinity,
    exactInFloat32: true,
  };
  private form: MeasureForm = formFor(this.stats, 0);
  private data: MeasureArray;
  private length = 0;
  /** The values kept apart (a scaled form's `exceptionCode`): their rows, ascending, and values. */
  private apartRows: number[] = [];
  private apartValues: number[] = [];
  constructor(rows = INITIAL_CAPACITY) {
    this.data = new this.form.Codes(rows);
  }
  push(value: unknown): void {
    const number =
      typeof value === 'number' ? value : value === null || value === undefined ? NaN : Number(value);
    if (!Number.isNaN(number)) {
      const stats = this.stats;
      if (number < stats.min) stats.min = number;
      if (number > stats.max) stats.max = number;
      if (stats.exactInFloat32 && Math.fround(number) !== number) stats.exactInFloat32 = false;
      for (let i = 0; i < SCALES.length; i++) if (!readsBack(SCALES[i]!, number)) stats.inexactAt[i]! += 1;
      // a value this form cannot hold, or one more kept apart (which may make a float form smaller)
      const form = this.form;
      if (!holds(form, number) || (form.scale !== undefined && !readsBack(form.scale, number))) {
        const next = formFor(stats, this.length + 1);
        if (!sameForm(next, form)) this.store(next, this.data.length);
      }
    }
    if (this.length === this.data.length) this.store(this.form, Math.max(INITIAL_CAPACITY, this.length * 2));
    this.data[this.length] = this.encode(this.form, number, this.length, this.apartRows, this.apartValues);
    this.length += 1;
  }
  /** `value` in `form`, or its exception code with the value kept apart in `rows` / `values`. */
  private encode(form: MeasureForm, value: number, row: number, rows: number[], values: number[]): number {
    if (form.scale === undefined) return value;
    if (Number.isNaN(value)) return form.nullCode;
    if (readsBack(form.scale, value)) return Math.round(value * form.scale);
    rows.push(row);
    values.push(value);
    return form.exceptionCode!;
  }
  /** Moves the values so far into an array of `capacity` in `form` (which holds them all exactly). */
  private store(form: MeasureForm, capacity: number): void {
    const next = new form.Codes(capacity);
    const old = this.form;
    // the same codes: a form that newly keeps values apart was chosen with its exception code above them all
    if (old.Codes === form.Codes && old.scale === form.scale) next.set(this.data.subarray(0, this.length));
    else {
      const rows: number[] = [];
      const values: number[] = [];
      let apart = 0;
      for (let row = 0; row < this.length; row++) {
        const stored = this.data[row]!;
        const value =
          old.scale === undefined
            ? stored
            : stored === old.nullCode
              ? NaN
              : stored === old.exceptionCode
                ? this.apartValues[apart++]!
                : stored / old.scale;
        next[row] = this.encode(form, value, row, rows, values);
      }
      this.apartRows = rows;
      this.apartValues = values;
    }
    this.data = next;
    this.form = form;
  }
  finish(): MeasureColumn {
    // the form that takes the fewest bytes for all the values (the form in use may have been chosen for fewer)
    const form = formFor(this.stats, this.length);
    if (!sameForm(form, this.form) || this.length !== this.data.length) this.store(form, this.length);
    if (form.scale === undefined) return new FloatMeasure(this.data as Float32Array | Float64Array);
    const exceptions = {
      rows: Uint32Array.from(this.apartRows),
      values: Float64Array.from(this.apartValues),
    };
    const codes = this.data as Uint8Array | Uint16Array | Int32Array;
    return new ScaledMeasure(codes, form.scale, form.nullCode, form.exceptionCode ?? NaN, exceptions);
  }
}

/**
 * Bytes a dimension column holds: its share of its words and an estimate of its dictionary (key text and map
 * entry).
 */
export function dimensionBytes(column: DimensionColumn): number {
  let dictionary = 0;
  for (const key of column.codeOf.keys()) dictionary += 2 * key.length + 64;
  return (column.words.byteLength * column.bits) / (8 * column.words.BYTES_PER_ELEMENT) + dictionary;
}
