// The baseline of bench/request-cpu.mjs: a bare Fastify server (the version atss uses, default options, no
// plugin, no logger) answering one small JSON object, on a loopback port the kernel picks, which it prints.
import Fastify from 'fastify';

const app = Fastify();
app.get('/', async () => ({ status: 'ok' }));
await app.listen({ host: '127.0.0.1', port: 0 });
console.log(`bare fastify listening on port ${app.server.address().port}`);
