import { z } from 'zod';
import { message } from '../../platform/validate.ts';
import { agree, mailCode, optional, text, uploadPath } from '../../platform/params.ts';
import { mailbox } from '../mail/mail.schema.ts';
import { loginPassword } from './password.ts';

const passwords = { password: loginPassword(), password2: z.string(message('account.password2Required')) };
const matching = (input: { password: string; password2: string }) => input.password === input.password2;
const mismatch = { path: ['password2'], ...message('account.passwordMismatch') };

export const RegisterSchema = z
  .object({
    mailbox: mailbox(),
    code: mailCode(),
    ...passwords,
    inviteCode: optional(
      z
        .string()
        .trim()
        .toUpperCase()
        .regex(/^[A-Z0-9]{4,16}$/, message('account.inviteCodeUnknown')),
    ),
    agree: agree('account.termsRequired'),
  })
  .refine(matching, mismatch);

export const LoginSchema = z.object({
  mailbox: mailbox(),
  password: z
    .string(message('account.passwordRequired'))
    .min(1, message('account.passwordRequired'))
    .max(128),
});

export const ForgetSchema = z
  .object({ mailbox: mailbox(), code: mailCode(), ...passwords })
  .refine(matching, mismatch);

export const ChangePasswordSchema = z
  .object({
    oldPassword: z
      .string(message('account.oldPasswordRequired'))
      .min(1, message('account.oldPasswordRequired'))
      .max(128),
    ...passwords,
  })
  .refine(matching, mismatch);

export const RebindMailboxSchema = z.object({ oldCode: mailCode(), mailbox: mailbox(), code: mailCode() });

export const UpdateProfileSchema = z.object({
  nickname: optional(text(20, { tooLong: 'account.nicknameTooLong' })),
  avatar: optional(uploadPath('account.avatarInvalid')),
});

export type RegisterInput = z.output<typeof RegisterSchema>;
export type LoginInput = z.output<typeof LoginSchema>;
export type ForgetInput = z.output<typeof ForgetSchema>;
export type ChangePasswordInput = z.output<typeof ChangePasswordSchema>;
export type RebindMailboxInput = z.output<typeof RebindMailboxSchema>;
export type UpdateProfileInput = z.output<typeof UpdateProfileSchema>;
