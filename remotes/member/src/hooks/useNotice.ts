import { useLang } from '@h5/platform';
import { fetchNotice } from '../api/fetchNotice.ts';
import { useAsyncData } from '@h5/platform/helpers';

/** One announcement with its body, in the chosen language. */
export function useNotice(id: string) {
  const lang = useLang();
  return useAsyncData(`notice:${id}:${lang}`, () =>
    id ? fetchNotice(id) : Promise.reject(new Error('No announcement id')),
  );
}
