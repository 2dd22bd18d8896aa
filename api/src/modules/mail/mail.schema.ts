import type { MailScene } from './mail.contract.ts';
import { z } from 'zod';
import { blankToUndefined } from '../../platform/params.ts';
import { message } from '../../platform/validate.ts';

export const MAIL_SCENES = [
  'register',
  'forget',
  'rebind_new',
  'rebind_old',
  'payment_password',
  'authenticator',
] as const satisfies readonly MailScene[];
export type { MailScene };

/** Scenes whose code goes to a mailbox the caller names; the others go to the member's own. */
export const SCENES_WITH_MAILBOX: readonly MailScene[] = ['register', 'forget', 'rebind_new'];

/** A mailbox, trimmed and lower-cased. */
export const mailbox = () =>
  z.preprocess(
    blankToUndefined,
    z
      .string(message('account.mailboxRequired'))
      .trim()
      .toLowerCase()
      .max(254, message('account.mailboxInvalid'))
      .pipe(z.email(message('account.mailboxInvalid'))),
  );

export const SendCodeSchema = z.object({
  scene: z.enum(MAIL_SCENES, message('mail.sceneInvalid')),
  mailbox: z.unknown().optional(),
});

export type SendCodeInput = z.output<typeof SendCodeSchema>;
