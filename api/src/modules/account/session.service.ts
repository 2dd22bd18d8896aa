import type { EntityManager } from '@mikro-orm/core';
import type { MemberResolver } from '../../platform/auth.ts';
import type { Clock } from '../../platform/clock.ts';
import { randomToken, sha256 } from '../../platform/crypto.ts';
import type { RequestMeta } from '../audit/audit.service.ts';
import { queryRows } from '../ledger/sql.ts';
import { SessionSchema } from './session.entity.ts';

const DAY_MS = 86_400_000;

type Deps = { em: EntityManager; clock: Clock; ttlDays: number };

/**
 * Login sessions: an opaque random token for the client, its SHA-256 in the database, an
 * expiry, one live session per member and device (`client`).
 */
export function createSessionService({ em, clock, ttlDays }: Deps) {
  return {
    async open(memberId: number, meta: RequestMeta): Promise<{ token: string; expiresAt: Date }> {
      const now = clock.now();
      await em.nativeUpdate(
        SessionSchema,
        { memberId, client: meta.client, revokedAt: null },
        { revokedAt: now, updatedAt: now },
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
      });
      await em.flush();
      return { token, expiresAt };
    },

    async revoke(sessionId: number): Promise<void> {
      const now = clock.now();
      await em.nativeUpdate(
        SessionSchema,
        { id: sessionId, revokedAt: null },
        { revokedAt: now, updatedAt: now },
      );
    },

    /** Revokes every live session of the member, but `keep` when given. */
    async revokeAll(memberId: number, keep?: number): Promise<void> {
      const now = clock.now();
      await em.nativeUpdate(
        SessionSchema,
        { memberId, revokedAt: null, ...(keep !== undefined && { id: { $ne: keep } }) },
        { revokedAt: now, updatedAt: now },
      );
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;

/** The `auth()` resolver: a live, unexpired, unrevoked session's member; null otherwise. */
export function createSessionResolver({ em, clock }: Pick<Deps, 'em' | 'clock'>): MemberResolver {
  return async (token) => {
    if (token.length > 128) return null;
    // Every authenticated request asks this: one plain indexed read, without hydrating an entity.
    const [session] = await queryRows<{ id: unknown; member_id: unknown }>(
      em,
      'select id, member_id from session where token_hash = ? and revoked_at is null and expires_at > ? limit 1',
      [sha256(token), clock.now()],
    );
    return session ? { id: Number(session.member_id), sessionId: Number(session.id) } : null;
  };
}
