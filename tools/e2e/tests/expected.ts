// What the pages should show for the API's numbers, written out here rather than taken from the
// product's own formatters: a formatter that goes wrong must not also decide what is right.

/** Paise of a decimal string of the API ("1.35" → 135n, "-2" → -200n), exact to the paisa. */
export function paise(amount: string): bigint {
  const negative = amount.trim().startsWith('-');
  const [whole = '0', fraction = ''] = amount.trim().replace(/^[+-]/, '').split('.');
  const value = BigInt(whole || '0') * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2));
  return negative ? -value : value;
}

/** Rupees as the pages show them: ₹, Indian grouping (lakh, crore), two decimals ("₹1,23,456.50"). */
export function inr(amount: bigint | string): string {
  const value = typeof amount === 'bigint' ? amount : paise(amount);
  const sign = value < 0n ? '-' : '';
  const abs = value < 0n ? -value : value;
  const rupees = (abs / 100n).toString();
  const head = rupees.slice(0, -3);
  const grouped = head ? `${head.replace(/\B(?=(\d{2})+$)/g, ',')},${rupees.slice(-3)}` : rupees;
  return `${sign}₹${grouped}.${(abs % 100n).toString().padStart(2, '0')}`;
}

/** A percent as the API sends it ("3.00") as shown: "3.00%"; `signed` puts "+" before a rise. */
export function percent(value: string, options: { signed?: boolean } = {}): string {
  const zero = /^[+-]?[0.]+$/.test(value);
  if (zero) return `${value.replace(/^[+-]/, '')}%`;
  if (value.startsWith('-')) return `${value}%`;
  return `${options.signed ? '+' : ''}${value.replace(/^\+/, '')}%`;
}
