// Request and answer shapes of the API, shared with the front end's typed client.
// Types only: importing them adds nothing to a bundle.

export type Lang = 'hi-in' | 'en-us' | 'zh-cn';

/** Every answer of /api and /chat: status 1 success, 0/-1 failure, -100 not logged in. */
export type Envelope<T> = { status: 1 | 0 | -1 | -100; msg: string; data: T; code?: number };

/** A page of a list: `page` from 1, `rows` 20 by default. */
export type Paged<T> = { list: T[]; total: number };

export type HealthReport = {
  ok: boolean;
  database: { ok: boolean; driver: 'libsql' | 'mysql'; latencyMs: number };
  redis?: { ok: boolean };
  version: string;
  uptimeS: number;
};

/** GET /api/Content/notices: one announcement in the request's language; times are ISO 8601. */
export type NoticeListItem = { id: number; title: string; summary: string; publishedAt: string };
/** GET /api/Content/notice?id */
export type NoticeDetail = { id: number; title: string; body: string; publishedAt: string };
/** GET /api/Content/page?key */
export type ContentPage = { key: string; title: string; body: string };

/** POST /api/Admin/Content/notice (operator): every language is required. */
export type PublishNoticeInput = {
  title: Record<Lang, string>;
  summary: Record<Lang, string>;
  body: Record<Lang, string>;
};

/** POST /chat/connect/issueToken */
export type SocketTokenAnswer = { token: string };

/** Socket messages, after base64 and JSON decoding. */
export type SocketInitMessage = { type: 'init'; client_id: string };
export type SocketNoticeMessage = {
  type: 'notice';
  id: number;
  publishedAt: string;
  title: Record<Lang, string>;
  summary: Record<Lang, string>;
};

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

/** POST /api/Mail/sendCode */
export type SendCodeAnswer = { resendAfterS: number; expiresInS: number };

/** POST /api/Security/authenticator/prepare */
export type AuthenticatorSetup = { secret: string; otpauthUrl: string; qrDataUrl: string };

/** GET /api/Security/activity */
export type SecurityActivityItem = {
  id: number;
  type: string;
  label: string;
  ip: string;
  client: string;
  createdAt: string;
};

/** POST /api/Upload/image */
export type UploadAnswer = { path: string };

/** Money on the wire: a decimal string, INR with 2 decimals (`"1234.50"`), USDT with 6. */
export type MoneyString = string;

/** GET /api/Wallet/summary; `totalAssets` = balance + piggy bank + locked, in INR. */
export type WalletSummary = {
  balance: MoneyString;
  usdt: MoneyString;
  piggyBank: MoneyString;
  locked: MoneyString;
  totalAssets: MoneyString;
};

/** One line of GET /api/Wallet/entries: `amount` is signed. */
export type WalletEntry = {
  id: number;
  type: string;
  typeLabel: string;
  asset: 'INR' | 'USDT';
  amount: MoneyString;
  balanceAfter: MoneyString;
  createdAt: string;
};

/** GET /api/Wallet/entries?page&rows&type */
export type WalletEntries = Paged<WalletEntry> & { types: { type: string; label: string }[] };

/** GET /api/Wallet/piggy */
export type PiggyBank = { amount: MoneyString; annualRatePercent: string; interestTotal: MoneyString };

/** POST /api/Wallet/piggy/in and /piggy/out (header `Idempotency-Key`): `{ amount }`. */
export type PiggyMoveAnswer = { summary: WalletSummary };
