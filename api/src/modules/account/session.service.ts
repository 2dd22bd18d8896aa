import DataLoader from 'dataloader';
import type { EntityManager } from '@mikro-orm/core';
import type { MemberResolver } from '../../platform/routes.ts';
import type { Clock } from '../../platform/clock.ts';
import { randomToken, sha256 } from '../../platform/crypto.ts';
import type { RequestMeta } from '../audit/audit.service.ts';
import { queryRows } from '../ledger/sql.ts';
import { SessionSchema } from './session.entity.ts';

const DAY_MS = 86_400_000;

/** Why a session ended before its expiry; the device still holding it is told (`SessionEndCode`). */
export type SessionEndReason = 'signed_out' | 'signed_in_elsewhere' | 'password_changed' | 'frozen';

type Deps = { em: EntityManager; clock: Clock; ttlDays: number };

/**
 * Login sessions: an opaque random token for the client, its SHA-256 in the database, an
 * expiry, one live session per member and device (`client`).
 */
export function createSessionService({ em, clock, ttlDays }: Deps) {
  return {
    /** Opens a session; answers how many live sessions of the same device it replaced. */
    async open(
      memberId: number,
      meta: RequestMeta,
    ): Promise<{ token: string; expiresAt: Date; replaced: number }> {
      const now = clock.now();
      const replaced = await em.nativeUpdate(
        SessionSchema,
        { memberId, client: meta.client, revokedAt: null },
        { revokedAt: now, revokedReason: 'signed_in_elsewhere', updatedAt: now },
      );
      const token = randomToken(32);
      const expiresAt = new Date(now.getTime() + ttlDays * DAY_MS);
      em.create(SessionSchema, {
        memberId,
        tokenHash: sha256(token),
        client: meta.client,
        ip: meta.ip,
        expiresAt,
        revokedAt: null,
        createdAt: now,
        updatedAt: now,
        revokedReason: null,
      });
      await em.flush();
      return { token, expiresAt, replaced };
    },

    async revoke(sessionId: number, reason: SessionEndReason): Promise<void> {
      const now = clock.now();
      await em.nativeUpdate(
        SessionSchema,
        { id: sessionId, revokedAt: null },
        { revokedAt: now, revokedReason: reason, updatedAt: now },
      );
    },

    /** Revokes every live session of the member, but `keep` when given. */
    async revokeAll(memberId: number, reason: SessionEndReason, keep?: number): Promise<void> {
      const now = clock.now();
      await em.nativeUpdate(
        SessionSchema,
        { memberId, revokedAt: null, ...(keep !== undefined && { id: { $ne: keep } }) },
        { revokedAt: now, revokedReason: reason, updatedAt: now },
      );
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;

type LiveSession = { id: unknown; member_id: unknown; login_frozen_at: unknown };

/**
 * The `auth()` resolver: a live, unexpired, unrevoked session's member; otherwise why there is
 * none (unknown token, expired, or ended by a logout, a login elsewhere, a password change or a
 * freeze). A member frozen while a login was under way has no session either.
 */
export function createSessionResolver({ em, clock }: Pick<Deps, 'em' | 'clock'>): MemberResolver {
  // Every authenticated request asks this: the sessions asked for in the same moment are read
  // together, with one indexed read (and their members by primary key), without hydrating entities.
  // Nothing is cached: each request sees its session as it is now.
  const live = new DataLoader<string, LiveSession | undefined>(
    async (hashes) => {
      const rows = await queryRows<LiveSession & { token_hash: string }>(
        em,
        `select s.token_hash, s.id, s.member_id, m.login_frozen_at from session s join member m on m.id = s.member_id
         where s.token_hash in (${hashes.map(() => '?').join(', ')}) and s.revoked_at is null and s.expires_at > ?`,
        [...hashes, clock.now()],
      );
      const byHash = new Map(rows.map((row) => [row.token_hash, row]));
      return hashes.map((hash) => byHash.get(hash));
    },
    // Requests that arrived in the same turn of the event loop are read together (a tick would
    // hold only the one request being handled).
    { cache: false, maxBatchSize: 100, batchScheduleFn: (read) => setImmediate(read) },
  );
  return async (token) => {
    if (token.length > 128) return { ended: 'not_logged_in' };
    const tokenHash = sha256(token);
    const session = await live.load(tokenHash);
    if (session?.login_frozen_at != null) return { ended: 'frozen' };
    if (session) return { id: Number(session.member_id), sessionId: Number(session.id) };
    // Only a refused request pays for the second read that explains the refusal.
    const [ended] = await queryRows<{ revoked_reason: string | null; revoked_at: unknown }>(
      em,
      'select revoked_reason, revoked_at from session where token_hash = ? limit 1',
      [tokenHash],
    );
    if (!ended) return { ended: 'not_logged_in' };
    if (ended.revoked_at === null) return { ended: 'session_expired' };
    return { ended: (ended.revoked_reason as SessionEndReason | null) ?? 'signed_out' };
  };
}
