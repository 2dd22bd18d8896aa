/** What an item of the tab bar may carry: a count of new things, or a dot for "something new". */
export type TabBadge = number | 'dot';

/** Counts above this show as "99+": three characters are all the badge has room for. */
export const MAX_BADGE_COUNT = 99;

/** What the badge shows: nothing, a dot, or a count (capped); `count` is what is announced. */
export type TabBadgeView =
  { kind: 'none' } | { kind: 'dot' } | { kind: 'count'; text: string; count: number };

export function tabBadgeView(badge: TabBadge | undefined): TabBadgeView {
  if (badge === 'dot') return { kind: 'dot' };
  if (typeof badge !== 'number' || !Number.isFinite(badge)) return { kind: 'none' };
  const count = Math.floor(badge);
  if (count <= 0) return { kind: 'none' };
  return { kind: 'count', count, text: count > MAX_BADGE_COUNT ? `${MAX_BADGE_COUNT}+` : String(count) };
}
