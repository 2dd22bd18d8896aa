import { atom } from 'jotai';
import { localStore } from '../../storage/localStore.ts';
import { storageKeys } from '../../storage/storageKeys.ts';
import { readStoredSession } from '../utils/readStoredSession.ts';
import type { SessionState } from '../utils/sessionTypes.ts';

const sessionValueAtom = atom<SessionState>(readStoredSession());

/** Token and user info; writing it also writes local storage `token` and `userinfo`. */
export const sessionAtom = atom(
  (get) => get(sessionValueAtom),
  (_get, set, next: SessionState) => {
    if (next.token) localStore.set(storageKeys.token, next.token);
    else localStore.remove(storageKeys.token);
    if (next.userInfo) localStore.set(storageKeys.userInfo, JSON.stringify(next.userInfo));
    else localStore.remove(storageKeys.userInfo);
    set(sessionValueAtom, next);
  },
);
