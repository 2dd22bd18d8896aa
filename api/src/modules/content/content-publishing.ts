import type { Clock } from '../../platform/clock.ts';

/**
 * An article or a gallery item: members see it while it is published (`publishedAt` is optional as
 * MikroORM types a nullable column).
 */
type Publishable = { published: boolean; publishedAt?: Date | null; updatedAt: Date };

/** A new article's or gallery item's columns for its state: published from `now`, or a draft. */
export function newPublishable(published: boolean, now: Date) {
  return { published, publishedAt: published ? now : null, createdAt: now, updatedAt: now };
}

/**
 * Shows `item` to members, from now so it comes first in their newest-first lists, or hides it
 * again (`publishedAt` stays: it was published once). False when it already was so: nothing
 * changed, and the caller records nothing either.
 */
export function changePublished(item: Publishable, published: boolean, clock: Clock): boolean {
  if (item.published === published) return false;
  const now = clock.now();
  item.published = published;
  if (published) item.publishedAt = now;
  item.updatedAt = now;
  return true;
}
