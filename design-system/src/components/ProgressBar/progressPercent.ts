/**
 * A percentage for a progress bar, clamped to 0–100: a number or a decimal string as the API sends it
 * ("37.50"). Anything that is not a number counts as 0.
 */
export function progressPercent(value: number | string): number {
  const number = typeof value === 'number' ? value : Number(value.trim() === '' ? NaN : value);
  if (!Number.isFinite(number)) return 0;
  return Math.min(100, Math.max(0, number));
}
