import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { parseChainSettings, type ChainSettings } from './modules/chain/chain-settings.ts';

/** The repository root (two levels above `api/src`). */
export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const REMOTE_NAME = /^[a-z0-9][a-z0-9-]*$/;

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const urlWithProtocols = (protocols: string[]) =>
  z.string().refine(
    (value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}`,
  );

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default(join(repoRoot, '.data')),
  DATABASE_URL: optional(urlWithProtocols(['mysql:', 'mariadb:'])),
  REDIS_URL: optional(urlWithProtocols(['redis:', 'rediss:'])),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  WEB_ROOT: z.string().min(1).default(repoRoot),
  REMOTES: optional(
    z
      .string()
      .transform((value) =>
        value
          .split(',')
          .map((name) => name.trim())
          .filter(Boolean),
      )
      .refine(
        (names) => names.every((name) => REMOTE_NAME.test(name)),
        'must be a comma list of remote names',
      ),
  ),
  SOCKET_TOKEN_SECRET: optional(z.string().min(32, 'must be at least 32 characters')),
  APP_SECRET: optional(z.string().min(32, 'must be at least 32 characters')),
  SMTP_URL: optional(urlWithProtocols(['smtp:', 'smtps:'])),
  MAIL_FROM: z.string().min(3).default('H5 <no-reply@h5.local>'),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  MAIL_CODES_PER_IP_HOUR: z.coerce.number().int().min(1).max(100_000).default(30),
  CHAT_MESSAGES_PER_10S: z.coerce.number().int().min(1).max(1_000_000).default(20),
  TEST_CLOCK: optional(z.enum(['0', '1'], 'must be 1 (on) or 0 (off)')),
  DEMO_FUNDS: z.enum(['0', '1'], 'must be 1 (on) or 0 (off)').default('1'),
  RANKING_INTERVAL_SECONDS: z.coerce
    .number('must be a whole number of seconds')
    .int('must be a whole number of seconds')
    .min(10, 'must be at least 10')
    .max(86_400, 'must be at most 86400 (a day)')
    .default(300),
  CHAIN_POLL_MS: z.coerce.number().int().min(100).max(600_000).default(1000),
  NODE_ENV: optional(z.string()),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  logLevel: (typeof LOG_LEVELS)[number];
  webRoot: string;
  remotes: string[] | undefined;
  socketTokenSecret: string;
  appSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  sessionTtlDays: number;
  /** Verification mails one address may ask for in an hour (many phones share a carrier's address). */
  mailCodesPerIpHour: number;
  /** Chat messages a member may send in 10 seconds (CHAT_MESSAGES_PER_10S, 20 by default). */
  chatMessagesPer10s: number;
  /** TEST_CLOCK=1: time is real time + the offset in `DATA_DIR/test-clock.json` (ADR 0012). */
  testClock: boolean;
  /** DEMO_FUNDS=1 (default): the seed adds the demo funds, their NAV history and funded income pools. */
  demoFunds: boolean;
  /** How often each process recomputes the rankings (ADR 0030), in ms; five minutes by default. */
  rankingIntervalMs: number;
  /** The chains served on chain (`ERC20_*`, `BEP20_*`; ADR 0037); the others are shown as unavailable. */
  chains: ChainSettings[];
  /** How often the deposit watcher and payouts look at each chain (CHAIN_POLL_MS, 1000 by default). */
  chainPollMs: number;
};

/** Thrown when an environment variable holds a value the API cannot run with. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Secrets = { SOCKET_TOKEN_SECRET: string; APP_SECRET: string };

/**
 * Secrets missing from the environment are generated once and kept in DATA_DIR, so sessions
 * and socket tokens survive restarts. Several processes may start at once: the first writer
 * wins (`wx`), the others read its file.
 */
function storedSecrets(dataDir: string): Secrets {
  const file = join(dataDir, 'secrets.json');
  const read = (): Secrets | undefined => {
    try {
      return JSON.parse(readFileSync(file, 'utf8')) as Secrets;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw new ConfigError(`${file} is not readable secrets JSON: ${(error as Error).message}`);
    }
  };
  const existing = read();
  if (existing) return existing;
  mkdirSync(dataDir, { recursive: true });
  const fresh: Secrets = {
    SOCKET_TOKEN_SECRET: randomBytes(32).toString('base64url'),
    APP_SECRET: randomBytes(32).toString('base64url'),
  };
  try {
    writeFileSync(file, JSON.stringify(fresh, null, 2), { flag: 'wx', mode: 0o600 });
    return fresh;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return read() ?? fresh;
    throw error;
  }
}

/** Parses and validates the environment once; throws ConfigError naming the first bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const messages = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration: ${messages.join('; ')}`);
  }
  const e = parsed.data;
  const chains = parseChainSettings(env);
  if (chains.problems.length) throw new ConfigError(`Invalid configuration: ${chains.problems.join('; ')}`);
  if (e.TEST_CLOCK === '1' && e.NODE_ENV === 'production')
    throw new ConfigError(
      'Invalid configuration: TEST_CLOCK: a test clock is refused when NODE_ENV=production (it lets anyone with DATA_DIR move time)',
    );
  const dataDir = isAbsolute(e.DATA_DIR) ? e.DATA_DIR : resolve(e.DATA_DIR);
  const secrets =
    e.SOCKET_TOKEN_SECRET && e.APP_SECRET
      ? { SOCKET_TOKEN_SECRET: e.SOCKET_TOKEN_SECRET, APP_SECRET: e.APP_SECRET }
      : storedSecrets(dataDir);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    logLevel: e.LOG_LEVEL,
    webRoot: resolve(e.WEB_ROOT),
    remotes: e.REMOTES,
    socketTokenSecret: e.SOCKET_TOKEN_SECRET ?? secrets.SOCKET_TOKEN_SECRET,
    appSecret: e.APP_SECRET ?? secrets.APP_SECRET,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    sessionTtlDays: e.SESSION_TTL_DAYS,
    mailCodesPerIpHour: e.MAIL_CODES_PER_IP_HOUR,
    chatMessagesPer10s: e.CHAT_MESSAGES_PER_10S,
    testClock: e.TEST_CLOCK === '1',
    demoFunds: e.DEMO_FUNDS === '1',
    rankingIntervalMs: e.RANKING_INTERVAL_SECONDS * 1000,
    chains: chains.chains,
    chainPollMs: e.CHAIN_POLL_MS,
  };
}
