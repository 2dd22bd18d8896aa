// `npm start`: the API, the socket and the web app from the environment's configuration.
import { startServer } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { installLastResort } from './platform/last-resort.ts';

let config;
try {
  config = loadConfig();
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}

const app = await startServer({ config }).catch((error: unknown) => {
  console.error(`The API could not start: ${(error as Error).message}`);
  process.exit(1);
});
app.logger.info({ port: app.port, url: `${app.url}/h5/` }, 'listening');
installLastResort(app.logger);

let stopping = false;
const shutdown = (signal: string) => {
  if (stopping) return;
  stopping = true;
  app.logger.info({ signal }, 'shutting down');
  app.close().then(
    () => process.exit(0),
    (error: unknown) => {
      app.logger.error({ err: error }, 'shutdown failed');
      process.exit(1);
    },
  );
};
process.once('SIGTERM', () => shutdown('SIGTERM'));
process.once('SIGINT', () => shutdown('SIGINT'));
