/**
 * How many columns a post's pictures take: one picture alone, larger; two and four in two columns
 * (a 2×2 square rather than a row of three with one left over); three and more in three.
 */
export function gridColumns(count: number): 1 | 2 | 3 {
  if (count <= 1) return 1;
  if (count === 2 || count === 4) return 2;
  return 3;
}
