// Shared by the memory benchmarks: start `atss serve` on a data directory, time it to `/readyz`, read its RSS.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readyToMeasure, spawnOnPort0 } from './http-load.mjs';

const root = join(import.meta.dirname, '..');

/** VmRSS (now) or VmHWM (peak) of a process, in MB. */
export function rssMb(pid, field = 'VmRSS') {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)[1]) / 1024);
}

/** CPU seconds (user + system, all threads) a process has used: start-up cost less blurred by other load. */
export function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  // utime and stime are fields 14 and 15 of proc(5), in clock ticks (100 per second on Linux)
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

export async function getJson(port, path) {
  const response = await fetch(`http://127.0.0.1:${port}${path}`);
  return { status: response.status, body: await response.json() };
}

/**
 * Starts `atss serve` (ATSS_BIN, default this checkout's bin/atss.js) with `env` added, on a loopback port the
 * kernel picks, and resolves once `/readyz` answers 200 and the route index built after the start is there (at
 * most `timeoutSeconds`): the port, the seconds and CPU seconds to `/readyz` (the cold start) and the seconds
 * until the route index was built.
 */
export async function startServer({ dataDir, env = {}, timeoutSeconds = 120 }) {
  const bin = process.env.ATSS_BIN ?? join(root, 'bin', 'atss.js');
  const started = performance.now();
  const { child, port } = await spawnOnPort0(
    [bin, 'serve', '--data', dataDir, '--port', '0'],
    { HOST: '127.0.0.1', ATSS_LOG_LEVEL: 'error', ATSS_CACHE_MB: '0', ...env },
    undefined,
    timeoutSeconds * 1000,
  );
  const readyz = `http://127.0.0.1:${port}/readyz`;
  const until = started + timeoutSeconds * 1000;
  const seconds = () => (performance.now() - started) / 1000;
  let ready;
  while (performance.now() < until) {
    if (
      ready === undefined &&
      (await fetch(readyz).then(
        (r) => r.ok,
        () => false,
      ))
    )
      ready = { readySeconds: seconds(), readyCpuSeconds: cpuSeconds(child.pid) };
    if (ready !== undefined && (await readyToMeasure(readyz)))
      return { child, port, ...ready, routeIndexSeconds: seconds() };
    if (child.exitCode !== null) throw new Error(`atss serve exited with ${child.exitCode}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  child.kill('SIGKILL');
  throw new Error(`atss serve not ready within ${timeoutSeconds} s`);
}

export async function stopServer(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
