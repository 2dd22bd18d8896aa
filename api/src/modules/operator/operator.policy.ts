import type { OperatorRole } from '../../platform/operator-auth.ts';

/**
 * Which roles besides `admin` (who may do everything) may do each kind of operator action
 * (ADR 0011). Routes hand one of these to `operatorAuth()`; the console shows each role the pages
 * these grant it (ADR 0023).
 */
export const OPERATOR_POLICY = {
  /** Every operator: their own session (`/me`, `/logout`) and the dashboard. */
  any: ['finance', 'support', 'reviewer'],
  /** Read-only lists: withdrawals, deposits, platform account balances. */
  read: ['finance', 'support', 'reviewer'],
  /** Reviews: deciding a requested withdrawal (approve or reject). */
  review: ['finance', 'reviewer'],
  /** Money and its settings: payouts, deposits, rates, pool funding, funds, the journal, limits. */
  finance: ['finance'],
  /** Members: look one up, freeze and unfreeze. */
  members: ['support'],
  /** Community plans: the review queue, approving and refusing (ADR 0033). */
  plans: ['reviewer'],
  /** Content and announcements. */
  content: ['support'],
  /** Customer service: the queue of members' conversations, answering and closing them (ADR 0036). */
  service: ['support'],
  /** Operator accounts and the operators' audit log: admin only. */
  operators: [],
} as const satisfies Record<string, readonly OperatorRole[]>;
