import { useLang } from '@h5/platform';
import { formatDateTime } from '../utils/formatDateTime.ts';

/** Formats API times in the operator's language. */
export function useDateTime() {
  const lang = useLang();
  return (iso: string | null | undefined) => formatDateTime(lang, iso);
}
