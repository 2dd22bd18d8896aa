import type { EntityManager } from '@mikro-orm/core';
import type { Dialect } from '../../db/dialect.ts';
import type { Clock } from '../../platform/clock.ts';
import { recordOperatorAction } from '../audit/operator-action.service.ts';
import { capitalAccount, platformAccount } from '../ledger/ledger-accounts.ts';
import { createLedgerService } from '../ledger/ledger.service.ts';
import { formatAmount } from '../ledger/money.ts';
import { queryRows, runStatement } from '../ledger/sql.ts';
import { DAY_MS, formatNav } from './fund-split.ts';
import { SEED_NAV_DAYS, SEED_POOL, seedFunds, seedNavSeries } from './fund.seed-data.ts';
import { createFundService } from './fund.service.ts';

const ACTOR = 'seed';

/**
 * Creates the demo funds that are not there yet (by seed key), each with its NAV history up to
 * yesterday and its income pool funded from external capital by an audited entry, so demo income
 * can be paid. Runs on every start without duplicating anything.
 */
export async function seedDemoFunds(em: EntityManager, clock: Clock, dialect: Dialect): Promise<void> {
  const funds = createFundService({ clock });
  const ledger = createLedgerService({ dialect, clock });
  const existing = new Set(
    (await queryRows<{ seed_key: string }>(em, 'select seed_key from fund where seed_key is not null')).map(
      (row) => row.seed_key,
    ),
  );
  const today = clock.now().getTime() - (clock.now().getTime() % DAY_MS);
  for (const [index, seed] of seedFunds.entries()) {
    if (existing.has(seed.seedKey)) continue;
    const { navStart: _start, navDrift: _drift, ...fund } = seed;
    const series = seedNavSeries(seed, index, SEED_NAV_DAYS);
    // One transaction per fund: a start that stops half way leaves no fund without its history.
    await em.transactional(async (tx) => {
      const fundId = await funds.create(tx, fund, ACTOR);
      const now = clock.now();
      const rows = series.map((value, i) => [
        now,
        now,
        fundId,
        new Date(today - (SEED_NAV_DAYS - i) * DAY_MS).toISOString().slice(0, 10),
        value,
      ]);
      await runStatement(
        tx,
        `insert into fund_nav (created_at, updated_at, fund_id, nav_date, value) values ${rows.map(() => '(?, ?, ?, ?, ?)').join(', ')}`,
        rows.flat(),
      );
      const entry = await ledger.post(tx, {
        type: 'pool_fund',
        actor: ACTOR,
        memo: `demo fund #${fundId} income pool`,
        lines: [
          { account: capitalAccount('INR'), amount: -SEED_POOL },
          { account: platformAccount('fund_pool', 'INR', fundId), amount: SEED_POOL },
        ],
      });
      await recordOperatorAction(tx, clock, {
        actor: ACTOR,
        action: 'pool_fund',
        detail: {
          account: `fund_pool:${fundId}`,
          asset: 'INR',
          amount: formatAmount(SEED_POOL, 'INR'),
          memo: 'demo fund income pool',
          entryId: entry.id,
          navs: series.length,
          latestNav: formatNav(series.at(-1)!),
        },
      });
    });
  }
}
