import type { EntityManager } from '@mikro-orm/core';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import type { AuthenticatorSetup } from '../../contract/index.ts';
import type { Clock } from '../../platform/clock.ts';
import type { SecretBox } from '../../platform/crypto.ts';
import { ApiError, notLoggedIn } from '../../platform/errors.ts';
import type { Lockouts } from '../../platform/rate-limit.ts';
import { MemberSchema, type Member } from '../account/member.entity.ts';
import type { AuditService, RequestMeta } from '../audit/audit.service.ts';
import type { MailCodeService } from '../mail/mail-code.service.ts';

export const TOTP_PERIOD_S = 30;
export const WITHDRAW_LOCK_MS = 8 * 3_600_000;
/** Wrong authenticator codes: 5 within 15 minutes lock it for 15 minutes. */
export const AUTHENTICATOR_LOCKOUT = { maxFailures: 5, windowS: 900, lockS: 900 };
const ISSUER = 'H5';

type Deps = {
  clock: Clock;
  box: SecretBox;
  mailCodes: MailCodeService;
  audit: AuditService;
  lockouts: Lockouts;
};

/**
 * Google authenticator (RFC 6238: 30 s, 6 digits, one step either side). Secrets are sealed
 * with AES-256-GCM; each time step of a bound secret is accepted once. Binding, changing or
 * unbinding blocks withdrawals for 8 hours.
 */
