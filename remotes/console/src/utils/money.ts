/** A decimal money string ("1234.5", "-3.25") in minor units at `decimals` places. */
export function toMinor(value: string, decimals: number): bigint {
  const [whole = '0', fraction = ''] = value.trim().replace(/^-/, '').split('.');
  const units =
    BigInt(whole || '0') * 10n ** BigInt(decimals) +
    BigInt(fraction.padEnd(decimals, '0').slice(0, decimals) || '0');
  return value.trim().startsWith('-') ? -units : units;
}

/** Minor units as the API writes money ("1234.50"). */
export function fromMinor(units: bigint, decimals: number): string {
  const sign = units < 0n ? '-' : '';
  const digits = (units < 0n ? -units : units).toString().padStart(decimals + 1, '0');
  return decimals ? `${sign}${digits.slice(0, -decimals)}.${digits.slice(-decimals)}` : `${sign}${digits}`;
}

/** What a pool lacks to pay what waits for it, or undefined when it can. */
export function lackOf(waiting: string, pool: string, decimals = 2): string | undefined {
  const lack = toMinor(waiting, decimals) - toMinor(pool, decimals);
  return lack > 0n ? fromMinor(lack, decimals) : undefined;
}

/** Shares ("100000.500000") grouped the Indian way without trailing zeros: "1,00,000.5". */
export function formatShares(value: string): string {
  const [whole = '0', fraction = ''] = value.split('.');
  const digits = whole.replace(/^-/, '');
  const grouped =
    digits.length <= 3
      ? digits
      : `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`;
  const rest = fraction.replace(/0+$/, '');
  return `${whole.startsWith('-') ? '-' : ''}${grouped}${rest ? `.${rest}` : ''}`;
}
