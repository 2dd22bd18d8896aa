/**
 * What a count badge shows: the count up to `max`, then "99+" so that the badge keeps its size.
 * Nothing (null) for no count, zero or less, or a count that is not a whole number.
 */
export function badgeText(count: number | undefined, max = 99): string | null {
  if (count === undefined || !Number.isInteger(count) || count <= 0) return null;
  return count > max ? `${max}+` : String(count);
}
