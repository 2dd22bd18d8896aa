// Wire types of the account module (`@h5/api/contract/account`), shared with the front end. Types only.
import type { MoneyString } from '../../contract/index.ts';
import type { OperatorActionItem, SecurityActivityItem } from '../audit/audit.contract.ts';
import type { OperatorDeposit } from '../deposit/deposit.contract.ts';
import type { FundOrder } from '../fund/fund.contract.ts';
import type { LedgerAsset } from '../ledger/ledger.contract.ts';
import type { QueuedWithdrawal } from '../withdrawal/withdrawal.contract.ts';

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

/** What an operator freezes: logging in (and every session the member has), or money leaving. */
export type FreezeScope = 'login' | 'withdrawal';

/** `state` of GET /api/Admin/members: no freeze at all, or the members frozen in one scope. */
export type MemberStateFilter = 'active' | 'loginFrozen' | 'withdrawalFrozen';

/**
 * One of GET /api/Admin/members `{ list, total }` (query `q`, `state`, `page`, `rows`, `sort` =
 * `id` | `createdAt` | `mailbox`, `order`), and the answer of POST /api/Admin/members/freeze and
 * /unfreeze `{ memberId, scope, reason }`. The mailbox is shown whole to operators; `balance` is
 * the INR balance, `usdt` the USDT account.
 */
export type AdminMemberSummary = {
  id: number;
  mailbox: string;
  nickname: string;
  vipLevel: number;
  createdAt: string;
  loginFrozen: boolean;
  withdrawalFrozen: boolean;
  balance: MoneyString;
  usdt: MoneyString;
};

/** The member of GET /api/Admin/members/detail: the summary and the account's settings. */
export type AdminMemberProfile = AdminMemberSummary & {
  inviteCode: string;
  inviterId: number | null;
  lang: string;
  paymentPasswordSet: boolean;
  totpEnabled: boolean;
  /** The reason of the latest freeze still in force; null when not frozen. */
  frozenReason: string | null;
  loginFrozenAt: string | null;
  withdrawalFrozenAt: string | null;
};

/**
 * GET /api/Admin/members/detail?id: the member, every ledger account of theirs, and the latest
 * 20 of their fund orders, withdrawals, deposits, security events and the operator actions about
 * them, newest first.
 */
export type AdminMemberDetail = {
  member: AdminMemberProfile;
  balances: { asset: LedgerAsset; kind: string; balance: MoneyString }[];
  orders: FundOrder[];
  withdrawals: QueuedWithdrawal[];
  deposits: OperatorDeposit[];
  securityEvents: SecurityActivityItem[];
  operatorActions: OperatorActionItem[];
};
