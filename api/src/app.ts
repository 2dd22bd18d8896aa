import { createServer, type Server } from 'node:http';
import { setTimeout as delay } from 'node:timers/promises';
import type { AddressInfo } from 'node:net';
import Router from '@koa/router';
import Koa from 'koa';
import type { Redis } from 'ioredis';
import type { DestinationStream, Logger } from 'pino';
import type { Config } from './config.ts';
import { migrateToLatest, seed } from './db/migrate.ts';
import { createOrm, dialectOf, type Orm } from './db/orm.ts';
import { accountRoutes } from './modules/account/account.routes.ts';
import { createAccountService } from './modules/account/account.service.ts';
import { createSessionResolver, createSessionService } from './modules/account/session.service.ts';
import { auditRoutes } from './modules/audit/audit.routes.ts';
import { createAuditService } from './modules/audit/audit.service.ts';
import { createCodeSender } from './modules/mail/code-sender.ts';
import { createMailCodeService } from './modules/mail/mail-code.service.ts';
import { mailRoutes } from './modules/mail/mail.routes.ts';
import { createMailer } from './modules/mail/mailer.ts';
import { createAuthenticatorService } from './modules/security/authenticator.service.ts';
import { createPaymentPasswordService } from './modules/security/payment-password.service.ts';
import { securityRoutes } from './modules/security/security.routes.ts';
import { uploadRoutes } from './modules/upload/upload.routes.ts';
import { createUploadService } from './modules/upload/upload.service.ts';
import { adminContentRoutes } from './modules/content/admin-content.routes.ts';
import { contentRoutes } from './modules/content/content.routes.ts';
import { createContentService } from './modules/content/content.service.ts';
import { chatRoutes } from './modules/chat/chat.routes.ts';
import { createChatService } from './modules/chat/chat.service.ts';
import { createIdempotency } from './modules/ledger/idempotency.ts';
import { createLedgerService } from './modules/ledger/ledger.service.ts';
import { createWalletService } from './modules/ledger/wallet.service.ts';
import { walletRoutes } from './modules/ledger/wallet.routes.ts';
import { conversionRoutes } from './modules/conversion/conversion.routes.ts';
import { createConversionService } from './modules/conversion/conversion.service.ts';
import { createPiggyInterestService, schedulePiggyInterest } from './modules/piggy/piggy-interest.service.ts';
import { reserveRoutes } from './modules/reserve/reserve.routes.ts';
import { fundRoutes } from './modules/fund/fund.routes.ts';
import { createFundService } from './modules/fund/fund.service.ts';
import { createFundOrderService } from './modules/fund/fund-order.service.ts';
import { createFundPurchaser } from './modules/fund/fund-purchaser.ts';
import { createTrialQuotaService } from './modules/fund/trial-quota.service.ts';
import { createFundSettler, scheduleFundSettlement } from './modules/fund/fund-settlement.service.ts';
import { depositRoutes } from './modules/deposit/deposit.routes.ts';
import { createDepositService } from './modules/deposit/deposit.service.ts';
import { withdrawalRoutes } from './modules/withdrawal/withdrawal.routes.ts';
import { createWithdrawalService } from './modules/withdrawal/withdrawal.service.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { createPlatformAccountsService } from './modules/ledger/platform-accounts.service.ts';
import {
  createOperatorLoginService,
  createOperatorResolver,
} from './modules/operator/operator-login.service.ts';
import { operatorFinanceRoutes } from './modules/operator/operator-finance.routes.ts';
import { operatorRoutes } from './modules/operator/operator.routes.ts';
import { createOperatorService } from './modules/operator/operator.service.ts';
import { createHealthService } from './modules/health/health.service.ts';
import { createAuth, type MemberResolver } from './platform/auth.ts';
import { createOperatorAuth, type OperatorResolver } from './platform/operator-auth.ts';
import { body } from './platform/body.ts';
import type { Clock } from './platform/clock.ts';
import { clockFor, testClockFile } from './platform/test-clock.ts';
import { isApiPath, type AppState } from './platform/context.ts';
import { errorHandler } from './platform/error-handler.ts';
import { notFound } from './platform/errors.ts';
import { DomainEvents } from './platform/events.ts';
import { lang } from './platform/lang.ts';
import { createLogger } from './platform/logger.ts';
import { ormContext } from './platform/orm-context.ts';
import { createSecretBox } from './platform/crypto.ts';
import { createLockouts } from './platform/rate-limit.ts';
import { connectRedis } from './platform/redis.ts';
import { requestId } from './platform/request-id.ts';
import { fanOutDomainEvents } from './realtime/fanout.ts';
import { createRealtime, SOCKET_PATH, type Realtime } from './realtime/socket-server.ts';
import { serveWeb } from './web/static.ts';
import { compressWeb } from './web/compress.ts';
import packageJson from '../package.json' with { type: 'json' };

