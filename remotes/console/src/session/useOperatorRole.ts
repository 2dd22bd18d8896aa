import { useAtomValue } from 'jotai';
import type { OperatorRole } from '@h5/api/contract/operator';
import { operatorSessionAtom } from './operatorSession.ts';

/**
 * Whether the signed-in operator's role is one of `roles` (admin always is). Pages hide what the role
 * may not do; the API refuses it anyway (403).
 */
export function useRoleIn(): (roles: readonly OperatorRole[]) => boolean {
  const role = useAtomValue(operatorSessionAtom)?.operator.role;
  return (roles) => role === 'admin' || (role !== undefined && roles.includes(role));
}
