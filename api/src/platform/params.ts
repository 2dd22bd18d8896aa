import { z } from 'zod';
import { AmountError, ASSETS, parseAmount, type AmountProblem, type Asset } from '../modules/ledger/money.ts';
import { indiaDayStart, indiaNextDayStart } from './clock.ts';
import type { MessageKey } from './i18n.ts';
import { intParam, message } from './validate.ts';

/**
 * The kinds of request parameters, one schema each, used by every route. Each schema carries what
 * it is as zod metadata (`ParamMeta`), so the tests that go over every endpoint know what to send:
 * whose resource an id names, which asset an amount is in, what a valid payment password looks like.
 */
export type ParamMeta =
  | { param: 'id'; resource: string }
  | { param: 'uploadPath'; resource: 'upload' }
  | { param: 'socketId'; resource: 'socket' }
  | { param: 'page' }
  | { param: 'rows' }
  | { param: 'amount'; asset: Asset }
  | { param: 'paymentPassword' }
  | { param: 'totpCode' }
  | { param: 'mailCode' }
  | { param: 'key' }
  | { param: 'text'; max: number }
  | { param: 'agree' }
  | { param: 'flag' }
  | { param: 'date' };

/** The metadata registry of parameters; `paramMetaOf()` reads it back. */
export const paramRegistry = z.registry<ParamMeta>();

const described = <T extends z.ZodType>(schema: T, meta: ParamMeta): T => {
  paramRegistry.add(schema, meta);
  return schema;
};

/** What a parameter schema is, looking through `.optional()`, `.default()` and pipes. */
export function paramMetaOf(schema: z.ZodType): ParamMeta | undefined {
  const found = paramRegistry.get(schema);
  if (found) return found;
  const def = schema._zod.def as unknown as Record<string, unknown>;
  for (const inner of [def.innerType, def.out, def.in]) {
    if (inner instanceof z.ZodType) {
      const meta = paramMetaOf(inner);
      if (meta) return meta;
    }
  }
  return undefined;
}

/** Absent, null or blank is "not given" (for `z.preprocess`). */
export const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

/** Makes a parameter optional: absent, null or blank is undefined. */
export const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

/** A database id (integer ≥ 1) of `resource` (the name of its policy). */
export const id = (resource: string) =>
  described(
    intParam().pipe(
      z
        .number()
        .int()
        .min(1)
        .max(2 ** 31 - 1),
    ),
    { param: 'id', resource },
  );

/** The public path of a stored upload (`/uploads/<32 hex>.png`), as `POST /api/Upload/image` answers it. */
export const uploadPath = (refusal: MessageKey) =>
  described(
    z.string(message(refusal)).regex(/^\/uploads\/[a-f0-9]{32}\.(jpg|png|webp|gif)$/, message(refusal)),
    {
      param: 'uploadPath',
      resource: 'upload',
    },
  );

/** The id of a chat socket, as the server sent it in the socket's `init` message. */
export const socketId = () =>
  described(
    z
      .string()
      .trim()
      .min(1)
      .max(64)
      .regex(/^[\w-]+$/),
    { param: 'socketId', resource: 'socket' },
  );

/** `page` (from 1) and `rows` (1–100, 20 by default) of a paged list. */
export const paging = {
  page: described(intParam().pipe(z.number().int().min(1).max(100_000)), { param: 'page' }).default(1),
  rows: described(intParam().pipe(z.number().int().min(1).max(100)), { param: 'rows' }).default(20),
};

/** A paged list's query: `page` and `rows` and nothing else. */
export const PageQuerySchema = z.object(paging);

const AMOUNT_MESSAGES: Record<AmountProblem, MessageKey> = {
  invalid: 'wallet.amountInvalid',
  tooManyDecimals: 'wallet.amountTooManyDecimals',
  notPositive: 'wallet.amountNotPositive',
  tooLarge: 'wallet.amountTooLarge',
};

/** A positive decimal string of `asset` (`"25.00"`), parsed exactly into minor units. */
export const amount = (asset: Asset) =>
  described(
    z.string(message('wallet.amountInvalid')).transform((value, ctx) => {
      try {
        return parseAmount(value.trim(), asset);
      } catch (error) {
        if (!(error instanceof AmountError)) throw error;
        ctx.addIssue({
          code: 'custom',
          message: `key:${AMOUNT_MESSAGES[error.problem]}`,
          // "0.001" names how many decimals the asset takes.
          params: { asset, decimals: ASSETS[asset] },
        });
        return z.NEVER;
      }
    }),
    { param: 'amount', asset },
  );

/** Like `amount`, but zero is allowed ("0", "0.00"): a fee or a threshold an operator may switch off. */
export const amountOrZero = (asset: Asset, refusal: MessageKey) =>
  z.string(message(refusal)).transform((value, ctx) => {
    const trimmed = value.trim();
    if (/^0+(\.0+)?$/.test(trimmed)) return 0n;
    const parsed = amount(asset).safeParse(trimmed);
    if (parsed.success) return parsed.data;
    ctx.addIssue({ code: 'custom', message: `key:${refusal}` });
    return z.NEVER;
  });

/** The 6-digit payment password. */
export const paymentPassword = () =>
  described(
    z
      .string(message('security.paymentPasswordRequired'))
      .min(1, message('security.paymentPasswordRequired'))
      .regex(/^\d{6}$/, message('security.paymentPasswordFormat')),
    { param: 'paymentPassword' },
  );

