import { openSnapshot, staticContext } from './dist/http/snapshot.js';
import { buildApp } from './dist/http/app.js';
const snapshot = await openSnapshot({ dataDir: '/tmp/small-data', engineConnections: 2, engineThreads: 2, engineInMemory: false });
const app = await buildApp({ context: staticContext(snapshot), delivery: { cacheEntries: 0, apiKeys: [], rateLimit: 0, rateLimitWindowSeconds: 60 } });
for (const url of process.argv.slice(2)) { const r = await app.inject(url); console.log(url, r.statusCode); console.log(JSON.stringify(r.json()).slice(0, 1800)); }
await app.close();
