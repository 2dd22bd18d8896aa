import type { EntityManager } from '@mikro-orm/core';
import type { Clock } from '../../platform/clock.ts';
import { sendOk } from '../../platform/envelope.ts';
import { defineRoutes, guard } from '../../platform/routes.ts';
import { actedBy } from '../audit/operator-action.service.ts';
import { OPERATOR_POLICY } from '../operator/operator.policy.ts';
import { ENTRY_TYPES, type EntryType } from './entry-types.ts';
import { presentJournalLine, presentLedgerAudit } from './journal.presenter.ts';
import { JournalQuerySchema, LedgerAuditSchema } from './journal.schema.ts';
import { listJournal } from './journal.ts';
import type { JournalPage, JournalTypes } from './ledger.contract.ts';
import { auditLedgerFor } from './ledger-audit.ts';
import { entryTypeLabel } from './wallet.presenter.ts';

type Deps = { em: EntityManager; clock: Clock };

/** The journal as finance reads it, and the ledger audit run on demand. */
export const adminJournalRoutes = ({ em, clock }: Deps) =>
  defineRoutes('/api/Admin', (route) => {
    const finance = guard.operator(OPERATOR_POLICY.finance);

    route.get('/journal', { guard: finance, query: JournalQuerySchema }, async (ctx, { query }) => {
      const { list, total } = await listJournal(em.fork(), query);
      const page: JournalPage = { list: list.map(presentJournalLine), total };
      sendOk(ctx, page);
    });

    route.get('/journal/types', { guard: finance }, (ctx) => {
      const list = Object.keys(ENTRY_TYPES) as EntryType[];
      const types: JournalTypes = {
        list,
        labels: Object.fromEntries(list.map((type) => [type, entryTypeLabel(type, ctx.state.lang)])),
      };
      sendOk(ctx, types);
    });

    route.post('/ledger/audit', { guard: finance, body: LedgerAuditSchema }, async (ctx, { actor, body }) => {
      const { report, checkedAt } = await auditLedgerFor(em.fork(), clock, actedBy(actor, body.reason));
      sendOk(ctx, presentLedgerAudit(report, checkedAt));
    });
  });
