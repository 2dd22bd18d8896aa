/**
 * A new message's own id (`[A-Za-z0-9_-]`, 1–64): sending it again answers the stored message, so a
 * retry after a lost answer never posts twice. `crypto.randomUUID` needs a secure context; the
 * random bytes do not.
 */
export function newClientId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
