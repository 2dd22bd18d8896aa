import type { UserInfo } from '@h5/api/contract/account';

/** The member's own profile, as `/User/info` answers it (the mailbox comes masked). */
export type { UserInfo };

/** Which security measures the member has in place (`/User/info` → `security`). */
export type SecurityStatus = UserInfo['security'];

export type SessionState = { token: string | null; userInfo: UserInfo | null };

/** The session as pages see it. */
export type Session = SessionState & { loggedIn: boolean };
