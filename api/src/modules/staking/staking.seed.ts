import type { EntityManager } from '@mikro-orm/core';
import type { Dialect } from '../../db/dialect.ts';
import type { Clock } from '../../platform/clock.ts';
import { recordOperatorAction } from '../audit/operator-action.service.ts';
import { capitalAccount, platformAccount } from '../ledger/ledger-accounts.ts';
import { createLedgerService } from '../ledger/ledger.service.ts';
import { formatAmount } from '../ledger/money.ts';
import { queryRows } from '../ledger/sql.ts';
import { createStakingPlanService, type NewPlan } from './staking-plan.service.ts';

const ACTOR = 'seed';

/** The demo plans, one per asset, each with the pool it starts with. */
const DEMO_PLANS: (NewPlan & { pool: bigint })[] = [
  {
    name: { 'en-us': 'Rupee Saver 30', 'hi-in': 'रुपया सेवर 30', 'zh-cn': '卢比储蓄 30 天' },
    description: {
      'en-us': 'Stake rupees for 30 days and earn 12 % a year, paid into your stake every day.',
      'hi-in': '30 दिनों के लिए रुपये स्टेक करें और सालाना 12 % कमाएं, हर दिन आपके स्टेक में जमा।',
      'zh-cn': '质押卢比 30 天，年化 12 %，每日计入您的质押。',
    },
    asset: 'INR',
    termDays: 30,
    annualRateBps: 1200,
    minimum: 10_000n,
    maximum: 10_000_000n,
    totalCap: 1_000_000_000n,
    claimWindowDays: 7,
    status: 'open',
    pool: 50_000_000n,
  },
  {
    name: { 'en-us': 'USDT Flex 14', 'hi-in': 'USDT फ्लेक्स 14', 'zh-cn': 'USDT 灵活 14 天' },
    description: {
      'en-us': 'Stake USDT for 14 days and earn 8 % a year, paid into your stake every day.',
      'hi-in': '14 दिनों के लिए USDT स्टेक करें और सालाना 8 % कमाएं, हर दिन आपके स्टेक में जमा।',
      'zh-cn': '质押 USDT 14 天，年化 8 %，每日计入您的质押。',
    },
    asset: 'USDT',
    termDays: 14,
    annualRateBps: 800,
    minimum: 10_000_000n,
    maximum: 10_000_000_000n,
    totalCap: 1_000_000_000_000n,
    claimWindowDays: 7,
    status: 'open',
    pool: 10_000_000_000n,
  },
];

/**
 * Creates the demo plans that are not there yet (by English name), each with its pool funded
 * from external capital by an audited entry. Runs on every start without duplicating anything.
 */
export async function seedDemoStakingPlans(em: EntityManager, clock: Clock, dialect: Dialect): Promise<void> {
  const plans = createStakingPlanService({ clock });
  const ledger = createLedgerService({ dialect, clock });
  const existing = new Set(
    (await queryRows<{ name_en_us: string }>(em, 'select name_en_us from staking_plan')).map(
      (r) => r.name_en_us,
    ),
  );
  for (const { pool, ...plan } of DEMO_PLANS) {
    if (existing.has(plan.name['en-us'])) continue;
    // One transaction per plan: a start that stops half way leaves no plan without its pool.
    await em.transactional(async (tx) => {
      const planId = await plans.create(tx, plan, ACTOR);
      const entry = await ledger.post(tx, {
        type: 'pool_fund',
        actor: ACTOR,
        memo: `demo staking plan #${planId} income pool`,
        lines: [
          { account: capitalAccount(plan.asset), amount: -pool },
          { account: platformAccount('staking_pool', plan.asset, planId), amount: pool },
        ],
      });
      await recordOperatorAction(tx, clock, {
        actor: ACTOR,
        action: 'pool_fund',
        detail: {
          account: `staking_pool:${planId}`,
          asset: plan.asset,
          amount: formatAmount(pool, plan.asset),
          memo: 'demo staking plan income pool',
          entryId: entry.id,
        },
      });
    });
  }
}
