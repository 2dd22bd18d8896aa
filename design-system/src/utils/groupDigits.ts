/** Separates the digits of a whole number with commas: Indian (12,34,567) or international (1,234,567). */
export function groupDigits(digits: string, style: 'indian' | 'international'): string {
  if (digits.length <= 3) return digits;
  const last = digits.slice(-3);
  const rest = digits.slice(0, -3);
  const size = style === 'indian' ? 2 : 3;
  const groups: string[] = [];
  for (let end = rest.length; end > 0; end -= size) groups.unshift(rest.slice(Math.max(0, end - size), end));
  return `${groups.join(',')},${last}`;
}
