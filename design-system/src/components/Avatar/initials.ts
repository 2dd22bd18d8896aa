const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** The first user-perceived character: a Devanagari syllable with its vowel sign ("रा", "क्ष"). */
function firstGrapheme(word: string): string {
  for (const { segment } of graphemes.segment(word)) return segment;
  return '';
}

const LATIN_START = /^\p{Script=Latin}/u;

/**
 * The initials an avatar shows when it has no picture. Latin names give two capitals from the first
 * and last words ("Rahul Sharma" → "RS"); names in other scripts give their first character, a
 * whole syllable ("राहुल शर्मा" → "रा", "王小明" → "王"), because two Devanagari syllables or two
 * Chinese characters read as a word rather than as initials. Empty for a blank name.
 */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/u).filter(Boolean);
  const first = words[0];
  if (first === undefined) return '';
  if (!LATIN_START.test(first)) return firstGrapheme(first);
  const last = words.length > 1 ? words[words.length - 1]! : '';
  const lastInitial = LATIN_START.test(last) ? firstGrapheme(last) : '';
  return (firstGrapheme(first) + lastInitial).toLocaleUpperCase();
}

export const AVATAR_TONES = ['primary', 'success', 'warning', 'neutral'] as const;
export type AvatarTone = (typeof AVATAR_TONES)[number];

/** A colour for the initials that stays the same for a name, so a member is recognised by it. */
export function toneOf(name: string): AvatarTone {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.codePointAt(0)!) >>> 0;
  return AVATAR_TONES[hash % AVATAR_TONES.length]!;
}
