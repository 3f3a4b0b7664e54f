import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { lexer, walkTokens, type Token } from 'marked';
import { describe, expect, it } from 'vitest';

/** Every Markdown file of the repository, as git tracks it (what a clone gets). */
const ROOT = resolve(import.meta.dirname, '..', '..');
const MARKDOWN = execFileSync('git', ['ls-files', '*.md'], { cwd: ROOT, encoding: 'utf8' })
  .split('\n')
  .filter((file) => file !== '');

/** Links and images of a Markdown text, as marked parses them (inline, reference and autolinks). */
function targetsOf(text: string): string[] {
  const targets: string[] = [];
  void walkTokens(lexer(text), (token: Token) => {
    if (token.type === 'link' || token.type === 'image') targets.push(token.href);
  });
  return targets;
}

const EXTERNAL = /^(https?:|mailto:)/;

describe('Markdown files', () => {
  it('are found', () => {
    expect(MARKDOWN).toContain('README.md');
    expect(MARKDOWN.length).toBeGreaterThan(10);
  });

  it.each(MARKDOWN)('%s: every relative link resolves to a file inside the repository', (file) => {
    const broken = targetsOf(readFileSync(join(ROOT, file), 'utf8'))
      .filter((target) => !EXTERNAL.test(target) && !target.startsWith('#'))
      .filter((target) => {
        const path = decodeURIComponent(target.split('#', 1)[0]!.split('?', 1)[0]!);
        const absolute = resolve(ROOT, dirname(file), path);
        return relative(ROOT, absolute).startsWith('..') || !existsSync(absolute);
      });
    expect(broken).toEqual([]);
  });

  it.each(MARKDOWN)('%s: points neither to ../shared nor to absolute paths of one machine', (file) => {
    const lines = readFileSync(join(ROOT, file), 'utf8').split('\n');
    const found = lines
      .map((line, i) => ({ line: i + 1, text: line }))
      .filter(({ text }) => /\.\.\/shared|(^|[\s`(=])\/(work|home|root|Users)\//.test(text));
    expect(found).toEqual([]);
  });
});
