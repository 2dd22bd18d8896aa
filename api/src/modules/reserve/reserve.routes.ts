import Router from '@koa/router';
import type { EntityManager } from '@mikro-orm/core';
import type { Auth } from '../../platform/auth.ts';
import type { AppState } from '../../platform/context.ts';
import { sendOk } from '../../platform/envelope.ts';
import { validate } from '../../platform/validate.ts';
import type { EntryType } from '../ledger/entry-types.ts';
import { accountCode, platformAccount } from '../ledger/ledger-accounts.ts';
import { formatAmount, toBigInt } from '../ledger/money.ts';
import { queryRows } from '../ledger/sql.ts';
import { entryTypeLabel } from '../ledger/wallet.presenter.ts';
import { toDate } from '../ledger/wallet.service.ts';
import { PageQuerySchema } from '../withdrawal/withdrawal.schema.ts';

/**
 * Coverage, in INR, from the materialized balances of the ledger:
 * - liabilities = Σ of every member INR account (balance, piggy bank, locked): what the platform
 *   owes members in INR;
 * - assets = Σ of every member and platform INR account = −(external capital INR): all the INR
 *   held inside the platform (what came in through top-ups and has not left);
 * - ratioPercent = assets / liabilities × 100, rounded down to 2 decimals; null without liabilities.
 * USDT is not counted: the reserve and the coverage are INR.
 */
export async function reserveCoverage(em: EntityManager) {
  const [row] = await queryRows<{ liabilities: unknown; assets: unknown }>(
    em,
    `select
       coalesce(sum(case when owner = 'member' then balance else 0 end), 0) as liabilities,
       coalesce(sum(case when owner in ('member', 'platform') then balance else 0 end), 0) as assets
     from ledger_account where asset = 'INR'`,
  );
  const liabilities = toBigInt(row?.liabilities ?? 0);
  const assets = toBigInt(row?.assets ?? 0);
  return {
    assets: formatAmount(assets, 'INR'),
    liabilities: formatAmount(liabilities, 'INR'),
    ratioPercent: liabilities > 0n ? formatAmount((assets * 10_000n) / liabilities, 'INR') : null,
  };
}

type Deps = { em: EntityManager; auth: Auth };

/** `GET /api/Wallet/reserve`: the reserve fund's size and lines, and the platform's coverage. */
export function reserveRoutes({ em, auth }: Deps) {
  const router = new Router<AppState>({ prefix: '/api/Wallet' });

  router.get('/reserve', auth(), async (ctx) => {
    const query = validate(PageQuerySchema, ctx.query);
    const fork = em.fork();
    const code = accountCode(platformAccount('reserve_fund', 'INR'));
    const [account] = await queryRows<{ id: unknown; balance: unknown }>(
      fork,
      'select id, balance from ledger_account where code = ?',
      [code],
    );
    let list: Record<string, unknown>[] = [];
    let total = 0;
    if (account) {
      const [count] = await queryRows<{ total: unknown }>(
        fork,
        'select count(*) as total from journal_line where account_id = ?',
        [account.id],
      );
      total = Number(count?.total ?? 0);
      list = await queryRows<Record<string, unknown>>(
        fork,
        `select l.id, e.type, l.amount, l.balance_after, l.created_at from journal_line l
         join journal_entry e on e.id = l.entry_id where l.account_id = ? order by l.id desc limit ? offset ?`,
        [account.id, query.rows, (query.page - 1) * query.rows],
      );
    }
    sendOk(ctx, {
      size: formatAmount(toBigInt(account?.balance ?? 0), 'INR'),
      coverage: await reserveCoverage(fork),
      history: {
        list: list.map((row) => ({
          id: Number(row.id),
          type: String(row.type),
          typeLabel: entryTypeLabel(row.type as EntryType, ctx.state.lang),
          amount: formatAmount(toBigInt(row.amount), 'INR'),
          balanceAfter: formatAmount(toBigInt(row.balance_after), 'INR'),
          createdAt: toDate(row.created_at).toISOString(),
        })),
        total,
      },
    });
  });

  return router;
}
