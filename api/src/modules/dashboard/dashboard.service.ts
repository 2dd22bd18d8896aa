import type { EntityManager } from '@mikro-orm/core';
import { indiaDayStart, type Clock } from '../../platform/clock.ts';
import { fundShortfalls } from '../fund/fund-overview.ts';
import { toBigInt, type MoneyAsset } from '../ledger/money.ts';
import { queryRows } from '../ledger/sql.ts';
import type { WalletService } from '../ledger/wallet.service.ts';
import { reserveCoverage } from '../reserve/reserve.routes.ts';

type Deps = { clock: Clock; wallet: WalletService };

const count = async (em: EntityManager, sql: string, params: unknown[] = []) => {
  const [row] = await queryRows<{ total: unknown }>(em, sql, params);
  return Number(row?.total ?? 0);
};

/** The figures of the operators' dashboard, each read from where it is kept (the ledger for money). */
export function createDashboardService({ clock, wallet }: Deps) {
  return {
    async figures(em: EntityManager) {
      const today = indiaDayStart(clock.now());
      // Money only: swap pool shares (LP) are a claim on the pool's INR and USDT, counted there.
      const money = await queryRows<{ owner: string; kind: string; asset: string; balance: unknown }>(
        em,
        `select owner, kind, asset, sum(balance) as balance from ledger_account
         where owner in ('member', 'platform') and asset in ('INR', 'USDT')
         group by owner, kind, asset order by owner, kind, asset`,
      );
      return {
        today,
        members: {
          total: await count(em, 'select count(*) as total from member'),
          newToday: await count(em, 'select count(*) as total from member where created_at >= ?', [today]),
        },
        money: money.map((row) => ({
          owner: row.owner as 'member' | 'platform',
          kind: String(row.kind),
          asset: String(row.asset) as MoneyAsset,
          balance: toBigInt(row.balance),
        })),
        reserve: await reserveCoverage(em, await wallet.usdtRate(em)),
        pending: {
          withdrawals: await count(em, "select count(*) as total from withdrawal where state = 'requested'"),
          approvedWithdrawals: await count(
            em,
            "select count(*) as total from withdrawal where state = 'approved'",
          ),
          // Deposits seen on chain and not yet credited (waiting for confirmations or chain clearing).
          deposits: await count(em, "select count(*) as total from deposit where state = 'confirming'"),
        },
        shortPools: (await fundShortfalls(em)).filter((fund) => fund.shortfall > 0n),
      };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
