import type { ClickHouseClient } from '@clickhouse/client';
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { META_DATABASE } from '../engines/clickhouse/versions.js';
import { renderLiteral } from '../sql/clickhouse-literals.js';
import { clickhouse } from '../sql/clickhouse.js';
import { PublishError } from './errors.js';

/**
 * Who publishes a version, owned in ClickHouse itself: the data directory's lock file cannot see a publish of the
 * same version from another directory or machine. A claim is a table `atss_meta.publishing__<database>` created
 * on every node (CREATE TABLE without IF NOT EXISTS: of two publishes creating it at once, exactly one succeeds,
 * and the other is refused naming the first), holding the owner's heartbeats (a row every `HEARTBEAT_MS`). It is
 * dropped when the publish ends, succeeded or failed. A claim is abandoned, and may be taken over, only when that
 * can be proven: its owner ran on this host and its process is gone, or no heartbeat came for `STALE_MS`.
 */
const CLAIM_PREFIX = 'publishing__';
const HEARTBEAT_MS = 5_000;
export const STALE_MS = 60_000;

const q = (name: string) => clickhouse.identifier(name);
const claimTable = (database: string) => `${q(META_DATABASE)}.${q(`${CLAIM_PREFIX}${database}`)}`;

interface Heartbeat {
  readonly owner: string;
  readonly host: string;
  readonly pid: number;
  readonly at: number;
}

/** The claim's owner (its first heartbeat) and its last heartbeat; undefined when there is no claim. */
async function readClaim(
  node: ClickHouseClient,
  database: string,
): Promise<{ first: Heartbeat; last: Heartbeat } | undefined> {
  const exists = await node.query({
    query: `SELECT count() AS n FROM system.tables WHERE database = ${renderLiteral(META_DATABASE)} AND name = ${renderLiteral(`${CLAIM_PREFIX}${database}`)}`,
    format: 'JSONEachRow',
  });
  const [row] = await exists.json<{ n: number | string }>();
  if (Number(row?.n) === 0) return undefined;
  const result = await node.query({
    query: `SELECT owner, host, pid, at FROM ${claimTable(database)}`,
    format: 'JSONEachRow',
    clickhouse_settings: { output_format_json_quote_64bit_integers: 0 },
  });
  const beats = (await result.json<Heartbeat>()).map((beat) => ({ ...beat, at: Number(beat.at) }));
  const first = beats[0];
  if (first === undefined) {
    // created, its first heartbeat not written yet (they are one statement apart): a live claim
    const now = Date.now();
    const unknown = { owner: '', host: '', pid: 0, at: now };
    return { first: unknown, last: unknown };
  }
  return { first, last: beats.reduce((latest, beat) => (beat.at > latest.at ? beat : latest), first) };
}

/** Whether the process `pid` of this host is gone (never claimed of another host's). */
function processGone(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

/** Why a claim is abandoned, or undefined while its owner may be alive. */
export function abandonment(
  claim: { first: Heartbeat; last: Heartbeat },
  now = Date.now(),
): string | undefined {
  const { first, last } = claim;
  if (first.host === hostname() && first.pid > 0 && first.pid !== process.pid && processGone(first.pid))
    return `its publish (pid ${first.pid} on this host) is gone`;
  if (now - last.at > STALE_MS)
    return `no heartbeat from its publish (pid ${first.pid} on ${first.host}) for ${Math.round((now - last.at) / 1000)} s`;
  return undefined;
}

/** Whether `database`'s publish is unfinished and provably abandoned (no claim, or an abandoned one). */
export async function claimAbandoned(node: ClickHouseClient, database: string): Promise<string | undefined> {
  const claim = await readClaim(node, database);
  if (claim === undefined) return 'no publish claims it';
  return abandonment(claim);
}

export async function dropClaim(nodes: readonly ClickHouseClient[], database: string): Promise<void> {
  await Promise.all(
    nodes.map((node) => node.command({ query: `DROP TABLE IF EXISTS ${claimTable(database)}` })),
  );
}

/** A claim held by this publish: its heartbeats go on until it is released (dropped). */
export interface Claim {
  release(): Promise<void>;
}

const alreadyExists = (error: unknown) => /already exists/i.test((error as Error).message);

/** Creates the claim on one node, or says who holds it (taking over an abandoned one). */
async function claimOn(node: ClickHouseClient, database: string, dataVersion: string): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await node.command({
        query: `CREATE TABLE ${claimTable(database)} (owner String, host String, pid UInt32, at UInt64) ENGINE = Log`,
      });
      return;
    } catch (error) {
      if (!alreadyExists(error)) throw error;
    }
    let claim = await readClaim(node, database);
    // created by the other publish a moment ago: its first heartbeat follows at once
    for (let wait = 0; claim?.first.owner === '' && wait < 20; wait += 1) {
      await sleep(100);
      claim = await readClaim(node, database);
    }
    const abandoned = claim === undefined ? 'gone' : abandonment(claim);
    if (abandoned === undefined || attempt > 0) {
      const since = claim === undefined ? '' : `, since ${new Date(claim.first.at).toISOString()}`;
      throw new PublishError(
        `data version ${dataVersion} is being published by another atss publish (pid ${claim?.first.pid} on ${claim?.first.host}${since}): wait for it to end; its claim is the table ${META_DATABASE}.${CLAIM_PREFIX}${database}`,
      );
    }
    await node.command({ query: `DROP TABLE IF EXISTS ${claimTable(database)}` });
  }
}

/**
 * Claims `database` on every node (in the order given: every publish of a cluster names the same first node),
 * or throws a PublishError naming the publish that holds it. The claim is dropped by `release`.
 */
export async function claimVersion(
  nodes: readonly ClickHouseClient[],
  database: string,
  dataVersion: string,
): Promise<Claim> {
  const owner = randomUUID();
  const beat = () =>
    Promise.all(
      nodes.map((node) =>
        node.insert({
          table: `${META_DATABASE}.${CLAIM_PREFIX}${database}`,
          values: [{ owner, host: hostname(), pid: process.pid, at: Date.now() }],
          format: 'JSONEachRow',
          // a few bytes, exempt from the per-query memory limit the loads are held to (a Log table's write
          // buffers alone are a megabyte per column)
          clickhouse_settings: { max_memory_usage: '0' },
        }),
      ),
    );
  const claimed: ClickHouseClient[] = [];
  try {
    for (const node of nodes) {
      await node.command({ query: `CREATE DATABASE IF NOT EXISTS ${q(META_DATABASE)}` });
      await claimOn(node, database, dataVersion);
      claimed.push(node);
    }
    await beat();
  } catch (error) {
    await dropClaim(claimed, database);
    throw error;
  }
  const timer = setInterval(() => void beat().catch(() => undefined), HEARTBEAT_MS);
  timer.unref();
  return {
    release: async () => {
      clearInterval(timer);
      await dropClaim(nodes, database);
    },
  };
}
