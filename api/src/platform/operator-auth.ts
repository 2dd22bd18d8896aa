/** Operator roles (ADR 0011): `admin` may do everything, the others what the policy grants them. */
export const OPERATOR_ROLES = ['admin', 'finance', 'support', 'reviewer'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

/** The header of operator sessions; members' `token` is never read on operator routes. */
export const OPERATOR_TOKEN_HEADER = 'operator-token';
