import type { EntityManager } from '@mikro-orm/core';
import { sendOk } from '../../platform/envelope.ts';
import type { AssetCoverage, Reserve } from './reserve.contract.ts';
import { PageQuerySchema } from '../../platform/params.ts';
import { defineRoutes, guard } from '../../platform/routes.ts';
import type { EntryType } from '../ledger/entry-types.ts';
import { accountCode, platformAccount } from '../ledger/ledger-accounts.ts';
import { formatAmount, toBigInt, usdtToInr, type MoneyAsset } from '../ledger/money.ts';
import { queryRows } from '../ledger/sql.ts';
import { entryTypeLabel } from '../ledger/wallet.presenter.ts';
import { toDate, type WalletService } from '../ledger/wallet.service.ts';

type Coverage = Reserve['coverage'];

/** Ratio × 100 rounded down to 2 decimals ("112.50"); null while nothing is owed. */
const ratioPercent = (held: bigint, owed: bigint) =>
  owed > 0n ? formatAmount((held * 10_000n) / owed, 'INR') : null;

/**
 * Coverage per asset and in total (`Reserve['coverage']`, whose comment defines it), from the
 * materialized balances: members' accounts and unpaid withdrawals are owed; the reserve fund adds
 * to what is held. Fund pools, the treasury and fee income are the platform's own money: they
 * neither owe nor cover.
 */
export async function reserveCoverage(em: EntityManager, usdtRateMicro: bigint | null): Promise<Coverage> {
  const rows = await queryRows<{ asset: string; owed: unknown; reserve: unknown }>(
    em,
    `select asset,
       coalesce(sum(case when owner = 'member' or kind = 'withdrawals_in_flight' then balance else 0 end), 0) as owed,
       coalesce(sum(case when kind = 'reserve_fund' then balance else 0 end), 0) as reserve
     from ledger_account
     where owner = 'member' or kind in ('withdrawals_in_flight', 'reserve_fund')
     group by asset`,
  );
  const of = (asset: MoneyAsset) => {
    const row = rows.find((r) => r.asset === asset);
    const owed = toBigInt(row?.owed ?? 0);
    const reserve = toBigInt(row?.reserve ?? 0);
    return { asset, owed, reserve, held: owed + reserve };
  };
  const inr = of('INR');
  const usdt = of('USDT');
  const assets = [inr, usdt].map(({ asset, owed, reserve, held }): AssetCoverage => ({
    asset,
    owed: formatAmount(owed, asset),
    reserve: formatAmount(reserve, asset),
    held: formatAmount(held, asset),
    ratioPercent: ratioPercent(held, owed),
  }));
  if (usdtRateMicro === null) return { assets, total: null };
  const owed = inr.owed + usdtToInr(usdt.owed, usdtRateMicro);
  const held = inr.held + usdtToInr(usdt.held, usdtRateMicro);
  return {
    assets,
    total: {
      usdtRate: formatAmount(usdtRateMicro, 'USDT'),
      owed: formatAmount(owed, 'INR'),
      held: formatAmount(held, 'INR'),
      ratioPercent: ratioPercent(held, owed),
    },
  };
}

/** `GET /api/Wallet/reserve`: the reserve fund's size and lines, and the platform's coverage. */
export const reserveRoutes = ({ em, wallet }: { em: EntityManager; wallet: WalletService }) =>
  defineRoutes('/api/Wallet', (route) => {
    route.get('/reserve', { guard: guard.member, query: PageQuerySchema }, async (ctx, { query }) => {
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
      const answer: Reserve = {
        size: formatAmount(toBigInt(account?.balance ?? 0), 'INR'),
        coverage: await reserveCoverage(fork, await wallet.usdtRate(fork)),
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
      };
      sendOk(ctx, answer);
    });
  });
