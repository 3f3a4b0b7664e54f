// Loads the raw BTS zips the atss benchmark ingests into the raw-grain tables of raw-tables.mjs: each CSV member
// streamed out of its zip (yauzl) straight into `COPY ... FROM STDIN` (pg-copy-streams), two files at a time;
// then the derived per-record columns, the indexes, CLUSTER on the route index and VACUUM ANALYZE. Members of no family the route mix reads (DB1B Ticket, DB1C, reference
// tables) are listed as skipped.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import copyStreams from 'pg-copy-streams';
import yauzl from 'yauzl';
import {
  clusterSql,
  createIndexSql,
  createTableSql,
  headerColumns,
  REFUSED_MEMBERS,
  tableForMember,
} from './raw-tables.mjs';

const openZip = promisify(yauzl.open);
const LOAD_CONCURRENCY = 2;

/** Every zip under the folders, recursively, in name order. */
export function zipsUnder(dirs) {
  const walk = (dir) =>
    readdirSync(dir, { withFileTypes: true })
      .sort((a, b) => a.name.localeCompare(b.name))
      .flatMap((entry) => {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) return walk(path);
        return entry.name.toLowerCase().endsWith('.zip') ? [path] : [];
      });
  return dirs.flatMap(walk);
}

async function csvMembers(zipPath) {
  const zip = await openZip(zipPath, { lazyEntries: true, autoClose: false });
  const entries = [];
  await new Promise((resolve, reject) => {
    zip.on('entry', (entry) => {
      if (entry.fileName.toLowerCase().endsWith('.csv')) entries.push(entry);
      zip.readEntry();
    });
    zip.on('end', resolve);
    zip.on('error', reject);
    zip.readEntry();
  });
  return { zip, entries };
}

const openEntry = (zip, entry) => promisify(zip.openReadStream.bind(zip))(entry);

/** The header line of a member (read from a second stream of the same entry, stopped after the first line). */
async function headerOf(zip, entry) {
  const stream = await openEntry(zip, entry);
  let text = '';
  for await (const chunk of stream) {
    text += chunk.toString('latin1');
    if (text.includes('\n')) break;
  }
  stream.destroy();
  return text.split('\n')[0];
}

const seconds = (started) => `${((performance.now() - started) / 1000).toFixed(1)} s`;

/** Once every family is loaded: a table's derived per-record columns, its indexes, VACUUM ANALYZE. */
async function finishTable(pool, def, log) {
  const started = performance.now();
  if (def.derive) {
    const client = await pool.connect();
    try {
      await client.query("SET work_mem = '1GB'; SET max_parallel_workers_per_gather = 2");
      for (const sql of def.derive) await client.query(sql);
    } finally {
      client.release();
    }
  }
  for (const sql of createIndexSql(def)) await pool.query(sql);
  await pool.query(clusterSql(def));
  await pool.query(`VACUUM ANALYZE ${def.table}`);
  log(`derived, indexed, clustered and analysed ${def.table} in ${seconds(started)}`);
}

/**
 * Loads every member of a family the comparison reads; returns per table the files and rows loaded, and the
 * members skipped.
 */
export async function loadRawFiles(pool, rawDirs, log = console.error) {
  const work = [];
  const skipped = [];
  for (const zipPath of zipsUnder(rawDirs)) {
    const { zip, entries } = await csvMembers(zipPath);
    for (const entry of entries) {
      if (REFUSED_MEMBERS.test(entry.fileName))
        throw new Error(
          `${zipPath}: ${entry.fileName} is a domestic or international T-100 part; the comparison loads ALL-scope files only`,
        );
      const def = tableForMember(entry.fileName);
      if (def) work.push({ zipPath, zip, entry, def });
      else skipped.push(`${zipPath}: ${entry.fileName}`);
    }
    if (!entries.some((entry) => tableForMember(entry.fileName))) zip.close();
  }
  /** Per table: its columns and the promise of its creation (awaited by every file of the family). */
  const created = new Map();
  const loaded = {};
  const ensureTable = (def, header) => {
    const columns = headerColumns(header);
    const known = created.get(def.table);
    if (known && known.columns.join() !== columns.join())
      throw new Error(
        `${def.table}: files with different headers (${known.columns.join()} / ${columns.join()})`,
      );
    if (known) return known.ready;
    const ready = pool
      .query(`DROP TABLE IF EXISTS ${def.table}`)
      .then(() => pool.query(createTableSql(def, columns)));
    created.set(def.table, { def, columns, ready });
    return ready;
  };
  const queue = [...work];
  const loadOne = async ({ zipPath, zip, entry, def }) => {
    const started = performance.now();
    await ensureTable(def, await headerOf(zip, entry));
    const client = await pool.connect();
    try {
      const copy = client.query(
        copyStreams.from(`COPY ${def.table} FROM STDIN WITH (FORMAT csv, HEADER true, ENCODING 'LATIN1')`),
      );
      await pipeline(await openEntry(zip, entry), copy);
      const entryLoad = (loaded[def.table] ??= { files: 0, rows: 0, csv_bytes: 0, zip_bytes: 0 });
      entryLoad.files += 1;
      entryLoad.rows += Number(copy.rowCount);
      entryLoad.csv_bytes += entry.uncompressedSize;
      entryLoad.zip_bytes += statSync(zipPath).size;
      log(`loaded ${entry.fileName} into ${def.table}: ${copy.rowCount} rows in ${seconds(started)}`);
    } finally {
      client.release();
    }
  };
  // LOAD_CONCURRENCY members at a time: PostgreSQL parses each COPY on one core
  await Promise.all(
    Array.from({ length: LOAD_CONCURRENCY }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) await loadOne(next);
    }),
  );
  for (const { zip } of work) if (zip.isOpen) zip.close();
  for (const { def } of created.values()) await finishTable(pool, def, log);
  return { tables: loaded, skipped };
}
