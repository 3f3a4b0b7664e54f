import type { Dialect } from './dialect.js';

/**
 * The intermediate tables of a statement: named once (`WITH name AS (...)`) where the dialect has common
 * table expressions, else inlined as subqueries where used.
 */
export class DerivedTables {
  private readonly tables = new Map<string, string>();
  private readonly ordered: string[] = [];
  constructor(private readonly dialect: Dialect) {}
  define(name: string, sql: string): void {
    this.tables.set(name, sql);
    this.ordered.push(`${name} AS (\n  ${sql}\n)`);
  }
  /** A common table given whole (`name AS (...)`): only where the dialect has common tables. */
  defineCommon(definition: string): void {
    if (!this.dialect.commonTables) throw new Error(`the ${this.dialect.name} dialect has no common tables`);
    this.ordered.push(definition);
  }
  use(name: string): string {
    return this.dialect.commonTables ? name : `(\n  ${this.tables.get(name) ?? ''}\n)`;
  }
  withClause(): string {
    if (!this.dialect.commonTables || this.ordered.length === 0) return '';
    return `WITH ${this.ordered.join(', ')}\n`;
  }
}
