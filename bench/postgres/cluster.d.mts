// Types of cluster.mjs for the TypeScript tests.
export interface PostgresConnection {
  readonly host: string;
  readonly port: number;
  readonly user: string;
  readonly database: string;
}
export interface PostgresCluster {
  readonly connection: PostgresConnection;
  readonly root: string;
  stop(): void;
  /** The postmaster's pid and those of the processes it started (backends, background workers), now. */
  processIds(): number[];
}
export function findPostgresBinaries(): string | undefined;
export function startCluster(binDir: string, dataDir: string | undefined): PostgresCluster;
