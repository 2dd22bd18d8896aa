import { parseScene } from '@h5/platform';

/** A page's launch parameters: the query, plus the named values of its `scene` (query wins). */
export function pageParams(search: string): Record<string, string> {
  const query = Object.fromEntries(new URLSearchParams(search));
  const scene = typeof query.scene === 'string' ? parseScene(query.scene) : {};
  return { ...scene, ...query };
}
