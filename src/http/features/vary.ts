import type { FastifyReply } from 'fastify';

/** Vary values merged before (the same few on every answer), by the value there and the names added. */
const merged = new Map<string, string>();
/** Beyond this many distinct merges (never, with the service's own plugins) the memo starts again. */
const MERGES_KEPT = 64;

/** `current` with `names` added, keeping those already there (case-insensitively). */
function merge(current: string, names: readonly string[]): string {
  const listed = current
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
  const known = new Set(listed.map((name) => name.toLowerCase()));
  for (const name of names) if (!known.has(name.toLowerCase())) listed.push(name);
  return listed.join(', ');
}

/**
 * Adds header names to Vary, keeping those already there (several plugins vary the same answer); each merge
 * is worked out once per process, not on every answer.
 */
export function addVary(reply: FastifyReply, ...names: readonly string[]): void {
  const current = reply.getHeader('vary');
  // the first plugin to vary an answer: nothing to merge with
  if (current === undefined) return void reply.header('Vary', names.join(', '));
  const text = Array.isArray(current) ? current.join(',') : String(current);
  const key = `${text}\n${names.join('\n')}`;
  let value = merged.get(key);
  if (value === undefined) {
    value = merge(text, names);
    if (merged.size >= MERGES_KEPT) merged.clear();
    merged.set(key, value);
  }
  reply.header('Vary', value);
}
