import { store } from '../../state/store.ts';
import { sessionAtom } from '../states/sessionAtom.ts';
import type { SessionState } from './sessionTypes.ts';

/** Stores a new session after login, or new user info (`setSession({ userInfo })`). */
export function setSession(next: Partial<SessionState>): void {
  store.set(sessionAtom, { ...store.get(sessionAtom), ...next });
}

/** The session token, or null when logged out. */
export function getSessionToken(): string | null {
  return store.get(sessionAtom).token;
}
