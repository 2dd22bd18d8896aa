/**
 * Splits a scene string into launch parameters: 'a_1-b_2' → { a: '1', b: '2' }.
 * A value may itself contain '_'; pairs without a key are skipped; bad input gives {}.
 */
export function parseScene(scene: string): Record<string, string> {
  const params: Record<string, string> = {};
  if (typeof scene !== 'string' || !scene) return params;
  let text = scene;
  try {
    text = decodeURIComponent(scene);
  } catch {
    // Not URI-encoded (or malformed): read it as it is.
  }
  for (const pair of text.split('-')) {
    const separator = pair.indexOf('_');
    if (separator <= 0) continue;
    const key = pair.slice(0, separator).trim();
    if (!key || key === '__proto__') continue;
    params[key] = pair.slice(separator + 1);
  }
  return params;
}
