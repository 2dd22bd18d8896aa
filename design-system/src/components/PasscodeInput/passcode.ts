// Devanagari (०–९) and full-width (０–９) digits, which Hindi and Chinese keyboards may type.
const OTHER_DIGITS = /[\u0966-\u096f\uff10-\uff19]/g;

function toAsciiDigit(digit: string): string {
  const code = digit.charCodeAt(0);
  return String(code >= 0xff10 ? code - 0xff10 : code - 0x0966);
}

/**
 * The passcode in what was typed or pasted: its digits only (Devanagari and full-width digits read
 * as 0–9), at most `length` of them, so "123 456" and "Your code: 123456" both give "123456".
 */
export function toPasscode(raw: string, length: number): string {
  return raw.replace(OTHER_DIGITS, toAsciiDigit).replace(/\D/g, '').slice(0, Math.max(0, length));
}

/** The box that receives the next digit: the first empty one, or the last box once all are filled. */
export function currentBox(value: string, length: number): number {
  return Math.min(value.length, Math.max(0, length - 1));
}
