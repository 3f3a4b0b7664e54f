// A private PostgreSQL cluster for the comparison benchmark: Debian's binaries, initdb into a folder of our own,
// no TCP listener (a unix socket in that folder only, so no port can collide with another session's), stopped
// when the process exits, also on an error, SIGINT or SIGTERM.
// Run as root (as on the benchmark machines), initdb and postgres refuse to start; the cluster then runs as the
// `postgres` system user (`runuser -u postgres --`), which owns the folder.
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const DEBIAN_ROOT = '/usr/lib/postgresql';

/**
 * The folder of PostgreSQL's server binaries: ATSS_BENCH_PG_BIN, else the newest Debian version under
 * /usr/lib/postgresql; undefined when there is none.
 */
export function findPostgresBinaries() {
  const candidates = process.env.ATSS_BENCH_PG_BIN
    ? [process.env.ATSS_BENCH_PG_BIN]
    : existsSync(DEBIAN_ROOT)
      ? readdirSync(DEBIAN_ROOT)
          .filter((version) => /^\d+$/.test(version))
          .sort((a, b) => Number(b) - Number(a))
          .map((version) => join(DEBIAN_ROOT, version, 'bin'))
      : [];
  return candidates.find((dir) => existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl')));
}

/** Server settings: a throw-away benchmark cluster (no durability), tuned as one would for bulk load then reads. */
const SETTINGS = {
  listen_addresses: "''",
  max_connections: '64',
  shared_buffers: '2GB',
  work_mem: '16MB',
  maintenance_work_mem: '1GB',
  fsync: 'off',
  synchronous_commit: 'off',
  full_page_writes: 'off',
  max_wal_size: '16GB',
  checkpoint_timeout: '1h',
  // short lookups from more clients than cores: neither plan compilation nor parallel workers pay off
  jit: 'off',
  max_parallel_workers_per_gather: '0',
};

const asRoot = process.getuid?.() === 0;
const userOf = (owner) => (asRoot ? ['runuser', '-u', owner, '--'] : []);

/**
 * Starts a cluster in `dataDir` (created with initdb when it holds none; a fresh temporary folder when
 * undefined, removed again at the end). Returns the connection settings for `pg` and `stop()`; the cluster is
 * also stopped when the process exits.
 */
export function startCluster(binDir, dataDir) {
  const temporary = dataDir === undefined;
  const root = dataDir ?? mkdtempSync(join(tmpdir(), 'atss-bench-pg-'));
  mkdirSync(root, { recursive: true });
  const pgdata = join(root, 'pgdata');
  const socketDir = join(root, 'socket');
  mkdirSync(socketDir, { recursive: true });
  const owner = 'postgres';
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', owner], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', owner], { encoding: 'utf8' }).trim());
    for (const path of [root, socketDir]) chownSync(path, uid, gid);
  }
  const run = (binary, args) => {
    const [file, ...rest] = [...userOf(owner), join(binDir, binary), ...args];
    execFileSync(file, rest, { stdio: ['ignore', 'ignore', 'inherit'] });
  };
  if (!existsSync(join(pgdata, 'PG_VERSION')))
    run('initdb', ['-D', pgdata, '--auth=trust', '--username=postgres', '--encoding=UTF8', '--locale=C']);
  const port = 5432; // only names the socket file, in our own folder: no TCP listener
  const options = Object.entries({ ...SETTINGS, unix_socket_directories: `'${socketDir}'`, port })
    .map(([name, value]) => `-c ${name}=${value}`)
    .join(' ');
  run('pg_ctl', ['-D', pgdata, '-l', join(root, 'server.log'), '-o', options, '-w', '-t', '120', 'start']);

  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try {
      run('pg_ctl', ['-D', pgdata, '-m', 'fast', '-w', 'stop']);
    } finally {
      if (temporary) rmSync(root, { recursive: true, force: true });
    }
  };
  process.on('exit', stop);
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.once(signal, () => {
      stop();
      process.exit(130);
    });
  /** The cluster's processes now: the postmaster (first line of postmaster.pid) and every process it started. */
  const processIds = () => {
    const postmaster = Number(readFileSync(join(pgdata, 'postmaster.pid'), 'utf8').split('\n')[0]);
    const children = readdirSync('/proc')
      .filter((name) => /^\d+$/.test(name))
      .filter((pid) => {
        try {
          // the parent pid is the 2nd field after the command name, which may hold spaces
          return (
            Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')[1]) === postmaster
          );
        } catch {
          return false; // a process that ended meanwhile
        }
      })
      .map(Number);
    return [postmaster, ...children];
  };
  return {
    connection: { host: socketDir, port, user: 'postgres', database: 'postgres' },
    root,
    stop,
    processIds,
  };
}
