import type { DuckDBConnection } from '@duckdb/node-api';
import type { Manifest } from '../storage/manifest.js';
import { defineAirportPeriods } from './airport-periods.js';
import { buildFacts } from './build.js';
import type { FamilyId } from './families.js';
import type { LoadedFile } from './load.js';
import type { StagedPartition } from './publish.js';
import { tableSteps, type IngestStep } from './steps.js';
import { TABLE_BUILDS } from './transforms.js';

const holdsAny = (file: LoadedFile, periods: ReadonlySet<string>) =>
  file.periods.some((p) => periods.has(p.period));

/**
 * Bounded memory whatever the number of files: a fact file's temp table is built into its partitions and
 * dropped as soon as every file its periods need has been read (the Market, Coupon and Ticket files of a DB1B
 * quarter; an on-time month alone), so an ingest holds about one period's files at a time (readInputs reads
 * the files in the order of their first period, so the partners of a period come one after the other).
 * Partitions are only staged here: nothing is published until every file has been read and built.
 */
export class FactBatches {
  /** Fact files read, not built yet, by family. */
  private readonly pending = new Map<FamilyId, LoadedFile[]>();
  private readonly staged: StagedPartition[] = [];
  /** Master Coordinate files read so far (read before the fact files): the airport codes by period. */
  private readonly masterCords: LoadedFile[] = [];

  constructor(
    private readonly connection: DuckDBConnection,
    private readonly staging: string,
    private readonly log: (message: string) => void,
    private readonly current: { dataDir: string; manifest: Manifest | undefined },
    /** Told of each table built (with its partitions), as it is built. */
    private readonly onStep: (step: IngestStep) => void = () => undefined,
  ) {}

  /** Takes a file just read; builds and drops it with its partners when their periods are complete. */
  async add(file: LoadedFile): Promise<void> {
    if (file.family.id === 'master_cord') this.masterCords.push(file);
    const needs = TABLE_BUILDS.find((build) => build.needs.includes(file.family.id))?.needs;
    if (needs === undefined) return; // reference and lookup files stay for the reference build
    this.pending.set(file.family.id, [...(this.pending.get(file.family.id) ?? []), file]);
    const batch = this.completeBatch(needs, file);
    if (batch !== undefined) await this.buildAndDrop(batch);
  }

  /** Builds what is left (where a period lacks a partner file, the build names it) and returns every partition. */
  async finish(): Promise<StagedPartition[]> {
    if (this.pending.size > 0) await this.buildAndDrop(new Map(this.pending));
    return this.staged;
  }

  /**
   * The pending files linked to `file` through shared periods (across the families a build `needs`), when
   * every family holds every one of their periods; undefined while a partner is still to be read.
   */
  private completeBatch(
    needs: readonly FamilyId[],
    file: LoadedFile,
  ): Map<FamilyId, LoadedFile[]> | undefined {
    const candidates = needs.flatMap((family) => this.pending.get(family) ?? []);
    const members = new Set([file]);
    const periods = new Set(file.periods.map((p) => p.period));
    for (let grown = true; grown;) {
      grown = false;
      for (const candidate of candidates) {
        if (members.has(candidate) || !holdsAny(candidate, periods)) continue;
        members.add(candidate);
        for (const { period } of candidate.periods) periods.add(period);
        grown = true;
      }
    }
    const batch = new Map<FamilyId, LoadedFile[]>();
    for (const member of members)
      batch.set(member.family.id, [...(batch.get(member.family.id) ?? []), member]);
    const complete = [...periods].every((period) =>
      needs.every((family) =>
        (batch.get(family) ?? []).some((f) => f.periods.some((p) => p.period === period)),
      ),
    );
    return complete ? batch : undefined;
  }

  private async buildAndDrop(batch: Map<FamilyId, LoadedFile[]>): Promise<void> {
    await defineAirportPeriods(this.connection, this.masterCords, this.current);
    const built = await buildFacts(this.connection, this.staging, batch, this.log);
    this.staged.push(...built);
    for (const step of tableSteps(built)) this.onStep(step);
    for (const [family, files] of batch) {
      for (const file of files) await this.connection.run(`DROP TABLE ${file.table}`);
      const left = (this.pending.get(family) ?? []).filter((file) => !files.includes(file));
      if (left.length > 0) this.pending.set(family, left);
      else this.pending.delete(family);
    }
  }
}
