import { z } from 'zod';
import { message } from '../../platform/validate.ts';
import { mailbox, mailCode } from '../mail/mail.schema.ts';
import { loginPassword } from './password.ts';

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const passwords = { password: loginPassword(), password2: z.string(message('account.password2Required')) };
const matching = (input: { password: string; password2: string }) => input.password === input.password2;
const mismatch = { path: ['password2'], ...message('account.passwordMismatch') };

export const RegisterSchema = z
  .object({
    mailbox: mailbox(),
    code: mailCode(),
    ...passwords,
    inviteCode: z.preprocess(
      blankToUndefined,
      z
        .string()
        .trim()
        .toUpperCase()
        .regex(/^[A-Z0-9]{4,16}$/, message('account.inviteCodeUnknown'))
        .optional(),
    ),
    agree: z.union(
      [z.literal('1'), z.literal('true'), z.literal(true), z.literal(1)],
      message('account.termsRequired'),
    ),
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
  nickname: z.preprocess(
    blankToUndefined,
    z.string().trim().min(1).max(20, message('account.nicknameTooLong')).optional(),
  ),
  avatar: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^\/uploads\/[a-f0-9]{32}\.(jpg|png|webp|gif)$/, message('account.avatarInvalid'))
      .optional(),
  ),
});

export type RegisterInput = z.output<typeof RegisterSchema>;
export type LoginInput = z.output<typeof LoginSchema>;
export type ForgetInput = z.output<typeof ForgetSchema>;
export type ChangePasswordInput = z.output<typeof ChangePasswordSchema>;
export type RebindMailboxInput = z.output<typeof RebindMailboxSchema>;
export type UpdateProfileInput = z.output<typeof UpdateProfileSchema>;
