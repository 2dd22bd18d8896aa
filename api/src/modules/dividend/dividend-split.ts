/** A member's claim on a run: their weight (paise held in products, ADR 0031). */
export type Weighted = { memberId: number; weight: bigint };

/**
 * Divides `total` paise among `members` in proportion to their weights, exactly (ADR 0031): each
 * part is ⌊total × weight / Σweights⌋, then the paise left over go one each to the largest
 * remainders (ties to the lower member id). The parts sum to `total`, and each is within one paisa
 * of its exact share. Weights must be positive; answers the parts in the order of `members`.
 */
export function splitByWeight(total: bigint, members: readonly Weighted[]): bigint[] {
  if (total < 0n) throw new Error('a dividend total cannot be negative');
  const sum = members.reduce((acc, member) => {
    if (member.weight <= 0n) throw new Error(`member ${member.memberId} has no weight`);
    return acc + member.weight;
  }, 0n);
  if (members.length === 0 || total === 0n) return members.map(() => 0n);
  const parts = members.map((member) => (total * member.weight) / sum);
  let left = total - parts.reduce((acc, part) => acc + part, 0n);
  if (left === 0n) return parts;
  const remainders = members.map((member) => (total * member.weight) % sum);
  // Fewer paise are left than members (each remainder is below Σweights), so one each suffices.
  const order = members
    .map((_, index) => index)
    .sort((a, b) => {
      const byRemainder = remainders[b]! - remainders[a]!;
      if (byRemainder !== 0n) return byRemainder > 0n ? 1 : -1;
      return members[a]!.memberId - members[b]!.memberId;
    });
  for (const index of order) {
    if (left === 0n) break;
    parts[index]! += 1n;
    left -= 1n;
  }
  return parts;
}
