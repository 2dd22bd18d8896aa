import { createServer, type Server } from 'node:http';
import { setTimeout as delay } from 'node:timers/promises';
import type { AddressInfo } from 'node:net';
import Router from '@koa/router';
import Koa from 'koa';
import type { Redis } from 'ioredis';
import type { DestinationStream, Logger } from 'pino';
import type { Config } from './config.ts';
import { dialectOf } from './db/dialect.ts';
import { migrateToLatest, seed } from './db/migrate.ts';
import { createOrm, type Orm } from './db/orm.ts';
import { modules } from './modules/index.ts';
import { body } from './platform/body.ts';
import { answerClientError } from './platform/client-error.ts';
import type { Clock } from './platform/clock.ts';
import { isApiPath, type AppState } from './platform/context.ts';
import { errorHandler } from './platform/error-handler.ts';
import { notFound } from './platform/errors.ts';
import { DomainEvents } from './platform/events.ts';
import { lang } from './platform/lang.ts';
import { createLogger } from './platform/logger.ts';
import { createServices, type ModuleContext } from './platform/module.ts';
import { ormContext } from './platform/orm-context.ts';
import { createLockouts } from './platform/rate-limit.ts';
import { connectRedis } from './platform/redis.ts';
import { requestId } from './platform/request-id.ts';
import { mountRoutes, type RouteInfo } from './platform/routes.ts';
import { securityHeaders } from './platform/security-headers.ts';
import { clockFor, testClockFile } from './platform/test-clock.ts';
import { createRealtime, SOCKET_PATH, type Realtime } from './realtime/socket-server.ts';
import { answerWith } from './web/answer.ts';
import { firstScreenRenderer } from './web/server-render.ts';
import { serveWeb } from './web/static.ts';
import { compressWeb } from './web/compress.ts';

const SHUTDOWN_GRACE_MS = 10_000;

const CLIENT_WENT_AWAY = new Set(['ERR_STREAM_PREMATURE_CLOSE', 'ECONNRESET', 'HPE_INVALID_EOF_STATE']);

/**
 * The Koa application: one fixed middleware chain, then every module's routes (each with its
 * declared guard), then the web app. Answers the app and its route table.
 */
export function createApp(context: ModuleContext): { app: Koa<AppState>; routes: RouteInfo[] } {
  const { config, logger, orm, services } = context;
  const app = new Koa<AppState>();
  // Errors Koa sees outside the error middleware: mostly a phone that went away mid-download, or
  // mid-upload (the request body then ends early: HPE_INVALID_EOF_STATE).
  app.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code && CLIENT_WENT_AWAY.has(error.code)) {
      logger.debug({ err: error }, 'client closed the connection early');
    } else {
      logger.error({ err: error }, 'unhandled server error');
    }
  });

  app.use(requestId(logger));
  app.use(securityHeaders());
  app.use(errorHandler());
  app.use(lang());
  const parseBody = body();
  app.use((ctx, next) => (isApiPath(ctx.path) ? parseBody(ctx, next) : next()));
  app.use(ormContext(orm));

  // An /api or /chat path no module answered: an envelope 404, never the web app.
  app.use(async (ctx, next) => {
    await next();
    if (isApiPath(ctx.path) && ctx.status === 404 && ctx.body == null) throw notFound();
  });

  const api = new Router<AppState>();
  const routes = mountRoutes(
    api,
    modules.flatMap((module) => module.routes?.(context) ?? []),
    { member: services.memberResolver, operator: services.operatorResolver },
  );
  app.use(api.routes()).use(api.allowedMethods({ throw: true }));
  app.use(compressWeb());
  app.use(
    serveWeb({
      webRoot: config.webRoot,
      remotes: config.remotes,
      renderFirstScreen: firstScreenRenderer({ webRoot: config.webRoot, answer: answerWith(app), logger }),
    }),
  );
  return { app, routes };
}

export type StartOptions = {
  config: Config;
  /** By default the system clock, or the test clock of DATA_DIR with TEST_CLOCK=1 (ADR 0012). */
  clock?: Clock;
  /** The logger to use; by default one is created from config (writing to `logDestination` or stdout). */
  logger?: Logger;
  logDestination?: DestinationStream;
  lockoutPrefix?: string;
  /** Migrate and seed at start; by default only the embedded database is (ADR 0004). */
  prepareDatabase?: boolean;
  /** Run the daily jobs (piggy-bank interest) in this process; on by default. */
  scheduleJobs?: boolean;
};

export type RunningServer = {
  server: Server;
  port: number;
  url: string;
  orm: Orm;
  realtime: Realtime;
  events: DomainEvents;
  logger: Logger;
  config: Config;
  /** Every declared route with its guard and input schemas (the access and fuzz tests read it). */
  routes: RouteInfo[];
  /** Stops accepting, closes sockets, the database and Redis. Safe to call twice. */
  close(): Promise<void>;
};

