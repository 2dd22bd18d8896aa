import type { EntityManager } from '@mikro-orm/core';
import { sendOk } from '../../platform/envelope.ts';
import { defineRoutes, guard } from '../../platform/routes.ts';
import { actedBy, operatorActionsAbout } from '../audit/operator-action.service.ts';
import { AuditEventSchema } from '../audit/audit-event.entity.ts';
import { presentAuditEvent, presentOperatorAction } from '../audit/audit.presenter.ts';
import { presentOperatorDeposit } from '../deposit/deposit.routes.ts';
import type { DepositService } from '../deposit/deposit.service.ts';
import type { FundOrderService } from '../fund/fund-order.service.ts';
import { presentFundOrder } from '../fund/fund.presenter.ts';
import { formatAmount } from '../ledger/money.ts';
import { OPERATOR_POLICY } from '../operator/operator.policy.ts';
import { presentQueuedWithdrawal } from '../withdrawal/withdrawal.presenter.ts';
import type { WithdrawalService } from '../withdrawal/withdrawal.service.ts';
import type { AdminMemberDetail } from './account.contract.ts';
import { presentAdminMember, presentAdminMemberProfile } from './admin-member.presenter.ts';
import { FreezeSchema, MemberIdQuerySchema, MemberListQuerySchema } from './admin-members.schema.ts';
import type { MemberAdminService } from './admin-members.service.ts';

type Deps = {
  em: EntityManager;
  members: MemberAdminService;
  fundOrders: FundOrderService;
  withdrawals: WithdrawalService;
  deposits: DepositService;
};

/** How much of each history a member's page shows: the latest, newest first. */
const LATEST = 20;

/** `/api/Admin/members*`: support (and admin) look members up and freeze or unfreeze them. */
export const adminMemberRoutes = ({ em, members, fundOrders, withdrawals, deposits }: Deps) =>
  defineRoutes('/api/Admin', (route) => {
    const support = guard.operator(OPERATOR_POLICY.members);

    route.get('/members', { guard: support, query: MemberListQuerySchema }, async (ctx, { query }) => {
      const { list, total } = await members.list(em.fork(), query);
      sendOk(ctx, { list: list.map(presentAdminMember), total });
    });

    route.get('/members/detail', { guard: support, query: MemberIdQuerySchema }, async (ctx, { query }) => {
      const fork = em.fork();
      const member = await members.find(fork, query.id);
      // The services read the member's own lists as the member would, a page of the latest.
      const owner = { kind: 'member', id: member.id } as const;
      const latest = { page: 1, rows: LATEST };
      const orders = await fundOrders.list(fork, owner, latest);
      const events = await fork.find(
        AuditEventSchema,
        { memberId: member.id },
        { orderBy: { id: 'desc' }, limit: LATEST },
      );
      const lang = ctx.state.lang;
      const answer: AdminMemberDetail = {
        member: presentAdminMemberProfile(await members.summaryOf(fork, member)),
        balances: (await members.balances(fork, member.id)).map((account) => ({
          ...account,
          balance: formatAmount(account.balance, account.asset),
        })),
        orders: orders.list.map((order) =>
          presentFundOrder(order, orders.funds.get(order.fundId)?.name[lang] ?? ''),
        ),
        withdrawals: (await withdrawals.list(fork, owner, latest)).list.map((w) =>
          presentQueuedWithdrawal(w, lang),
        ),
        deposits: (await deposits.list(fork, owner, latest)).list.map(presentOperatorDeposit),
        securityEvents: events.map((event) => presentAuditEvent(event, lang)),
        operatorActions: (await operatorActionsAbout(fork, member.id, LATEST)).map(presentOperatorAction),
      };
      sendOk(ctx, answer);
    });

    for (const frozen of [true, false])
      route.post(
        frozen ? '/members/freeze' : '/members/unfreeze',
        { guard: support, body: FreezeSchema },
        async (ctx, { actor, body }) => {
          const member = await members.setFrozen(
            em.fork(),
            body.memberId,
            body.scope,
            frozen,
            actedBy(actor, body.reason),
          );
          sendOk(ctx, presentAdminMember(member));
        },
      );
  });
