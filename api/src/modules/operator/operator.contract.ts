// Wire types of the operator module (`@h5/api/contract/operator`), shared with the front end. Types only.

// Operator API (`/api/Admin/*`, header `operator-token`; ADR 0011).

export type OperatorRole = 'admin' | 'finance' | 'support' | 'reviewer';

/** GET /api/Admin/me, and `operator` of the login answer. */
export type OperatorInfo = { id: number; username: string; displayName: string; role: OperatorRole };

/** POST /api/Admin/login. */
export type OperatorSessionAnswer = { token: string; expiresAt: string; operator: OperatorInfo };

/** One of GET /api/Admin/operators (admin only). */
export type OperatorAccount = OperatorInfo & {
  disabled: boolean;
  lastLoginAt: string | null;
  createdAt: string;
};
