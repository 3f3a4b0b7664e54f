// The ceiling of any Node.js server on this machine (issue #28): Node's own HTTP server, no framework, answering
// each URL it was given with the bytes another server answered it (read once from a JSON file of
// `[{ url, body, contentType, headers }]`, each body kept as a Buffer), so it computes nothing per request but parse
// the request and write headers and body: Content-Type and Content-Length only, or with `all-headers` every
// header the other server sent (`headers`; Node writes Date, Connection and Keep-Alive itself). On a loopback port
// the kernel picks, which it prints.
// Usage: node bench/raw-http.mjs ANSWERS_JSON [all-headers]
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const [answersFile, headerMode = 'minimal'] = process.argv.slice(2);
/** Headers Node's server writes itself on every answer. */
const NODE_WRITES = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);
if (!answersFile) throw new Error('usage: node bench/raw-http.mjs ANSWERS_JSON');
const answers = new Map(
  JSON.parse(readFileSync(answersFile, 'utf8')).map(({ url, body, contentType, headers }) => {
    const bytes = Buffer.from(body, 'utf8');
    const sent = { 'content-type': contentType, 'content-length': bytes.length };
    if (headerMode === 'all-headers')
      for (const [name, value] of Object.entries(headers))
        if (!NODE_WRITES.has(name)) sent[name] = name === 'content-length' ? bytes.length : value;
    return [url, { bytes, headers: sent }];
  }),
);
const notFound = Buffer.from('{"detail":"not one of the URLs this server was given"}');

const server = createServer((request, response) => {
  const answer = answers.get(request.url);
  if (answer === undefined) {
    response.writeHead(404, { 'content-type': 'application/json', 'content-length': notFound.length });
    response.end(notFound);
    return;
  }
  response.writeHead(200, answer.headers);
  response.end(answer.bytes);
});
server.listen(0, '127.0.0.1', () => console.log(`raw node:http listening on port ${server.address().port}`));
for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, () => {
    server.close();
    server.closeAllConnections();
  });
