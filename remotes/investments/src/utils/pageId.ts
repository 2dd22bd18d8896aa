/** The id a page was opened with (`?id=3` or scene `id_3`), or null when it is not a positive integer. */
export function pageId(params: Record<string, string>, name = 'id'): number | null {
  const value = params[name];
  return value !== undefined && /^[1-9]\d{0,15}$/.test(value) ? Number(value) : null;
}
