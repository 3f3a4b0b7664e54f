import { createHash, randomUUID } from 'node:crypto';
import { link, mkdir, open, readFile, rm } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The data directory's locks: one ingest at a time (it publishes new versions into the directory), and one
 * ClickHouse publish at a time (it loads the directory's current version into a database named after it: two
 * at once would both drop and create that database and could both fail, leaving an orphan).
 *
 * The lock is a file created exclusively (a hard link to a fully written draft) holding an owner record that names the process beyond its
 * pid: the boot id and the process start time (from /proc), plus a random token. A pid alone is not enough: in a
 * container the ingest is often PID 1, so after `kill -9` the next ingest (PID 1 again) would see its own pid
 * "alive" forever. A lock whose owner is gone (other boot, no such process, or a process started at another
 * time) is stale.
 *
 * Taking over a stale lock is itself guarded: only the process that exclusively creates the takeover file named
 * after the stale record's hash may delete that record, so two racing ingests cannot both win; a takeover file
 * left by a killed taker is stale in the same way and is taken over recursively.
 *
 * Limit: ingests in two PID namespaces sharing one data directory (two containers on one volume) see each
 * other's pid as another process, so each would judge the other's lock stale; run one ingest per volume.
 */
export interface LockKind {
  /** The lock file's name in the data directory. */
  readonly file: string;
  /** Who holds it and what it does, for the refusal: `another <holder> (pid N) is <doing> DIR`. */
  readonly holder: string;
  readonly doing: string;
  /** Whether taking it creates the data directory (an ingest creates it; a publish needs it to exist). */
  readonly createsDirectory: boolean;
}

export const INGEST_LOCK: LockKind = {
  file: '.ingest.lock',
  holder: 'ingest',
  doing: 'publishing into',
  createsDirectory: true,
};
export const PUBLISH_LOCK: LockKind = {
  file: '.publish.lock',
  holder: 'atss publish',
  doing: 'loading into ClickHouse the data of',
  createsDirectory: false,
};
/** The ingest lock's file. */
export const LOCK_FILE = INGEST_LOCK.file;

export interface LockOwner {
  readonly pid: number;
  readonly boot_id: string | null;
  /** Process start time in clock ticks since boot (/proc/PID/stat field 22), null off Linux. */
  readonly start_time: string | null;
  readonly token: string;
}

const MAX_TAKEOVER_DEPTH = 4;

function bootId(): string | null {
  try {
    return readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
  } catch {
    return null;
  }
}

