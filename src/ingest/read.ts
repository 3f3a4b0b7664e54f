import type { DuckDBConnection } from '@duckdb/node-api';
import { IngestError } from './errors.js';
import type { FamilyDef, FamilyId } from './families.js';
import type { InputFile } from './files.js';
import { firstPeriodOf, headerOf, loadFile, type FileProgress, type LoadedFile } from './load.js';
import { LOOKUP_TABLES, lookupNameOf, lookupTable } from './lookups.js';
import { recogniseFamily } from './recognise.js';

/** Stage 2's result: the loaded files by family, and the files read but not used (with the reason). */
export interface ReadResult {
  readonly loaded: Map<FamilyId, LoadedFile[]>;
  readonly skipped: { readonly file: string; readonly reason: string }[];
}

/** Two files of one family may not hold the same period (of the same T-100 scope). */
function checkOverlap(file: LoadedFile, others: readonly LoadedFile[]): void {
  for (const other of others) {
    const periods = file.periods
      .map((p) => p.period)
      .filter((period) => other.periods.some((p) => p.period === period));
    const scopesOverlap = !file.family.scoped || file.scopes.some((scope) => other.scopes.includes(scope));
    if (periods.length > 0 && scopesOverlap) {
      throw new IngestError(
        file.file.origin,
        `holds ${file.family.title} records of ${periods.join(', ')}${file.family.scoped ? ` (scopes ${file.scopes.join(', ')})` : ''}, as does ${other.file.origin}; ingest one file per period`,
      );
    }
  }
}

/** An input recognised by its header, with the period of its first record (to order the reads). */
interface RecognisedInput {
  readonly file: InputFile;
  readonly family: FamilyDef;
  readonly header: { readonly names: string[]; readonly trailingComma: boolean };
  readonly firstPeriod: number | undefined;
}

/**
 * Stage 2: reads every input into a typed temp table, recognising its family by its header (a lookup
 * table by its file name). A `Code,Description` table atss does not use is skipped and reported. Files are
 * read in the order of their first record's period (files without one first, ties in the given order), and
 * `onLoaded` is told of each file as soon as it is read (FactBatches builds and drops complete periods).
 */
export async function readInputs(
  connection: DuckDBConnection,
  inputs: readonly InputFile[],
  log: (message: string) => void,
  onLoaded: (file: LoadedFile) => Promise<void>,
  onFileProgress?: (progress: FileProgress) => void,
  keepRepeats = false,
): Promise<ReadResult> {
  const loaded = new Map<FamilyId, LoadedFile[]>();
  const skipped: { file: string; reason: string }[] = [];
  const recognised: RecognisedInput[] = [];
  for (const file of inputs) {
    const header = await headerOf(connection, file);
    const family = recogniseFamily(header.names, file.origin);
    if (family.id === 'lookup') {
      const name = lookupNameOf(file.origin);
      if (name === undefined)
        throw new IngestError(
          file.origin,
          `a Code,Description lookup table whose name does not say which one it is; keep its TranStats name (${LOOKUP_TABLES.map((l) => l.name).join(', ')})`,
          1,
        );
      if (!lookupTable(name)) {
        skipped.push({ file: file.origin, reason: `${name} is a lookup table atss does not store` });
        log(`skipped ${file.origin}: ${name} is a lookup table atss does not store`);
        continue;
      }
    }
    const firstPeriod = await firstPeriodOf(connection, file, family, header.names, header.trailingComma);
    recognised.push({ file, family, header, firstPeriod });
  }
  const inPeriodOrder = recognised
    .map((input, given) => ({ input, given }))
    .sort((a, b) => (a.input.firstPeriod ?? 0) - (b.input.firstPeriod ?? 0) || a.given - b.given)
    .map(({ input }) => input);
  for (const [index, { file, family, header }] of inPeriodOrder.entries()) {
    const started = Date.now();
    const result = await loadFile(
      connection,
      file,
      family,
      header.names,
      header.trailingComma,
      index,
      onFileProgress,
      keepRepeats,
    );
    const seconds = Math.max((Date.now() - started) / 1000, 0.001);
    log(
      `read ${file.origin} as ${family.title}: ${result.rows} records in ${seconds.toFixed(1)} s (${Math.round(result.rows / seconds)} rows/s)`,
    );
    if (family.period) checkOverlap(result, loaded.get(family.id) ?? []);
    loaded.set(family.id, [...(loaded.get(family.id) ?? []), result]);
    await onLoaded(result);
  }
  const lookups = loaded.get('lookup') ?? [];
  const names = new Set(lookups.map((file) => lookupNameOf(file.file.origin)));
  const unpaired = lookups.filter((file) => {
    const partner = lookupTable(lookupNameOf(file.file.origin))?.pairedWith;
    return partner !== undefined && !names.has(partner);
  });
  for (const file of unpaired) {
    const name = lookupNameOf(file.file.origin)!;
    const reason = `${name} is read only together with ${lookupTable(name)!.pairedWith} (airports need both a code and an id)`;
    skipped.push({ file: file.file.origin, reason });
    log(`skipped ${file.file.origin}: ${reason}`);
  }
  if (unpaired.length > 0) {
    const kept = lookups.filter((file) => !unpaired.includes(file));
    if (kept.length > 0) loaded.set('lookup', kept);
    else loaded.delete('lookup');
  }
  return { loaded, skipped };
}
