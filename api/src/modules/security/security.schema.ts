import { z } from 'zod';
import { flag, mailCode, paymentPassword, totpCode } from '../../platform/params.ts';
import { message } from '../../platform/validate.ts';

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

/** `renew`: replace a pending key on purpose; otherwise the key being set up is shown again. */
export const PrepareAuthenticatorSchema = z.object({ renew: flag() });

export const BindAuthenticatorSchema = z.object({ code: totpCode() });

export const ChangeAuthenticatorSchema = z.object({
  currentCode: totpCode(),
  mailCode: mailCode(),
  code: totpCode(),
});

export const UnbindAuthenticatorSchema = z.object({ currentCode: totpCode(), mailCode: mailCode() });
