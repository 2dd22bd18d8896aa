import { LANGS, type Lang } from '@h5/platform';
import type { LocalizedText } from '@h5/api/contract/content';

/** A text in every language, empty. */
export const emptyText = (): LocalizedText => ({ 'hi-in': '', 'en-us': '', 'zh-cn': '' });

/** A draft's parts (title, summary, body…), each in every language. */
export type LocalizedDraft<Part extends string> = Record<Part, LocalizedText>;

/** The languages some part of `draft` is still empty in, in the interface's order. */
export function missingLangs<Part extends string>(
  draft: LocalizedDraft<Part>,
  parts: readonly Part[],
): Lang[] {
  return LANGS.filter((lang) => parts.some((part) => !draft[part][lang].trim()));
}

/** The API reads nested form fields as `title[hi-in]=…`: every part, trimmed. */
export function nestedFields<Part extends string>(draft: LocalizedDraft<Part>, parts: readonly Part[]) {
  return Object.fromEntries(
    parts.flatMap((part) => LANGS.map((lang) => [`${part}[${lang}]`, draft[part][lang].trim()])),
  );
}

/** The title shown in a confirmation or a toast: the operator's language, else English, else Hindi. */
export const shownTitle = (title: LocalizedText, lang: Lang) =>
  title[lang].trim() || title['en-us'].trim() || title['hi-in'].trim();
