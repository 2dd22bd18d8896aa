import { z } from 'zod';
import { OPERATOR_ROLES } from '../../platform/operator-auth.ts';
import { intParam, message } from '../../platform/validate.ts';
import { parseRateMicro, parseSpreadBps } from '../conversion/conversion.service.ts';
import { amountParam } from '../ledger/wallet.schema.ts';
import { CHAINS, TX_HASH, WITHDRAWAL_STATES } from '../withdrawal/withdrawal.service.ts';

/** Lower-case letters, digits, `.`, `_`, `-`; 3–40 characters, starting with a letter or digit. */
export const OPERATOR_USERNAME = /^[a-z0-9][a-z0-9._-]{2,39}$/;
/** Operator passwords: 12–128 characters (generated ones are 24). */
export const OPERATOR_PASSWORD_LENGTH = { min: 12, max: 128 } as const;

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const username = () =>
  z
    .string(message('operator.usernameRequired'))
    .trim()
    .toLowerCase()
    .min(1, message('operator.usernameRequired'))
    .regex(OPERATOR_USERNAME, message('operator.usernameInvalid'));

const password = () =>
  z
    .string(message('operator.passwordRequired'))
    .min(OPERATOR_PASSWORD_LENGTH.min, message('operator.passwordPolicy'))
    .max(OPERATOR_PASSWORD_LENGTH.max, message('operator.passwordPolicy'));

const page = {
  page: intParam().pipe(z.number().min(1)).default(1),
  rows: intParam().pipe(z.number().min(1).max(100)).default(20),
};

const id = () => intParam().pipe(z.number().int().min(1));

const txHash = () =>
  z.string(message('operator.txHashInvalid')).trim().regex(TX_HASH, message('operator.txHashInvalid'));

export const OperatorLoginSchema = z.object({
  username: z
    .string(message('operator.usernameRequired'))
    .trim()
    .toLowerCase()
    .min(1, message('operator.usernameRequired'))
    .max(40, message('operator.loginFailed')),
  password: z
    .string(message('operator.passwordRequired'))
    .min(1, message('operator.passwordRequired'))
    .max(OPERATOR_PASSWORD_LENGTH.max, message('operator.loginFailed')),
});

export const CreateOperatorSchema = z.object({
  username: username(),
  displayName: z.preprocess(
    blankToUndefined,
    z.string().trim().max(80, message('operator.displayNameTooLong')).optional(),
  ),
  role: z.enum(OPERATOR_ROLES, message('operator.roleInvalid')),
  /** Absent: a strong one is generated and answered once. */
  password: z.preprocess(blankToUndefined, password().optional()),
});

export const OperatorUsernameSchema = z.object({ username: username() });

export const OperatorPasswordSchema = z.object({ password: password() });

export const QueueQuerySchema = z.object({
  state: z.preprocess(
    blankToUndefined,
    z.enum(WITHDRAWAL_STATES, message('operator.stateInvalid')).optional(),
  ),
  ...page,
});

export const PageQuerySchema = z.object(page);

export const ApproveSchema = z.object({ id: id() });

export const RejectSchema = z.object({
  id: id(),
  reason: z
    .string(message('operator.reasonRequired'))
    .trim()
    .min(1, message('operator.reasonRequired'))
    .max(255, message('operator.reasonTooLong')),
});

export const PaySchema = z.object({ id: id(), txHash: txHash() });

export const ConfirmDepositSchema = z.object({
  memberId: id(),
  chain: z.enum(CHAINS, message('withdrawal.chainInvalid')),
  amount: amountParam('USDT'),
  txHash: txHash(),
});

export const SetRateSchema = z.object({
  usdtInr: z.string(message('conversion.rateInvalid')).transform((value, ctx) => {
    const rateMicro = parseRateMicro(value);
    if (rateMicro !== undefined) return rateMicro;
    ctx.addIssue({ code: 'custom', message: 'key:conversion.rateInvalid' });
    return z.NEVER;
  }),
  spread: z.string(message('conversion.spreadInvalid')).transform((value, ctx) => {
    const spreadBps = parseSpreadBps(value);
    if (spreadBps !== undefined) return spreadBps;
    ctx.addIssue({ code: 'custom', message: 'key:conversion.spreadInvalid' });
    return z.NEVER;
  }),
});

export const FundSchema = z
  .object({
    account: z
      .string(message('operator.accountRequired'))
      .trim()
      .min(1, message('operator.accountRequired'))
      .max(40, message('operator.accountRequired')),
    asset: z.enum(['INR', 'USDT'], message('operator.assetInvalid')),
    amount: z.string(message('wallet.amountInvalid')),
    memo: z
      .string(message('operator.memoRequired'))
      .trim()
      .min(1, message('operator.memoRequired'))
      .max(255, message('operator.memoTooLong')),
  })
  .transform((input, ctx) => {
    // The amount's decimals depend on the asset: 2 for INR, 6 for USDT.
    const parsed = amountParam(input.asset).safeParse(input.amount);
    if (parsed.success) return { ...input, amount: parsed.data };
    ctx.addIssue({ code: 'custom', path: ['amount'], message: parsed.error.issues[0]!.message });
    return z.NEVER;
  });

/** A USDT amount that may be zero (the fee). */
const usdtOrZero = () =>
  z.string(message('wallet.amountInvalid')).transform((value, ctx) => {
    if (/^0+(\.0{1,6})?$/.test(value.trim())) return 0n;
    const parsed = amountParam('USDT').safeParse(value);
    if (parsed.success) return parsed.data;
    ctx.addIssue({ code: 'custom', message: parsed.error.issues[0]!.message });
    return z.NEVER;
  });

export const WithdrawalSettingsSchema = z.object({
  minimum: amountParam('USDT'),
  maximum: amountParam('USDT'),
  dailyLimit: amountParam('USDT'),
  fee: usdtOrZero(),
});

export type CreateOperatorInput = z.output<typeof CreateOperatorSchema>;
export type OperatorLoginInput = z.output<typeof OperatorLoginSchema>;
