import { z } from 'zod';
import { message } from '../../platform/validate.ts';
import { mailCode } from '../mail/mail.schema.ts';

const paymentPassword = () =>
  z
    .string(message('security.paymentPasswordRequired'))
    .min(1, message('security.paymentPasswordRequired'))
    .regex(/^\d{6}$/, message('security.paymentPasswordFormat'));

const totpCode = () =>
  z
    .string(message('security.totpRequired'))
    .trim()
    .min(1, message('security.totpRequired'))
    .regex(/^\d{6}$/, message('security.totpFormat'));

const matching = <T extends { password: string; password2: string }>(input: T) =>
  input.password === input.password2;
const mismatch = { path: ['password2'], ...message('account.passwordMismatch') };

export const SetPaymentPasswordSchema = z
  .object({
    code: mailCode(),
    password: paymentPassword(),
    password2: z.string(message('account.password2Required')),
  })
  .refine(matching, mismatch);

export const ChangePaymentPasswordSchema = z
  .object({
    oldPassword: paymentPassword(),
    password: paymentPassword(),
    password2: z.string(message('account.password2Required')),
  })
  .refine(matching, mismatch);

export const BindAuthenticatorSchema = z.object({ code: totpCode() });

export const ChangeAuthenticatorSchema = z.object({
  currentCode: totpCode(),
  mailCode: mailCode(),
  code: totpCode(),
});

export const UnbindAuthenticatorSchema = z.object({ currentCode: totpCode(), mailCode: mailCode() });
