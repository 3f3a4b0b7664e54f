import { fork } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import type { Config } from '../config.js';
import type { DemoBuildRequest, DemoBuildTask } from './build.js';
import { DemoProgress } from './progress.js';
import { copyShippedDemo, shippedDemoBuild } from './shipped.js';
import type { DemoWorkerMessage } from './worker.js';

const WORKER = fileURLToPath(new URL('./worker.js', import.meta.url));

/** Runs one step of the build in its own process; resolves with the batches a generate step reports. */
async function runStep(task: DemoBuildTask, progress: DemoProgress): Promise<string[][]> {
  let batches: string[][] = [];
  const child = fork(WORKER, [JSON.stringify(task)], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  child.on('message', (raw) => {
    const message = raw as DemoWorkerMessage;
    if (message.kind === 'progress') progress.update(message.progress);
    else batches = message.batches;
  });
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`building the demo dataset failed (${task.step} step, exit code ${code})`);
  return batches;
}

/**
 * Builds the embedded demo dataset (BTS-format files generated, then ingested like real downloads), one
 * process per step, showing its progress; the server then starts in a process that never held the build's
 * memory.
 */
export async function buildDemoData(config: Config): Promise<void> {
  const request: DemoBuildRequest = {
    dataDir: config.dataDir,
    scale: config.demoScale,
    limits: config.ingest,
  };
  const progress = new DemoProgress(process.stderr);
  try {
    const batches = await runStep({ step: 'generate', request }, progress);
    await runStep({ step: 'ingest', request, batches }, progress);
    progress.finish(true);
  } catch (error) {
    progress.finish(false);
    throw error;
  }
}

/**
 * Gives an empty data directory the demo dataset: a copy of the prebuilt store shipped with atss when it was
 * built at the configured scale (seconds), else a build from the generator (`buildDemoData`, minutes).
 */
export async function prepareDemoData(config: Config): Promise<void> {
  const shipped = await shippedDemoBuild();
  if (shipped === undefined || shipped.scale !== config.demoScale) {
    await buildDemoData(config);
    return;
  }
  const progress = new DemoProgress(process.stderr, 'Installing the demo dataset', 'copying');
  try {
    await copyShippedDemo(config.dataDir, undefined, (step) => progress.update(step));
    progress.finish(true, 'installed');
  } catch (error) {
    progress.finish(false);
    throw error;
  }
}
