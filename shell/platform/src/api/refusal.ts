import type { SecurityStatus } from '../session/utils/sessionTypes.ts';

/** `data.code` of a refusal (HTTP 422/409, status 0) that a page can act on. */
export type RefusalCode =
  'payment_password_unset' | 'authenticator_unbound' | 'withdrawal_locked' | 'avatar_invalid';

/** A refusal the page can act on: what is missing, and until when withdrawals are locked. */
export type Refusal = { code: RefusalCode; lockedUntil: string | null };

/** The refusals the member fixes on the shell's security page. */
export type SecurityRemedyCode = 'payment_password_unset' | 'authenticator_unbound';

const REFUSAL_CODES: readonly RefusalCode[] = [
  'payment_password_unset',
  'authenticator_unbound',
  'withdrawal_locked',
  'avatar_invalid',
];

/** Where the member sets what a refusal says is missing: the shell's `pages/user/safety`. */
export const SECURITY_REMEDY_PAGE: Record<SecurityRemedyCode, string> = {
  payment_password_unset: 'pages/user/safety?action=payment-set',
  authenticator_unbound: 'pages/user/safety?action=authenticator-bind',
};

/** The refusal a failed call carries in `data.code`, when it is one a page can act on. */
export function refusalOf(error: unknown): Refusal | null {
  const failure = error as { reason?: unknown; data?: unknown } | null;
  if (failure?.reason !== 'failure') return null;
  const data = failure.data as { code?: unknown; lockedUntil?: unknown } | null | undefined;
  const code = REFUSAL_CODES.find((known) => known === data?.code);
  if (!code) return null;
  const lockedUntil = typeof data?.lockedUntil === 'string' ? data.lockedUntil : null;
  return { code, lockedUntil };
}

/** Whether a refusal is one the security page fixes (a payment password, an authenticator). */
export function isSecurityRemedy(code: RefusalCode | null | undefined): code is SecurityRemedyCode {
  return code === 'payment_password_unset' || code === 'authenticator_unbound';
}

/**
 * The first of `needs` the member's profile says is missing, named as the server's refusal would
 * name it, so a page can offer the fix before the member tries.
 */
export function missingSecurity(
  security: SecurityStatus | null | undefined,
  needs: readonly SecurityRemedyCode[],
): SecurityRemedyCode | null {
  if (!security) return null;
  return (
    needs.find((need) =>
      need === 'payment_password_unset' ? !security.paymentPassword : !security.authenticator,
    ) ?? null
  );
}