/** A 6-digit code of the member's Google authenticator. */
export const totpCode = () =>
  described(
    z
      .string(message('security.totpRequired'))
      .trim()
      .min(1, message('security.totpRequired'))
      .regex(/^\d{6}$/, message('security.totpFormat')),
    { param: 'totpCode' },
  );

/** A mailed verification code: required, 6 digits. */
export const mailCode = () =>
  described(
    z.preprocess(
      blankToUndefined,
      z
        .string(message('mail.codeRequired'))
        .trim()
        .regex(/^\d{6}$/, message('mail.codeFormat')),
    ),
    { param: 'mailCode' },
  );

/**
 * A key that names something (a content page, a setting): letters, digits, `.`, `_` and `-`,
 * 1–64 characters. Control characters, spaces and anything else are refused here, not later.
 */
export const key = () =>
  described(
    z
      .string(message('validation.keyInvalid'))
      .min(1, message('validation.keyInvalid'))
      .max(64, message('validation.keyInvalid'))
      .regex(/^[A-Za-z0-9._-]+$/, message('validation.keyInvalid')),
    { param: 'key' },
  );

/** Control characters other than tab, line feed and carriage return. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/**
 * Text a member or operator writes, trimmed, at most `max` characters, no control characters (and
 * no line breaks unless `multiline`). `required` and `tooLong` name the messages for those cases.
 */
export const text = (
  max: number,
  options: { min?: number; multiline?: boolean; required?: MessageKey; tooLong?: MessageKey } = {},
) =>
  described(
    z
      .string(options.required && message(options.required))
      .trim()
      .min(options.min ?? 1, options.required && message(options.required))
      .max(max, options.tooLong && message(options.tooLong))
      .refine((value) => !CONTROL.test(value) && (options.multiline || !/[\r\n\t]/.test(value)), {
        ...message('validation.controlCharacters'),
      }),
    { param: 'text', max },
  );

/**
 * Why an operator does what a POST does, kept in `operator_action.reason`: one line of at most
 * 255 characters, "Please enter the reason" when blank. Required where the action needs an
 * explanation later (freezing a member, disabling an operator, rejecting a withdrawal …).
 */
export const reason = () =>
  text(255, { required: 'operator.reasonRequired', tooLong: 'operator.reasonTooLong' });

/** The same reason where it may be left out: absent or blank is undefined. */
export const optionalReason = () => optional(reason());

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const INSTANT = /^(\d{4})-(\d{2})-(\d{2})T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** Whether year-month-day names a day of the calendar (not 2026-02-30), between 1970 and 9999. */
function isCalendarDay(year: string, month: string, day: string) {
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  return (
    Number(year) >= 1970 &&
    date.getUTCFullYear() === Number(year) &&
    date.getUTCMonth() === Number(month) - 1 &&
    date.getUTCDate() === Number(day)
  );
}

/**
 * A bound of a date filter, in ISO 8601: a day (`2026-11-25`, the day in India, Asia/Kolkata) or
 * an instant with its offset (`2026-11-25T10:30:00+05:30`). Parsed into the instant to compare
 * `created_at` with: `from` is inclusive (a day's start), `to` exclusive (after the day, or just
 * after the instant), so `created_at >= from and created_at < to` holds what both name.
 */
const dateBound = (bound: 'from' | 'to') =>
  described(
    z
      .string(message('validation.dateInvalid'))
      .trim()
      .transform((value, ctx) => {
        const day = DAY.exec(value);
        const instant = day ? null : INSTANT.exec(value);
        const parts = day ?? instant;
        const at = parts && isCalendarDay(parts[1]!, parts[2]!, parts[3]!) ? new Date(value) : null;
        if (!at || Number.isNaN(at.getTime())) {
          ctx.addIssue({ code: 'custom', message: 'key:validation.dateInvalid' });
          return z.NEVER;
        }
        if (day) return bound === 'from' ? indiaDayStart(at) : indiaNextDayStart(at);
        return bound === 'from' ? at : new Date(at.getTime() + 1);
      }),
    { param: 'date' },
  );

/** `from` of a date filter: optional; a day counts from its start in India. */
export const dateFrom = () => optional(dateBound('from'));

/** `to` of a date filter: optional; a day counts to its end in India (the bound is exclusive). */
export const dateTo = () => optional(dateBound('to'));

/**
 * `sort` (one of `columns`, `fallback` when absent) and `order` (`asc` | `desc`, `desc` when
 * absent) of a sorted list.
 */
export const sorting = <C extends string>(columns: readonly [C, ...C[]], fallback: C) => ({
  sort: optional(z.enum(columns, message('validation.invalid'))).transform((value) => value ?? fallback),
  order: optional(z.enum(['asc', 'desc'], message('validation.invalid'))).transform(
    (value) => value ?? ('desc' as const),
  ),
});

/** A yes/no switch as a form or JSON sends it (`1`/`true`, `0`/`false`); absent is no. */
export const flag = () =>
  described(
    z.preprocess(
      blankToUndefined,
      z
        .union(
          [
            z.literal('1'),
            z.literal('true'),
            z.literal(true),
            z.literal(1),
            z.literal('0'),
            z.literal('false'),
            z.literal(false),
            z.literal(0),
          ],
          message('validation.invalid'),
        )
        .optional()
        .transform((value) => value === '1' || value === 'true' || value === true || value === 1),
    ),
    { param: 'flag' },
  );

/** A checkbox as a form or JSON sends it: `1`, `true`. */
export const agree = (refusal: MessageKey) =>
  described(z.union([z.literal('1'), z.literal('true'), z.literal(true), z.literal(1)], message(refusal)), {
    param: 'agree',
  });
