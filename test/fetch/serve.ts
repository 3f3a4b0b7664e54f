import { startBtsServer } from './bts-server.js';

/**
 * Serves a folder of generated BTS zips under `/PREZIP/` on loopback (a random port), well-behaved, until
 * SIGINT/SIGTERM: the server `atss fetch` is measured against (README "Downloading years of BTS data").
 * Usage: npx tsx test/fetch/serve.ts DIR   (prints the base URL)
 */
const dir = process.argv[2];
if (dir === undefined) {
  console.error('usage: npx tsx test/fetch/serve.ts DIR');
  process.exit(2);
}
const server = await startBtsServer(dir);
console.log(server.url);
const stop = () => void server.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
