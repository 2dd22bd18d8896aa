/** What the API returns from `/User/info`; its fields belong to the member remote's pages. */
export type UserInfo = Record<string, unknown>;

export type SessionState = { token: string | null; userInfo: UserInfo | null };

/** The session as pages see it. */
export type Session = SessionState & { loggedIn: boolean };
