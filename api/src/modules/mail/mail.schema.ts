import { z } from 'zod';
import { message } from '../../platform/validate.ts';

export const MAIL_SCENES = [
  'register',
  'forget',
  'rebind_new',
  'rebind_old',
  'payment_password',
  'authenticator',
] as const;
export type MailScene = (typeof MAIL_SCENES)[number];

/** Scenes whose code goes to a mailbox the caller names; the others go to the member's own. */
export const SCENES_WITH_MAILBOX: readonly MailScene[] = ['register', 'forget', 'rebind_new'];

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

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

/** A mailed verification code: required, 6 characters. */
export const mailCode = () =>
  z.preprocess(
    blankToUndefined,
    z
      .string(message('mail.codeRequired'))
      .trim()
      .regex(/^\d{6}$/, message('mail.codeFormat')),
  );

export const SendCodeSchema = z.object({
  scene: z.enum(MAIL_SCENES, message('mail.sceneInvalid')),
  mailbox: z.unknown().optional(),
});

export type SendCodeInput = z.output<typeof SendCodeSchema>;
