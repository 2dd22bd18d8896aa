import { hasRole, definePolicy, notFoundAs } from '../../platform/policy.ts';
import { OPERATOR_POLICY } from '../operator/operator.policy.ts';

/** A dividend run and its payouts: finance reads them (members see only their own parts, by session). */
export const dividendRunPolicy = definePolicy<{ id: number }>()({
  resource: 'dividendRun',
  owned: false,
  refuse: notFoundAs('dividend.runNotFound'),
  rules: { read: (actor) => hasRole(actor, OPERATOR_POLICY.finance) },
});
