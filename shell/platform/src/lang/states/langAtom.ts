import { atom } from 'jotai';
import { readStoredLang } from '../utils/readStoredLang.ts';

/** The interface language; change it with `setLang`. */
export const langAtom = atom(readStoredLang());
