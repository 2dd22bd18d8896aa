import type { EntityManager } from '@mikro-orm/core';
import type { MemberActor } from '../../platform/policy.ts';
import { ApiError, notLoggedIn } from '../../platform/errors.ts';
import { negotiateLang, type Lang } from '../../platform/i18n.ts';
import type { Lockouts } from '../../platform/rate-limit.ts';
import { validate } from '../../platform/validate.ts';
import { MemberSchema } from '../account/member.entity.ts';
import type { AuditService, RequestMeta } from '../audit/audit.service.ts';
import type { CodeMail, MailCodeService } from './mail-code.service.ts';
import { mailbox as mailboxSchema, SCENES_WITH_MAILBOX, type MailScene } from './mail.schema.ts';

/** Mails sent from one address: `perHour` an hour (MAIL_CODES_PER_IP_HOUR, 30 by default), then an hour's pause. */
export const mailPerIp = (perHour: number) => ({ maxFailures: perHour, windowS: 3600, lockS: 3600 });

type Deps = {
  em: EntityManager;
  mailCodes: MailCodeService;
  audit: AuditService;
  lockouts: Lockouts;
  perIpHour: number;
};

/**
 * `sendCode`: decides, per purpose, which mailbox receives the code. Codes for a logged-in
 * member's own actions always go to their own mailbox, whatever the request names.
 */
export function createCodeSender({ em, mailCodes, audit, lockouts, perIpHour }: Deps) {
  const perIp = lockouts('mail-ip', mailPerIp(perIpHour));
  const findHolder = (mailbox: string) => em.findOne(MemberSchema, { mailbox });

  return async function sendCode(input: {
    scene: MailScene;
    mailbox: unknown;
    member: MemberActor | undefined;
    lang: Lang;
    meta: RequestMeta;
  }): Promise<void> {
    const { scene, member, lang, meta } = input;
    await perIp.assertOpen(meta.ip, 'errors.tooManyRequests');
    const named = SCENES_WITH_MAILBOX.includes(scene);
    if (!named || scene === 'rebind_new') {
      if (!member) throw notLoggedIn();
    }
    const own = member ? await em.findOne(MemberSchema, { id: member.id }) : null;
    if (member && !own) throw notLoggedIn();

    let to: string;
    let holder: Awaited<ReturnType<typeof findHolder>> = null;
    let recipient: number | undefined = own?.id;
    if (named) {
      to = validate(mailboxSchema(), input.mailbox) as string;
      holder = await findHolder(to);
      if (scene === 'rebind_new' && own && to === own.mailbox) throw new ApiError(422, 'account.mailboxSame');
      if (scene === 'rebind_new' && holder) throw new ApiError(409, 'account.mailboxTaken');
      if (scene === 'forget' || scene === 'register') recipient = holder?.id;
    } else {
      to = own!.mailbox;
    }

    // The answer never tells whether a mailbox has an account: recovering an unknown one mails
    // nothing, registering a known one mails its owner a note instead of a code.
    const mail: CodeMail =
      scene === 'forget' && recipient === undefined
        ? 'nothing'
        : scene === 'register' && recipient !== undefined
          ? 'already_registered'
          : 'code';
    // The note goes out in its reader's language, not the asker's.
    const reader = mail === 'already_registered' && holder ? negotiateLang(holder.lang) : lang;
    await mailCodes.issue({ mailbox: to, scene, lang: reader, mail });
    await perIp.fail(meta.ip);
    if (recipient !== undefined)
      await audit.record(recipient, mail === 'already_registered' ? 'register_attempted' : 'code_sent', meta);
  };
}

export type CodeSender = ReturnType<typeof createCodeSender>;
