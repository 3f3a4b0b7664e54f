import { basename } from 'node:path';

/** A bad input file: the message names the file and, when known, the line and column. */
export class IngestError extends Error {
  constructor(
    readonly file: string,
    detail: string,
    readonly line?: number,
    readonly column?: string,
  ) {
    const where = [
      basename(file),
      line !== undefined ? `line ${line}` : undefined,
      column !== undefined ? `column ${column}` : undefined,
    ]
      .filter((part) => part !== undefined)
      .join(', ');
    super(`${where}: ${detail}`);
    this.name = 'IngestError';
  }
}

/** The lines of a DuckDB error that say what is wrong, most specific first. */
const DETAILS = [
  /invalid unicode/i,
  /expected number of columns/i,
  /could not convert/i,
  /unterminated/i,
  /too many|too few/i,
  /^(?!.*CSV Error on Line).*invalid/i,
];

/** Turns a DuckDB CSV error into an IngestError with the line and column it names. */
export function fromEngineError(file: string, error: unknown): IngestError {
  const message = error instanceof Error ? error.message : String(error);
  const line = /Line:\s*(\d+)/i.exec(message)?.[1];
  const column = /column\s+"([^"]+)"/i.exec(message)?.[1] ?? /Column\s+(\w+)/.exec(message)?.[1];
  // The engine's own words, not the record it quotes ("Original Line") or its hints ("* ...").
  const lines = message
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '' && !l.startsWith('*') && !l.startsWith('Original Line'));
  const specific = DETAILS.map((pattern) => lines.find((l) => pattern.test(l))).find((l) => l !== undefined);
  const detail = /invalid unicode/i.test(specific ?? '')
    ? 'the file is not UTF-8 (invalid byte sequence; a file saved as Latin-1 or Windows-1252 must be converted to UTF-8)'
    : (specific ?? lines[0] ?? message);
  return new IngestError(
    file,
    detail.replace(/^[A-Za-z ]*Error:\s*/, ''),
    line ? Number(line) : undefined,
    column,
  );
}
