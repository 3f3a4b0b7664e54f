import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { unzipSync } from 'fflate';

/** Rows of the Parquet member of a zip (as DB1C is downloaded), numbers as JS numbers. */
export async function readZippedParquet(path: string): Promise<Record<string, string | number | null>[]> {
  const [member, bytes] = Object.entries(unzipSync(await readFile(path)))[0]!;
  const dir = await mkdtemp(join(tmpdir(), 'atss-parquet-'));
  const file = join(dir, member);
  await writeFile(file, bytes);
  const instance = await DuckDBInstance.create(':memory:', { threads: '1' });
  const connection = await instance.connect();
  try {
    const rows = (await connection.runAndReadAll(`SELECT * FROM read_parquet('${file}')`)).getRowObjectsJS();
    return rows.map((row) =>
      Object.fromEntries(
        Object.entries(row).map(([k, v]) => [
          k,
          typeof v === 'bigint' ? Number(v) : (v as string | number | null),
        ]),
      ),
    );
  } finally {
    connection.closeSync();
    instance.closeSync();
    await rm(dir, { recursive: true, force: true });
  }
}
