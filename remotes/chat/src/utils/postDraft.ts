// What the posts pages check before sending, so the member learns at once; the server checks the
// same again and its refusal lands on the same field.

/** A post's fields the page can mark: the server's `data.field` names one of them. */
export type PostField = 'title' | 'content' | 'images';

/** The spec's limits for a post (the server's `posts.schema.ts`). */
export const POST_LIMITS = { title: 100, content: 5000, images: 9, comment: 500 } as const;

/**
 * The first field missing from a post draft (spec §5: "posts need a title and content"), or
 * `null` when both are there. Blank text counts as missing, as on the server.
 */
export function missingPostField(draft: { title: string; content: string }): 'title' | 'content' | null {
  if (!draft.title.trim()) return 'title';
  if (!draft.content.trim()) return 'content';
  return null;
}

/** The post field a refusal names (`data.field` of a 422), or `null` for another refusal. */
export function refusedPostField(error: unknown): PostField | null {
  const data = (error as { data?: { field?: unknown } } | null)?.data;
  const field = data?.field;
  return field === 'title' || field === 'content' || field === 'images' ? field : null;
}
