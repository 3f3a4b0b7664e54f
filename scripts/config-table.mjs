// Writes docs/configuration.md's table from the settings' declarations (src/settings.ts).
// Usage: npm run docs:config (test/unit/settings-docs.test.ts fails while the file differs).
import { readFileSync, writeFileSync } from 'node:fs';
import { configurationTable } from '../dist/settings.js';

const README = new URL('../docs/configuration.md', import.meta.url);
const text = readFileSync(README, 'utf8');
const start = text.indexOf('| Variable ');
const end = text.indexOf('\n\n', start);
if (start < 0 || end < 0) throw new Error('docs/configuration.md: no configuration table');
writeFileSync(README, `${text.slice(0, start)}${configurationTable()}${text.slice(end)}`);
