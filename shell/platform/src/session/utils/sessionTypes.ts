/** Which security measures the member has in place (`/User/info` → `security`). */
export type SecurityStatus = {
  mailbox: boolean;
  loginPassword: boolean;
  paymentPassword: boolean;
  authenticator: boolean;
  /** ISO time until which withdrawals are locked after an authenticator change, or null. */
  withdrawLockedUntil: string | null;
};

/** The member's own profile, as `/User/info` answers it (the mailbox comes masked). */
export type UserInfo = {
  id: number;
  nickname: string;
  avatar: string | null;
  mailbox: string;
  inviteCode: string;
  vipLevel: number;
  security: SecurityStatus;
};

export type SessionState = { token: string | null; userInfo: UserInfo | null };

/** The session as pages see it. */
export type Session = SessionState & { loggedIn: boolean };
