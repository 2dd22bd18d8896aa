import { useLang } from '@h5/platform';
import { fetchContentPage } from '../api/fetchContentPage.ts';
import { useAsyncData } from '@h5/platform/helpers';

/** A static content page (`about`: company introduction), in the chosen language. */
export function useContentPage(key: string) {
  const lang = useLang();
  return useAsyncData(`page:${key}:${lang}`, () => fetchContentPage(key));
}
