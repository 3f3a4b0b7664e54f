import { readFile } from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';

/** A deliberately simple CSV reader for tests (quoted fields, doubled quotes, trailing comma). */
export function parseCsv(text: string): Record<string, string>[] {
  const lines = text.split('\n').filter((l) => l !== '');
  const split = (line: string): string[] => {
    const fields: string[] = [];
    let field = '';
    let quoted = false;
    for (let i = 0; i < line.length; i += 1) {
      const ch = line[i]!;
      if (quoted) {
        if (ch === '"' && line[i + 1] === '"') {
          field += '"';
          i += 1;
        } else if (ch === '"') quoted = false;
        else field += ch;
      } else if (ch === '"') quoted = true;
      else if (ch === ',') {
        fields.push(field);
        field = '';
      } else field += ch;
    }
    fields.push(field);
    return fields;
  };
  const header = split(lines[0]!);
  return lines.slice(1).map((line) => {
    const values = split(line);
    return Object.fromEntries(header.map((name, i) => [name, values[i] ?? '']));
  });
}

/** The first CSV member of a zip, parsed. */
export async function readZippedCsv(path: string): Promise<Record<string, string>[]> {
  const members = unzipSync(await readFile(path));
  const name = Object.keys(members).find((n) => n.endsWith('.csv'));
  if (!name) throw new Error(`${path} holds no CSV`);
  return parseCsv(strFromU8(members[name]!));
}

export async function readZippedText(path: string): Promise<string> {
  const members = unzipSync(await readFile(path));
  const name = Object.keys(members).find((n) => n.endsWith('.csv'));
  return strFromU8(members[name!]!);
}
