import type { EntityManager } from '@mikro-orm/core';
import { z } from 'zod';
import { sendOk } from '../../platform/envelope.ts';
import { dateFrom, dateTo, id, optional, paging, sorting, text } from '../../platform/params.ts';
import { defineRoutes, guard } from '../../platform/routes.ts';
import { OPERATOR_POLICY } from '../operator/operator.policy.ts';
import type { OperatorActionNames } from './audit.contract.ts';
import { presentOperatorAction } from './audit.presenter.ts';
import { listOperatorActions, operatorActionNames } from './operator-action.service.ts';

export const AuditLogQuerySchema = z.object({
  /** The start of the actor: `operator:asha`, `cli:`. */
  actor: optional(text(80)),
  action: optional(text(40)),
  memberId: optional(id('member')),
  from: dateFrom(),
  to: dateTo(),
  ...paging,
  ...sorting(['createdAt'], 'createdAt'),
});

/** `GET /api/Admin/audit`: what operators did, and why (admin only). */
export const adminAuditRoutes = ({ em }: { em: EntityManager }) =>
  defineRoutes('/api/Admin', (route) => {
    const admin = guard.operator(OPERATOR_POLICY.operators);

    route.get('/audit', { guard: admin, query: AuditLogQuerySchema }, async (ctx, { query }) => {
      const { list, total } = await listOperatorActions(em.fork(), query);
      sendOk(ctx, { list: list.map(presentOperatorAction), total });
    });

    route.get('/audit/actions', { guard: admin }, async (ctx) => {
      const answer: OperatorActionNames = { list: await operatorActionNames(em.fork()) };
      sendOk(ctx, answer);
    });
  });
