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
}
export function findPostgresBinaries(): string | undefined;
export function startCluster(binDir: string, dataDir: string | undefined): PostgresCluster;
