// Wire types of the account module (`@h5/api/contract/account`), shared with the front end. Types only.

/** The member's own profile (`/api/User/info`); the mailbox is masked. */
export type UserInfo = {
  id: number;
  nickname: string;
  avatar: string | null;
  mailbox: string;
  inviteCode: string;
  vipLevel: number;
  security: {
    mailbox: true;
    loginPassword: true;
    paymentPassword: boolean;
    authenticator: boolean;
    /** ISO 8601 while withdrawals are blocked after an authenticator change, else null. */
    withdrawLockedUntil: string | null;
  };
};

/** POST /api/User/register and /api/User/login */
export type SessionAnswer = { token: string; expiresAt: string; user: UserInfo };
