import { basename } from 'node:path';

/** A name that carries a content hash (`main.3fa9c2d1.js`, `412.0b7e2f9a41.css`). */
const HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+(?:\.map)?$/i;

export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Hashed files never change, so browsers keep them a year; everything else (index.html,
 * manifests, remoteEntry.js) is revalidated on every use so a deploy is seen at once.
 */
export function cacheControlFor(file: string): string {
  const name = basename(file);
  if (name === 'remoteEntry.js' || name.endsWith('.html') || name.endsWith('.json')) return NO_CACHE;
  return HASHED.test(name) ? IMMUTABLE : NO_CACHE;
}
