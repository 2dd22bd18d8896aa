/** Where an expired session sends the member. */
export const LOGIN_PAGE = 'pages/user/login';

/** Delay before the login page opens, so the toast can be read (specification §8). */
export const LOGIN_REDIRECT_DELAY_MS = 500;

export type UnauthenticatedDeps = {
  /** Forgets the token and user info the server no longer accepts. */
  forgetSession(): void;
  currentPage(): string;
  navigate(url: string): void;
  setTimeout(callback: () => void, ms: number): unknown;
};

/**
 * The reaction to "not logged in": forget the session, then open login after 0.5 s unless the
 * member is already there. Several calls failing together lead to one navigation.
 */
export function createUnauthenticatedHandler(deps: UnauthenticatedDeps): () => void {
  let pending = false;
  return () => {
    deps.forgetSession();
    if (pending) return;
    pending = true;
    deps.setTimeout(() => {
      pending = false;
      if (deps.currentPage() !== LOGIN_PAGE) deps.navigate(LOGIN_PAGE);
    }, LOGIN_REDIRECT_DELAY_MS);
  };
}
