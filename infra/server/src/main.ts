/** Starts the server: configuration, database, import, listen; stops cleanly on SIGINT/SIGTERM. */
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { StartupError } from './db/client';

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
  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  // A cause the operator can fix is one line; anything else keeps its stack.
  console.error(error instanceof StartupError ? `Not started: ${error.message}` : error);
  process.exit(1);
});
