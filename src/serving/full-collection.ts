import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

let collect: (() => void) | undefined;

/**
 * Runs V8's full garbage collection now. Building a route index leaves a few hundred MB of its batches' objects
 * on the heap as garbage, and V8 collects an old generation only when it grows again: an idle server would
 * keep them in its RSS (about 110 MB at ready on the real-volume store; bench/README.md, "Route index memory
 * at real volume"). The collector is V8's own `gc`, exposed by flag to a new context, so neither `npm start` nor
 * `atss serve` needs `--expose-gc` on the command line; it pauses the process once per data version.
 */
export function collectGarbage(): void {
  if (collect === undefined) {
    setFlagsFromString('--expose-gc');
    collect = runInNewContext('gc') as () => void;
  }
  collect();
}
