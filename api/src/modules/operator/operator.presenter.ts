import type { OperatorAccount, OperatorInfo, OperatorRole } from './operator.contract.ts';
import type { Operator } from './operator.entity.ts';

/** Who is signed in (`/login`, `/me`). */
export const presentOperator = (
  o: Pick<Operator, 'id' | 'username' | 'displayName' | 'role'>,
): OperatorInfo => ({
  id: o.id,
  username: o.username,
  displayName: o.displayName,
  role: o.role as OperatorRole,
});

/** An operator account as admins see it. */
export const presentOperatorAccount = (o: Operator): OperatorAccount => ({
  ...presentOperator(o),
  disabled: o.disabled,
  lastLoginAt: o.lastLoginAt ? o.lastLoginAt.toISOString() : null,
  createdAt: o.createdAt.toISOString(),
});
