export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

// Web addresses only: "https://…", "http://…" or "www.…". Other schemes (javascript:, data:, tel:)
// stay plain text, so a message can never carry a script or an unexpected action.
const URL_PATTERN = /\b(?:https?:\/\/|www\.)[^\s<>"']+/giu;
// Punctuation that ends a sentence rather than the address ("see www.x.com.", "(https://x.com)").
const TRAILING = /[.,;:!?)\]}'"»”’।]+$/u;

/**
 * Splits a message into plain text and web links, for rendering as text nodes and `<a>` elements:
 * the message is never parsed as HTML. A link's `href` is always http(s).
 */
export function linkify(message: string): TextPart[] {
  const parts: TextPart[] = [];
  let plainStart = 0;
  for (const match of message.matchAll(URL_PATTERN)) {
    const address = match[0].replace(TRAILING, '');
    const start = match.index;
    if (start > plainStart) parts.push({ kind: 'text', text: message.slice(plainStart, start) });
    const href = /^www\./iu.test(address) ? `https://${address}` : address;
    parts.push({ kind: 'link', text: address, href });
    plainStart = start + address.length;
  }
  if (plainStart < message.length) parts.push({ kind: 'text', text: message.slice(plainStart) });
  return parts;
}
