const DECIMAL = /^([+-])?(\d*)(?:\.(\d*))?$/;

/**
 * Reads a decimal string as an integer of `scale` fraction digits, rounding half away from zero.
 * `scaleDecimal('12.345', 2)` is `1235n`. Returns null when the text is not a plain decimal.
 */
export function scaleDecimal(value: string, scale: number): bigint | null {
  const match = DECIMAL.exec(value.trim());
  if (!match) return null;
  const [, sign, whole = '', fraction = ''] = match;
  if (!whole && !fraction) return null;
  const kept = fraction.padEnd(scale, '0').slice(0, scale);
  let units = BigInt(`${whole || '0'}${kept}`);
  const next = fraction.charAt(scale);
  if (next !== '' && next >= '5') units += 1n;
  return sign === '-' ? -units : units;
}
