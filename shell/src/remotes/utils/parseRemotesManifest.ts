/** `/h5/remotes.json`: remote name → URL of its `mf-manifest.json` (versioned by a query). */
export type RemotesManifest = Record<string, string>;

const REMOTE_NAME = /^[A-Za-z][A-Za-z0-9_-]*$/;

/** Keeps the well-formed entries of the runtime manifest; anything else is ignored, not fatal. */
export function parseRemotesManifest(value: unknown): RemotesManifest {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  const manifest: RemotesManifest = {};
  for (const [name, entry] of Object.entries(value)) {
    if (REMOTE_NAME.test(name) && typeof entry === 'string' && entry.trim()) manifest[name] = entry.trim();
  }
  return manifest;
}

/** The manifest URL with a `retry` counter, so a retry never reuses a cached failure. */
export function withRetryQuery(entry: string, attempt: number): string {
  const [path = '', hash] = entry.split('#', 2);
  const cleaned = path.replace(/([?&])retry=\d+(&|$)/, (_match, lead: string, tail: string) =>
    tail ? lead : '',
  );
  const separator = cleaned.includes('?') ? '&' : '?';
  return `${cleaned}${separator}retry=${attempt}${hash === undefined ? '' : `#${hash}`}`;
}
