import type { WithdrawalSettings } from '../api/walletTypes.ts';
import { sanitizeAmountTyping, validateAmountInput, type AmountInputError } from './validateAmountInput.ts';
import { fromMinorUnits, toMinorUnits } from '@h5/platform/helpers';

/** USDT has 6 decimals. */
export const USDT_SCALE = 6;

/** Why a withdrawal amount cannot be sent; keys under `withdrawal.errors.` in the property namespace. */
export type UsdtAmountError =
  AmountInputError | 'belowMinimum' | 'aboveMaximum' | 'exceedsDailyLimit' | 'exceedsAvailableWithFee';

export type UsdtAmountCheck =
  | { ok: true; amount: string; fee: string; receive: string; total: string }
  | { ok: false; error: UsdtAmountError; limit: string };

const units = (text: string) => toMinorUnits(text, USDT_SCALE) ?? 0n;

/** What can still be withdrawn today: the daily limit less what was used, never below zero. */
export function remainingToday(settings: Pick<WithdrawalSettings, 'dailyLimit' | 'usedToday'>): string {
  const left = units(settings.dailyLimit) - units(settings.usedToday);
  return fromMinorUnits(left > 0n ? left : 0n, USDT_SCALE);
}

/**
 * Checks a typed USDT withdrawal amount against the USDT held and the operator's settings (minimum,
 * maximum, what is left of the daily limit), all as integers of 10⁻⁶ USDT. The fee comes on top of
 * the amount, as the API takes it: the amount arrives, amount + fee leave the member's USDT. On
 * success, the amount, the fee, what arrives and the total taken, as wire strings.
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
  const held = units(available);
  if (amount + fee > held) {
    const most = held > fee ? held - fee : 0n;
    return { ok: false, error: 'exceedsAvailableWithFee', limit: fromMinorUnits(most, USDT_SCALE) };
  }
  return {
    ok: true,
    amount: basic.amount,
    fee: fromMinorUnits(fee, USDT_SCALE),
    receive: basic.amount,
    total: fromMinorUnits(amount + fee, USDT_SCALE),
  };
}

/** Keeps only what can form a USDT amount while typing (decimals beyond 6 are left for the check to name). */
export const sanitizeUsdtTyping = (input: string): string => sanitizeAmountTyping(input);
