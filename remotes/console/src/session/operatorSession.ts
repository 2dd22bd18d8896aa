import { atom } from 'jotai';
import { store } from '@h5/platform';
import type { OperatorInfo, OperatorSessionAnswer } from '@h5/api/contract/operator';

/** An operator's session in this tab: the token, when it ends, and who it is. */
export type OperatorSession = { token: string; expiresAt: string; operator: OperatorInfo };

/**
 * Kept in the tab's session storage, never in local storage: an operator's powers end with the tab
 * or after 12 hours (ADR 0011), and a member's session on the same browser never sees it (ADR 0023).
 */
const STORAGE_KEY = 'h5.console.session';

function stored(): OperatorSession | null {
  try {
    const session = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as OperatorSession | null;
    return session && Date.parse(session.expiresAt) > Date.now() ? session : null;
  } catch {
    return null;
  }
}

/** The signed-in operator, or null. */
export const operatorSessionAtom = atom<OperatorSession | null>(stored());

/** Starts the operator's session in this tab (after a sign-in). */
export function startOperatorSession(answer: OperatorSessionAnswer): void {
  sessionStorage.setItem(STORAGE_KEY, JSON.stringify(answer));
  store.set(operatorSessionAtom, answer);
}

/** Keeps what `/Admin/me` says of the operator (a role changed since sign-in). */
export function refreshOperator(operator: OperatorInfo): void {
  const session = store.get(operatorSessionAtom);
  if (!session) return;
  startOperatorSession({ ...session, operator });
}

/** Forgets the session in this tab (signed out, expired or revoked). */
export function endOperatorSession(): void {
  sessionStorage.removeItem(STORAGE_KEY);
  store.set(operatorSessionAtom, null);
}

/** The token for the `operator-token` header, or '' when signed out. */
export const operatorToken = () => store.get(operatorSessionAtom)?.token ?? '';
