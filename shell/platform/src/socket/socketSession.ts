import { sessionAtom } from '../session/states/sessionAtom.ts';
import { store } from '../state/store.ts';

let token = store.get(sessionAtom).token;
/** A visitor's socket may open until a session ends during this visit (logout, or the server ended it). */
let guestAllowed = true;
const listeners = new Set<() => void>();

store.sub(sessionAtom, () => {
  const next = store.get(sessionAtom).token;
  if (next === token) return;
  if (!next) guestAllowed = false;
  token = next;
  listeners.forEach((listener) => listener());
});

/**
 * Which session the chat socket speaks for. Part of the first load (it is tiny), so a session that
 * ends before the socket's code has arrived still keeps a guest socket from opening afterwards.
 */
export const socketSession = {
  isLoggedIn: (): boolean => Boolean(token),
  /** For a member; for a visitor only if no session ended during this visit (specification §4). */
  mayOpen: (): boolean => Boolean(token) || guestAllowed,
  /** Calls `listener` whenever the member logs in or the session ends; returns the unsubscribe function. */
  onChange(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
