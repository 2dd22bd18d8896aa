import type { EntityManager } from '@mikro-orm/core';
import { keyedHash, sameDigest } from '../../platform/crypto.ts';
import { ApiError, notLoggedIn } from '../../platform/errors.ts';
import type { MemberActor } from '../../platform/policy.ts';
import type { Lockouts } from '../../platform/rate-limit.ts';
import { MemberSchema } from '../account/member.entity.ts';
import { queryRows } from '../ledger/sql.ts';
import type { AuditService, RequestMeta } from '../audit/audit.service.ts';
import type { MailCodeService } from '../mail/mail-code.service.ts';

/** Wrong payment passwords: 5 within an hour lock it for an hour. */
export const PAYMENT_PASSWORD_LOCKOUT = { maxFailures: 5, windowS: 3600, lockS: 3600 };

/** 422 `payment_password_unset`: the page offers to set one (the spec: set before buying). */
export const paymentPasswordUnset = () =>
  new ApiError(422, 'security.paymentPasswordNotSet', { data: { code: 'payment_password_unset' } });

type Deps = {
  em: EntityManager;
  mailCodes: MailCodeService;
  audit: AuditService;
  lockouts: Lockouts;
  appSecret: string;
};

/**
 * The 6-digit payment password, kept as HMAC-SHA256 with APP_SECRET: a slow hash could not
 * protect a million possibilities offline, the strict lockout protects them online.
 */
export function createPaymentPasswordService({ em, mailCodes, audit, lockouts, appSecret }: Deps) {
  const lockout = lockouts('payment-password', PAYMENT_PASSWORD_LOCKOUT);
  const digest = (memberId: number, password: string) =>
    keyedHash(appSecret, 'payment-password', `${memberId}:${password}`);

  async function load(em: EntityManager, memberId: number) {
    const member = await em.findOne(MemberSchema, { id: memberId });
    if (!member) throw notLoggedIn();
    return member;
  }

  /**
   * Checks a payment password against the member's stored hash (read by the caller, with other
   * columns or rows it needs). Throws a localized "not set" (422), "wrong" (422) or "locked" (429);
   * a wrong one is audited and counts towards the lockout.
   */
  async function checkPaymentPassword(
    memberId: number,
    hash: string | null,
    password: string,
    meta?: RequestMeta,
  ) {
    if (!hash) throw paymentPasswordUnset();
    const key = String(memberId);
    await lockout.exclusive(key, async () => {
      await lockout.assertOpen(key, 'security.paymentPasswordLocked');
      if (!/^\d{6}$/.test(password) || !sameDigest(hash, digest(memberId, password))) {
        const where = meta ?? { ip: 'internal', client: 'internal', device: null };
        await audit.record(memberId, 'payment_password_failed', where);
        if (await lockout.fail(key)) {
          await audit.record(memberId, 'payment_password_locked', where);
          throw new ApiError(429, 'security.paymentPasswordLocked', {
            params: { minutes: PAYMENT_PASSWORD_LOCKOUT.lockS / 60 },
          });
        }
        throw new ApiError(422, 'security.paymentPasswordWrong');
      }
      await lockout.reset(key);
    });
  }

  /**
   * Checks a member's payment password for any module that spends or moves money. Throws a
   * localized "not set" (422), "wrong" (422) or "locked" (429).
   */
  async function verifyPaymentPassword(
    fork: EntityManager,
    actor: MemberActor,
    password: string,
    meta?: RequestMeta,
  ) {
    // On every payment: the one column, without hydrating the member.
    const [member] = await queryRows<{ payment_password_hash: string | null }>(
      fork,
      'select payment_password_hash from member where id = ?',
      [actor.id],
    );
    if (!member) throw notLoggedIn();
    await checkPaymentPassword(actor.id, member.payment_password_hash, password, meta);
  }

  return {
    verifyPaymentPassword,
    checkPaymentPassword,

    /** Sets (or, having forgotten it, replaces) the payment password with a mailed code. */
    async set(actor: MemberActor, input: { code: string; password: string }, meta: RequestMeta) {
      const memberId = actor.id;
      const member = await load(em, memberId);
      await mailCodes.consume(member.mailbox, 'payment_password', input.code);
      const replacing = member.paymentPasswordHash != null;
      member.paymentPasswordHash = digest(memberId, input.password);
      await em.flush();
      await lockout.reset(String(memberId));
      await audit.record(memberId, replacing ? 'payment_password_changed' : 'payment_password_set', meta);
    },

    /** Changes it with the old one. */
    async change(actor: MemberActor, input: { oldPassword: string; password: string }, meta: RequestMeta) {
      const memberId = actor.id;
      await verifyPaymentPassword(em, actor, input.oldPassword, meta);
      const member = await load(em, memberId);
      member.paymentPasswordHash = digest(memberId, input.password);
      await em.flush();
      await audit.record(memberId, 'payment_password_changed', meta);
    },
  };
}

export type PaymentPasswordService = ReturnType<typeof createPaymentPasswordService>;
