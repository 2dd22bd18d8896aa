import { useAtomValue } from 'jotai';
import { store } from '../../state/store.ts';
import { sessionAtom } from '../states/sessionAtom.ts';
import type { Session } from '../utils/sessionTypes.ts';

/** The current session; re-renders on login and logout. */
export function useSession(): Session {
  const session = useAtomValue(sessionAtom, { store });
  return { ...session, loggedIn: Boolean(session.token) };
}
