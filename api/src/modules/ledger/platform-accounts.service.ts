import type { EntityManager } from '@mikro-orm/core';
import type { Clock } from '../../platform/clock.ts';
import { ApiError } from '../../platform/errors.ts';
import { recordOperatorAction, type ActedBy } from '../audit/operator-action.service.ts';
import { capitalAccount, isSwapAccount, parsePlatformAccount } from './ledger-accounts.ts';
import type { LedgerService, PostedEntry } from './ledger.service.ts';
import { formatAmount, toBigInt, type Asset, type MoneyAsset } from './money.ts';
import { queryRows } from './sql.ts';

/** A platform or external account and its balance, as operators see it. */
export type PlatformAccountBalance = {
  code: string;
  owner: string;
  kind: string;
  asset: Asset;
  balance: bigint;
};

type Deps = { clock: Clock; ledger: LedgerService };

/** The platform's own accounts: their balances, and operator top-ups from external capital. */
export function createPlatformAccountsService({ clock, ledger }: Deps) {
  return {
    /**
     * Tops up a platform account (`promotions`, `fund_pool:3`, …) from `external:capital:<asset>`,
     * with its `operator_action` record, in the caller's transaction. The memo is its reason.
     */
    async fund(
      tx: EntityManager,
      input: { account: string; asset: MoneyAsset; amount: bigint; memo: string },
      by: Pick<ActedBy, 'actor'>,
    ): Promise<PostedEntry> {
      const { actor } = by;
      const account = parsePlatformAccount(input.account, input.asset);
      if (!account) throw new ApiError(422, 'ledger.accountUnknown', { params: { account: input.account } });
      // The swap pool's reserves and shares move with its own entries only (seeding, ADR 0032).
      if (isSwapAccount(account.kind))
        throw new ApiError(422, 'ledger.accountNotTopUp', { params: { account: input.account } });
      const entry = await ledger.post(tx, {
        type: 'pool_fund',
        actor,
        memo: input.memo,
        lines: [
          { account: capitalAccount(input.asset), amount: -input.amount },
          { account, amount: input.amount },
        ],
      });
      await recordOperatorAction(tx, clock, {
        actor,
        reason: input.memo,
        action: 'pool_fund',
        detail: {
          account: input.account,
          asset: input.asset,
          amount: formatAmount(input.amount, input.asset),
          memo: input.memo,
          entryId: entry.id,
        },
      });
      return entry;
    },

    /** Every platform account and the external capital accounts (negative: what came in), by code. */
    async balances(em: EntityManager): Promise<PlatformAccountBalance[]> {
      const rows = await queryRows<{
        code: string;
        owner: string;
        kind: string;
        asset: string;
        balance: unknown;
      }>(
        em,
        "select code, owner, kind, asset, balance from ledger_account where owner in ('platform', 'external') order by code",
      );
      return rows.map((row) => ({
        code: row.code,
        owner: row.owner,
        kind: row.kind,
        asset: row.asset as Asset,
        balance: toBigInt(row.balance),
      }));
    },
  };
}

export type PlatformAccountsService = ReturnType<typeof createPlatformAccountsService>;
