import { backendFor } from './backends/index.js';
import { ConfigError, type Config } from './config.js';
import { SERVICE_LINKS } from './http/system-routes.js';
import { buildServer } from './server.js';
import { LiveContext } from './serving/live-context.js';
import { serviceLog } from './logging.js';

/** Composition root: config -> engine snapshot -> app -> listen; drains on SIGINT/SIGTERM. */
export async function serve(config: Config): Promise<void> {
  const log = serviceLog(config.logLevel);
  const context = await LiveContext.open(backendFor(config), log.logger, { routeIndex: config.routeIndex });
  const app = await buildServer({
    context,
    loggerInstance: log.logger,
    server: config.server,
    delivery: {
      cacheMb: config.cacheMb,
      apiKeys: config.apiKeys,
      rateLimit: config.rateLimit,
      rateLimitWindowSeconds: config.rateLimitWindowSeconds,
    },
  });
  context.watch();
  const exit = (code: number): void => {
    void log.close().then(() => process.exit(code));
  };
  const shutdown = (signal: string): void => {
    app.log.info({ signal, drain_timeout_ms: config.server.drainTimeoutMs }, 'shutting down: draining');
    // requests still running at the drain timeout are abandoned: the process exits anyway
    const force = setTimeout(() => {
      app.log.error('drain timeout: exiting with requests still in flight');
      exit(1);
    }, config.server.drainTimeoutMs);
    force.unref();
    // requests still arriving on open keep-alive connections are answered, and their connections then closed
    app.server.on('request', (_request, response) => {
      if (!response.headersSent) response.setHeader('connection', 'close');
    });
    // keep-alive connections that were busy when closing began become idle once drained: close them then
    const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
    sweep.unref();
    void (async () => {
      let code = 0;
      try {
        await app.close();
        await context.close();
      } catch (error) {
        app.log.error({ err: error }, 'error while shutting down');
        code = 1;
      }
      app.log.info('stopped');
      exit(code);
    })();
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  const url = await app.listen({ port: config.port, host: config.host }).catch(async (error: unknown) => {
    if ((error as { code?: string }).code !== 'EADDRINUSE') throw error;
    await app.close();
    // the command exits at once (bin/atss.js): a route index build under way is not waited for
    void context.close();
    throw new ConfigError(
      `port ${config.port} on ${config.host} is already in use (another atss or another server listens there): choose another with --port N (or PORT=N)`,
    );
  });
  const snapshot = context.current();
  const { docs, explore } = SERVICE_LINKS;
  app.log.info({ data_version: snapshot.dataVersion, docs: `${url}${docs}` }, 'atss is serving');
  const explorer = app.hasRoute({ method: 'GET', url: explore }) ? `, explorer at ${url}${explore}` : '';
  console.log(`atss is serving the API at ${url}: docs at ${url}${docs}${explorer}`);
}
