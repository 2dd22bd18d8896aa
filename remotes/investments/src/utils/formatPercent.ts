const DECIMAL = /^([+-])?(\d+)(?:\.(\d+))?$/;

/**
 * A percent as the API sends it (a decimal string, "3.00" = 3 %) for display: "3.00%". With
 * `signed`, a rise carries "+" ("+0.12%"); zero carries no sign. Text that is not a decimal shows "—".
 */
export function formatPercent(value: string, options: { signed?: boolean } = {}): string {
  const match = DECIMAL.exec(value.trim());
  if (!match) return '—';
  const [, sign = '', whole = '', fraction] = match;
  const number = fraction === undefined ? whole : `${whole}.${fraction}`;
  const zero = /^[0.]+$/.test(number);
  const prefix = zero ? '' : sign === '-' ? '-' : options.signed ? '+' : '';
  return `${prefix}${number}%`;
}

/** Whether a signed percent is a rise, a fall or flat (for its colour). */
export function trendOf(value: string): 'up' | 'down' | 'flat' {
  const match = DECIMAL.exec(value.trim());
  if (!match || /^[0.]+$/.test(`${match[2]}.${match[3] ?? ''}`)) return 'flat';
  return match[1] === '-' ? 'down' : 'up';
}
