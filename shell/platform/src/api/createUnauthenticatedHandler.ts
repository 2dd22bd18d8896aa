import type { SessionEnd } from './settleEnvelope.ts';

/** Where an expired session sends the member. */
export const LOGIN_PAGE = 'pages/user/login';
/** Delay before the login page opens, so the toast can be read (specification §8). */
export const LOGIN_REDIRECT_DELAY_MS = 500;

export type UnauthenticatedDeps = {
  /** The token of the current session, null when there is none. */
  currentToken(): string | null;
  /** Forgets the token and user info the server no longer accepts (the socket follows). */
  forgetSession(): void;
  toast(message: string): void;
  /** The page path shown now, without its query. */
  currentPage(): string;
  navigate(url: string): void;
  setTimeout(callback: () => void, ms: number): unknown;
};

/** The login page, saying why the session ended when the member should know (`?reason=`). */
export function loginPageFor(end: Pick<SessionEnd, 'code'>): string {
  return end.code === 'signed_in_elsewhere' || end.code === 'password_changed'
    ? `${LOGIN_PAGE}?reason=${end.code}`
    : LOGIN_PAGE;
}

/**
 * The reaction to "not logged in" (specification §8): tell the member why, forget the session,
 * then open login after 0.5 s unless the member is already there. Calls failing together lead to
 * one toast and one navigation. An answer to a call sent with a session that has since been left
 * (logout, or a new login meanwhile) says nothing about the current one and is ignored.
 */
export function createUnauthenticatedHandler(deps: UnauthenticatedDeps): (end: SessionEnd) => void {
  let pending = false;
  /** The member's token whose end was already told: its other calls are part of the same end. */
  let ended: string | null = null;
  return (end) => {
    if (end.token && end.token === ended) return;
    if (end.token !== (deps.currentToken() ?? '')) return;
    if (end.token) ended = end.token;
    deps.forgetSession();
    if (pending) return;
    pending = true;
    deps.toast(end.message);
    deps.setTimeout(() => {
      pending = false;
      if (deps.currentPage() !== LOGIN_PAGE) deps.navigate(loginPageFor(end));
    }, LOGIN_REDIRECT_DELAY_MS);
  };
}
