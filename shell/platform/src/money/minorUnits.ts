/** A plain decimal number: digits, optionally a dot and more digits (no sign, no grouping, no exponent). */
const PLAIN_DECIMAL = /^(\d+)(?:\.(\d+))?$/;

/**
 * The amount `text` in minor units (`scale` decimals: 2 for INR, 6 for USDT), or null when it is
 * not a decimal number or has more decimals than the asset; a leading "-" is allowed.
 */
export function toMinorUnits(text: string, scale: number): bigint | null {
  const negative = text.startsWith('-');
  const match = PLAIN_DECIMAL.exec(negative ? text.slice(1) : text);
  if (!match) return null;
  const [, whole = '', fraction = ''] = match;
  if (fraction.length > scale) return null;
  const units = BigInt(whole + fraction.padEnd(scale, '0'));
  return negative ? -units : units;
}

/** Minor units back to the wire's decimal string: `fromMinorUnits(4000n, 2)` is `"40.00"`. */
export function fromMinorUnits(units: bigint, scale: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const text = scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
  return negative ? `-${text}` : text;
}
