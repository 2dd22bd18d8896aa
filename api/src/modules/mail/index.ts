import type messages from './i18n/en-us.json';
import { defineModule } from '../../platform/module.ts';
import { createCodeSender, type CodeSender } from './code-sender.ts';
import { MailCodeSchema } from './mail-code.entity.ts';
import { createMailCodeService, type MailCodeService } from './mail-code.service.ts';
import { mailRoutes } from './mail.routes.ts';
import { createMailer, type Mailer } from './mailer.ts';
import { OutboxMailSchema } from './outbox-mail.entity.ts';

type Messages = typeof messages;

declare module '../../platform/i18n.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the module's messages
  interface ModuleMessages extends Messages {}
}

declare module '../../platform/module.ts' {
  interface Services {
    mailer: Mailer;
    mailCodes: MailCodeService;
    sendCode: CodeSender;
  }
}

/** Mail (SMTP, or the development outbox) and mailed verification codes. */
export const mailModule = defineModule({
  name: 'mail',
  entities: [MailCodeSchema, OutboxMailSchema],
  services: {
    mailer: ({ config, em, logger }) =>
      createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, em, logger }),
    mailCodes: ({ config, em, clock, services }) =>
      createMailCodeService({ em, clock, mailer: services.mailer, appSecret: config.appSecret }),
    sendCode: ({ config, em, lockouts, services }) =>
      createCodeSender({
        em,
        mailCodes: services.mailCodes,
        audit: services.audit,
        lockouts,
        perIpHour: config.mailCodesPerIpHour,
      }),
  },
  routes: ({ services }) => [mailRoutes({ sendCode: services.sendCode })],
});
