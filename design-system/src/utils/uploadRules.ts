// The file rules of the Uploader and the ImageGridPicker: a stateless helper both sub-paths bundle
// (a new export of one shared sub-path would be missing from an older build of it loaded first).
/** 10 MB, the platform's limit for an image (spec §9). */
export const DEFAULT_MAX_BYTES = 10 * 1024 * 1024;

/** What the uploader knows of a picked file (a `File` has all of it). */
export type PickedFile = { name: string; size: number; type: string };

/** Why a file is refused before it is sent. */
export type FileProblem = { reason: 'tooLarge'; maxBytes: number } | { reason: 'wrongType' };

/**
 * Whether a file fits an `accept` list like the file input's: MIME types (`image/png`), type
 * families (`image/*`) and extensions (`.pdf`), comma separated; an empty list accepts anything.
 */
export function matchesAccept(file: PickedFile, accept: string): boolean {
  const patterns = accept
    .split(',')
    .map((pattern) => pattern.trim().toLowerCase())
    .filter(Boolean);
  if (patterns.length === 0) return true;
  const type = file.type.toLowerCase();
  const name = file.name.toLowerCase();
  return patterns.some((pattern) => {
    if (pattern.startsWith('.')) return name.endsWith(pattern);
    if (pattern.endsWith('/*')) return type.startsWith(pattern.slice(0, -1));
    return type === pattern;
  });
}

/** The reason to refuse a file before sending it, or `null` when it may go. */
export function checkFile(file: PickedFile, rules: { accept: string; maxBytes: number }): FileProblem | null {
  if (!matchesAccept(file, rules.accept)) return { reason: 'wrongType' };
  if (file.size > rules.maxBytes) return { reason: 'tooLarge', maxBytes: rules.maxBytes };
  return null;
}

/** A size limit for people: `10 MB`, `300 MB`, `1.5 MB`, `500 KB`. */
export function formatBytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  if (mb >= 1) return `${Number(mb.toFixed(1))} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** A whole percentage between 0 and 100 (0 for anything that is not a number). */
export function toPercent(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(100, Math.max(0, Math.round(value)));
}
