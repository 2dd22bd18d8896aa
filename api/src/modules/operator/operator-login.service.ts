import type { EntityManager } from '@mikro-orm/core';
import type { Clock } from '../../platform/clock.ts';
import type { Operator as SignedInOperator } from '../../platform/context.ts';
import { randomToken, sha256 } from '../../platform/crypto.ts';
import { ApiError } from '../../platform/errors.ts';
import type { OperatorResolver } from '../../platform/routes.ts';
import { tooManyAttempts, type Lockouts } from '../../platform/rate-limit.ts';
import { LOGIN_LOCKOUT } from '../account/account.service.ts';
import { decoyHash, verifyPassword } from '../account/password.ts';
import type { RequestMeta } from '../audit/audit.service.ts';
import { recordOperatorAction } from '../audit/operator-action.service.ts';
import { OperatorSessionSchema } from './operator-session.entity.ts';
import { OperatorSchema, type Operator } from './operator.entity.ts';
import type { OperatorLoginInput } from './operator.schema.ts';
import { roleOf } from './operator.service.ts';

/** How long an operator session lives: one working day, far shorter than a member's. */
export const OPERATOR_SESSION_TTL_MS = 12 * 3_600_000;

type Deps = { clock: Clock; lockouts: Lockouts };

/**
 * Operator login and logout: Argon2id passwords, the members' lockout rules on counters of their
 * own, opaque session tokens stored as SHA-256 in `operator_session` (one live session per
 * operator and device). Logins, failures and logouts are recorded in `operator_action`.
 */
export function createOperatorLoginService({ clock, lockouts }: Deps) {
  const byAccount = lockouts('operator-login-account', LOGIN_LOCKOUT.account);
  const byIp = lockouts('operator-login-ip', LOGIN_LOCKOUT.ip);

  async function record(em: EntityManager, username: string, action: string, meta: RequestMeta) {
    await recordOperatorAction(em, clock, {
      actor: `operator:${username}`,
      action,
      detail: { ip: meta.ip, client: meta.client },
    });
  }

  return {
    async login(
      em: EntityManager,
      input: OperatorLoginInput,
      meta: RequestMeta,
    ): Promise<{ operator: Operator; token: string; expiresAt: Date }> {
      // One guess at a time per username: a burst meets the lock after its fifth failure.
      const found = await byAccount.exclusive(input.username, async () => {
        await byAccount.assertOpen(input.username, 'account.loginLocked');
        await byIp.assertOpen(meta.ip, 'account.loginLocked');
        const row = await em.findOne(OperatorSchema, { username: input.username });
        const ok = row
          ? await verifyPassword(row.passwordHash, input.password)
          : await verifyPassword(await decoyHash(), input.password).then(() => false);
        if (!row || !ok) {
          const [accountLocked, ipLocked] = await Promise.all([
            byAccount.fail(input.username),
            byIp.fail(meta.ip),
          ]);
          if (row) await record(em.fork(), row.username, 'operator_login_failed', meta);
          if (accountLocked || ipLocked)
            throw tooManyAttempts(LOGIN_LOCKOUT.account.lockS * 1000, 'account.loginLocked');
          throw new ApiError(422, 'operator.loginFailed');
        }
        return row;
      });
      // Only once the password is right: a guess does not learn whether the account is disabled.
      if (found.disabled || !roleOf(found))
        throw new ApiError(422, 'operator.disabled', { data: { code: 'operator_disabled' } });
      await byAccount.reset(input.username);
      // The device's earlier session ends in a statement of its own, as a member's does: an update
      // that finds no row locks the gap after it on MariaDB, and two operators logging in at once
      // then deadlocked on their inserts when both statements shared one transaction.
      await em.nativeUpdate(
        OperatorSessionSchema,
        { operatorId: found.id, client: meta.client, revokedAt: null },
        { revokedAt: clock.now(), updatedAt: clock.now() },
      );
      return em.transactional(async (tx) => {
        const now = clock.now();
        const token = randomToken(32);
        const expiresAt = new Date(now.getTime() + OPERATOR_SESSION_TTL_MS);
        tx.create(OperatorSessionSchema, {
          operatorId: found.id,
          tokenHash: sha256(token),
          client: meta.client,
          ip: meta.ip,
          expiresAt,
          revokedAt: null,
          createdAt: now,
          updatedAt: now,
        });
        const operator = await tx.findOneOrFail(OperatorSchema, { id: found.id });
        operator.lastLoginAt = now;
        await tx.flush();
        await record(tx, operator.username, 'operator_login', meta);
        return { operator, token, expiresAt };
      });
    },

    async logout(em: EntityManager, operator: SignedInOperator, meta: RequestMeta): Promise<void> {
      await em.transactional(async (tx) => {
        const now = clock.now();
        await tx.nativeUpdate(
          OperatorSessionSchema,
          { id: operator.sessionId, revokedAt: null },
          { revokedAt: now, updatedAt: now },
        );
        await record(tx, operator.username, 'operator_logout', meta);
      });
    },
  };
}

export type OperatorLoginService = ReturnType<typeof createOperatorLoginService>;

/**
 * The `operatorAuth()` resolver: the operator of a live, unexpired, unrevoked operator session,
 * while the account is enabled. Member sessions live in another table and never resolve here.
 */
export function createOperatorResolver({ em, clock }: { em: EntityManager; clock: Clock }): OperatorResolver {
  return async (token) => {
    if (token.length > 128) return null;
    const session = await em.findOne(OperatorSessionSchema, {
      tokenHash: sha256(token),
      revokedAt: null,
      expiresAt: { $gt: clock.now() },
    });
    if (!session) return null;
    const operator = await em.findOne(OperatorSchema, { id: session.operatorId, disabled: false });
    const role = operator && roleOf(operator);
    if (!operator || !role) return null;
    return {
      id: operator.id,
      username: operator.username,
      displayName: operator.displayName,
      role,
      sessionId: session.id,
    };
  };
}
