import type { WithdrawalSettings } from '../api/walletTypes.ts';
import { fromMinorUnits, toMinorUnits } from './minorUnits.ts';
import { sanitizeAmountTyping, validateAmountInput, type AmountInputError } from './validateAmountInput.ts';

/** USDT has 6 decimals. */
export const USDT_SCALE = 6;

/** Why a withdrawal amount cannot be sent; keys under `amount.errors.` in the property namespace. */
export type UsdtAmountError = AmountInputError | 'belowMinimum' | 'aboveMaximum' | 'exceedsDailyLimit';

export type UsdtAmountCheck =
  | { ok: true; amount: string; fee: string; receive: string }
  | { ok: false; error: UsdtAmountError; limit: string };

const units = (text: string) => toMinorUnits(text, USDT_SCALE) ?? 0n;

/** What can still be withdrawn today: the daily limit less what was used, never below zero. */
export function remainingToday(settings: Pick<WithdrawalSettings, 'dailyLimit' | 'usedToday'>): string {
  const left = units(settings.dailyLimit) - units(settings.usedToday);
  return fromMinorUnits(left > 0n ? left : 0n, USDT_SCALE);
}

/**
 * Checks a typed USDT withdrawal amount against the USDT held and the operator's settings (minimum,
 * maximum, what is left of the daily limit), all as integers of 10⁻⁶ USDT. On success, the amount,
 * the fee and what arrives (amount − fee) as wire strings.
 */
export function validateUsdtAmount(
  input: string,
  available: string,
  settings: Omit<WithdrawalSettings, 'lockedUntil'>,
): UsdtAmountCheck {
  const basic = validateAmountInput(input, available, USDT_SCALE);
  if (!basic.ok) return { ok: false, error: basic.error, limit: available };
  const amount = units(basic.amount);
  if (amount < units(settings.minimum)) return { ok: false, error: 'belowMinimum', limit: settings.minimum };
  if (amount > units(settings.maximum)) return { ok: false, error: 'aboveMaximum', limit: settings.maximum };
  const left = remainingToday(settings);
  if (amount > units(left)) return { ok: false, error: 'exceedsDailyLimit', limit: left };
  const fee = units(settings.fee);
  const receive = amount - fee;
  if (receive <= 0n) return { ok: false, error: 'belowMinimum', limit: settings.fee };
  return {
    ok: true,
    amount: basic.amount,
    fee: fromMinorUnits(fee, USDT_SCALE),
    receive: fromMinorUnits(receive, USDT_SCALE),
  };
}

/** Keeps only what can form a USDT amount while typing (at most 6 decimals). */
export const sanitizeUsdtTyping = (input: string): string => sanitizeAmountTyping(input, USDT_SCALE);
