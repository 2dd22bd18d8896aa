import { definePolicy, hasRole, isMember, isSystem, notFoundAs } from '../../platform/policy.ts';
import { OPERATOR_POLICY } from '../operator/operator.policy.ts';
import type { WithdrawalAddress } from './withdrawal-address.entity.ts';
import type { Withdrawal } from './withdrawal.entity.ts';

/**
 * A withdrawal is its member's: they cancel it while it is requested; finance and reviewers decide it
 * (approve, reject), finance pays it, as does an operator command on the server; every operator reads
 * the queue.
 */
export const withdrawalPolicy = definePolicy<Pick<Withdrawal, 'memberId'>>()({
  resource: 'withdrawal',
  owned: true,
  refuse: notFoundAs('withdrawal.notFound'),
  rules: {
    read: (actor, w) => isMember(actor, w.memberId) || hasRole(actor, OPERATOR_POLICY.read),
    cancel: (actor, w) => isMember(actor, w.memberId),
    review: (actor) => hasRole(actor, OPERATOR_POLICY.review) || isSystem(actor),
    pay: (actor) => hasRole(actor, OPERATOR_POLICY.finance) || isSystem(actor),
  },
});

/** A saved address is its member's alone: only they withdraw to it or delete it. */
export const addressPolicy = definePolicy<Pick<WithdrawalAddress, 'memberId'>>()({
  resource: 'address',
  owned: true,
  refuse: notFoundAs('withdrawal.addressNotFound'),
  rules: {
    use: (actor, a) => isMember(actor, a.memberId),
    delete: (actor, a) => isMember(actor, a.memberId),
  },
});
