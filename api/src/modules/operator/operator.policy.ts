import type { OperatorRole } from '../../platform/operator-auth.ts';

/**
 * Which roles besides `admin` (who may do everything) may do each kind of operator action
 * (ADR 0011). Routes hand one of these to `operatorAuth()`.
 */
export const OPERATOR_POLICY = {
  /** Every operator: their own session (`/me`, `/logout`). */
  any: ['finance', 'support'],
  /** Read-only lists: withdrawals, deposits, platform account balances. */
  read: ['finance', 'support'],
  /** Money and its settings: withdrawal review, deposits, rates, pool funding, withdrawal limits. */
  finance: ['finance'],
  /** Content and announcements. */
  content: ['support'],
  /** Operator accounts: admin only. */
  operators: [],
} as const satisfies Record<string, readonly OperatorRole[]>;
