/**
 * Generates the client from the service's `/openapi.json`: `src/generated/openapi.ts` (types, by
 * openapi-typescript) and `src/generated/endpoints.ts` (one function per endpoint, with the comma-separated
 * list parameters that declare `x-allowed-values` typed as arrays of those values).
 *
 *   tsx clients/typescript/scripts/generate.ts [--url http://host:port]
 *
 * Without --url it starts the service from this repository (`bin/atss.js serve`, built) over an empty data
 * directory on a free loopback port, reads /openapi.json and stops it.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';

interface Parameter {
  readonly name: string;
  readonly in: string;
  readonly required?: boolean;
  readonly description?: string;
  readonly 'x-allowed-values'?: readonly (string | number)[];
}

interface Operation {
  readonly operationId?: string;
  readonly summary?: string;
  readonly parameters?: readonly Parameter[];
  readonly responses?: Record<string, { content?: Record<string, unknown> }>;
}

export interface OpenApiDocument {
  readonly paths: Record<string, { get?: Operation }>;
  readonly [key: string]: unknown;
}

const CLIENT_DIR = dirname(dirname(fileURLToPath(import.meta.url)));
export const GENERATED_DIR = join(CLIENT_DIR, 'src', 'generated');
const REPOSITORY = dirname(dirname(CLIENT_DIR));
const HEADER = '// Generated from the atss /openapi.json by `npm run client:generate`: do not edit.\n';

const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** A function is named by its operation's `operationId` (`ticketsMarketsBreakdown`, `serviceIndex`). */
export function functionName(path: string, operation: Operation): string {
  if (!operation.operationId) throw new Error(`GET ${path} has no operationId in /openapi.json`);
  return operation.operationId;
}

const comment = (text: string | undefined, indent: string) =>
  text ? `${indent}/** ${text.replaceAll('*/', '*\\/')} */\n` : '';

const literal = (value: string | number) => JSON.stringify(value);

function renderEndpoint(path: string, operation: Operation): { types: string; member: string } {
  const name = functionName(path, operation);
  const type = capital(name);
  const parameters = (operation.parameters ?? []).filter((p) => p.name !== 'format');
  const lists = parameters.filter((p) => p.in === 'query' && p['x-allowed-values'] !== undefined);
  const listFields = lists
    .map(
      (p) =>
        `${comment(p.description, '  ')}  ${p.name}${p.required ? '' : '?'}: readonly (${p['x-allowed-values']!.map(literal).join(' | ')})[];\n`,
    )
    .join('');
  const base = `ParametersOf<${literal(path)}>`;
  const omitted = lists.map((p) => literal(p.name)).join(' | ');
  const parametersType =
    lists.length === 0 ? `${base};\n` : `Omit<${base}, ${omitted}> & {\n${listFields}};\n`;
  const types =
    `export type ${type}Parameters = ${parametersType}` +
    `export type ${type}Result = ResultOf<${literal(path)}>;\n`;
  const required = parameters.some((p) => p.required);
  const argument = parameters.length === 0 ? '' : `parameters: ${type}Parameters${required ? '' : ' = {}'}, `;
  const member =
    comment(operation.summary, '    ') +
    `    ${name}: (${argument}options?: RequestOptions): Promise<${type}Result> =>\n` +
    `      transport.get<${type}Result>(${literal(path)}, ${parameters.length === 0 ? '{}' : 'parameters'}, options),\n`;
  return { types, member };
}

/** `endpoints.ts`: every GET path with a JSON answer. */
export function renderEndpoints(document: OpenApiDocument): string {
  const rendered = Object.entries(document.paths)
    .filter(([, item]) => item.get?.responses?.['200']?.content?.['application/json'] !== undefined)
    .map(([path, item]) => renderEndpoint(path, item.get!));
  return (
    HEADER +
    "import type { ParametersOf, ResultOf } from '../operations.js';\n" +
    "import type { RequestOptions, Transport } from '../transport.js';\n\n" +
    rendered.map((r) => r.types).join('\n') +
    '\n/** One function per endpoint of the service. */\n' +
    'export function endpoints(transport: Transport) {\n  return {\n' +
    rendered.map((r) => r.member).join('') +
    '  };\n}\n'
  );
}

/** The generated files, by name in src/generated/. */
export async function renderClient(document: OpenApiDocument): Promise<Record<string, string>> {
  const types = astToString(await openapiTS(document as unknown as OpenAPI3));
  return { 'openapi.ts': HEADER + types, 'endpoints.ts': renderEndpoints(document) };
}

export async function fetchOpenApi(baseUrl: string): Promise<OpenApiDocument> {
  const response = await fetch(new URL('/openapi.json', baseUrl));
  if (!response.ok) throw new Error(`GET /openapi.json answered ${response.status}`);
  return (await response.json()) as OpenApiDocument;
}

/** Starts the built service over an empty data directory on a free loopback port, for its /openapi.json. */
async function openApiOfThisRepository(): Promise<OpenApiDocument> {
  const dataDir = await mkdtemp(join(tmpdir(), 'atss-openapi-'));
  const server = spawn(process.execPath, [join(REPOSITORY, 'bin', 'atss.js'), 'serve', '--data', dataDir], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ATSS_LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const url = await new Promise<string>((resolve, reject) => {
      let output = '';
      const timer = setTimeout(() => reject(new Error('the service did not start within 30 s')), 30_000);
      server.once('exit', (code) => reject(new Error(`the service exited with ${String(code)}`)));
      server.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
        if (match) {
          clearTimeout(timer);
          resolve(match[1]!);
        }
      });
    });
    return await fetchOpenApi(url);
  } finally {
    server.kill('SIGTERM');
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function main(args: readonly string[]): Promise<void> {
  const at = args.indexOf('--url');
  const document = at >= 0 ? await fetchOpenApi(args[at + 1] ?? '') : await openApiOfThisRepository();
  for (const [file, text] of Object.entries(await renderClient(document))) {
    await writeFile(join(GENERATED_DIR, file), text);
  }
  console.log(`client generated in ${GENERATED_DIR}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