const SHUTDOWN_GRACE_MS = 10_000;

export type AppDeps = {
  config: Config;
  clock: Clock;
  logger: Logger;
  orm: Orm;
  events: DomainEvents;
  realtime: Realtime;
  redis: Redis | undefined;
  resolveMember: MemberResolver;
  /** Resolves operator sessions (`operator-token`) for `operatorAuth()`. */
  resolveOperator: OperatorResolver;
  /** Namespace of lockout counters (Redis keys); tests give each server its own. */
  lockoutPrefix: string;
  startedAt: number;
};

const CLIENT_WENT_AWAY = new Set(['ERR_STREAM_PREMATURE_CLOSE', 'ECONNRESET', 'HPE_INVALID_EOF_STATE']);

/** The Koa application: one fixed middleware chain, then each module's routes, then the web app. */
export function createApp(deps: AppDeps): Koa<AppState> {
  const { config, clock, logger, orm, events, realtime, redis } = deps;
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
  const auth = createAuth(deps.resolveMember);
  const operatorAuth = createOperatorAuth(deps.resolveOperator);
  const content = createContentService({ em: orm.em, clock, events });
  const chat = createChatService({ realtime, clock, socketTokenSecret: config.socketTokenSecret });
  const em = orm.em;
  const lockouts = createLockouts({ redis, prefix: deps.lockoutPrefix });
  const audit = createAuditService({ em, clock });
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, em, logger });
  const mailCodes = createMailCodeService({ em, clock, mailer, appSecret: config.appSecret });
  const sessions = createSessionService({ em, clock, ttlDays: config.sessionTtlDays });
  const ledger = createLedgerService({ dialect: dialectOf(config), clock });
  const accounts = createAccountService({ em, clock, sessions, mailCodes, audit, lockouts, ledger });
  const paymentPasswords = createPaymentPasswordService({
    mailCodes,
    audit,
    lockouts,
    appSecret: config.appSecret,
  });
  const authenticator = createAuthenticatorService({
    clock,
    box: createSecretBox(config.appSecret, 'authenticator'),
    mailCodes,
    audit,
    lockouts,
  });
  const funds = createFundService({ clock });
  const fundOrders = createFundOrderService({ clock });
  const wallet = createWalletService({ ledger });
  const idempotent = createIdempotency({ em, clock, appSecret: config.appSecret });
  const withdrawals = createWithdrawalService({ clock, ledger });
  const conversions = createConversionService({ clock, ledger });
  const deposits = createDepositService({ clock, ledger, appSecret: config.appSecret });
  const uploads = createUploadService({ em, clock, dataDir: config.dataDir });
  const health = createHealthService({
    orm,
    dialect: dialectOf(config),
    redis,
    version: packageJson.version,
    startedAt: deps.startedAt,
  });

  app.use(requestId(logger));
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
  for (const routes of [
    healthRoutes({ health }),
    contentRoutes({ content }),
    adminContentRoutes({ content, operatorAuth }),
    operatorRoutes({
      em,
      operators: createOperatorService({ clock }),
      logins: createOperatorLoginService({ clock, lockouts }),
      operatorAuth,
    }),
    operatorFinanceRoutes({
      em,
      operatorAuth,
      idempotent,
      withdrawals,
      deposits,
      conversions,
      platformAccounts: createPlatformAccountsService({ clock, ledger }),
    }),
    chatRoutes({ chat, auth }),
    mailRoutes({ sendCode: createCodeSender({ em, mailCodes, audit, lockouts }), auth }),
    accountRoutes({ accounts, auth, clock }),
    securityRoutes({ em, clock, auth, paymentPasswords, authenticator }),
    auditRoutes({ audit, auth }),
    uploadRoutes({ uploads, auth }),
    walletRoutes({
      em,
      auth,
      wallet,
      idempotent,
      piggyInterest: createPiggyInterestService({ clock, ledger }),
    }),
    withdrawalRoutes({
      em,
      auth,
      withdrawals,
      idempotent,
      paymentPasswords,
      authenticator,
      now: () => clock.now(),
    }),
    depositRoutes({ em, auth, deposits }),
    conversionRoutes({ em, auth, conversions, wallet, idempotent, paymentPasswords }),
    reserveRoutes({ em, auth }),
    fundRoutes({
      em,
      auth,
      funds,
      orders: fundOrders,
      purchaser: createFundPurchaser({
        em,
        clock,
        ledger,
        funds,
        paymentPasswords,
        dialect: dialectOf(config),
      }),
      trialQuotas: createTrialQuotaService({ clock, funds }),
      idempotent,
    }),
  ]) {
    api.use(routes.routes());
  }
  app.use(api.routes()).use(api.allowedMethods({ throw: true }));
  app.use(compressWeb());
  app.use(serveWeb({ webRoot: config.webRoot, remotes: config.remotes }));
  return app;
}

