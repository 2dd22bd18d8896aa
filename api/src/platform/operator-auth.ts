import type { Middleware } from 'koa';
import type { AppState, Operator } from './context.ts';
import { forbidden, notLoggedIn } from './errors.ts';

/** Operator roles (ADR 0011): `admin` may do everything, the others what the policy grants them. */
export const OPERATOR_ROLES = ['admin', 'finance', 'support'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

/** Finds the enabled operator an operator session token belongs to, or null. */
export type OperatorResolver = (token: string) => Promise<Operator | null>;

/** The header of operator sessions; members' `token` is never read on operator paths. */
export const OPERATOR_TOKEN_HEADER = 'operator-token';

/**
 * Builds the `operatorAuth()` policy hook around a resolver. `operatorAuth(roles)` answers -100
 * (HTTP 401) without a live operator session in `operator-token`, and 403 when the operator's
 * role is neither `admin` nor one of `roles`; without `roles` every role passes.
 */
export function createOperatorAuth(resolveOperator: OperatorResolver) {
  return function operatorAuth(roles: readonly OperatorRole[] = OPERATOR_ROLES): Middleware<AppState> {
    return async (ctx, next) => {
      const token = ctx.get(OPERATOR_TOKEN_HEADER).trim();
      const operator = token ? await resolveOperator(token) : null;
      if (!operator) throw notLoggedIn();
      if (operator.role !== 'admin' && !roles.includes(operator.role)) throw forbidden();
      ctx.state.operator = operator;
      await next();
    };
  };
}

export type OperatorAuth = ReturnType<typeof createOperatorAuth>;

/** How an operator appears in `operator_action` and journal entries: `operator:<username>`. */
export const operatorActor = (operator: Pick<Operator, 'username'>) => `operator:${operator.username}`;
