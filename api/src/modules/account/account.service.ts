import { randomInt } from 'node:crypto';
import { UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/core';
import type { Clock } from '../../platform/clock.ts';
import type { MemberActor } from '../../platform/policy.ts';
import { ApiError, notLoggedIn } from '../../platform/errors.ts';
import type { Lang } from '../../platform/i18n.ts';
import { tooManyAttempts, type Lockouts } from '../../platform/rate-limit.ts';
import type { AuditService, RequestMeta } from '../audit/audit.service.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import type { MailCodeService } from '../mail/mail-code.service.ts';
import type {
  ChangePasswordInput,
  ForgetInput,
  LoginInput,
  RebindMailboxInput,
  RegisterInput,
  UpdateProfileInput,
} from './account.schema.ts';
import type { Dialect } from '../../db/dialect.ts';
import { placeInTree } from './member-tree.ts';
import { retriedTransaction } from '../../db/retried-transaction.ts';
import { MemberSchema, type Member } from './member.entity.ts';
import { decoyHash, hashPassword, verifyPassword } from './password.ts';
import type { SessionService } from './session.service.ts';

/** Wrong login passwords: 5 per account or 20 per address within 15 minutes lock for 15 minutes. */
export const LOGIN_LOCKOUT = {
  account: { maxFailures: 5, windowS: 900, lockS: 900 },
  ip: { maxFailures: 20, windowS: 900, lockS: 900 },
};

const INVITE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

type Deps = {
  em: EntityManager;
  clock: Clock;
  sessions: SessionService;
  mailCodes: MailCodeService;
  audit: AuditService;
  lockouts: Lockouts;
  ledger: LedgerService;
  dialect: Dialect;
};

type Opened = { member: Member; token: string; expiresAt: Date };

/** Registration, login and logout, password recovery and change, mailbox rebinding, profile. */
export function createAccountService({
  em,
  clock,
  sessions,
  mailCodes,
  audit,
  lockouts,
  ledger,
  dialect,
}: Deps) {
  const byAccount = lockouts('login-account', LOGIN_LOCKOUT.account);
  const byIp = lockouts('login-ip', LOGIN_LOCKOUT.ip);
  const mailboxTaken = () => new ApiError(409, 'account.mailboxTaken');

  async function newInviteCode(): Promise<string> {
    for (;;) {
      const code = Array.from({ length: 8 }, () => INVITE_ALPHABET[randomInt(INVITE_ALPHABET.length)]).join(
        '',
      );
      if (!(await em.count(MemberSchema, { inviteCode: code }))) return code;
    }
  }

  async function member(actor: MemberActor): Promise<Member> {
    const found = await em.findOne(MemberSchema, { id: actor.id });
    if (!found) throw notLoggedIn();
    return found;
  }

  /** Counts a wrong password against the account and the address; 429 once either locks. */
  async function wrongPassword(mailbox: string, meta: RequestMeta, memberId: number | undefined) {
    const [accountLocked, ipLocked] = await Promise.all([byAccount.fail(mailbox), byIp.fail(meta.ip)]);
    if (memberId !== undefined) {
      await audit.record(memberId, 'login_failed', meta);
      if (accountLocked) await audit.record(memberId, 'login_locked', meta);
    }
    if (accountLocked || ipLocked)
      throw tooManyAttempts(LOGIN_LOCKOUT.account.lockS * 1000, 'account.loginLocked');
  }

  return {
    member,

    /**
     * The code comes first: only the mailbox's owner gets past it, so nobody else learns here
     * whether the mailbox has an account (it was mailed a note, not a code, if it has one).
     */
    async register(input: RegisterInput, lang: Lang, meta: RequestMeta): Promise<Opened> {
      let inviterId: number | null = null;
      if (input.inviteCode) {
        const inviter = await em.findOne(MemberSchema, { inviteCode: input.inviteCode });
        if (!inviter) throw new ApiError(422, 'account.inviteCodeUnknown');
        inviterId = inviter.id;
      }
      await mailCodes.consume(input.mailbox, 'register', input.code);
      if (await em.count(MemberSchema, { mailbox: input.mailbox })) throw mailboxTaken();
      const now = clock.now();
      const created = em.create(MemberSchema, {
        mailbox: input.mailbox,
        passwordHash: await hashPassword(input.password),
        nickname: input.mailbox.slice(0, input.mailbox.indexOf('@')).slice(0, 20),
        avatar: null,
        inviteCode: await newInviteCode(),
        inviterId,
        vipLevel: 0,
        lang,
        paymentPasswordHash: null,
        totpSecret: null,
        totpPendingSecret: null,
        totpLastStep: null,
        withdrawLockedUntil: null,
        createdAt: now,
        updatedAt: now,
      });
      try {
        await em.flush();
      } catch (error) {
        if (error instanceof UniqueConstraintViolationException) throw mailboxTaken();
        throw error;
      }
      await retriedTransaction(em, async (tx) => {
        await placeInTree(tx, dialect, created);
        await ledger.openMemberAccounts(tx, created.id);
      });
      await audit.record(created.id, 'register', meta);
      const { token, expiresAt } = await sessions.open(created.id, meta);
      return { member: created, token, expiresAt };
    },

    async login(input: LoginInput, lang: Lang, meta: RequestMeta): Promise<Opened> {
      // One guess at a time per mailbox: a burst meets the lock after its fifth failure.
      const found = await byAccount.exclusive(input.mailbox, async () => {
        await byAccount.assertOpen(input.mailbox, 'account.loginLocked');
        await byIp.assertOpen(meta.ip, 'account.loginLocked');
        const row = await em.findOne(MemberSchema, { mailbox: input.mailbox });
        const ok = row
          ? await verifyPassword(row.passwordHash, input.password)
          : await verifyPassword(await decoyHash(), input.password).then(() => false);
        if (!row || !ok) {
          await wrongPassword(input.mailbox, meta, row?.id);
          throw new ApiError(422, 'account.loginFailed');
        }
        await byAccount.reset(input.mailbox);
        return row;
      });
      // Only once the password is right: a guess does not learn that the account is frozen.
      if (found.loginFrozenAt) {
        await audit.record(found.id, 'login_frozen', meta);
        throw new ApiError(422, 'account.frozen', { data: { code: 'account_frozen' } });
      }
      found.lang = lang;
      await em.flush();
      await audit.record(found.id, 'login', meta);
      const { token, expiresAt, replaced } = await sessions.open(found.id, meta);
      // The device signed out by this login is told why on its next request; the member sees it here too.
      if (replaced) await audit.record(found.id, 'signed_in_elsewhere', meta);
      return { member: found, token, expiresAt };
    },

    async logout(actor: MemberActor, meta: RequestMeta): Promise<void> {
      if (actor.sessionId !== undefined) await sessions.revoke(actor.sessionId, 'signed_out');
      await audit.record(actor.id, 'logout', meta);
    },

    /** Same answers whether or not the mailbox is registered: the code decides. */
    async forget(input: ForgetInput, meta: RequestMeta): Promise<void> {
      await mailCodes.consume(input.mailbox, 'forget', input.code);
      const found = await em.findOne(MemberSchema, { mailbox: input.mailbox });
      if (!found) throw new ApiError(422, 'mail.codeWrong');
      found.passwordHash = await hashPassword(input.password);
      await em.flush();
      await sessions.revokeAll(found.id, 'password_changed');
      await byAccount.reset(input.mailbox);
      await audit.record(found.id, 'password_reset', meta);
    },

    async changePassword(actor: MemberActor, input: ChangePasswordInput, meta: RequestMeta): Promise<void> {
      const current = await member(actor);
      await byAccount.exclusive(current.mailbox, async () => {
        await byAccount.assertOpen(current.mailbox, 'account.loginLocked');
        if (!(await verifyPassword(current.passwordHash, input.oldPassword))) {
          await wrongPassword(current.mailbox, meta, current.id);
          throw new ApiError(422, 'account.oldPasswordWrong');
        }
      });
      current.passwordHash = await hashPassword(input.password);
      await em.flush();
      await sessions.revokeAll(actor.id, 'password_changed', actor.sessionId);
      await audit.record(actor.id, 'password_changed', meta);
    },

    async rebindMailbox(actor: MemberActor, input: RebindMailboxInput, meta: RequestMeta): Promise<Member> {
      const current = await member(actor);
      if (input.mailbox === current.mailbox) throw new ApiError(422, 'account.mailboxSame');
      if (await em.count(MemberSchema, { mailbox: input.mailbox })) throw mailboxTaken();
      await mailCodes.consume(current.mailbox, 'rebind_old', input.oldCode);
      await mailCodes.consume(input.mailbox, 'rebind_new', input.code);
      current.mailbox = input.mailbox;
      try {
        await em.flush();
      } catch (error) {
        if (error instanceof UniqueConstraintViolationException) throw mailboxTaken();
        throw error;
      }
      await audit.record(actor.id, 'mailbox_rebound', meta);
      return current;
    },

    /** The avatar is an upload the route has authorized (`uploadPolicy`). */
    async updateProfile(actor: MemberActor, input: UpdateProfileInput): Promise<Member> {
      const current = await member(actor);
      if (input.avatar) current.avatar = input.avatar;
      if (input.nickname) current.nickname = input.nickname;
      await em.flush();
      return current;
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
