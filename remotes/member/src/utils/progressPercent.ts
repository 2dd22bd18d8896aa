/** Paise of a decimal rupee string from the API (`"1234.5"` → 123450n), counted exactly. */
const paiseOf = (value: string): bigint => {
  const [rupees = '0', paise = ''] = value.trim().split('.');
  return BigInt(rupees || '0') * 100n + BigInt(paise.padEnd(2, '0').slice(0, 2) || '0');
};

/**
 * How far `done` is towards `target`, as a percentage from 0 to 100 with two decimals (`"37.50"`):
 * amounts as decimal strings (compared in paise, never as floating point) or counts.
 */
export function progressPercent(done: string | number, target: string | number): string {
  const [have, need] =
    typeof done === 'number' && typeof target === 'number'
      ? [BigInt(done) * 100n, BigInt(target) * 100n]
      : [paiseOf(String(done)), paiseOf(String(target))];
  if (need <= 0n) return '100.00';
  const basisPoints = have >= need ? 10_000n : (have * 10_000n) / need;
  return `${basisPoints / 100n}.${String(basisPoints % 100n).padStart(2, '0')}`;
}
