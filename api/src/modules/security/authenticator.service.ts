import type { EntityManager } from '@mikro-orm/core';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import type { AuthenticatorSetup } from './security.contract.ts';
import type { Clock } from '../../platform/clock.ts';
import type { SecretBox } from '../../platform/crypto.ts';
import { ApiError, notLoggedIn } from '../../platform/errors.ts';
import type { MemberActor } from '../../platform/policy.ts';
import type { Lockouts } from '../../platform/rate-limit.ts';
import { MemberSchema, type Member } from '../account/member.entity.ts';
import type { AuditService, RequestMeta } from '../audit/audit.service.ts';
import type { MailCodeService } from '../mail/mail-code.service.ts';

export const TOTP_PERIOD_S = 30;
export const WITHDRAW_LOCK_MS = 8 * 3_600_000;
/** Wrong authenticator codes: 5 within 15 minutes lock it for 15 minutes. */
export const AUTHENTICATOR_LOCKOUT = { maxFailures: 5, windowS: 900, lockS: 900 };
const ISSUER = 'H5';

/** A code found right for the member's authenticator, not yet used up (`useCode()`). */
export type CheckedCode = { memberId: number; secret: string; step: number };

/** 422 `authenticator_unbound`: the page offers to bind the authenticator first. */
const authenticatorUnbound = () =>
  new ApiError(422, 'security.totpNotBound', { data: { code: 'authenticator_unbound' } });

type Deps = {
  em: EntityManager;
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
export function createAuthenticatorService({ em, clock, box, mailCodes, audit, lockouts }: Deps) {
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
   * Checks a code of the bound secret without using it up (wrong codes count towards the lock):
   * `useCode()` then claims its step in the caller's transaction.
   */
  async function checkBound(member: Member, code: string, meta: RequestMeta): Promise<CheckedCode> {
    const secret = member.totpSecret;
    if (!secret) throw authenticatorUnbound();
    return lockout.exclusive(String(member.id), async () => {
      await lockout.assertOpen(String(member.id), 'security.totpLocked');
      const step = stepOf(box.open(secret), code);
      if (step === null) throw await wrongCode(member.id, meta, 'security.totpWrong');
      if ((member.totpLastStep ?? -1) >= step) throw await wrongCode(member.id, meta, 'security.totpReused');
      // A right code ends a run of wrong guesses, whether or not the call it came with commits.
      await lockout.reset(String(member.id));
      return { memberId: member.id, secret, step };
    });
  }

  /**
   * Uses a checked code up: its step is claimed with a conditional update in `em`'s transaction,
   * so two requests racing with one code cannot both pass, and a call that fails after this
   * (its transaction rolled back) leaves the code usable for its retry.
   */
  async function useCode(em: EntityManager, checked: CheckedCode, meta: RequestMeta): Promise<void> {
    const claimed = await em.nativeUpdate(
      MemberSchema,
      {
        id: checked.memberId,
        totpSecret: checked.secret,
        $or: [{ totpLastStep: null }, { totpLastStep: { $lt: checked.step } }],
      },
      { totpLastStep: checked.step },
    );
    if (claimed !== 1) throw await wrongCode(checked.memberId, meta, 'security.totpReused');
  }

  /** Checks a code of the bound secret and uses it up at once. */
  async function acceptBound(em: EntityManager, member: Member, code: string, meta: RequestMeta) {
    await useCode(em, await checkBound(member, code, meta), meta);
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

  /** Withdrawals wait 8 hours after the authenticator changes or goes (spec §6). */
  const lockWithdrawals = (member: Member) => {
    member.withdrawLockedUntil = new Date(clock.now().getTime() + WITHDRAW_LOCK_MS);
  };

  return {
    /** For other modules: throws unless `code` is a fresh, correct code of the bound authenticator. */
    async requireAuthenticator(actor: MemberActor, code: string, meta: RequestMeta): Promise<void> {
      const member = await load(em, actor.id);
      await acceptBound(em, member, code, meta);
    },

    /**
     * For a money call: checks `code` before the call's transaction; `useCode()` uses it up inside
     * it, so the code stays good for a retry of a call that did not commit.
     */
    async checkCode(fork: EntityManager, actor: MemberActor, code: string, meta: RequestMeta) {
      return checkBound(await load(fork, actor.id), code, meta);
    },

    useCode,

    /**
     * The pending secret to show as text and QR code: the one already being set up, so a member
     * who scanned it, left and came back still has the right key; a new one on the first visit
     * or when `renew` asks to replace it on purpose.
     */
    async prepare(actor: MemberActor, { renew }: { renew: boolean }): Promise<AuthenticatorSetup> {
      const member = await load(em, actor.id);
      let secret: string;
      if (member.totpPendingSecret && !renew) secret = box.open(member.totpPendingSecret);
      else {
        secret = new Secret({ size: 20 }).base32;
        member.totpPendingSecret = box.seal(secret);
        await em.flush();
      }
      const otpauthUrl = totp(secret, member.mailbox).toString();
      const svg = await QRCode.toString(otpauthUrl, { type: 'svg', margin: 1 });
      return {
        secret,
        otpauthUrl,
        qrDataUrl: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
      };
    },

    async bind(actor: MemberActor, code: string, meta: RequestMeta): Promise<Member> {
      const memberId = actor.id;
      const member = await load(em, memberId);
      if (member.totpSecret) throw new ApiError(409, 'security.totpAlreadyBound');
      const { sealed, step } = await acceptPending(member, code, meta);
      // A first bind locks nothing (spec: the lock follows a change); an unbind already locked.
      Object.assign(member, { totpSecret: sealed, totpPendingSecret: null, totpLastStep: step });
      await em.flush();
      await lockout.reset(String(memberId));
      await audit.record(memberId, 'authenticator_bound', meta);
      return member;
    },

    async change(
      actor: MemberActor,
      input: { currentCode: string; mailCode: string; code: string },
      meta: RequestMeta,
    ): Promise<Member> {
      const memberId = actor.id;
      const member = await load(em, memberId);
      if (!member.totpSecret) throw authenticatorUnbound();
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
      actor: MemberActor,
      input: { currentCode: string; mailCode: string },
      meta: RequestMeta,
    ): Promise<Member> {
      const memberId = actor.id;
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
