// One contender of the lock race in faults.test.ts: waits for the start signal, takes the ingest lock of the
// data directory, proves it is alone inside (an exclusive marker file), holds it briefly, and releases it.
import { existsSync } from 'node:fs';
import { open, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { acquireLock } from '../../dist/storage/lock.js';

const [dataDir, go] = process.argv.slice(2);
while (!existsSync(go)) await new Promise((resolve) => setTimeout(resolve, 1));
let release;
try {
  release = await acquireLock(dataDir);
} catch (error) {
  console.log(`refused: ${error.message}`);
  process.exit(0);
}
const marker = join(dataDir, 'inside');
try {
  await (await open(marker, 'wx')).close();
} catch {
  console.log('VIOLATION: two holders');
  process.exit(3);
}
await new Promise((resolve) => setTimeout(resolve, 20));
await rm(marker);
await release();
console.log('held');
