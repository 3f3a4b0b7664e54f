#!/usr/bin/env node
// Entry point of the `atss` command: runs the compiled CLI (built by `npm install` through `prepare`).
import { main } from '../dist/cli.js';

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  },
);
