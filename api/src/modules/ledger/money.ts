/**
 * The assets the ledger keeps, each an integer number of its minor unit (decimals). `LP` is not
 * money: it counts shares of the swap pool (ADR 0032), so no total of members' money includes it.
 */
export const ASSETS = { INR: 2, USDT: 6, LP: 6 } as const;

export type Asset = keyof typeof ASSETS;

export const isAsset = (value: unknown): value is Asset =>
  typeof value === 'string' && Object.hasOwn(ASSETS, value);

/** The assets that are money: what members hold, pay and are paid, and operators top up. */
export const MONEY_ASSETS = ['INR', 'USDT'] as const satisfies readonly Asset[];

export type MoneyAsset = (typeof MONEY_ASSETS)[number];

export const isMoneyAsset = (value: unknown): value is MoneyAsset =>
  typeof value === 'string' && (MONEY_ASSETS as readonly string[]).includes(value);

/** Why a decimal string is not an amount of an asset. */
export type AmountProblem = 'invalid' | 'tooManyDecimals' | 'notPositive' | 'tooLarge';

export class AmountError extends Error {
  readonly problem: AmountProblem;
  constructor(problem: AmountProblem, input: string) {
    super(`${problem}: ${JSON.stringify(input.slice(0, 40))}`);
    this.name = 'AmountError';
    this.problem = problem;
  }
}

/** The largest amount the ledger accepts in one line: BIGINT is signed 64-bit; keep far below it. */
export const MAX_MINOR = 10n ** 15n;

const DECIMAL = /^(\d+)(?:\.(\d+))?$/;

/**
 * Parses a positive decimal string (`"1234.50"`, `"7"`, `"0.000001"`) into minor units of
 * `asset`, exactly. Rejects signs, exponents, spaces, zero, and more decimals than the asset has.
 */
export function parseAmount(input: string, asset: Asset): bigint {
  const match = DECIMAL.exec(input);
  if (!match || input.length > 40) throw new AmountError('invalid', input);
  const decimals = ASSETS[asset];
  const fraction = match[2] ?? '';
  if (fraction.length > decimals) throw new AmountError('tooManyDecimals', input);
  const minor = BigInt(match[1]!) * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0');
  if (minor <= 0n) throw new AmountError('notPositive', input);
  if (minor > MAX_MINOR) throw new AmountError('tooLarge', input);
  return minor;
}

/** Formats minor units of `asset` as a decimal string with all of its decimals (`-12.30`). */
export function formatAmount(minor: bigint, asset: Asset): string {
  const decimals = ASSETS[asset];
  const negative = minor < 0n;
  const digits = (negative ? -minor : minor).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals);
  return `${negative ? '-' : ''}${whole}.${fraction}`;
}

/** A database integer (number, string or bigint, as drivers return them) as a bigint. */
export function toBigInt(value: unknown): bigint {
  if (typeof value === 'bigint') return value;
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value)) throw new Error(`not a safe integer: ${value}`);
    return BigInt(value);
  }
  if (typeof value === 'string' && /^-?\d+$/.test(value)) return BigInt(value);
  throw new Error(`not an integer: ${String(value)}`);
}

/** 10¹⁰ = 10⁶ (USDT minor units) × 10⁶ (rate scale) / 10² (INR minor units). */
export const USDT_INR_SCALE = 10_000_000_000n;

/**
 * USDT minor units valued in INR minor units at `rateMicro` (INR per USDT × 10⁶), rounded down:
 * a value shown to a member never counts a paisa it would not get.
 */
export const usdtToInr = (usdt: bigint, rateMicro: bigint): bigint => (usdt * rateMicro) / USDT_INR_SCALE;
