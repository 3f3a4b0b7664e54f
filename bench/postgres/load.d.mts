// Types of load.mjs for the TypeScript tests.
import type { Pool } from 'pg';
export interface TableLoad {
  readonly files: number;
  readonly rows: number;
  readonly csv_bytes: number;
  readonly zip_bytes: number;
}
export function zipsUnder(dirs: readonly string[]): string[];
export function loadRawFiles(
  pool: Pool,
  rawDirs: readonly string[],
  log?: (line: string) => void,
): Promise<{ tables: Record<string, TableLoad>; skipped: string[] }>;
