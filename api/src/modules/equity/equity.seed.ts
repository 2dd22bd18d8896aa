import type { EntityManager } from '@mikro-orm/core';
import type { Dialect } from '../../db/dialect.ts';
import type { Clock } from '../../platform/clock.ts';
import { recordOperatorAction } from '../audit/operator-action.service.ts';
import { capitalAccount, platformAccount, type PlatformAccountKind } from '../ledger/ledger-accounts.ts';
import { createLedgerService } from '../ledger/ledger.service.ts';
import { queryRows, runStatement } from '../ledger/sql.ts';
import { dayBefore, inr, platformDay, SHARE_UNIT } from './equity-math.ts';
import { createEquityService, type NewOffering } from './equity.service.ts';

const ACTOR = 'seed';
const PRICE_DAYS = 14;
const POOL = 50_000_000n;

type SeedOffering = Omit<NewOffering, 'sharePrice'> & { start: bigint; drift: bigint };

const SEED_OFFERINGS: SeedOffering[] = [
  {
    name: { 'en-us': 'Green Energy Equity', 'hi-in': 'ग्रीन एनर्जी इक्विटी', 'zh-cn': '绿色能源股权' },
    description: {
      'en-us': 'Shares of a solar and wind portfolio. Locked 30 days, then bought back at the day’s price.',
      'hi-in': 'सौर और पवन पोर्टफ़ोलियो के शेयर। 30 दिन लॉक, फिर उस दिन के मूल्य पर बायबैक।',
      'zh-cn': '太阳能与风能组合的股权。锁定 30 天，之后按当日价格回购。',
    },
    feeRateBps: 200,
    lockDays: 30,
    totalShares: 100_000n * SHARE_UNIT,
    status: 'subscribing',
    start: 10_000n,
    drift: 35n,
  },
  {
    name: {
      'en-us': 'Digital Infrastructure Equity',
      'hi-in': 'डिजिटल इंफ्रास्ट्रक्चर इक्विटी',
      'zh-cn': '数字基础设施股权',
    },
    description: {
      'en-us':
        'Shares of data centres and fibre networks. Locked 90 days, then bought back at the day’s price.',
      'hi-in': 'डेटा सेंटर और फ़ाइबर नेटवर्क के शेयर। 90 दिन लॉक, फिर उस दिन के मूल्य पर बायबैक।',
      'zh-cn': '数据中心与光纤网络的股权。锁定 90 天，之后按当日价格回购。',
    },
    feeRateBps: 150,
    lockDays: 90,
    totalShares: 50_000n * SHARE_UNIT,
    status: 'subscribing',
    start: 25_000n,
    drift: -20n,
  },
];

/**
 * Creates the demo offerings that are not there yet (by English name), each with two weeks of
 * share prices up to today and its buyback and dividend pools funded from external capital by
 * audited entries. Runs on every start without duplicating anything.
 */
export async function seedDemoEquity(em: EntityManager, clock: Clock, dialect: Dialect): Promise<void> {
  const offerings = createEquityService({ clock });
  const ledger = createLedgerService({ dialect, clock });
  const existing = new Set(
    (await queryRows<{ name_en_us: string }>(em, 'select name_en_us from equity_offering')).map(
      (r) => r.name_en_us,
    ),
  );
  const today = platformDay(clock.now());
  for (const [index, seed] of SEED_OFFERINGS.entries()) {
    if (existing.has(seed.name['en-us'])) continue;
    const { start, drift, ...offering } = seed;
    // A gentle walk: the drift a day, and a wobble so the chart is not a straight line.
    const series = Array.from(
      { length: PRICE_DAYS },
      (_, i) => start + drift * BigInt(i) + BigInt(((i * 7 + index * 3) % 5) * 20 - 40),
    );
    await em.transactional(async (tx) => {
      const id = await offerings.create(tx, { ...offering, sharePrice: series.at(-1)! }, ACTOR);
      const now = clock.now();
      const rows = series
        .slice(0, -1)
        .map((price, i) => [now, now, id, dayBefore(today, PRICE_DAYS - 1 - i), price]);
      await runStatement(
        tx,
        `insert into equity_price (created_at, updated_at, offering_id, price_date, price) values ${rows.map(() => '(?, ?, ?, ?, ?)').join(', ')}`,
        rows.flat(),
      );
      for (const kind of ['equity_buyback_pool', 'equity_dividend_pool'] as PlatformAccountKind[]) {
        const entry = await ledger.post(tx, {
          type: 'pool_fund',
          actor: ACTOR,
          memo: `demo offering #${id} ${kind}`,
          lines: [
            { account: capitalAccount('INR'), amount: -POOL },
            { account: platformAccount(kind, 'INR', id), amount: POOL },
          ],
        });
        await recordOperatorAction(tx, clock, {
          actor: ACTOR,
          action: 'pool_fund',
          detail: {
            account: `${kind}:${id}`,
            asset: 'INR',
            amount: inr(POOL),
            memo: 'demo equity pool',
            entryId: entry.id,
          },
        });
      }
    });
  }
}
