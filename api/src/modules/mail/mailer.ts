import type { EntityManager } from '@mikro-orm/core';
import { createTransport } from 'nodemailer';
import type { Logger } from 'pino';
import { OutboxMailSchema } from './outbox-mail.entity.ts';

export type Mail = { to: string; subject: string; text: string };

/** Sends mail; the one way any module reaches a member's mailbox. */
export type Mailer = { send(mail: Mail): Promise<void> };

type Deps = { smtpUrl: string | undefined; from: string; em: EntityManager; logger: Logger };

/**
 * nodemailer over SMTP_URL. Without it, a development outbox: each mail is stored in the
 * database and printed to the log, the only place a code is ever logged.
 */
export function createMailer({ smtpUrl, from, em, logger }: Deps): Mailer {
  if (smtpUrl) {
    const transport = createTransport(smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
      },
    };
  }
  return {
    async send(mail) {
      const fork = em.fork();
      fork.create(OutboxMailSchema, { recipient: mail.to, subject: mail.subject, text: mail.text });
      await fork.flush();
      logger.info(
        { outbox: { to: mail.to, subject: mail.subject, body: mail.text } },
        'mail kept in the dev outbox',
      );
    },
  };
}
