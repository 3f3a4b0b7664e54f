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

/** Turns a DuckDB CSV error into an IngestError with the line and column it names. */
export function fromEngineError(file: string, error: unknown): IngestError {
  const message = error instanceof Error ? error.message : String(error);
  const line = /Line:\s*(\d+)/i.exec(message)?.[1];
  const column = /column\s+"([^"]+)"/i.exec(message)?.[1] ?? /Column\s+(\w+)/.exec(message)?.[1];
  const lines = message
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '');
  const detail =
    lines.find(
      (l) =>
        /could not convert|expected number of columns|unterminated|invalid|too many|too few/i.test(l) &&
        !/^\*/.test(l),
    ) ??
    lines[0] ??
    message;
  return new IngestError(
    file,
    detail.replace(/^[A-Za-z ]*Error:\s*/, ''),
    line ? Number(line) : undefined,
    column,
  );
}
