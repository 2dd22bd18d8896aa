import { useAtomValue } from 'jotai';
import { store } from '../../state/store.ts';
import { langAtom } from '../states/langAtom.ts';
import type { Lang } from '../utils/langs.ts';

/** The current interface language; re-renders when it changes. */
export function useLang(): Lang {
  return useAtomValue(langAtom, { store });
}
