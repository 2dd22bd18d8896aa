import { toLocale } from './toLocale.ts';

/** The day an article or gallery item was published, in the reader's language (day, month, year). */
export function formatArticleDate(iso: string, lang: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(toLocale(lang), {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'Asia/Kolkata',
  }).format(date);
}
