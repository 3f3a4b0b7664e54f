import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { coverageOf } from '../serving/coverage.js';
import { withSnapshot, type DataSnapshot, type ServiceContext } from '../serving/context.js';
import { AREAS } from './areas.js';
import { describeArea } from './describe.js';

/** The resource URI of an area's description (`atss://describe_dataset/tickets/markets`). */
export const describeUri = (area: string): string => `atss://describe_dataset/${area}`;
export const COVERAGE_URI = 'atss://coverage';

/**
 * Read-only resources for an agent's context, with the SDK's `registerResource`: each area's `describe_dataset`
 * answer (one static resource per area) and the coverage (`/support/coverage`'s answer), read from the snapshot
 * served when they are read.
 */
export function registerResources(server: McpServer, context: ServiceContext): void {
  const json = (uri: URL, read: (snapshot: DataSnapshot) => unknown) =>
    withSnapshot(context, (snapshot) =>
      Promise.resolve({
        contents: [{ uri: uri.href, mimeType: 'application/json', text: JSON.stringify(read(snapshot)) }],
      }),
    );
  for (const area of AREAS) {
    server.registerResource(
      `describe_dataset ${area}`,
      describeUri(area),
      {
        description: `What ${area} holds (the describe_dataset tool's answer): datasets and loaded periods, metrics with units and formulas, dimensions and filters`,
        mimeType: 'application/json',
      },
      (uri) => json(uri, (snapshot) => describeArea(area, snapshot)),
    );
  }
  server.registerResource(
    'coverage',
    COVERAGE_URI,
    {
      description: 'The loaded periods and record counts of every stored table (GET /support/coverage)',
      mimeType: 'application/json',
    },
    (uri) =>
      json(uri, (snapshot) => ({
        data_version: snapshot.dataVersion,
        published_at: snapshot.manifest.published_at,
        tables: coverageOf(snapshot.manifest),
      })),
  );
}
