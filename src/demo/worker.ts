import { generateDemoFiles, ingestDemoFiles, type DemoBuildProgress, type DemoBuildTask } from './build.js';

/** A message from a demo build process: progress, or the ingest batches its generate step wrote. */
export type DemoWorkerMessage =
  | { readonly kind: 'progress'; readonly progress: DemoBuildProgress }
  | { readonly kind: 'generated'; readonly batches: string[][] };

const send = (message: DemoWorkerMessage): void => {
  process.send?.(message);
};
const report = (progress: DemoBuildProgress): void => send({ kind: 'progress', progress });

async function run(task: DemoBuildTask): Promise<void> {
  if (task.step === 'generate')
    send({ kind: 'generated', batches: await generateDemoFiles(task.request, report) });
  else await ingestDemoFiles(task.request, task.batches, report);
}

/**
 * Entry of the demo build processes `atss start` forks, one per step: each step's memory (the generator's,
 * DuckDB's) goes back to the system when its process exits, so the steps' peaks never add up.
 */
run(JSON.parse(process.argv[2] ?? '{}') as DemoBuildTask).then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`demo build failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
