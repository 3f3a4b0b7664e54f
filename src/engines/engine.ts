/** What the rest of the service knows of a database engine: run SQL with bound values, get plain rows. */

export type SqlValue = string | number | boolean | null;

export type Row = Readonly<Record<string, unknown>>;

export interface QueryEngine {
  /** Runs one statement with `$1..$n` placeholders bound to `params`; resolves to plain JS rows. */
  query(sql: string, params?: readonly SqlValue[]): Promise<Row[]>;
  close(): Promise<void>;
}
