#!/usr/bin/env node
// Entry point of the `atss` command: runs the compiled CLI (built by `npm install` through `prepare`).
import { main } from '../dist/cli.js';

main(process.argv.slice(2)).then(
  (code) => {
    // a command that failed exits at once, whatever it left running (a data version opening, a route index
    // build); one that succeeded (a server) keeps running
    if (code !== 0) process.exit(code);
    process.exitCode = code;
  },
  (error) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  },
);
