import type { FundPurchaseFailure } from '@h5/api/contract';

/** Whether a refused purchase says the member has no payment password yet (contract: `data.code`). */
export function isPaymentPasswordUnset(error: unknown): boolean {
  const data = (error as { data?: unknown } | null)?.data as Partial<FundPurchaseFailure> | null | undefined;
  return data?.code === 'payment_password_unset';
}

/** The security centre's page that sets the payment password (the shell's `pages/user/safety`). */
export const SET_PAYMENT_PASSWORD_PAGE = 'pages/user/safety?action=payment-set';
