import type { Redis } from 'ioredis';
import type { HealthReport } from './health.contract.ts';
import type { Dialect } from '../../db/dialect.ts';
import type { Orm } from '../../db/orm.ts';

type Deps = { orm: Orm; dialect: Dialect; redis: Redis | undefined; version: string; startedAt: number };

/** Probes older than this are reused: the check stays cheap however often the balancer asks. */
const PROBE_TTL_MS = 1000;
const PROBE_TIMEOUT_MS = 2000;

const withTimeout = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), ms).unref()),
  ]);

/** Liveness of the database (and Redis when configured), probed at most once a second. */
export function createHealthService({ orm, dialect, redis, version, startedAt }: Deps) {
  let last: { at: number; report: Omit<HealthReport, 'uptimeS'> } | undefined;
  let inFlight: Promise<Omit<HealthReport, 'uptimeS'>> | undefined;

  async function probe(): Promise<Omit<HealthReport, 'uptimeS'>> {
    const started = performance.now();
    const databaseOk = await withTimeout(orm.em.getConnection().execute('select 1'), PROBE_TIMEOUT_MS)
      .then(() => true)
      .catch(() => false);
    const latencyMs = Math.round((performance.now() - started) * 100) / 100;
    const report: Omit<HealthReport, 'uptimeS'> = {
      ok: databaseOk,
      database: { ok: databaseOk, driver: dialect === 'mysql' ? 'mysql' : 'libsql', latencyMs },
      version,
    };
    if (redis) {
      const redisOk = await withTimeout(redis.ping(), PROBE_TIMEOUT_MS)
        .then((answer) => answer === 'PONG')
        .catch(() => false);
      report.redis = { ok: redisOk };
      report.ok = report.ok && redisOk;
    }
    return report;
  }

  return {
    async check(): Promise<HealthReport> {
      const now = Date.now();
      if (!last || now - last.at > PROBE_TTL_MS) {
        inFlight ??= probe().finally(() => (inFlight = undefined));
        last = { at: now, report: await inFlight };
      }
      return { ...last.report, uptimeS: Math.floor((now - startedAt) / 1000) };
    },
  };
}

export type HealthService = ReturnType<typeof createHealthService>;