/** Starts the API, the socket and the web app on one HTTP server (`config.port`, 0 for any). */
export async function startServer(options: StartOptions): Promise<RunningServer> {
  const { config } = options;
  const clock = options.clock ?? clockFor(config);
  const logger = options.logger ?? createLogger(config, options.logDestination);
  if (config.testClock && !options.clock)
    logger.warn(
      { file: testClockFile(config.dataDir), now: clock.now().toISOString() },
      'TEST_CLOCK=1: time is real time plus the offset in this file (npm run admin -- clock:advance)',
    );
  const startedAt = Date.now();

  const orm = await createOrm(config, logger);
  const redisClients: Redis[] = [];
  try {
    if (options.prepareDatabase ?? dialectOf(config) === 'sqlite') {
      const applied = await migrateToLatest(orm);
      if (applied.length) logger.info({ applied }, 'migrations applied');
      await seed(orm, clock, { demoFunds: config.demoFunds });
    } else {
      const pending = await orm.migrator.getPending();
      if (pending.length) logger.warn({ pending: pending.map((m) => m.name) }, 'run npm run db:migrate');
    }
    if (config.redisUrl) {
      const pub = await connectRedis(config.redisUrl);
      const sub = pub.duplicate();
      // A dropped connection reconnects by itself; say so in the log instead of ioredis's stderr.
      sub.on('error', (error) => logger.warn({ err: error }, 'Redis subscriber connection error'));
      redisClients.push(pub, sub);
    }
  } catch (error) {
    await orm.close();
    redisClients.forEach((client) => client.disconnect());
    throw error;
  }

  const [pub, sub] = redisClients;
  const server = createServer();
  const events = new DomainEvents();
  const realtime = createRealtime({
    server,
    secret: config.socketTokenSecret,
    clock,
    logger,
    redis: pub && sub ? { pub, sub } : undefined,
  });
  const base = {
    config,
    clock,
    logger,
    orm,
    em: orm.em,
    dialect: dialectOf(config),
    events,
    realtime,
    redis: pub,
    lockouts: createLockouts({ redis: pub, prefix: options.lockoutPrefix ?? 'h5' }),
    startedAt,
  };
  const context: ModuleContext = { ...base, services: createServices(modules, base) };
  const { app, routes } = createApp(context);
  const unsubscribe = modules.flatMap((module) => module.subscribe?.(context) ?? []);
  // Each module's jobs (piggy-bank interest, fund settlement): the same code is safe on every process.
  const stopJobs =
    options.scheduleJobs === false ? [] : modules.flatMap((module) => module.jobs?.(context) ?? []);
  // socket.io answers its own path on this server; Koa must not answer those requests a second
  // time (a double answer throws ERR_HTTP_HEADERS_SENT and would take the process down).
  const handleRequest = app.callback();
  server.on('clientError', (error: NodeJS.ErrnoException, socket) =>
    answerClientError(error, socket, logger),
  );
  server.on('request', (req, res) => {
    if (!isSocketPath(req.url)) void handleRequest(req, res);
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  // After start-up an error of the listening socket (out of file descriptors, say) is logged;
  // the server goes on accepting once it can.
  server.on('error', (error) => logger.error({ err: error }, 'HTTP server error'));
  const port = (server.address() as AddressInfo).port;
  const host = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;

  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      unsubscribe.forEach((off) => off());
      await Promise.all(stopJobs.map((stop) => stop()));
      // Closing the socket server also closes the HTTP server: no new connections, requests in
      // flight may finish; connections still busy after the grace period are cut.
      const closed = realtime.close();
      server.closeIdleConnections();
      const grace = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS).unref();
      await closed;
      clearTimeout(grace);
      await orm.close();
      // The socket adapter unsubscribes without waiting for the answers; a PING answered after
      // them drains each connection, so quitting cannot fail those commands mid-flight.
      await Promise.all(
        redisClients.map((client) =>
          Promise.race([
            client.ping().catch(() => undefined),
            delay(SHUTDOWN_GRACE_MS, undefined, { ref: false }),
          ]),
        ),
      );
      await Promise.all(redisClients.map((client) => client.quit().catch(() => client.disconnect())));
    })());

  return {
    server,
    port,
    url: `http://${host}:${port}`,
    orm,
    realtime,
    events,
    logger,
    config,
    routes,
    close,
  };
}

/** Requests for socket.io's engine (long-polling and the WebSocket upgrade) under `/wss`. */
function isSocketPath(url: string | undefined): boolean {
  return url === SOCKET_PATH || !!url?.startsWith(`${SOCKET_PATH}/`) || !!url?.startsWith(`${SOCKET_PATH}?`);
}