/** Field 22 of /proc/PID/stat (after the parenthesised command name, which may hold spaces). */
function startTimeOf(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

export function currentOwner(): LockOwner {
  return {
    pid: process.pid,
    boot_id: bootId(),
    start_time: startTimeOf(process.pid),
    token: randomUUID(),
  };
}

function parseOwner(text: string): LockOwner | undefined {
  try {
    const value = JSON.parse(text) as Partial<LockOwner>;
    return typeof value.pid === 'number' && typeof value.token === 'string'
      ? (value as LockOwner)
      : undefined;
  } catch {
    return undefined;
  }
}

/** Whether process `pid` runs and is the one started at `startTime` on a boot `sameBoot` accepts. */
function processRunning(pid: number, sameBoot: (boot: string) => boolean, startTime: string | null): boolean {
  if (pid <= 0) return false;
  const boot = bootId();
  if (boot !== null) {
    if (!sameBoot(boot)) return false;
    const started = startTimeOf(pid);
    return started !== null && started === startTime;
  }
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Whether the recorded owner is still running (an unreadable record, e.g. a legacy bare pid, is not). */
export function ownerAlive(owner: LockOwner | undefined): boolean {
  return owner !== undefined && processRunning(owner.pid, (boot) => owner.boot_id === boot, owner.start_time);
}

/** The first characters of the boot id a draft's name carries (enough to tell boots apart). */
const BOOT_PREFIX = 8;

/**
 * A lock draft's name: it carries its writer (pid, boot and start time), so a draft whose writer was killed
 * before its record was written (an empty file) can be judged as surely as a complete one.
 */
export function draftPath(path: string, owner: LockOwner): string {
  const boot = (owner.boot_id ?? '').slice(0, BOOT_PREFIX);
  return `${path}.${owner.pid}-${boot}-${owner.start_time ?? ''}.${randomUUID()}.draft`;
}

const DRAFT_NAME = /\.(\d+)-([0-9a-f]*)-(\d*)\.[0-9a-f-]{36}\.draft$/;

/** Whether a draft's name carries its writer (drafts of older versions do not). */
export const namesWriter = (name: string): boolean => DRAFT_NAME.test(name);

/**
 * Whether a lock draft was left by a process that is gone: the writer its name carries no longer runs, or (a draft
 * named the older way, without its writer) its owner record is complete and names a process that no longer runs.
 * An older draft that does not parse may still be being written, so it is left to the age rule.
 */
export function abandonedDraft(name: string, text: string): boolean {
  const writer = DRAFT_NAME.exec(name);
  if (writer === null) {
    const owner = parseOwner(text);
    return owner !== undefined && !ownerAlive(owner);
  }
  const [, pid, boot = '', startTime] = writer;
  return !processRunning(Number(pid), (current) => current.startsWith(boot), startTime || null);
}

const recordOf = (owner: LockOwner): string => `${JSON.stringify(owner)}\n`;

async function readText(path: string): Promise<string | undefined> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * Creates `path` holding `owner`'s record, atomically: the record is written to a private file first and then
 * hard-linked to `path` (which fails when `path` exists), so no reader ever sees the lock empty or half
 * written. False when `path` exists.
 */
async function createExclusive(path: string, owner: LockOwner): Promise<boolean> {
  const draft = draftPath(path, owner);
  const handle = await open(draft, 'wx');
  try {
    await handle.writeFile(recordOf(owner));
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await link(draft, path);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    await rm(draft, { force: true });
  }
}

/**
 * Deletes the file at `path` if it still holds `stale` (whose owner is dead), under the takeover file
 * `path.takeover-<hash>` created exclusively. Returns false when another process is taking it over.
 */
async function removeStale(path: string, stale: string, owner: LockOwner, depth: number): Promise<boolean> {
  const guard = `${path}.takeover-${createHash('sha256').update(stale).digest('hex').slice(0, 16)}`;
  if (!(await createExclusive(guard, owner))) {
    const held = await readText(guard);
    if (held === undefined || ownerAlive(parseOwner(held)) || depth >= MAX_TAKEOVER_DEPTH) return false;
    if (!(await removeStale(guard, held, owner, depth + 1))) return false;
    return removeStale(path, stale, owner, depth);
  }
  try {
    // Only the holder of this guard may delete a file holding `stale`, and no lock can be created while it exists.
    if ((await readText(path)) === stale) await rm(path, { force: true });
    return true;
  } finally {
    await rm(guard, { force: true });
  }
}

/** Holds one of the data directory's locks (the ingest lock by default) until the returned release is called. */
export async function acquireLock(
  dataDir: string,
  kind: LockKind = INGEST_LOCK,
): Promise<() => Promise<void>> {
  if (kind.createsDirectory) await mkdir(dataDir, { recursive: true });
  const path = join(dataDir, kind.file);
  const owner = currentOwner();
  const record = recordOf(owner);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    if (await createExclusive(path, owner)) {
      return async () => {
        if ((await readText(path)) === record) await rm(path, { force: true });
      };
    }
    const held = await readText(path);
    if (held === undefined) continue;
    const holder = parseOwner(held);
    if (ownerAlive(holder)) {
      throw new Error(`another ${kind.holder} (pid ${holder!.pid}) is ${kind.doing} ${dataDir}`);
    }
    if (!(await removeStale(path, held, owner, 0))) {
      throw new Error(`another ${kind.holder} is taking over the stale lock of ${dataDir}`);
    }
  }
  throw new Error(`could not take the ${kind.holder} lock in ${dataDir}`);
}
