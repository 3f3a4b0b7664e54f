import { readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { basename, join, normalize, relative } from 'node:path';
import { MANIFEST_FILE, STORE_DIR, storedFiles, type Manifest } from '../storage/manifest.js';
import { TABLE_IDS } from '../storage/schema.js';
import { abandonedDraft, namesWriter } from '../storage/lock.js';

/**
 * Garbage collection of replaced partition files (data and rollup files). A file the new manifest no longer lists is recorded in
 * `retired.json` with the time it left; a later publish deletes it once it has been unreferenced for longer
 * than the grace period, so a server still answering from the previous manifest keeps its files. Runs under
 * the ingest lock, after the new manifest is in place.
 */
export const RETIRED_FILE = 'retired.json';
export const RETIRE_GRACE_MS = 10 * 60 * 1000;

interface RetiredEntry {
  readonly file: string;
  readonly retired_at: string;
}

function filesOf(manifest: Manifest | undefined): Set<string> {
  return new Set(manifest ? TABLE_IDS.flatMap((id) => storedFiles(manifest, id)) : []);
}

async function readRetired(dataDir: string): Promise<RetiredEntry[]> {
  try {
    const parsed = JSON.parse(await readFile(join(dataDir, RETIRED_FILE), 'utf8')) as unknown;
    return Array.isArray(parsed) ? (parsed as RetiredEntry[]) : [];
  } catch {
    return [];
  }
}

/** Records the files `next` dropped from `previous`; deletes those retired longer than the grace period ago. */
export async function retireFiles(
  dataDir: string,
  previous: Manifest | undefined,
  next: Manifest,
  now = Date.now(),
): Promise<{ deleted: string[] }> {
  const live = filesOf(next);
  const retired = (await readRetired(dataDir)).filter((entry) => !live.has(entry.file));
  const known = new Set(retired.map((entry) => entry.file));
  for (const file of filesOf(previous)) {
    if (!live.has(file) && !known.has(file)) retired.push({ file, retired_at: new Date(now).toISOString() });
  }
  const keep: RetiredEntry[] = [];
  const deleted: string[] = [];
  for (const entry of retired) {
    const inStore = normalize(entry.file).startsWith(`${STORE_DIR}/`) && !entry.file.includes('..');
    if (inStore && now - Date.parse(entry.retired_at) > RETIRE_GRACE_MS) {
      await rm(join(dataDir, entry.file), { force: true });
      deleted.push(entry.file);
    } else if (inStore) keep.push(entry);
  }
  await writeFile(join(dataDir, RETIRED_FILE), `${JSON.stringify(keep, null, 2)}\n`);
  return { deleted };
}

/** A lock draft (lock.ts) named without its writer and older than this was left by a killed process. */
const DRAFT_AGE_MS = 60_000;

/**
 * A lock draft whose writer is gone (named in the draft's name, or else in its record), or one named without its
 * writer and older than DRAFT_AGE_MS (a draft of an older version killed half written).
 */
async function leftDraft(path: string): Promise<boolean> {
  const text = await readFile(path, 'utf8').catch(() => undefined);
  if (text === undefined) return false;
  if (abandonedDraft(basename(path), text)) return true;
  if (namesWriter(basename(path))) return false;
  const modified = (await stat(path).catch(() => undefined))?.mtimeMs;
  return modified !== undefined && Date.now() - modified > DRAFT_AGE_MS;
}

/**
 * Removes what a killed ingest left behind (run under the lock, before staging): staging folders, temporary
 * manifests, lock drafts, and store files that neither the manifest nor `retired.json` lists (moved into the store by a
 * publish killed before its manifest was in place; no reader has ever seen them).
 */
export async function sweepLeftovers(dataDir: string, manifest: Manifest | undefined): Promise<string[]> {
  const removed: string[] = [];
  for (const name of await readdir(dataDir)) {
    const draft = name.endsWith('.draft') && (await leftDraft(join(dataDir, name)));
    if (
      draft ||
      name.startsWith('.staging-') ||
      (name.startsWith(`${MANIFEST_FILE}.`) && name.endsWith('.tmp'))
    ) {
      await rm(join(dataDir, name), { recursive: true, force: true });
      removed.push(name);
    }
  }
  const known = new Set([...filesOf(manifest), ...(await readRetired(dataDir)).map((entry) => entry.file)]);
  let stored: string[];
  try {
    stored = (await readdir(join(dataDir, STORE_DIR), { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => relative(dataDir, join(entry.parentPath, entry.name)));
  } catch {
    return removed;
  }
  for (const file of stored) {
    if (!known.has(file)) {
      await rm(join(dataDir, file), { force: true });
      removed.push(file);
    }
  }
  return removed;
}
