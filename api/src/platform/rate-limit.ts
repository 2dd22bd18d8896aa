import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { ApiError } from './errors.ts';
import { createKeyedQueue } from './keyed-queue.ts';
import type { MessageKey } from './i18n.ts';

/** How many failures within a window lock a key, and for how long. */
export type LockoutRule = { maxFailures: number; windowS: number; lockS: number };

/**
 * Counts failures (wrong passwords, wrong codes) per key and locks the key once there are too
 * many. `assertOpen` throws a localized 429 naming when to retry.
 */
export type Lockout = {
  assertOpen(key: string, message?: MessageKey): Promise<void>;
  /** Counts one failure; true when this failure locked the key. */
  fail(key: string): Promise<boolean>;
  reset(key: string): Promise<void>;
  /**
   * Runs one check of `key` at a time in this process (others wait their turn): guesses sent at
   * once then meet the lock after the last allowed failure, instead of all passing `assertOpen`
   * before any failure is counted.
   */
  exclusive<T>(key: string, check: () => Promise<T>): Promise<T>;
};

export type Lockouts = (name: string, rule: LockoutRule) => Lockout;

/** Rejects a key for `msBeforeNext`, rounded up to whole minutes for the message. */
export const tooManyAttempts = (msBeforeNext: number, key: MessageKey = 'errors.tooManyAttempts') =>
  new ApiError(429, key, { params: { minutes: Math.max(1, Math.ceil(msBeforeNext / 60_000)) } });

/**
 * One place for every lockout: in memory for a single process, in Redis (shared by every
 * process) when REDIS_URL is set.
 */
export function createLockouts({ redis, prefix }: { redis: Redis | undefined; prefix: string }): Lockouts {
  return (name, rule) => {
    const options = { keyPrefix: `${prefix}:${name}`, points: rule.maxFailures, duration: rule.windowS };
    const limiter: RateLimiterAbstract = redis
      ? new RateLimiterRedis({ ...options, storeClient: redis })
      : new RateLimiterMemory(options);
    const inTurn = createKeyedQueue();
    return {
      exclusive: inTurn,
      async assertOpen(key, message) {
        const state = await limiter.get(key);
        if (state && state.consumedPoints >= rule.maxFailures)
          throw tooManyAttempts(state.msBeforeNext, message);
      },
      async fail(key) {
        const state = await limiter.penalty(key, 1);
        if (state.consumedPoints < rule.maxFailures) return false;
        await limiter.block(key, rule.lockS);
        return state.consumedPoints === rule.maxFailures;
      },
      async reset(key) {
        await limiter.delete(key);
      },
    };
  };
}
