// Writes the README's configuration table from the settings' declarations (src/settings.ts).
// Usage: npm run docs:config (test/unit/settings-docs.test.ts fails while the README differs).
import { readFileSync, writeFileSync } from 'node:fs';
import { configurationTable } from '../dist/settings.js';

const README = new URL('../README.md', import.meta.url);
const text = readFileSync(README, 'utf8');
const start = text.indexOf('| Variable ', text.indexOf('\n## Configuration\n'));
const end = text.indexOf('\n\n', start);
if (start < 0 || end < 0) throw new Error('README.md: no configuration table under "## Configuration"');
writeFileSync(README, `${text.slice(0, start)}${configurationTable()}${text.slice(end)}`);
