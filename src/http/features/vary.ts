import type { FastifyReply } from 'fastify';

/** Adds header names to Vary, keeping those already there (several plugins vary the same answer). */
export function addVary(reply: FastifyReply, ...names: readonly string[]): void {
  const current = reply.getHeader('vary');
  // the first plugin to vary an answer: nothing to merge with
  if (current === undefined) return void reply.header('Vary', names.join(', '));
  const listed = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
  const known = new Set(listed.map((name) => name.toLowerCase()));
  for (const name of names) if (!known.has(name.toLowerCase())) listed.push(name);
  reply.header('Vary', listed.join(', '));
}
