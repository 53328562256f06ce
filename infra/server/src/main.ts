/** Starts the server: configuration, database, import, listen; stops cleanly on SIGINT/SIGTERM. */
import { buildApp } from './app';
import { ConfigError, isLoopback, loadConfig, type Config } from './config';
import { StartupError } from './db/client';
import { serveMetrics } from './plugins/external/metrics';

// Past this, a hung shutdown is worse than an abrupt one (the orchestrator kills at ~30 s).
const SHUTDOWN_GRACE_MS = 10_000;

function readConfig(): Config {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

async function main() {
  const config = readConfig();
  const app = await buildApp(config);
  let metricsServer: Awaited<ReturnType<typeof serveMetrics>> = null;
  // The last line of defence: a library's stray rejection (a dependency that went away) is
  // logged and the process keeps serving; the dependencies' own errors are handled where they
  // arise (docs/security.md, Faults).
  process.on('unhandledRejection', (reason) => {
    app.log.error({ err: reason }, 'unhandled rejection: kept serving');
  });
  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => {
      app.log.error('shutdown took too long, exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    // Closes the HTTP server, socket.io, the Redis clients and the database (their onClose hooks).
    metricsServer?.close();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    console.error(
      `Port ${config.port} on ${config.host} is already in use (another server running?): stop it, or start with PORT=<another port>.`,
    );
    await app.close();
    process.exit(1);
  }
  metricsServer = await serveMetrics(app, { host: config.metricsHost, port: config.metricsPort });
  announce(config, metricsServer !== null);
  // The routes' schemas not used yet, compiled one at a time while the server answers: a schema
  // that cannot be compiled is reported now rather than at its route's first request.
  app.schemaCompilers.compileAll().then(
    (count) => app.log.debug({ count }, 'schemas compiled'),
    (error: unknown) => app.log.error({ err: error }, 'a route schema does not compile'),
  );
}

/** Where to go, in plain words, once the server listens. */
function announce(config: Config, metrics: boolean) {
  const host = isLoopback(config.host) || config.host === '0.0.0.0' ? 'localhost' : config.host;
  const site = `http://${host}:${config.port}`;
  const lines = [`Dostavka is running at ${site}/`];
  if (config.outboxHttp) lines.push(`Mail (sign-in codes included) is kept locally: ${site}/dev/mail/`);
  else if (!config.smtpUrl)
    lines.push('Mail is kept in the local outbox; set OUTBOX_HTTP=true to read it over HTTP');
  if (metrics) lines.push(`Metrics: http://${config.metricsHost}:${config.metricsPort}/metrics`);
  console.log(lines.join('\n'));
}

main().catch((error: unknown) => {
  // A cause the operator can fix is one line; anything else keeps its stack.
  console.error(error instanceof StartupError ? `Not started: ${error.message}` : error);
  process.exit(1);
});
