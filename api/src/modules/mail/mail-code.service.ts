import { randomInt } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import type { Clock } from '../../platform/clock.ts';
import { keyedHash, sameDigest } from '../../platform/crypto.ts';
import { ApiError } from '../../platform/errors.ts';
import { translate, type Lang } from '../../platform/i18n.ts';
import { createKeyedQueue } from '../../platform/keyed-queue.ts';
import { queryRows, runStatement } from '../ledger/sql.ts';
import { MailCodeSchema } from './mail-code.entity.ts';
import type { MailScene } from './mail.schema.ts';
import type { Mailer } from './mailer.ts';

export const CODE_TTL_S = 600;
export const RESEND_AFTER_S = 60;
export const MAX_WRONG_CODES = 5;

type Deps = { em: EntityManager; clock: Clock; mailer: Mailer; appSecret: string };

/**
 * What the mailbox receives for a code issued: the code; nothing (recovering an unknown
 * mailbox); or, asked to register a mailbox that has an account, a note saying so instead of a
 * code. Every case issues a code and keeps the resend timing, so the answers are the same.
 */
export type CodeMail = 'code' | 'nothing' | 'already_registered';

type IssueInput = { mailbox: string; scene: MailScene; lang: Lang; mail: CodeMail };

/**
 * Mailed verification codes: 6 digits, valid 10 minutes, single use, dead after 5 wrong tries,
 * at most one per minute per mailbox and purpose. Only a keyed hash of a code is stored.
 */
export function createMailCodeService({ em, clock, mailer, appSecret }: Deps) {
  const hash = (mailbox: string, scene: MailScene, code: string) =>
    keyedHash(appSecret, 'mail-code', `${scene}:${mailbox}:${code}`);

  const inTurn = createKeyedQueue();
  const latest = (mailbox: string, scene: MailScene) =>
    em.findOne(MailCodeSchema, { mailbox, scene }, { orderBy: { id: 'desc' } });

  async function issueNow(input: IssueInput) {
    const now = clock.now();
    const previous = await latest(input.mailbox, input.scene);
    const waitMs = previous ? previous.createdAt.getTime() + RESEND_AFTER_S * 1000 - now.getTime() : 0;
    if (waitMs > 0) {
      throw new ApiError(429, 'mail.resendTooSoon', { params: { seconds: Math.ceil(waitMs / 1000) } });
    }
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    em.create(MailCodeSchema, {
      mailbox: input.mailbox,
      scene: input.scene,
      codeHash: hash(input.mailbox, input.scene, code),
      expiresAt: new Date(now.getTime() + CODE_TTL_S * 1000),
      attempts: 0,
      usedAt: null,
      createdAt: now,
      updatedAt: now,
    });
    await em.flush();
    if (input.mail === 'nothing') return;
    if (input.mail === 'already_registered') {
      await mailer.send({
        to: input.mailbox,
        subject: translate(input.lang, 'mail.registeredSubject'),
        text: translate(input.lang, 'mail.registeredText'),
      });
      return;
    }
    await mailer.send({
      to: input.mailbox,
      subject: translate(input.lang, 'mail.codeSubject'),
      text: translate(input.lang, 'mail.codeText', {
        code,
        minutes: CODE_TTL_S / 60,
        purpose: translate(input.lang, `mail.purpose.${input.scene}`),
      }),
    });
  }

  return {
    /** Issues a new code for `mailbox` and `scene`, and mails what `input.mail` says. */
    issue(input: IssueInput): Promise<void> {
      // One at a time per mailbox and purpose: requests sent at once meet the resend limit too.
      return inTurn(`${input.scene}:${input.mailbox}`, () => issueNow(input));
    },

    /**
     * Checks and uses up the newest code of `mailbox` and `scene`. Each try is counted before
     * the code is compared, whatever happens to the rest of the request, so five tries in all
     * reach the comparison even when guesses arrive at once; the fifth wrong one kills the code.
     */
    async consume(mailbox: string, scene: MailScene, code: string): Promise<void> {
      const now = clock.now();
      const current = await latest(mailbox, scene);
      if (!current || current.usedAt || current.expiresAt <= now || current.attempts >= MAX_WRONG_CODES) {
        throw new ApiError(422, 'mail.codeExpired');
      }
      const counted = await runStatement(
        em,
        'update mail_code set attempts = attempts + 1, updated_at = ? where id = ? and used_at is null and attempts < ?',
        [now, current.id, MAX_WRONG_CODES],
      );
      if (counted.affectedRows !== 1) throw new ApiError(422, 'mail.codeExpired');
      if (!sameDigest(current.codeHash, hash(mailbox, scene, code))) {
        const [row] = await queryRows<{ attempts: unknown }>(
          em,
          'select attempts from mail_code where id = ?',
          [current.id],
        );
        throw new ApiError(
          422,
          Number(row?.attempts) >= MAX_WRONG_CODES ? 'mail.codeDead' : 'mail.codeWrong',
        );
      }
      const used = await em.nativeUpdate(
        MailCodeSchema,
        { id: current.id, usedAt: null },
        { usedAt: now, updatedAt: now },
      );
      if (used !== 1) throw new ApiError(422, 'mail.codeExpired');
    },
  };
}

export type MailCodeService = ReturnType<typeof createMailCodeService>;