export function createAuthenticatorService({ clock, box, mailCodes, audit, lockouts }: Deps) {
  const lockout = lockouts('authenticator', AUTHENTICATOR_LOCKOUT);

  const totp = (secret: string, label: string) =>
    new TOTP({
      issuer: ISSUER,
      label,
      algorithm: 'SHA1',
      digits: 6,
      period: TOTP_PERIOD_S,
      secret: Secret.fromBase32(secret),
    });

  /** The time step `code` belongs to, or null when it matches none within the window. */
  function stepOf(secret: string, code: string): number | null {
    if (!/^\d{6}$/.test(code)) return null;
    const now = clock.now().getTime();
    const delta = totp(secret, '').validate({ token: code, timestamp: now, window: 1 });
    return delta === null ? null : Math.floor(now / 1000 / TOTP_PERIOD_S) + delta;
  }

  async function load(em: EntityManager, memberId: number): Promise<Member> {
    const member = await em.findOne(MemberSchema, { id: memberId });
    if (!member) throw notLoggedIn();
    return member;
  }

  async function wrongCode(
    memberId: number,
    meta: RequestMeta,
    key: 'security.totpWrong' | 'security.totpReused',
  ) {
    await audit.record(memberId, 'authenticator_failed', meta);
    if (await lockout.fail(String(memberId))) {
      await audit.record(memberId, 'authenticator_locked', meta);
      throw new ApiError(429, 'security.totpLocked', {
        params: { minutes: AUTHENTICATOR_LOCKOUT.lockS / 60 },
      });
    }
    return new ApiError(422, key);
  }

  /**
   * Accepts a code of the bound secret once: the step is claimed with a conditional update, so
   * two requests racing with the same code cannot both pass.
   */
  async function acceptBound(
    em: EntityManager,
    member: Member,
    code: string,
    meta: RequestMeta,
  ): Promise<void> {
    const secret = member.totpSecret;
    if (!secret) throw new ApiError(403, 'security.totpNotBound');
    await lockout.exclusive(String(member.id), async () => {
      await lockout.assertOpen(String(member.id), 'security.totpLocked');
      const step = stepOf(box.open(secret), code);
      if (step === null) throw await wrongCode(member.id, meta, 'security.totpWrong');
      const claimed = await em.nativeUpdate(
        MemberSchema,
        {
          id: member.id,
          totpSecret: secret,
          $or: [{ totpLastStep: null }, { totpLastStep: { $lt: step } }],
        },
        { totpLastStep: step },
      );
      if (claimed !== 1) throw await wrongCode(member.id, meta, 'security.totpReused');
      await lockout.reset(String(member.id));
    });
  }

  /** A code of the prepared (pending) secret; returns the secret and the step it used. */
  async function acceptPending(
    member: Member,
    code: string,
    meta: RequestMeta,
  ): Promise<{ sealed: string; step: number }> {
    const sealed = member.totpPendingSecret;
    if (!sealed) throw new ApiError(409, 'security.totpNotPrepared');
    return lockout.exclusive(String(member.id), async () => {
      await lockout.assertOpen(String(member.id), 'security.totpLocked');
      const step = stepOf(box.open(sealed), code);
      if (step === null) throw await wrongCode(member.id, meta, 'security.totpWrong');
      return { sealed, step };
    });
  }

  const lockWithdrawals = (member: Member) => {
    member.withdrawLockedUntil = new Date(clock.now().getTime() + WITHDRAW_LOCK_MS);
  };

  return {
    /** For other modules: throws unless `code` is a fresh, correct code of the bound authenticator. */
    async requireAuthenticator(
      em: EntityManager,
      memberId: number,
      code: string,
      meta?: RequestMeta,
    ): Promise<void> {
      const member = await load(em, memberId);
      await acceptBound(em, member, code, meta ?? { ip: 'internal', client: 'internal' });
    },

    /** A new pending secret (replacing any earlier pending one) to show as text and QR code. */
    async prepare(em: EntityManager, memberId: number): Promise<AuthenticatorSetup> {
      const member = await load(em, memberId);
      const secret = new Secret({ size: 20 }).base32;
      member.totpPendingSecret = box.seal(secret);
      await em.flush();
      const otpauthUrl = totp(secret, member.mailbox).toString();
      const svg = await QRCode.toString(otpauthUrl, { type: 'svg', margin: 1 });
      return {
        secret,
        otpauthUrl,
        qrDataUrl: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
      };
    },

    async bind(em: EntityManager, memberId: number, code: string, meta: RequestMeta): Promise<Member> {
      const member = await load(em, memberId);
      if (member.totpSecret) throw new ApiError(409, 'security.totpAlreadyBound');
      const { sealed, step } = await acceptPending(member, code, meta);
      Object.assign(member, { totpSecret: sealed, totpPendingSecret: null, totpLastStep: step });
      lockWithdrawals(member);
      await em.flush();
      await lockout.reset(String(memberId));
      await audit.record(memberId, 'authenticator_bound', meta);
      return member;
    },

    async change(
      em: EntityManager,
      memberId: number,
      input: { currentCode: string; mailCode: string; code: string },
      meta: RequestMeta,
    ): Promise<Member> {
      const member = await load(em, memberId);
      if (!member.totpSecret) throw new ApiError(403, 'security.totpNotBound');
      const next = await acceptPending(member, input.code, meta);
      await acceptBound(em, member, input.currentCode, meta);
      await mailCodes.consume(member.mailbox, 'authenticator', input.mailCode);
      Object.assign(member, { totpSecret: next.sealed, totpPendingSecret: null, totpLastStep: next.step });
      lockWithdrawals(member);
      await em.flush();
      await audit.record(memberId, 'authenticator_changed', meta);
      return member;
    },

    async unbind(
      em: EntityManager,
      memberId: number,
      input: { currentCode: string; mailCode: string },
      meta: RequestMeta,
    ): Promise<Member> {
      const member = await load(em, memberId);
      await acceptBound(em, member, input.currentCode, meta);
      await mailCodes.consume(member.mailbox, 'authenticator', input.mailCode);
      Object.assign(member, { totpSecret: null, totpPendingSecret: null, totpLastStep: null });
      lockWithdrawals(member);
      await em.flush();
      await audit.record(memberId, 'authenticator_unbound', meta);
      return member;
    },
  };
}

export type AuthenticatorService = ReturnType<typeof createAuthenticatorService>;