export type StartOptions = {
  config: Config;
  /** By default the system clock, or the test clock of DATA_DIR with TEST_CLOCK=1 (ADR 0012). */
  clock?: Clock;
  /** The logger to use; by default one is created from config (writing to `logDestination` or stdout). */
  logger?: Logger;
  logDestination?: DestinationStream;
  resolveMember?: MemberResolver;
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
  /** Every API route, as `GET /api/health` (`docs/contracts.md` names each one). */
  routes: string[];
  /** Stops accepting, closes sockets, the database and Redis. Safe to call twice. */
  close(): Promise<void>;
};

/** The routes of the app's API router (the one mounted with `api.routes()`), as `METHOD /path`. */
function routesOf(app: Koa<AppState>): string[] {
  const router = app.middleware
    .map((middleware) => (middleware as { router?: Router<AppState> }).router)
    .find((found) => found !== undefined);
  return (router?.stack ?? []).flatMap((layer) =>
    layer.methods.filter((method) => method !== 'HEAD').map((method) => `${method} ${layer.path}`),
  );
}

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
      redisClients.push(pub);
      redisClients.push(pub.duplicate());
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
  const stopFanOut = fanOutDomainEvents(events, realtime);
  const app = createApp({
    config,
    clock,
    logger,
    orm,
    events,
    realtime,
    redis: pub,
    resolveMember: options.resolveMember ?? createSessionResolver({ em: orm.em, clock }),
    resolveOperator: createOperatorResolver({ em: orm.em, clock }),
    lockoutPrefix: options.lockoutPrefix ?? 'h5',
    startedAt,
  });
  // socket.io answers its own path on this server; Koa must not answer those requests a second
  // time (a double answer throws ERR_HTTP_HEADERS_SENT and would take the process down).
  const stopJobs =
    options.scheduleJobs === false
      ? async () => {}
      : schedulePiggyInterest(
          createPiggyInterestService({
            clock,
            ledger: createLedgerService({ dialect: dialectOf(config), clock }),
          }),
          orm.em,
          logger,
        );
  // Fund income every 24 h after purchase: the same code is safe on every process (ADR 0013).
  const stopSettlement =
    options.scheduleJobs === false
      ? async () => {}
      : scheduleFundSettlement(createFundSettler({ dialect: dialectOf(config), clock }), orm.em, logger);
  const handleRequest = app.callback();
  server.on('request', (req, res) => {
    if (!isSocketPath(req.url)) void handleRequest(req, res);
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const host = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;

  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      stopFanOut();
      await stopJobs();
      await stopSettlement();
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
    routes: routesOf(app),
    close,
  };
}

/** Requests for socket.io's engine (long-polling and the WebSocket upgrade) under `/wss`. */
function isSocketPath(url: string | undefined): boolean {
  return url === SOCKET_PATH || !!url?.startsWith(`${SOCKET_PATH}/`) || !!url?.startsWith(`${SOCKET_PATH}?`);
}
